/**
 * The mail queue against the real built server process (R-FOLLOW-03, 04): an SMTP
 * server that refuses every connection for 20 seconds, and two instances on
 * one PostgreSQL sharing 200 enquiries. Each alert arrives exactly once.
 */
import { afterAll, describe, expect, inject, it } from "vitest";
import { mailJobId } from "../../server/queue/jobs.server";
import { alertedEnquiryIds, mailHeader, startMailCatcher, startRefusingSmtp } from "../support/mail";
import { PORTS } from "../support/ports";
import type { ServerProcess } from "../support/server-process.mjs";
import { freshDatabase, pool, QUICK_QUEUE_ENV, startServer, submitEnquiry, until } from "../support/resilience";

const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

async function serve(port: number, databaseUrl: string, smtpUrl: string): Promise<ServerProcess> {
  const server = await startServer(port, databaseUrl, { SMTP_URL: smtpUrl, ...QUICK_QUEUE_ENV });
  cleanups.push(() => server.stop());
  return server;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("SMTP down for the first 20 seconds", () => {
  it("R-FOLLOW-03: the alert is retried with a doubling delay and arrives once, after SMTP is back", async () => {
    const refusing = await startRefusingSmtp();
    let refusingOpen = true;
    cleanups.push(async () => refusingOpen && (await refusing.close()));
    const server = await serve(PORTS.mailOutage, "memory://", refusing.url);

    const id = await submitEnquiry(server.origin, 1);
    await until(() => refusing.attempts.length > 0, 10_000, "the first try");
    const downUntil = refusing.attempts[0]! + 20_000;
    await pause(downUntil - Date.now());
    await refusing.close();
    refusingOpen = false;
    const catcher = await startMailCatcher({ port: refusing.port });
    cleanups.push(() => catcher.close());
    const backAt = Date.now();

    await until(() => catcher.received.length > 0, 45_000, "the alert after SMTP came back");
    const arrivedAfter = Date.now() - backAt;
    await pause(3_000);
    expect(catcher.received).toHaveLength(1);
    expect(alertedEnquiryIds(catcher.received)).toEqual([id]);
    expect(mailHeader(catcher.received[0]!, "Message-ID")).toBe(
      `<${mailJobId({ kind: "enquiry-alert", enquiryId: id })}@drivebee.ae>`,
    );

    // pg-boss waits between delay × 2^(n-1) and delay × 2^n before the n-th retry (delay 1 s here),
    // plus up to a polling interval (0.5 s) and the try itself.
    const gaps = refusing.attempts.slice(1).map((at, i) => (at - refusing.attempts[i]!) / 1000);
    console.log(
      `SMTP outage: ${refusing.attempts.length} refused tries, gaps ${gaps.map((gap) => gap.toFixed(1)).join(", ")} s; ` +
        `the alert arrived ${arrivedAfter} ms after SMTP was back`,
    );
    expect(gaps.length).toBeGreaterThanOrEqual(3);
    gaps.forEach((gap, n) => {
      expect(gap, `retry ${n + 1}`).toBeGreaterThanOrEqual(2 ** n - 0.05);
      expect(gap, `retry ${n + 1}`).toBeLessThanOrEqual(2 ** (n + 1) + 1.5);
    });
  }, 120_000);
});

describe("two instances on one PostgreSQL", () => {
  it("R-FOLLOW-04: 200 enquiries sent to both in turn: 200 alerts, each once", async (context) => {
    const postgresUrl = inject("resiliencePostgresUrl");
    if (!postgresUrl) return context.skip("PostgreSQL is not installed");
    const databaseUrl = await freshDatabase(postgresUrl, "queue_instances");
    const catcher = await startMailCatcher();
    cleanups.push(() => catcher.close());
    // The first migrates; the second starts on a migrated database, as in a rolling deploy.
    const first = await serve(PORTS.queueInstanceA, databaseUrl, catcher.url);
    const second = await serve(PORTS.queueInstanceB, databaseUrl, catcher.url);
    const origins = [first.origin, second.origin];

    const started = Date.now();
    const ids = await pool(
      Array.from({ length: 200 }, (_, i) => i + 1),
      10,
      (n) => submitEnquiry(origins[n % 2]!, n),
    );
    await until(() => catcher.received.length >= 200, 90_000, "200 alerts");
    const seconds = (Date.now() - started) / 1000;
    await pause(3_000);

    expect(catcher.received).toHaveLength(200);
    expect(new Set(alertedEnquiryIds(catcher.received))).toEqual(new Set(ids));
    const messageIds = catcher.received.map((raw) => mailHeader(raw, "Message-ID"));
    expect(new Set(messageIds).size).toBe(200);
    console.log(`Two instances: 200 enquiries stored and alerted in ${seconds.toFixed(1)} s`);
    expect(first.child.exitCode).toBeNull();
    expect(second.child.exitCode).toBeNull();
  }, 180_000);
});
