/**
 * A server killed (SIGKILL) while its mail jobs are in flight, on PostgreSQL
 * and on a PGlite folder (issue 15, R-FOLLOW-03): after a restart on the same
 * database every alert arrives, each exactly once. The SMTP server answers
 * each message a second late, so the kill lands while one is being sent; a
 * message whose sender died before the answer was not accepted.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, inject, it } from "vitest";
import { alertedEnquiryIds, startMailCatcher } from "../support/mail";
import { PORTS } from "../support/ports";
import { freshDatabase, QUICK_QUEUE_ENV, startServer, submitEnquiry, until } from "../support/resilience";

const ENQUIRIES = 8;

const cleanups: (() => Promise<unknown> | void)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

async function killWhileSending(port: number, databaseUrl: string) {
  const catcher = await startMailCatcher({ acceptAfterMs: 1_000 });
  cleanups.push(() => catcher.close());
  const env = { SMTP_URL: catcher.url, ...QUICK_QUEUE_ENV };

  const first = await startServer(port, databaseUrl, env);
  cleanups.push(() => first.stop("SIGKILL"));
  const ids: string[] = [];
  for (let n = 1; n <= ENQUIRIES; n++) ids.push(await submitEnquiry(first.origin, n));
  // Two alerts out, the third in the SMTP server's hands: kill.
  await until(() => catcher.received.length >= 2 && catcher.accepting() > 0, 30_000, "an alert in flight");
  const inFlight = catcher.accepting();
  const before = catcher.received.length;
  expect((await first.stop("SIGKILL")).signal).toBe("SIGKILL");

  const second = await startServer(port, databaseUrl, env);
  cleanups.push(() => second.stop());
  const restartedAt = Date.now();
  await until(() => catcher.received.length >= ENQUIRIES, 60_000, `${ENQUIRIES} alerts`);
  const seconds = (Date.now() - restartedAt) / 1000;
  // Time for a duplicate to show up: a job timeout and a maintenance round.
  await new Promise((resolve) => setTimeout(resolve, 2 * Number(QUICK_QUEUE_ENV.QUEUE_JOB_TIMEOUT_SECONDS) * 1000));

  expect(alertedEnquiryIds(catcher.received).sort()).toEqual([...ids].sort());
  console.log(
    `SIGKILL on ${databaseUrl.startsWith("postgres") ? "PostgreSQL" : "a PGlite folder"}: ${before} alerts out and ${inFlight} in flight at the kill; ` +
      `all ${ENQUIRIES} out ${seconds.toFixed(1)} s after the restart`,
  );
  await second.stop();
}

describe("a server killed with mail jobs in flight", () => {
  it("on PostgreSQL: after a restart every alert arrives once", async (context) => {
    const postgresUrl = inject("resiliencePostgresUrl");
    if (!postgresUrl) return context.skip("PostgreSQL is not installed");
    await killWhileSending(PORTS.queueKillPostgres, await freshDatabase(postgresUrl, "queue_kill"));
  }, 150_000);

  it("on a PGlite folder: after a restart every alert arrives once", async () => {
    const folder = mkdtempSync(join(tmpdir(), "drivebee-queue-kill-"));
    cleanups.push(() => rmSync(folder, { recursive: true, force: true }));
    await killWhileSending(PORTS.queueKillPglite, join(folder, "pglite"));
  }, 150_000);
});
