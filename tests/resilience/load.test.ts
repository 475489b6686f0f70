/**
 * Load: 5,000 newsletter and waitlist signups at 50 concurrent
 * connections against the real built server process, on PGlite and on
 * PostgreSQL. Every 2xx has exactly one row, nothing answers 5xx, no address
 * is stored twice. Each request comes from its own client address and
 * e-mail (the limits are tested on their own below), and 500 of the e-mails
 * are sent twice at the same moment, to race the unique constraints.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { like } from "drizzle-orm";
import { afterAll, describe, expect, inject, it } from "vitest";
import { openDatabase } from "../../server/db/client.server";
import { androidWaitlist, newsletterSubscribers } from "../../server/db/schema";
import type { ServerProcess } from "../support/server-process.mjs";
import { callApi, csrfToken, ipFor, pool, startServer, type ApiAnswer } from "../support/resilience";
import { PORTS } from "../support/ports";

const SIGNUPS = 5_000;
const RACED = 500;
const CONCURRENCY = 50;

type Signup = { fn: "newsletter-signup" | "android-waitlist-signup"; email: string };

function workload(prefix: string): Signup[] {
  const requests: Signup[] = [];
  for (let i = 0; i < SIGNUPS; i++) {
    const signup: Signup =
      i % 2 === 0
        ? { fn: "newsletter-signup", email: `${prefix}-news-${i}@example.com` }
        : { fn: "android-waitlist-signup", email: `${prefix}-wait-${i}@example.com` };
    requests.push(signup);
    // One pair in ten (a newsletter and a waitlist e-mail) is sent twice, back to
    // back: both copies are in flight together.
    if (Math.floor(i / 2) % (SIGNUPS / RACED) === 0) requests.push({ ...signup });
  }
  return requests;
}

async function runLoad(origin: string, prefix: string) {
  const requests = workload(prefix);
  const started = Date.now();
  const answers = await pool(
    requests,
    CONCURRENCY,
    async (signup, index): Promise<ApiAnswer | { status: "network"; error: string }> => {
      try {
        // A token per signup, as the browser does: the server accepts each once.
        const body =
          signup.fn === "newsletter-signup"
            ? { email: signup.email, source: "footer", userAgent: "resilience-load", ...(await csrfToken(origin)) }
            : { email: signup.email };
        return await callApi(origin, signup.fn, { body, ip: ipFor(index + 1) });
      } catch (error) {
        return { status: "network", error: String((error as Error).cause ?? error) };
      }
    },
  );
  return { requests, answers, seconds: (Date.now() - started) / 1000 };
}

function checkAnswers(requests: Signup[], answers: Awaited<ReturnType<typeof runLoad>>["answers"]) {
  const failures = answers.flatMap((answer, index) =>
    answer.status === "network" || answer.status >= 500
      ? [`${requests[index]!.fn} ${requests[index]!.email}: ${JSON.stringify(answer)}`]
      : [],
  );
  expect(failures.slice(0, 5), `${failures.length} requests failed or answered 5xx`).toEqual([]);

  const okNewsletter = new Map<string, number>();
  const okWaitlist = new Map<string, number>();
  const statuses = new Map<string, number>();
  answers.forEach((answer, index) => {
    const { fn, email } = requests[index]!;
    statuses.set(`${fn} ${answer.status}`, (statuses.get(`${fn} ${answer.status}`) ?? 0) + 1);
    if (typeof answer.status === "number" && answer.status < 300) {
      const seen = fn === "newsletter-signup" ? okNewsletter : okWaitlist;
      seen.set(email, (seen.get(email) ?? 0) + 1);
    }
  });
  // Newsletter: double opt-in (R-FOLLOW-09) answers 201 to both copies, as the address is still
  // pending; 409 is only for a confirmed one. Waitlist: both copies answer 200 (idempotent). One row each.
  expect(Object.fromEntries(statuses)).toEqual({
    "newsletter-signup 201": SIGNUPS / 2 + RACED / 2,
    "android-waitlist-signup 200": SIGNUPS / 2 + RACED / 2,
  });
  // The raced addresses got both of their answers; every other address one.
  expect([...okNewsletter.values()].filter((count) => count === 2)).toHaveLength(RACED / 2);
  expect([...okNewsletter.values()].every((count) => count <= 2)).toBe(true);
  return { okNewsletter, okWaitlist };
}

async function checkRows(databaseUrl: string, prefix: string, ok: ReturnType<typeof checkAnswers>) {
  const database = await openDatabase(databaseUrl);
  try {
    const newsletter = await database.db
      .select()
      .from(newsletterSubscribers)
      .where(like(newsletterSubscribers.email, `${prefix}-%`));
    const waitlist = await database.db
      .select()
      .from(androidWaitlist)
      .where(like(androidWaitlist.email, `${prefix}-%`));
    // Exactly one row per 2xx address, and no row for anything else.
    expect(newsletter.map((row) => row.email).sort()).toEqual([...ok.okNewsletter.keys()].sort());
    expect(waitlist.map((row) => row.email).sort()).toEqual([...ok.okWaitlist.keys()].sort());
    expect(new Set(newsletter.map((row) => row.email)).size).toBe(newsletter.length);
    expect(new Set(waitlist.map((row) => row.email)).size).toBe(waitlist.length);
    // Double opt-in (R-FOLLOW-08, R-SAFE-28): a signup waits for its confirmation, the waitlist's too.
    expect(
      newsletter.every(
        (row) => row.source === "footer" && row.status === "pending" && row.userAgent === "resilience-load",
      ),
    ).toBe(true);
    expect(
      waitlist.every((row) => row.status === "pending" && row.language === "en" && row.confirmationSentAt !== null),
    ).toBe(true);
  } finally {
    await database.close();
  }
}

describe("load: 5,000 signups at 50 concurrent connections", () => {
  const cleanups: (() => Promise<unknown> | void)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it("on PGlite (a folder): every 2xx has exactly one row, no 5xx, no duplicates", async () => {
    const folder = mkdtempSync(join(tmpdir(), "drivebee-load-"));
    cleanups.push(() => rmSync(folder, { recursive: true, force: true }));
    const databaseUrl = join(folder, "pglite");
    const server: ServerProcess = await startServer(PORTS.loadPglite, databaseUrl);
    cleanups.push(() => server.stop());
    const { requests, answers, seconds } = await runLoad(server.origin, "pglite");
    console.log(`PGlite: ${requests.length} requests in ${seconds.toFixed(1)} s`);
    const ok = checkAnswers(requests, answers);
    // The server holds the folder; read it once the server has stopped.
    expect(await server.stop()).toEqual({ code: 0, signal: null });
    await checkRows(databaseUrl, "pglite", ok);
  });

  it("on PostgreSQL: every 2xx has exactly one row, no 5xx, no duplicates", async (context) => {
    const databaseUrl = inject("resiliencePostgresUrl");
    if (!databaseUrl) return context.skip("PostgreSQL is not installed");
    const server = await startServer(PORTS.loadPostgres, databaseUrl);
    cleanups.push(() => server.stop());
    const prefix = `pg${Date.now()}`;
    const { requests, answers, seconds } = await runLoad(server.origin, prefix);
    console.log(`PostgreSQL: ${requests.length} requests in ${seconds.toFixed(1)} s`);
    const ok = checkAnswers(requests, answers);
    await checkRows(databaseUrl, prefix, ok);
    expect(await server.stop()).toEqual({ code: 0, signal: null });
  });

  it("one address hammering a function gets exactly 30 answers, then 429 with Retry-After", async () => {
    const server = await startServer(PORTS.rateLimit, "memory://");
    cleanups.push(() => server.stop());
    const answers = await pool(
      Array.from({ length: 60 }, (_, i) => i),
      20,
      (i) =>
        callApi(server.origin, "android-waitlist-signup", {
          body: { email: `hammer-${i}@example.com` },
          ip: "198.51.100.77",
        }),
    );
    const statuses = answers.map((answer) => answer.status);
    // The counter is one atomic upsert: concurrency lets no extra request through.
    expect(statuses.filter((status) => status === 200)).toHaveLength(30);
    expect(statuses.filter((status) => status === 429)).toHaveLength(30);
    for (const answer of answers.filter((a) => a.status === 429)) {
      expect(Number(answer.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(answer.body).toEqual({ error: "Too many attempts. Please try again later." });
    }
  });
});
