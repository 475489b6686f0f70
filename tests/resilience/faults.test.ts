/**
 * Faults: PostgreSQL stopped in the middle of a load and started
 * again; a second server on the same PGlite folder; an app secret that cannot
 * be trusted; SIGTERM while requests are in flight. All against the real built server process.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { Agent, request, type ClientRequest, type IncomingMessage } from "node:http";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { like } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { contactSubmitPayloadSchema, newsletterSignupSchema } from "../../core/schemas";
import { openDatabase } from "../../server/db/client.server";
import { contactEnquiries, newsletterSubscribers } from "../../server/db/schema";
import { startPostgres } from "../support/postgres.mjs";
import { TEST_API_KEY, callApi, csrfToken, ipFor, startServer, type ApiAnswer } from "../support/resilience";
import { PORTS } from "../support/ports";

const cleanups: (() => Promise<unknown> | void)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** The database URL of a new PGlite folder, removed after the tests. */
function pgliteFolder(prefix: string): string {
  const folder = mkdtempSync(join(tmpdir(), `drivebee-${prefix}-`));
  cleanups.push(() => rmSync(folder, { recursive: true, force: true }));
  return join(folder, "pglite");
}

/** Why a server that should refuse to start did ("listening" when it started after all). */
function refusal(...args: Parameters<typeof startServer>): Promise<string> {
  return startServer(...args).then(
    (server) => server.stop().then(() => "listening"),
    (error: Error) => error.message,
  );
}

describe("PostgreSQL stops in the middle of a load", () => {
  it("answers 503 with a JSON error, stores no partial rows, and recovers without a restart when PostgreSQL is back", async (context) => {
    const postgres = await startPostgres({ port: PORTS.postgresFaults });
    if (!postgres) return context.skip("PostgreSQL is not installed");
    cleanups.push(() => postgres.stop());
    const server = await startServer(PORTS.faultsPostgres, postgres.url);
    cleanups.push(() => server.stop());

    type Sent = {
      email: string;
      answer: ApiAnswer | { status: "network"; error: string };
      startedAt: number;
      endedAt: number;
    };
    const sent: Sent[] = [];
    let phase: "up" | "down" | "back" = "up";
    let stopLoad = false;
    let sequence = 0;
    const worker = async () => {
      while (!stopLoad) {
        const n = ++sequence;
        const email = `fault-${n}@example.com`;
        const startedAt = Date.now();
        let answer: Sent["answer"];
        try {
          // A token per signup (each is accepted once); issuing one needs no database.
          const token = await csrfToken(server.origin);
          answer = await callApi(server.origin, "newsletter-signup", {
            body: { email, source: "popup", userAgent: "resilience-fault", ...token },
            ip: ipFor(n),
          });
        } catch (error) {
          answer = { status: "network", error: String((error as Error).cause ?? error) };
        }
        sent.push({ email, answer, startedAt, endedAt: Date.now() });
        // While the database is down, answers come at once: keep the pace of a real client.
        if (phase === "down") await new Promise((resolve) => setTimeout(resolve, 20));
      }
    };
    const load = Promise.all(Array.from({ length: 20 }, worker));
    const until = async (condition: () => boolean, timeoutMs: number, what: string) => {
      const deadline = Date.now() + timeoutMs;
      while (!condition()) {
        if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    };

    try {
      await until(() => sent.filter((s) => s.answer.status === 201).length >= 300, 30_000, "300 signups");
      const stoppingAt = Date.now();
      phase = "down";
      postgres.pause();
      const stoppedAt = Date.now();
      await until(
        () => sent.filter((s) => s.startedAt > stoppedAt && s.answer.status === 503).length >= 100,
        30_000,
        "503 answers",
      );

      const health = await fetch(`${server.origin}/api/health`);
      expect(health.status).toBe(503);

      // Back on the same data folder and port; our server is not touched.
      const restartingAt = Date.now();
      postgres.resume();
      phase = "back";
      await until(
        () => sent.filter((s) => s.startedAt > restartingAt && s.answer.status === 201).length >= 100,
        30_000,
        "recovery",
      );
      stopLoad = true;
      await load;
      expect(server.child.exitCode).toBeNull();
      expect((await fetch(`${server.origin}/api/health`)).status).toBe(200);

      // Answers: only 201 and 503, never a 500 or a dropped connection.
      const byStatus = new Map<string, number>();
      for (const s of sent) byStatus.set(String(s.answer.status), (byStatus.get(String(s.answer.status)) ?? 0) + 1);
      expect([...byStatus.keys()].sort(), JSON.stringify(Object.fromEntries(byStatus))).toEqual(["201", "503"]);
      for (const s of sent.filter((s) => s.answer.status === 503)) {
        const answer = s.answer as ApiAnswer;
        expect(answer.body).toEqual({ error: "The service is briefly unavailable. Please try again in a moment." });
        expect(answer.headers.get("content-type")).toMatch(/^application\/json/);
        expect(answer.headers.get("retry-after")).toBe("5");
      }

      // Rows: every 201 has exactly one complete row. A 503 leaves no row, unless its
      // request was already in flight when PostgreSQL went down (its insert may have
      // committed just before the connection was cut): at most one per worker.
      const database = await openDatabase(postgres.url);
      try {
        const rows = await database.db
          .select()
          .from(newsletterSubscribers)
          .where(like(newsletterSubscribers.email, "fault-%"));
        const stored = new Map(rows.map((row) => [row.email, row]));
        expect(stored.size).toBe(rows.length);
        const created = sent.filter((s) => s.answer.status === 201);
        for (const s of created) expect(stored.has(s.email), s.email).toBe(true);
        const refusedButStored = sent.filter((s) => s.answer.status === 503 && stored.has(s.email));
        for (const s of refusedButStored) expect(s.startedAt).toBeLessThan(stoppedAt);
        expect(refusedButStored.length).toBeLessThanOrEqual(20);
        expect(rows.length).toBe(created.length + refusedButStored.length);
        for (const row of rows) {
          expect(row).toMatchObject({ source: "popup", status: "pending", userAgent: "resilience-fault" });
          expect(newsletterSignupSchema.shape.email.parse(row.email)).toBe(row.email);
        }
        console.log(
          `PostgreSQL fault: ${created.length} stored, ${byStatus.get("503")} answered 503 (${refusedButStored.length} of them in flight at the stop and stored), ` +
            `stop took ${stoppedAt - stoppingAt} ms`,
        );
      } finally {
        await database.close();
      }
    } finally {
      stopLoad = true;
      await load;
    }
  });
});

describe("the PGlite folder lock", () => {
  it("a second server on the same folder refuses to start, says why, and leaves the first one serving", async () => {
    const databaseUrl = pgliteFolder("lock");
    const first = await startServer(PORTS.lockFirst, databaseUrl);
    cleanups.push(() => first.stop());

    const refused = await refusal(PORTS.lockSecond, databaseUrl);
    expect(refused).toMatch(/exited \(code [1-9]/);
    expect(refused).toContain(`The database folder ${databaseUrl} is in use by another process (pid ${first.pid})`);
    expect(refused).not.toMatch(/listening on/);

    expect(readFileSync(`${databaseUrl}.lock`, "utf8")).toBe(String(first.pid));
    const answer = await callApi(first.origin, "android-waitlist-signup", {
      body: { email: "still-serving@example.com" },
    });
    expect(answer.status).toBe(200);
    expect(await first.stop()).toEqual({ code: 0, signal: null });
    expect(existsSync(`${databaseUrl}.lock`)).toBe(false);
  });
});

describe("the app secret at start", () => {
  it("a server whose PGlite folder holds a planted weak app secret refuses to start and says why", async () => {
    const databaseUrl = pgliteFolder("secret");
    // Without APP_SECRET: the server generates its own inside the folder, and starts again with it.
    const first = await startServer(PORTS.secretFolder, databaseUrl, { APP_SECRET: "" });
    expect(await first.stop()).toEqual({ code: 0, signal: null });
    const file = join(databaseUrl, "app-secret");
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readFileSync(file, "utf8").length).toBeGreaterThanOrEqual(32);
    const again = await startServer(PORTS.secretFolder, databaseUrl, { APP_SECRET: "" });
    expect(await again.stop()).toEqual({ code: 0, signal: null });

    writeFileSync(file, "only-twenty-chars-xx", { mode: 0o600 });
    const refused = await refusal(PORTS.secretFolder, databaseUrl, { APP_SECRET: "" });
    expect(refused).toMatch(/exited \(code 1/);
    expect(refused).toContain(`The app secret file ${file} holds 20 characters, fewer than 32`);
    expect(refused).not.toMatch(/listening on/);
  }, 180_000);

  it("a production server on PostgreSQL without APP_SECRET refuses to start and says why", async () => {
    // Refused before the first query: no PostgreSQL needs to run at this address.
    const refused = await refusal(PORTS.secretPostgres, "postgres://drivebee@127.0.0.1:1/none", {
      APP_SECRET: "",
      NODE_ENV: "production",
    });
    expect(refused).toMatch(/exited \(code 1/);
    expect(refused).toContain("APP_SECRET is not set, and it is required with PostgreSQL in production");
  }, 60_000);
});

describe("SIGTERM", () => {
  it("finishes the requests in flight (2xx), refuses new connections, then exits 0", async () => {
    const databaseUrl = pgliteFolder("drain");
    const server = await startServer(PORTS.drain, databaseUrl);
    cleanups.push(() => server.stop("SIGKILL"));
    const IN_FLIGHT = 40;
    // One token per enquiry: the server accepts each once.
    const tokens = await Promise.all(Array.from({ length: IN_FLIGHT }, () => csrfToken(server.origin)));

    // 40 contact enquiries whose bodies are still on their way: the server has their
    // headers (it answered "100 Continue") when SIGTERM arrives, the bodies come after.
    // Half come over keep-alive connections, as browsers send them.
    const keepAlive = new Agent({ keepAlive: true, maxSockets: IN_FLIGHT });
    cleanups.push(() => keepAlive.destroy());
    const pending = Array.from({ length: IN_FLIGHT }, (_, i) => {
      const body = JSON.stringify({
        firstName: "Mariam",
        lastName: "Saeed",
        email: `drain-${i}@example.com`,
        subject: "Renewal next month",
        message: `Please call me about my renewal (${i}).`,
        ...tokens[i],
      });
      let req!: ClientRequest;
      const continued = new Promise<void>((resolve) => {
        req = request(`${server.origin}/functions/v1/contact-submit`, {
          method: "POST",
          agent: i % 2 === 0 ? keepAlive : false,
          headers: {
            apikey: TEST_API_KEY,
            "content-type": "application/json",
            "content-length": Buffer.byteLength(body),
            "x-forwarded-for": ipFor(i + 1),
            expect: "100-continue",
          },
        });
        req.once("continue", () => resolve());
      });
      const response = new Promise<{ status: number; body: string }>((resolve, reject) => {
        req.once("response", (res: IncomingMessage) => {
          let text = "";
          res.on("data", (chunk) => (text += chunk));
          res.on("end", () => resolve({ status: res.statusCode ?? 0, body: text }));
        });
        req.once("error", reject);
      });
      // A failure shows in the assertion below, not as an unhandled rejection.
      response.catch(() => {});
      req.flushHeaders();
      return { req, body, continued, response };
    });
    await Promise.all(pending.map((p) => p.continued));

    server.child.kill("SIGTERM");
    await server.waitForOutput("SIGTERM received");
    // It stops listening: new connections are refused (the listening socket closes on
    // the server's next event-loop turn, so allow it a moment).
    const tryConnect = () =>
      new Promise<string>((resolve) => {
        const socket = connect(PORTS.drain, "127.0.0.1");
        socket.once("connect", () => {
          socket.destroy();
          resolve("connected");
        });
        socket.once("error", (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
      });
    let refused = await tryConnect();
    for (let attempt = 0; refused !== "ECONNREFUSED" && attempt < 40; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      refused = await tryConnect();
    }
    expect(refused).toBe("ECONNREFUSED");

    for (const p of pending) p.req.end(p.body);
    const answers = await Promise.all(pending.map((p) => p.response));
    expect(answers.map((a) => a.status)).toEqual(Array(IN_FLIGHT).fill(201));
    const lastAnswerAt = Date.now();
    expect(await server.exited).toEqual({ code: 0, signal: null });
    // It exits once drained, well before the 10-second force-exit timer.
    expect(Date.now() - lastAnswerAt).toBeLessThan(5_000);

    const database = await openDatabase(databaseUrl);
    try {
      const rows = await database.db.select().from(contactEnquiries);
      expect(rows.map((row) => row.email).sort()).toEqual(pending.map((_, i) => `drain-${i}@example.com`).sort());
      for (const row of rows) {
        expect(
          contactSubmitPayloadSchema.safeParse({
            firstName: row.firstName,
            lastName: row.lastName,
            email: row.email,
            subject: row.subject,
            message: row.message,
            ...tokens[0],
          }).success,
        ).toBe(true);
      }
    } finally {
      await database.close();
    }
  });
});
