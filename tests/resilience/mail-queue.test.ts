/**
 * The mail queue against the real built server process (R-FOLLOW-03, 04): an SMTP
 * server that refuses every connection for 20 seconds, and two instances on
 * one PostgreSQL sharing 200 enquiries. Each alert, and each visitor's
 * acknowledgement (R-DESK-02), arrives exactly once.
 */

const SUPPORT = "support@drivebee.ae";
import { afterAll, describe, expect, it } from "vitest";
import { mailJobId } from "../../server/queue/jobs.server";
import { acknowledgementJob } from "../../server/queue/enquiry-jobs.server";
import { alertedEnquiryIds, mailHeader, mailTo, startMailCatcher, startRefusingSmtp } from "../support/mail";
import { PORTS } from "../support/ports";
import type { ServerProcess } from "../support/server-process.mjs";
import { freshPostgresDatabase, pool, QUICK_QUEUE_ENV, startServer, submitEnquiry, until } from "../support/resilience";

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
  it("R-FOLLOW-03, R-DESK-02: the alert is retried with a doubling delay and arrives once after SMTP is back, as does the acknowledgement", async () => {
    // It hears each message out to its recipient: the alert's tries and the acknowledgement's are told apart.
    const refusing = await startRefusingSmtp({ sayWhom: true });
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

    await until(() => mailTo(catcher.received, SUPPORT).length > 0, 45_000, "the alert after SMTP came back");
    const arrivedAfter = Date.now() - backAt;
    await until(() => catcher.received.length >= 2, 45_000, "the acknowledgement after SMTP came back");
    await pause(3_000);
    expect(catcher.received).toHaveLength(2);
    const [alert] = mailTo(catcher.received, SUPPORT);
    expect(alertedEnquiryIds([alert!])).toEqual([id]);
    expect(mailHeader(alert!, "Message-ID")).toBe(
      `<${mailJobId({ kind: "enquiry-alert", enquiryId: id })}@drivebee.ae>`,
    );
    const acknowledgements = mailTo(catcher.received, "enquiry-1@example.com");
    expect(acknowledgements).toHaveLength(1);
    expect(mailHeader(acknowledgements[0]!, "Message-ID")).toBe(`<${mailJobId(acknowledgementJob(id))}@drivebee.ae>`);
    expect(mailHeader(acknowledgements[0]!, "Reply-To")).toBe(SUPPORT);

    // pg-boss waits between delay × 2^(n-1) and delay × 2^n before the n-th retry (delay 1 s here),
    // plus up to a polling interval (0.5 s) and the try itself.
    for (const [message, to] of [
      ["the alert", SUPPORT],
      ["the acknowledgement", "enquiry-1@example.com"],
    ] as const) {
      const tries = refusing.triesFor(to);
      const gaps = tries.slice(1).map((at, i) => (at - tries[i]!) / 1000);
      console.log(
        `SMTP outage: ${message}: ${tries.length} refused tries, gaps ${gaps.map((gap) => gap.toFixed(1)).join(", ")} s`,
      );
      expect(gaps.length, message).toBeGreaterThanOrEqual(3);
      gaps.forEach((gap, n) => {
        expect(gap, `${message}, retry ${n + 1}`).toBeGreaterThanOrEqual(2 ** n - 0.05);
        expect(gap, `${message}, retry ${n + 1}`).toBeLessThanOrEqual(2 ** (n + 1) + 1.5);
      });
    }
    console.log(`SMTP outage: the alert arrived ${arrivedAfter} ms after SMTP was back`);
  }, 120_000);
});

describe("two instances on one PostgreSQL", () => {
  it("R-FOLLOW-04, R-DESK-02: 200 enquiries sent to both in turn: 200 alerts and 200 acknowledgements, each once", async (context) => {
    const databaseUrl = await freshPostgresDatabase(context, "queue_instances");
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
    // Each enquiry's alert to the team and acknowledgement to its visitor (R-DESK-02).
    await until(() => catcher.received.length >= 400, 90_000, "200 alerts and 200 acknowledgements");
    const seconds = (Date.now() - started) / 1000;
    await pause(3_000);

    expect(catcher.received).toHaveLength(400);
    const alerts = mailTo(catcher.received, SUPPORT);
    expect(alerts).toHaveLength(200);
    expect(new Set(alertedEnquiryIds(alerts))).toEqual(new Set(ids));
    const visitors = catcher.received.filter((raw) => !alerts.includes(raw)).map((raw) => mailHeader(raw, "To"));
    expect(new Set(visitors)).toEqual(new Set(ids.map((_, i) => `enquiry-${i + 1}@example.com`)));
    const messageIds = catcher.received.map((raw) => mailHeader(raw, "Message-ID"));
    expect(new Set(messageIds).size).toBe(400);
    console.log(`Two instances: 200 enquiries stored, alerted and acknowledged in ${seconds.toFixed(1)} s`);
    expect(first.child.exitCode).toBeNull();
    expect(second.child.exitCode).toBeNull();
  }, 180_000);
});
