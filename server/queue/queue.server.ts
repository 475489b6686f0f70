/**
 * The durable job queue (R-FOLLOW-03, 04): pg-boss 12 in the site's own database,
 * PostgreSQL or PGlite (through server/queue/boss-db.server.ts). Jobs are rows:
 * they survive a restart, several instances on one PostgreSQL share them (each
 * job is fetched by one worker, FOR UPDATE SKIP LOCKED), a failed try is
 * retried with an exponential backoff, and after the last try a job stays in
 * pg-boss's `failed` state for an operator to see and retry.
 *
 * Once per lead: a job's id is derived from its queue and key (a lead and a
 * message kind), and pg-boss inserts with ON CONFLICT DO NOTHING on (queue,
 * id), so a second send, from this instance or another, creates nothing while
 * pg-boss keeps the job (waiting, running, or finished: 21 days after it
 * finished). Each kind's worker also checks the lead's own record before it
 * sends (e.g. `emailed_at`), which holds after pg-boss has forgotten the job.
 *
 * pg-boss 12 awaits a job's completion and failure itself: a completion the
 * database refuses is the worker's `error` event (logged here), never an
 * unhandled rejection.
 *
 * Freshness: a job carries `notAfter` (its kind's freshness from the moment it
 * was queued, on the injectable clock); a worker that takes it up later
 * completes it as skipped, with a log line, instead of doing it.
 */
import { createHash } from "node:crypto";
import { PgBoss } from "pg-boss";
import type { Database } from "../db/client.server";
import type { Env } from "../env.server";
import { GULF_TIME_ZONE } from "../../core/gulf-time";
import { bossDatabase } from "./boss-db.server";
import { existingJobIds, moveV10Jobs, setAsideV10Schema, type BossTables } from "./pgboss-tables.server";

export type QueueSettings = {
  /** An idle worker's polling interval; a send from this instance wakes its own worker at once. */
  pollSeconds: number;
  retryLimit: number;
  /** The first retry's delay: the n-th waits between delay × 2^(n-1) and delay × 2^n (pg-boss's jitter). */
  retryDelaySeconds: number;
  /** A try running longer is failed and retried; pg-boss's monitor runs at least this often, so a job a killed process left active is taken up again within about twice this. */
  jobTimeoutSeconds: number;
  /** The waitlist announcement's pace: its e-mails start this many a minute, evenly spaced. */
  announcementRatePerMinute: number;
};

export function queueSettings(env: Env): QueueSettings {
  return {
    pollSeconds: env.QUEUE_POLL_SECONDS,
    retryLimit: env.QUEUE_RETRY_LIMIT,
    retryDelaySeconds: env.QUEUE_RETRY_DELAY_SECONDS,
    jobTimeoutSeconds: env.QUEUE_JOB_TIMEOUT_SECONDS,
    announcementRatePerMinute: env.ANNOUNCEMENT_RATE_PER_MINUTE,
  };
}

/** Every job's data: when it stops being worth doing. */
export type FreshJob = { notAfter: string };

/** What a worker's job ends with (pg-boss keeps it as the job's output). */
export type JobOutcome = { done: true } | { skipped: string };

const DAY_MS = 24 * 60 * 60 * 1000;
/**
 * A finished job (done, skipped, failed or cancelled) stays in pg-boss's table this long after it
 * finished: the Outbox shows it, a second send of its key creates nothing, and its output (an
 * error) is kept no longer (pg-boss 10 kept done jobs 1 + 14 days, failed ones 7 + 14, in its table
 * and then its archive).
 */
export const FINISHED_JOB_SECONDS = 21 * 24 * 60 * 60;
/** pg-boss deletes a job still waiting this long after its freshness ends: ours log it as skipped first. */
const WAITING_MARGIN_DAYS = 7;
/** pg-boss's monitor (expiring tries past their timeout) runs at least this often. */
const MONITOR_MAX_SECONDS = 60;
/** Graceful shutdown waits this long for the jobs in hand before failing them back to the queue (retried later). */
const STOP_WAIT_MS = 5_000;
/** Jobs per INSERT in `sendManyOnce`. */
const SEND_BATCH = 500;

/** Any fixed UUID: the namespace of our job ids (RFC 9562 name-based, SHA-1). */
const JOB_ID_NAMESPACE = "5c0f3d0e-8a51-4a8e-9b3c-0d7e2a1f6b44";

/** The job id of `key` in `queue` (a UUID v5): the same on every instance and every send. */
export function jobId(queue: string, key: string): string {
  const namespace = Buffer.from(JOB_ID_NAMESPACE.replaceAll("-", ""), "hex");
  const hash = createHash("sha1").update(namespace).update(`${queue}:${key}`).digest();
  hash[6] = (hash[6]! & 0x0f) | 0x50;
  hash[8] = (hash[8]! & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export type Queue = {
  boss: PgBoss;
  /** pg-boss's schema. */
  schema: string;
  /** pg-boss's tables, for the questions pg-boss's API does not answer (server/queue/pgboss-tables.server.ts). */
  tables: BossTables;
  settings: QueueSettings;
  now: () => number;
  /**
   * Queues `data` under `key` unless a job with that key exists (waiting, running or finished).
   * Its id, or null when it already existed.
   */
  sendOnce: <T extends object>(
    queue: string,
    key: string,
    data: T,
    freshnessMs: number,
    options?: { startAfter?: number },
  ) => Promise<string | null>;
  /**
   * `sendOnce` for many jobs (one statement per batch): queues those whose key has no job yet, the
   * n-th of them (from 0) to start at `startAt(n)` (default: now). Returns how many it queued; a
   * concurrent send of the same keys still creates each job once (ON CONFLICT DO NOTHING).
   */
  sendManyOnce: <T extends object>(
    queue: string,
    jobs: readonly { key: string; data: T }[],
    freshnessMs: number,
    startAt?: (n: number) => number,
  ) => Promise<number>;
  /** Runs `handler` for each job of `queue`, one at a time; a stale job is completed as skipped. */
  work: <T extends FreshJob>(queue: string, handler: (data: T, id: string) => Promise<JobOutcome>) => Promise<void>;
  stop: () => Promise<void>;
};

export type StartQueueOptions = {
  db: Database;
  settings: QueueSettings;
  queues: readonly string[];
  now?: () => number;
  log?: (message: string) => void;
  /** pg-boss's schema (tests give each harness its own on a shared PostgreSQL). */
  schema?: string;
};

export async function startQueue({
  db,
  settings,
  queues,
  now = Date.now,
  log = console.log,
  schema = "pgboss",
}: StartQueueOptions): Promise<Queue> {
  const bossDb = bossDatabase(db);
  const tables: BossTables = { db: bossDb, schema };
  // pg-boss 12 cannot migrate pg-boss 10's schema: it is set aside, and its jobs moved once 12 is in (R-FOLLOW-50).
  await setAsideV10Schema(tables);
  const monitorSeconds = Math.min(MONITOR_MAX_SECONDS, settings.jobTimeoutSeconds);
  const boss = new PgBoss({
    db: bossDb,
    schema,
    // Cron (the daily digest): one instance a minute checks the schedules; a fired one is taken up within 30 s.
    schedule: true,
    cronMonitorIntervalSeconds: 30,
    cronWorkerIntervalSeconds: 30,
    supervise: true,
    // A try past its timeout is failed (and retried) by the monitor: it runs at least that often.
    superviseIntervalSeconds: monitorSeconds,
    monitorIntervalSeconds: monitorSeconds,
  });
  boss.on("error", (error) => console.error("queue:", error.message));
  await boss.start();
  for (const name of queues) await boss.createQueue(name, { policy: "standard" });
  const moved = await moveV10Jobs(tables, queues, FINISHED_JOB_SECONDS);
  if (moved > 0) log(`queue: moved ${moved} jobs from pg-boss 10's schema into pg-boss 12's`);

  const workers = new Map<string, string>();
  const wake = (queue: string) => {
    const worker = workers.get(queue);
    if (worker) boss.notifyWorker(worker);
  };
  const retries = {
    retryLimit: settings.retryLimit,
    retryDelay: settings.retryDelaySeconds,
    retryBackoff: true,
    expireInSeconds: settings.jobTimeoutSeconds,
    deleteAfterSeconds: FINISHED_JOB_SECONDS,
  };
  /** How long a job may wait from its start: its freshness, and the margin in which a worker logs it as skipped. */
  const waitingSeconds = (freshnessMs: number) => Math.ceil(freshnessMs / 1000) + (WAITING_MARGIN_DAYS * DAY_MS) / 1000;
  /** A job's data with the end of its freshness, counted from when it may start. */
  const fresh = <T extends object>(data: T, startAfter: number, freshnessMs: number) => ({
    ...data,
    notAfter: new Date(startAfter + freshnessMs).toISOString(),
  });

  return {
    boss,
    schema,
    tables,
    settings,
    now,
    async sendOnce(queue, key, data, freshnessMs, { startAfter } = {}) {
      // ON CONFLICT DO NOTHING on (queue, id): null when pg-boss holds a job with this id.
      const created = await boss.send(queue, fresh(data, startAfter ?? now(), freshnessMs), {
        id: jobId(queue, key),
        ...retries,
        retentionSeconds: waitingSeconds(freshnessMs),
        ...(startAfter === undefined ? {} : { startAfter: new Date(startAfter) }),
      });
      if (created) wake(queue);
      return created;
    },
    async sendManyOnce(queue, jobs, freshnessMs, startAt = () => now()) {
      let asked = 0;
      for (let start = 0; start < jobs.length; start += SEND_BATCH) {
        const batch = jobs
          .slice(start, start + SEND_BATCH)
          .map((job) => ({ data: job.data, id: jobId(queue, job.key) }));
        // The new ones take the next start slots, so those pg-boss already holds are left out first.
        const known = await existingJobIds(
          tables,
          queue,
          batch.map((job) => job.id),
        );
        const missing = batch.filter((job) => !known.has(job.id));
        if (missing.length === 0) continue;
        await boss.insert(
          queue,
          missing.map((job, index) => {
            const startAfter = startAt(asked + index);
            return {
              id: job.id,
              data: fresh(job.data, startAfter, freshnessMs),
              startAfter: new Date(startAfter),
              ...retries,
              retentionSeconds: waitingSeconds(freshnessMs),
            };
          }),
        );
        asked += missing.length;
      }
      if (asked > 0) wake(queue);
      return asked;
    },
    async work<T extends FreshJob>(queue: string, handler: (data: T, id: string) => Promise<JobOutcome>) {
      const options = { batchSize: 1, pollingIntervalSeconds: settings.pollSeconds };
      const worker = await boss.work<T>(queue, options, async ([job]) => {
        // pg-boss waits a polling interval after every fetch: after a job, look for the next one at once.
        const next = workers.get(queue);
        if (next) boss.notifyWorker(next);
        if (!job) return;
        if (now() > Date.parse(job.data.notAfter)) {
          log(`queue: ${queue} job ${job.id} skipped: older than its freshness (${job.data.notAfter})`);
          return { skipped: "stale" } satisfies JobOutcome;
        }
        return handler(job.data, job.id);
      });
      workers.set(queue, worker);
    },
    async stop() {
      await boss.stop({ graceful: true, close: false, timeout: STOP_WAIT_MS });
    },
  };
}

/** A Gulf-time cron's trigger worker looks twice a minute: the daily digest and the hourly sweep need no quicker polling. */
const CRON_POLL_SECONDS = 30;

/**
 * A cron in Gulf time on pg-boss: the schedule (kept in pg-boss's table, so every
 * instance sets the same one and one of them fires it) and the worker that runs
 * `run` when it fires, with the queue's retries. The returned function fires it
 * now: it puts a trigger on the queue and wakes the worker, as the cron would.
 */
export async function startGulfCron(
  queue: Queue,
  name: string,
  cron: string,
  run: () => Promise<unknown>,
  /** pg-boss's `missed`: what to do about occurrences that fell while no instance ran (default: skip them). */
  { missed }: { missed?: "skip" | "once" } = {},
): Promise<() => Promise<void>> {
  await queue.boss.schedule(
    name,
    cron,
    {},
    {
      tz: GULF_TIME_ZONE,
      ...(missed ? { missed } : {}),
      retryLimit: queue.settings.retryLimit,
      retryDelay: queue.settings.retryDelaySeconds,
      retryBackoff: true,
      expireInSeconds: queue.settings.jobTimeoutSeconds,
      deleteAfterSeconds: FINISHED_JOB_SECONDS,
    },
  );
  const worker = await queue.boss.work(name, { batchSize: 1, pollingIntervalSeconds: CRON_POLL_SECONDS }, async () => {
    await run();
  });
  return async () => {
    await queue.boss.send(name, {});
    queue.boss.notifyWorker(worker);
  };
}
