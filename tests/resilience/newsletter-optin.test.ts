/**
 * Newsletter double opt-in against the real built server (R-FOLLOW-14):
 * two instances on one PostgreSQL share 200 signups, each
 * repeated on the other instance within the hour. Exactly 200
 * confirmations reach the SMTP server, one per address; every link
 * confirms, and the List-Unsubscribe header's one-click POST unsubscribes.
 */
import { afterAll, describe, expect, it } from "vitest";
import { NEWSLETTER_PATHS } from "../../core/pages";
import { linkToken, mailHeader, startMailCatcher } from "../support/mail";
import { PORTS } from "../support/ports";
import type { ServerProcess } from "../support/server-process.mjs";
import {
  callApi,
  csrfToken,
  freshPostgresDatabase,
  ipFor,
  pool,
  QUICK_QUEUE_ENV,
  startServer,
  until,
} from "../support/resilience";

const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function signUp(origin: string, n: number): Promise<number> {
  const answer = await callApi(origin, "newsletter-signup", {
    body: { email: `reader-${n}@example.com`, source: "footer", userAgent: "resilience", ...(await csrfToken(origin)) },
    ip: ipFor(n),
  });
  return answer.status;
}

describe("two instances on one PostgreSQL", () => {
  it("R-FOLLOW-14: 200 signups, each sent again to the other instance: 200 confirmations, one per address; the links work", async (context) => {
    const databaseUrl = await freshPostgresDatabase(context, "newsletter_instances");
    const catcher = await startMailCatcher();
    cleanups.push(() => catcher.close());
    const serve = async (port: number): Promise<ServerProcess> => {
      const server = await startServer(port, databaseUrl, { SMTP_URL: catcher.url, ...QUICK_QUEUE_ENV });
      cleanups.push(() => server.stop());
      return server;
    };
    const first = await serve(PORTS.newsletterInstanceA);
    const second = await serve(PORTS.newsletterInstanceB);
    const origins = [first.origin, second.origin];
    const numbers = Array.from({ length: 200 }, (_, i) => i + 1);

    const started = Date.now();
    // Each address on one instance, then at once on the other: the second finds it pending and sends nothing.
    const statuses = await pool(numbers, 10, async (n) => [
      await signUp(origins[n % 2]!, n),
      await signUp(origins[(n + 1) % 2]!, n),
    ]);
    expect(statuses.flat().every((status) => status === 201)).toBe(true);
    await until(() => catcher.received.length >= 200, 90_000, "200 confirmations");
    const seconds = (Date.now() - started) / 1000;
    await pause(3_000);

    expect(catcher.received).toHaveLength(200);
    const recipients = catcher.received.map((raw) => mailHeader(raw, "To"));
    expect(new Set(recipients)).toEqual(new Set(numbers.map((n) => `reader-${n}@example.com`)));
    expect(new Set(catcher.received.map((raw) => mailHeader(raw, "Message-ID"))).size).toBe(200);
    console.log(`Two instances: 400 signups of 200 addresses, 200 confirmations in ${seconds.toFixed(1)} s`);

    // Every link confirms, on either instance.
    const confirmed = await pool(catcher.received, 10, async (raw, i) => {
      const response = await fetch(`${origins[i % 2]}/api/newsletter/confirm`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ token: linkToken(raw, NEWSLETTER_PATHS.confirm) }),
      });
      return ((await response.json()) as { state: string }).state;
    });
    expect(confirmed.filter((state) => state === "confirmed")).toHaveLength(200);

    // A mail provider's one-click unsubscribe, to the header's URL on this server.
    const header = mailHeader(catcher.received[0]!, "List-Unsubscribe")!;
    const url = new URL(header.slice(1, -1));
    const oneClick = await fetch(`${first.origin}${url.pathname}${url.search}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(oneClick.status).toBe(200);
    expect(await oneClick.json()).toEqual({ state: "unsubscribed", email: mailHeader(catcher.received[0]!, "To") });

    expect(first.child.exitCode).toBeNull();
    expect(second.child.exitCode).toBeNull();
  }, 240_000);
});
