/**
 * A server killed (SIGKILL) while its mail jobs are in flight, on PostgreSQL
 * and on a PGlite folder (R-FOLLOW-03): after a restart on the same
 * database every alert arrives, each exactly once. The SMTP server answers
 * each message a second late, so the kill lands while one is being sent; a
 * message whose sender died before the answer was not accepted. Stopped with
 * SIGTERM instead, the server finishes the send in hand before it exits.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { alertedEnquiryIds, mailHeader, mailTo, startMailCatcher } from "../support/mail";
import { PORTS } from "../support/ports";
import { freshPostgresDatabase, QUICK_QUEUE_ENV, startServer, submitEnquiry, until } from "../support/resilience";

const ENQUIRIES = 8;

const cleanups: (() => Promise<unknown> | void)[] = [];

/** A PGlite folder of its own, removed after the tests. */
function temporaryFolder(): string {
  const folder = mkdtempSync(join(tmpdir(), "drivebee-queue-kill-"));
  cleanups.push(() => rmSync(folder, { recursive: true, force: true }));
  return join(folder, "pglite");
}
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

async function stopWhileSending(port: number, databaseUrl: string, signal: "SIGKILL" | "SIGTERM") {
  const catcher = await startMailCatcher({ acceptAfterMs: 1_000 });
  cleanups.push(() => catcher.close());
  const env = { SMTP_URL: catcher.url, ...QUICK_QUEUE_ENV };

  const first = await startServer(port, databaseUrl, env);
  cleanups.push(() => first.stop("SIGKILL"));
  const ids: string[] = [];
  for (let n = 1; n <= ENQUIRIES; n++) ids.push(await submitEnquiry(first.origin, n));
  // Two alerts out, the third in the SMTP server's hands: stop.
  await until(() => catcher.received.length >= 2 && catcher.accepting() > 0, 30_000, "an alert in flight");
  const inFlight = catcher.accepting();
  const before = catcher.received.length;
  const exit = await first.stop(signal);
  if (signal === "SIGKILL") expect(exit.signal).toBe("SIGKILL");
  else {
    // Graceful: the send in hand was answered and accepted before the process exited.
    expect(exit).toEqual({ code: 0, signal: null });
    expect(catcher.received.length).toBe(before + inFlight);
  }

  const second = await startServer(port, databaseUrl, env);
  cleanups.push(() => second.stop());
  const restartedAt = Date.now();
  // Each enquiry's alert and its visitor's acknowledgement (R-DESK-02).
  await until(() => catcher.received.length >= 2 * ENQUIRIES, 60_000, `${ENQUIRIES} alerts and acknowledgements`);
  const seconds = (Date.now() - restartedAt) / 1000;
  // Time for a duplicate to show up: a job timeout and a maintenance round.
  await new Promise((resolve) => setTimeout(resolve, 2 * Number(QUICK_QUEUE_ENV.QUEUE_JOB_TIMEOUT_SECONDS) * 1000));

  const alerts = mailTo(catcher.received, "support@drivebee.ae");
  expect(alertedEnquiryIds(alerts).sort()).toEqual([...ids].sort());
  const acknowledged = catcher.received.filter((raw) => !alerts.includes(raw)).map((raw) => mailHeader(raw, "To"));
  expect(acknowledged.sort()).toEqual(ids.map((_, i) => `enquiry-${i + 1}@example.com`).sort());
  console.log(
    `${signal} on ${databaseUrl.startsWith("postgres") ? "PostgreSQL" : "a PGlite folder"}: ${before} alerts out and ${inFlight} in flight at the signal; ` +
      `all ${ENQUIRIES} out ${seconds.toFixed(1)} s after the restart`,
  );
  await second.stop();
}

describe("a server killed with mail jobs in flight", () => {
  it("on PostgreSQL: after a restart every alert arrives once", async (context) => {
    await stopWhileSending(PORTS.queueKillPostgres, await freshPostgresDatabase(context, "queue_kill"), "SIGKILL");
  }, 150_000);

  it("on a PGlite folder: after a restart every alert arrives once", async () => {
    await stopWhileSending(PORTS.queueKillPglite, temporaryFolder(), "SIGKILL");
  }, 150_000);

  it("SIGTERM instead: the alert in hand is sent before the server exits 0, and none is sent twice", async () => {
    await stopWhileSending(PORTS.queueKillPglite, temporaryFolder(), "SIGTERM");
  }, 150_000);
});
