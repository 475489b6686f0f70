/**
 * Every statement of ours on pg-boss's own tables, one function per question
 * (docs/decisions/034-pg-boss-12.md): the rest of the site goes through
 * pg-boss's API, so pg-boss's private table shape is known here and nowhere
 * else, and `pgboss-tables.server.test.ts` checks each function against the
 * schema pg-boss really creates, on PGlite and on PostgreSQL.
 *
 * pg-boss 12's `job` table (its schema, `pgboss` unless told otherwise): one
 * row per job, the queue in `name`, partitioned by `name` (our queues share
 * the default partition `job_common`; reading and writing `job` reaches them
 * all). Its state is an enum ordered created < retry < active < completed <
 * cancelled < failed, so `state < 'active'` is "waiting". A finished job
 * (completed, cancelled or failed) stays in `job` until `deletion_seconds`
 * after its `completed_on`; a waiting one until its `keep_until`. There is no
 * archive table any more (pg-boss 10 had one).
 *
 * pg-boss 12 cannot migrate pg-boss 10's schema (version 24): `setAsideV10Schema`
 * and `moveV10Jobs` do that upgrade around pg-boss's start (R-FOLLOW-50).
 */
import { sql } from "drizzle-orm";
import type { OutboxState } from "../../core/schemas/admin";
import type { Database } from "../db/client.server";
import type { BossDb } from "./boss-db.server";

/** Where pg-boss's tables are: its database adapter and its schema. */
export type BossTables = { db: BossDb; schema: string };

/** A job as the Outbox reads it. */
export type JobRow = {
  id: string;
  name: string;
  data: Record<string, unknown> | null;
  state: "created" | "retry" | "active" | "completed" | "cancelled" | "failed";
  retry_count: number;
  retry_limit: number;
  start_after: Date | string;
  created_on: Date | string;
  completed_on: Date | string | null;
  output: Record<string, unknown> | null;
};

async function rows<T>({ db }: BossTables, text: string, values: unknown[]): Promise<T[]> {
  return (await db.executeSql(text, values)).rows as T[];
}

async function count(tables: BossTables, text: string, values: unknown[]): Promise<number> {
  const [row] = await rows<{ n: number }>(tables, text, values);
  return Number(row?.n ?? 0);
}

/** Which of `ids` are jobs of `queue` that pg-boss still holds, in any state. */
export async function existingJobIds(tables: BossTables, queue: string, ids: readonly string[]): Promise<Set<string>> {
  const found = await rows<{ id: string }>(
    tables,
    `SELECT id::text AS id FROM ${tables.schema}.job WHERE name = $1 AND id = ANY($2::uuid[])`,
    [queue, ids],
  );
  return new Set(found.map((row) => row.id));
}

/** Each plain-words Outbox state as a condition on pg-boss's row (fixed text: never built from input). */
const STATE_SQL: Record<OutboxState, string> = {
  waiting: "state = 'created'",
  sending: "state = 'active'",
  retrying: "state = 'retry'",
  sent: "state = 'completed' AND NOT coalesce(output ? 'skipped', false)",
  skipped: "state = 'completed' AND coalesce(output ? 'skipped', false)",
  failed: "state = 'failed'",
  cancelled: "state = 'cancelled'",
};

const JOB_COLUMNS =
  "id::text AS id, name, data, state::text AS state, retry_count, retry_limit, start_after, created_on, completed_on, output";

const inState = (state: OutboxState | undefined) => (state ? `AND ${STATE_SQL[state]}` : "");

/** A page of the jobs of `queues`, newest first, optionally only those in one Outbox state. */
export function jobsPage(
  tables: BossTables,
  queues: readonly string[],
  { state, limit, offset }: { state?: OutboxState | undefined; limit: number; offset: number },
): Promise<JobRow[]> {
  return rows<JobRow>(
    tables,
    `SELECT ${JOB_COLUMNS} FROM ${tables.schema}.job WHERE name = ANY($1::text[]) ${inState(state)}
     ORDER BY created_on DESC, id DESC LIMIT $2 OFFSET $3`,
    [queues, limit, offset],
  );
}

/** How many jobs of `queues` there are, optionally only those in one Outbox state. */
export function jobCount(tables: BossTables, queues: readonly string[], state?: OutboxState): Promise<number> {
  return count(
    tables,
    `SELECT count(*)::int AS n FROM ${tables.schema}.job WHERE name = ANY($1::text[]) ${inState(state)}`,
    [queues],
  );
}

/** The jobs of `queues` about one lead (its data's `reminderId` or `waitlistId`), oldest first, at most 100. */
export function jobsOfLead(
  tables: BossTables,
  queues: readonly string[],
  field: "reminderId" | "waitlistId",
  id: string,
): Promise<JobRow[]> {
  return rows<JobRow>(
    tables,
    `SELECT ${JOB_COLUMNS} FROM ${tables.schema}.job WHERE name = ANY($1::text[]) AND data->>$2 = $3
     ORDER BY created_on, id LIMIT 100`,
    [queues, field, id],
  );
}

/** The job `id` of one of `queues`, or null. */
export async function findJob(tables: BossTables, queues: readonly string[], id: string): Promise<JobRow | null> {
  const [row] = await rows<JobRow>(
    tables,
    `SELECT ${JOB_COLUMNS} FROM ${tables.schema}.job WHERE name = ANY($1::text[]) AND id = $2::uuid`,
    [queues, id],
  );
  return row ?? null;
}

/**
 * Cancels the job `id` of one of `queues` if it is waiting, retrying or failed (one statement:
 * pg-boss's cancel() leaves failed jobs alone and would cancel one in the middle of its send).
 * Whether it did.
 */
export async function cancelJob(tables: BossTables, queues: readonly string[], id: string): Promise<boolean> {
  const updated = await rows<{ id: string }>(
    tables,
    `UPDATE ${tables.schema}.job SET state = 'cancelled', completed_on = now()
     WHERE name = ANY($1::text[]) AND id = $2::uuid AND state IN ('created', 'retry', 'failed') RETURNING id`,
    [queues, id],
  );
  return updated.length > 0;
}

/**
 * Erasure's part in pg-boss's table (R-SAFE-40), inside the erasure's own transaction (`tx`):
 * deletes every job of any queue and in any state whose data or output holds `email` (in any
 * case, as JSON writes it) or one of `ids` (the erased records, which a message names by id
 * only). A try running meanwhile finds its job gone when it ends, and pg-boss writes its outcome
 * nowhere. How many jobs went.
 */
export async function eraseJobs(
  tx: Pick<Database, "execute">,
  schema: string,
  email: string,
  ids: readonly string[],
): Promise<number> {
  const needles = [JSON.stringify(email).slice(1, -1), ...ids];
  const deleted: unknown = await tx.execute(
    sql`DELETE FROM ${sql.identifier(schema)}.job
        WHERE EXISTS (SELECT 1 FROM unnest(${sql.param(needles)}::text[]) AS needle
                      WHERE strpos(lower(concat_ws(' ', data::text, output::text)), lower(needle)) > 0)
        RETURNING id::text AS id`,
  );
  // Both drivers answer with the returned rows in `rows` (node-postgres and PGlite alike).
  return (deleted as { rows: unknown[] }).rows.length;
}

/** When the last job of `queue` whose data is of `kind` and which still waits may start (ms), or null. */
export async function lastWaitingStart(tables: BossTables, queue: string, kind: string): Promise<number | null> {
  const [row] = await rows<{ last: Date | string | null }>(
    tables,
    `SELECT max(start_after) AS last FROM ${tables.schema}.job
     WHERE name = $1 AND state < 'active' AND data->>'kind' = $2`,
    [queue, kind],
  );
  return row?.last ? new Date(row.last).getTime() : null;
}

/** Jobs of `queue` whose data is of `kind` that are not finished: waiting, retrying or running. */
export function unfinishedJobCount(tables: BossTables, queue: string, kind: string): Promise<number> {
  return count(
    tables,
    `SELECT count(*)::int AS n FROM ${tables.schema}.job WHERE name = $1 AND state < 'completed' AND data->>'kind' = $2`,
    [queue, kind],
  );
}

/** Jobs of `queue`, in any state, whose data's `announcementId` is `announcementId`. */
export function jobsOfAnnouncement(tables: BossTables, queue: string, announcementId: string): Promise<number> {
  return count(
    tables,
    `SELECT count(*)::int AS n FROM ${tables.schema}.job WHERE name = $1 AND data->>'announcementId' = $2`,
    [queue, announcementId],
  );
}

/** The schema a pg-boss 10 installation of `schema` is moved to while pg-boss 12 installs its own. */
export const v10SchemaOf = (schema: string) => `${schema}_v10`;

/** pg-boss 10's schema version, the last one pg-boss 12 cannot migrate from. */
const V10_SCHEMA_VERSION = 24;

/** One lock for both steps of the upgrade of `schema`, whichever instance runs them. */
const upgradeLock = (schema: string) =>
  `SELECT pg_advisory_xact_lock(hashtext('drivebee.pgboss-upgrade.' || ${literal(schema)}))`;

const literal = (text: string) => `'${text.replaceAll("'", "''")}'`;

/**
 * Step one of the upgrade from pg-boss 10, before pg-boss 12 starts: if `schema` holds pg-boss
 * 10's installation (schema version 24), it is renamed to `v10SchemaOf(schema)`, so pg-boss 12
 * installs its own `schema` beside it. A schema older than 10's is refused (pg-boss 10 migrates
 * those). Safe on several instances at once: one lock, and the check inside it.
 */
export async function setAsideV10Schema({ db, schema }: BossTables): Promise<void> {
  const name = literal(schema);
  await db.executeSql(`
    BEGIN;
    ${upgradeLock(schema)};
    DO $$
    DECLARE installed int;
    BEGIN
      IF to_regclass(${literal(`${schema}.version`)}) IS NULL THEN RETURN; END IF;
      EXECUTE 'SELECT max(version) FROM ${schema}.version' INTO installed;
      IF installed IS NULL OR installed > ${V10_SCHEMA_VERSION} THEN RETURN; END IF;
      IF installed < ${V10_SCHEMA_VERSION} THEN
        RAISE EXCEPTION 'pg-boss schema % is at version %: start pg-boss 10 on it once first', ${name}, installed;
      END IF;
      IF to_regnamespace(${literal(v10SchemaOf(schema))}) IS NOT NULL THEN
        RAISE EXCEPTION 'pg-boss 10 schema % is still to be moved: it cannot be set aside twice', ${literal(v10SchemaOf(schema))};
      END IF;
      EXECUTE 'ALTER SCHEMA ${schema} RENAME TO ${v10SchemaOf(schema)}';
    END $$;
    COMMIT;
  `);
}

/** pg-boss 10's columns as pg-boss 12's (`expire_in` became `expire_seconds`; retention is per job). */
const V10_TO_V12_COLUMNS = {
  id: "id",
  name: "name",
  priority: "priority",
  data: "data",
  state: "state::text::{schema}.job_state",
  retry_limit: "retry_limit",
  retry_count: "retry_count",
  retry_delay: "retry_delay",
  retry_backoff: "retry_backoff",
  start_after: "start_after",
  started_on: "started_on",
  singleton_key: "singleton_key",
  singleton_on: "singleton_on",
  expire_seconds: "greatest(1, extract(epoch FROM expire_in))::int",
  deletion_seconds: "{deletion}",
  created_on: "created_on",
  completed_on: "completed_on",
  keep_until: "keep_until",
  output: "output",
  policy: "'standard'",
} as const;

/**
 * Step two of the upgrade from pg-boss 10, once pg-boss 12 has installed `schema` and created our
 * `queues`: every job of `v10SchemaOf(schema)` of one of those queues, from its job table and its
 * archive, in any state, is copied into pg-boss 12's `job` as it was (same id, state, tries, times,
 * output; a job that was running is expired and retried by pg-boss 12 as after a crash), kept
 * `deleteAfterSeconds` after it finished; then the old schema is dropped, with the jobs of other
 * queues (pg-boss 10's cron triggers among them: each start schedules ours again). One transaction
 * under the upgrade's lock: another instance finds nothing left to move. How many jobs it moved.
 */
export async function moveV10Jobs(
  { db, schema }: BossTables,
  queues: readonly string[],
  deleteAfterSeconds: number,
): Promise<number> {
  const old = v10SchemaOf(schema);
  const columns = Object.keys(V10_TO_V12_COLUMNS).join(", ");
  const selected = Object.values(V10_TO_V12_COLUMNS)
    .map((column) => column.replace("{schema}", schema).replace("{deletion}", String(Math.trunc(deleteAfterSeconds))))
    .join(", ");
  const copy = (table: string) =>
    `INSERT INTO ${schema}.job (${columns})
     SELECT ${selected} FROM ${old}.${table} WHERE name IN (${queues.map(literal).join(", ")})
     ON CONFLICT DO NOTHING`;
  const answer: unknown = await db.executeSql(`
    BEGIN;
    ${upgradeLock(schema)};
    CREATE TEMP TABLE IF NOT EXISTS pgboss_v10_moved (n int) ON COMMIT DROP;
    DO $$
    DECLARE copied int; archived int;
    BEGIN
      IF to_regnamespace(${literal(old)}) IS NULL THEN RETURN; END IF;
      ${copy("job")};
      GET DIAGNOSTICS copied = ROW_COUNT;
      ${copy("archive")};
      GET DIAGNOSTICS archived = ROW_COUNT;
      INSERT INTO pgboss_v10_moved VALUES (copied + archived);
      EXECUTE 'DROP SCHEMA ${old} CASCADE';
    END $$;
    SELECT coalesce(sum(n), 0)::int AS n FROM pgboss_v10_moved;
    COMMIT;
  `);
  // The script's one row with `n` (the lock's SELECT answers a row too).
  const moved = (scriptRows(answer) as { n?: number }[]).find((row) => row.n !== undefined);
  return Number(moved?.n ?? 0);
}

/** The rows of a script's answer: node-postgres answers with one result per statement, PGlite's adapter with its rows. */
function scriptRows(answer: unknown): unknown[] {
  const results = (Array.isArray(answer) ? answer : [answer]) as { rows?: unknown[] }[];
  return results.flatMap((result) => result.rows ?? []);
}
