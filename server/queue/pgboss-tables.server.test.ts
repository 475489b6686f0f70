/**
 * Each question we ask pg-boss's own tables (server/queue/pgboss-tables.server.ts)
 * against the schema pg-boss 12 really creates, on PGlite and on PostgreSQL: jobs
 * are put in every state through pg-boss's API, and each function must tell them
 * apart. Then the upgrade from pg-boss 10 (R-FOLLOW-50): pg-boss 10 itself makes
 * a schema with jobs in every state, archived ones too, and the queue started on
 * it with pg-boss 12 keeps every one of them.
 */
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import type { SendOptions } from "pg-boss";
import PgBossV10 from "pg-boss-v10";
import { expect } from "vitest";
import { apiTest as it, describeOnDatabases, TEST_QUEUE_SETTINGS, type Harness } from "../../tests/support/api";
import { bossDatabase } from "./boss-db.server";
import {
  cancelJob,
  eraseJobs,
  existingJobIds,
  findJob,
  jobCount,
  jobsOfAnnouncement,
  jobsPage,
  lastWaitingStart,
  unfinishedJobCount,
  v10SchemaOf,
} from "./pgboss-tables.server";
import { FINISHED_JOB_SECONDS, startQueue } from "./queue.server";

const MAIL = "mail";
const WEBHOOK = "lead-webhook";
const QUEUES = [MAIL, WEBHOOK];
const HOUR_MS = 60 * 60 * 1000;
const ANNOUNCEMENT = "00000000-0000-4000-8000-00000000a001";
/** The reminder the retrying job is about (a message names its record by id only). */
const REMINDER = "00000000-0000-4000-8000-00000000b002";

let schemas = 0;
/** A schema of its own for each pg-boss installation a test makes (one PostgreSQL database serves every file of a worker). */
const freshSchema = () => `pgboss_tables_${process.pid}_${++schemas}`;

async function schemaExists(api: Harness, schema: string): Promise<boolean> {
  const result: unknown = await api.db.execute(sql`SELECT to_regnamespace(${schema}) IS NOT NULL AS found`);
  return (result as { rows: { found: boolean }[] }).rows[0]!.found;
}

describeOnDatabases("pg-boss's tables, as pg-boss 12 makes them", () => {
  /**
   * Jobs of the mail queue in every state, made through pg-boss's API (no worker runs on these
   * queues: the harness has no SMTP and no webhook): by name, their ids.
   */
  async function jobsInEveryState(api: Harness) {
    const { boss } = api.jobs.queue;
    const send = async (data: object, options: SendOptions = {}) => (await boss.send(MAIL, data, options))!;
    const later = new Date(Date.now() + HOUR_MS);
    const ids = {
      waiting: await send({ kind: "enquiry-alert", enquiryId: "a" }),
      announced: await send({ kind: "waitlist-announcement", announcementId: ANNOUNCEMENT }, { startAfter: later }),
      running: await send({ kind: "enquiry-alert", enquiryId: "b" }),
    };
    // fetch() takes the oldest job that may start: `waiting`, then `running`.
    const [first] = await boss.fetch(MAIL);
    const [second] = await boss.fetch(MAIL);
    expect([first!.id, second!.id]).toEqual([ids.waiting, ids.running]);
    await boss.complete(MAIL, ids.waiting, { done: true });
    const more = {
      sent: ids.waiting,
      skipped: await send({ kind: "enquiry-alert", enquiryId: "c" }),
      retrying: await send({ kind: "renewal-reminder", reminderId: REMINDER }),
      failed: await send({ kind: "enquiry-alert", enquiryId: "e", email: "Victim@Example.com" }, { retryLimit: 0 }),
      waiting: await send({ kind: "enquiry-alert", enquiryId: "f" }, { startAfter: later }),
      hook: (await boss.send(WEBHOOK, { enquiryId: "g" }))!,
    };
    for (const id of [more.skipped, more.retrying, more.failed]) {
      expect((await boss.fetch(MAIL))[0]!.id).toBe(id);
    }
    await boss.complete(MAIL, more.skipped, { skipped: "stale" });
    await boss.fail(MAIL, more.retrying, new Error("connect ECONNREFUSED 127.0.0.1:587"));
    await boss.fail(MAIL, more.failed, new Error("550 Mailbox victim@example.com unavailable"));
    return { ...ids, ...more };
  }

  it("R-FOLLOW-30: each Outbox state counts and lists its own jobs, newest first, page by page", async ({ api }) => {
    const { tables } = api.jobs.queue;
    const ids = await jobsInEveryState(api);
    const states = ["waiting", "sending", "retrying", "sent", "skipped", "failed", "cancelled"] as const;
    const counts = Object.fromEntries(
      await Promise.all(states.map(async (state) => [state, await jobCount(tables, QUEUES, state)] as const)),
    );
    // Waiting: the announcement and the later alert (mail), the webhook post.
    expect(counts).toEqual({ waiting: 3, sending: 1, retrying: 1, sent: 1, skipped: 1, failed: 1, cancelled: 0 });
    expect(await jobCount(tables, QUEUES)).toBe(8);
    expect(await jobCount(tables, [MAIL])).toBe(7);

    const all = await jobsPage(tables, QUEUES, { limit: 100, offset: 0 });
    expect(all).toHaveLength(8);
    const created = all.map((row) => new Date(row.created_on).getTime());
    expect(created).toEqual([...created].sort((a, b) => b - a));
    const pages = [
      await jobsPage(tables, QUEUES, { limit: 3, offset: 0 }),
      await jobsPage(tables, QUEUES, { limit: 3, offset: 3 }),
      await jobsPage(tables, QUEUES, { limit: 3, offset: 6 }),
    ];
    expect(pages.flat().map((row) => row.id)).toEqual(all.map((row) => row.id));

    const failed = await jobsPage(tables, QUEUES, { state: "failed", limit: 10, offset: 0 });
    expect(failed.map((row) => row.id)).toEqual([ids.failed]);
    expect(failed[0]).toMatchObject({ name: MAIL, state: "failed", retry_count: 0, retry_limit: 0 });
    expect(failed[0]!.output).toMatchObject({ message: "550 Mailbox victim@example.com unavailable" });
    expect(failed[0]!.completed_on).not.toBeNull();
    const skipped = await jobsPage(tables, QUEUES, { state: "skipped", limit: 10, offset: 0 });
    expect(skipped.map((row) => [row.id, row.output])).toEqual([[ids.skipped, { skipped: "stale" }]]);
    const sent = await jobsPage(tables, QUEUES, { state: "sent", limit: 10, offset: 0 });
    expect(sent.map((row) => [row.id, row.output])).toEqual([[ids.sent, { done: true }]]);
    const retrying = await findJob(tables, QUEUES, ids.retrying);
    expect(retrying).toMatchObject({ state: "retry", data: { reminderId: REMINDER } });
    expect(retrying!.output).toMatchObject({ message: "connect ECONNREFUSED 127.0.0.1:587" });
    expect(await findJob(tables, QUEUES, ids.hook)).toMatchObject({ name: WEBHOOK, state: "created" });
    expect(await findJob(tables, [MAIL], ids.hook)).toBeNull();
    expect(await findJob(tables, QUEUES, randomUUID())).toBeNull();
  });

  it("R-FOLLOW-30: Cancel takes a waiting, retrying or failed job, never one being sent or finished", async ({
    api,
  }) => {
    const { tables } = api.jobs.queue;
    const ids = await jobsInEveryState(api);
    for (const id of [ids.running, ids.sent, ids.skipped]) expect(await cancelJob(tables, QUEUES, id)).toBe(false);
    expect(await cancelJob(tables, [WEBHOOK], ids.waiting)).toBe(false);
    for (const id of [ids.waiting, ids.retrying, ids.failed]) {
      expect(await cancelJob(tables, QUEUES, id)).toBe(true);
      expect(await findJob(tables, QUEUES, id)).toMatchObject({ state: "cancelled" });
    }
    expect(await jobCount(tables, QUEUES, "cancelled")).toBe(3);
    // pg-boss reads them the same way: cancelled, and never fetched.
    expect((await api.jobs.queue.boss.getJobById(MAIL, ids.failed))?.state).toBe("cancelled");
    const left = await api.jobs.queue.boss.fetch(MAIL, { ignoreStartAfter: true, batchSize: 10 });
    expect(left.map((job) => job.id)).toEqual([ids.announced]);
  });

  it("R-FOLLOW-04, R-FOLLOW-31: which ids pg-boss holds, and the announcement's waiting, unfinished and total jobs", async ({
    api,
  }) => {
    const { tables } = api.jobs.queue;
    const ids = await jobsInEveryState(api);
    const unknown = randomUUID();
    const known = await existingJobIds(tables, MAIL, [ids.waiting, ids.sent, ids.failed, ids.hook, unknown]);
    expect(known).toEqual(new Set([ids.waiting, ids.sent, ids.failed]));

    const kind = "waitlist-announcement";
    const start = await lastWaitingStart(tables, MAIL, kind);
    expect(start).toBe((await api.jobs.queue.boss.getJobById(MAIL, ids.announced))!.startAfter.getTime());
    expect(await lastWaitingStart(tables, MAIL, "enquiry-alert")).toBeGreaterThan(Date.now());
    expect(await lastWaitingStart(tables, WEBHOOK, kind)).toBeNull();
    expect(await unfinishedJobCount(tables, MAIL, kind)).toBe(1);
    // Unfinished alerts: the later one and the one being sent (the failed one is finished).
    expect(await unfinishedJobCount(tables, MAIL, "enquiry-alert")).toBe(2);
    expect(await unfinishedJobCount(tables, MAIL, "renewal-reminder")).toBe(1);
    expect(await jobsOfAnnouncement(tables, MAIL, ANNOUNCEMENT)).toBe(1);
    await api.jobs.queue.boss.cancel(MAIL, ids.announced);
    expect(await lastWaitingStart(tables, MAIL, kind)).toBeNull();
    expect(await unfinishedJobCount(tables, MAIL, kind)).toBe(0);
    expect(await jobsOfAnnouncement(tables, MAIL, ANNOUNCEMENT)).toBe(1);
  });

  it("R-SAFE-40: erasure deletes the jobs that hold the address (in any case) or name an erased record, in any state", async ({
    api,
  }) => {
    const { tables, schema } = api.jobs.queue;
    const ids = await jobsInEveryState(api);
    // The failed job holds the address in its data and in its error; the retrying one names the erased reminder.
    const erased = await api.db.transaction((tx) => eraseJobs(tx, schema, "victim@EXAMPLE.com", [REMINDER]));
    expect(erased).toBe(2);
    expect(await findJob(tables, QUEUES, ids.failed)).toBeNull();
    expect(await findJob(tables, QUEUES, ids.retrying)).toBeNull();
    expect(await jobCount(tables, QUEUES)).toBe(6);
  });
});

describeOnDatabases("the upgrade from pg-boss 10", () => {
  it("R-FOLLOW-50: the queue started on pg-boss 10's schema keeps every job, in its state, with its tries and output, and drops the old schema", async ({
    api,
  }) => {
    const schema = freshSchema();
    // pg-boss 10, unpatched and without workers, makes its schema and jobs as production has them.
    const v10 = new PgBossV10({
      db: bossDatabase(api.db),
      schema,
      supervise: false,
      schedule: false,
      archiveCompletedAfterSeconds: 60,
    });
    await v10.start();
    for (const name of [MAIL, WEBHOOK, "old-queue"]) await v10.createQueue(name, { name, policy: "standard" });
    const send = async (data: object, options: PgBossV10.SendOptions = {}) =>
      (await v10.send(MAIL, data, {
        retryLimit: 2,
        retryDelay: 30,
        retryBackoff: true,
        expireInSeconds: 120,
        ...options,
      }))!;
    const ids = {
      waiting: await send({ kind: "enquiry-alert", enquiryId: "a" }, { startAfter: new Date(Date.now() + HOUR_MS) }),
      archived: await send({ kind: "enquiry-alert", enquiryId: "b" }),
      sent: await send({ kind: "enquiry-alert", enquiryId: "c" }),
      retrying: await send({ kind: "enquiry-alert", enquiryId: "d" }),
      failed: await send({ kind: "enquiry-alert", enquiryId: "e" }, { retryLimit: 0 }),
      running: await send({ kind: "enquiry-alert", enquiryId: "f" }),
    };
    const hook = (await v10.send(WEBHOOK, { enquiryId: "g" }))!;
    const other = (await v10.send("old-queue", {}))!;
    for (const id of [ids.archived, ids.sent, ids.retrying, ids.failed, ids.running])
      expect((await v10.fetch(MAIL))[0]!.id).toBe(id);
    await v10.complete(MAIL, ids.archived, { done: true });
    await v10.complete(MAIL, ids.sent, { skipped: "stale" });
    await v10.fail(MAIL, ids.retrying, { message: "connect ECONNREFUSED 127.0.0.1:587" });
    await v10.fail(MAIL, ids.failed, { message: "550 Mailbox unavailable" });
    // pg-boss 10's maintenance puts a job finished long enough ago in its archive.
    await api.db.execute(
      sql`UPDATE ${sql.identifier(schema)}.job SET completed_on = now() - interval '1 hour' WHERE id = ${ids.archived}`,
    );
    await v10.archive();
    const archived: unknown = await api.db.execute(
      sql`SELECT id::text FROM ${sql.identifier(schema)}.archive WHERE id = ${ids.archived}`,
    );
    expect((archived as { rows: unknown[] }).rows).toHaveLength(1);
    const before = await Promise.all(
      Object.values(ids).map((id) => v10.getJobById(MAIL, id, { includeArchive: true })),
    );
    await v10.stop({ graceful: false, close: false, wait: true });

    const logs: string[] = [];
    const start = () =>
      startQueue({
        db: api.db,
        settings: TEST_QUEUE_SETTINGS,
        queues: QUEUES,
        schema,
        log: (line) => logs.push(line),
      });
    const queue = await start();
    try {
      expect(logs).toEqual([`queue: moved 7 jobs from pg-boss 10's schema into pg-boss 12's`]);
      expect(await schemaExists(api, v10SchemaOf(schema))).toBe(false);
      for (const job of before) {
        const after = await queue.boss.getJobById(MAIL, job!.id);
        expect(after, job!.id).toMatchObject({
          id: job!.id,
          data: job!.data,
          state: job!.state,
          retryCount: job!.retryCount,
          retryLimit: job!.retryLimit,
          retryDelay: job!.retryDelay,
          retryBackoff: job!.retryBackoff,
          startAfter: job!.startAfter,
          createdOn: job!.createdOn,
          completedOn: job!.completedOn,
          keepUntil: job!.keepUntil,
          output: job!.output,
          expireInSeconds: 120,
          deleteAfterSeconds: FINISHED_JOB_SECONDS,
        });
      }
      expect((await queue.boss.getJobById(WEBHOOK, hook))?.state).toBe("created");
      // A queue we no longer create is left behind with the old schema.
      expect(await findJob(queue.tables, ["old-queue"], other)).toBeNull();
      // The Outbox sees them as pg-boss 12's own: the running one is expired and retried by pg-boss 12 as after a crash.
      expect(await jobCount(queue.tables, QUEUES, "sent")).toBe(1);
      expect(await jobCount(queue.tables, QUEUES, "skipped")).toBe(1);
      expect(await jobCount(queue.tables, QUEUES, "sending")).toBe(1);
      // A send of a job pg-boss 10 had archived still creates nothing.
      expect(await queue.boss.send(MAIL, {}, { id: ids.archived })).toBeNull();
      // The waiting one is fetched by pg-boss 12 once it may start.
      const [fetched] = await queue.boss.fetch(MAIL, { ignoreStartAfter: true });
      expect(fetched?.id).toBe(ids.waiting);
    } finally {
      await queue.stop();
    }
    // A second start (another instance, or the next deploy) finds nothing left to move.
    const again = await start();
    await again.stop();
    expect(logs).toHaveLength(1);
    await api.db.execute(sql`DROP SCHEMA ${sql.identifier(schema)} CASCADE`);
  });

  it("R-FOLLOW-50: a fresh database gets pg-boss 12's schema and nothing is moved", async ({ api }) => {
    const schema = freshSchema();
    const logs: string[] = [];
    const queue = await startQueue({
      db: api.db,
      settings: TEST_QUEUE_SETTINGS,
      queues: QUEUES,
      schema,
      log: (line) => logs.push(line),
    });
    try {
      expect(await queue.boss.schemaVersion()).toBeGreaterThanOrEqual(25);
      expect(logs).toEqual([]);
      expect(await schemaExists(api, v10SchemaOf(schema))).toBe(false);
    } finally {
      await queue.stop();
    }
    await api.db.execute(sql`DROP SCHEMA ${sql.identifier(schema)} CASCADE`);
  });
});
