/**
 * The Outbox (R-FOLLOW-30): the messages on the job queue as an operator reads
 * them, straight from pg-boss's tables (`job`, and `archive` for what it has
 * put away), with each state in plain words and the recipient masked, and the
 * two things an operator does: retry a failed message, cancel a waiting or
 * failed one.
 */
import { inArray } from "drizzle-orm";
import type { OutboxMessage, Page } from "../../core/admin-api";
import { ADMIN_PAGE_SIZE, type OutboxState } from "../../core/schemas/admin";
import { siteConfig } from "../../site.config";
import { maskEmail } from "../admin/audit.server";
import type { Database } from "../db/client.server";
import { androidWaitlist, renewalReminders } from "../db/schema";
import type { Queue } from "./queue.server";

/** The queues whose jobs are messages (the digest's trigger queue only makes a mail job). */
export const OUTBOX_QUEUES = ["mail", "lead-webhook"] as const;

type JobRow = {
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
  archived: boolean;
};

/** Each plain-words state as a condition on pg-boss's row (fixed text: never built from input). */
const STATE_SQL: Record<OutboxState, string> = {
  waiting: "state = 'created'",
  sending: "state = 'active'",
  retrying: "state = 'retry'",
  sent: "state = 'completed' AND NOT coalesce(output ? 'skipped', false)",
  skipped: "state = 'completed' AND coalesce(output ? 'skipped', false)",
  failed: "state = 'failed'",
  cancelled: "state = 'cancelled'",
};

function plainState(row: JobRow): OutboxState {
  switch (row.state) {
    case "created":
      return "waiting";
    case "active":
      return "sending";
    case "retry":
      return "retrying";
    case "completed":
      return row.output && "skipped" in row.output ? "skipped" : "sent";
    case "cancelled":
    case "failed":
      return row.state;
  }
}

/** pg-boss keeps a failed try's error as the job's output: serialized (`message`), or `{ value: { message } }` for a timeout. */
function lastError(row: JobRow): string | null {
  if (row.state === "completed" || !row.output) return null;
  const { message, value } = row.output as { message?: unknown; value?: { message?: unknown } | string };
  if (typeof message === "string") return message;
  if (typeof value === "string") return value;
  return typeof value?.message === "string" ? value.message : null;
}

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/** Who each message goes to, masked; the team's own address and the webhook are not a visitor's. */
async function recipients(db: Database, rows: JobRow[]): Promise<Map<string, string>> {
  const waitlistIds = rows.flatMap((row) =>
    row.data?.kind === "waitlist-announcement" && typeof row.data.waitlistId === "string" ? [row.data.waitlistId] : [],
  );
  const waitlist = new Map(
    waitlistIds.length
      ? (
          await db
            .select({ id: androidWaitlist.id, email: androidWaitlist.email })
            .from(androidWaitlist)
            .where(inArray(androidWaitlist.id, waitlistIds))
        ).map((entry) => [entry.id, entry.email])
      : [],
  );
  const reminderIds = rows.flatMap((row) =>
    (row.data?.kind === "reminder-confirmation" || row.data?.kind === "renewal-reminder") &&
    typeof row.data.reminderId === "string"
      ? [row.data.reminderId]
      : [],
  );
  const reminders = new Map(
    reminderIds.length
      ? (
          await db
            .select({ id: renewalReminders.id, email: renewalReminders.email })
            .from(renewalReminders)
            .where(inArray(renewalReminders.id, reminderIds))
        ).map((entry) => [entry.id, entry.email])
      : [],
  );
  return new Map(
    rows.map((row) => {
      if (row.name === "lead-webhook") return [row.id, "Leads webhook"];
      const kind = row.data?.kind;
      if (kind === "enquiry-alert" || kind === "daily-digest") return [row.id, maskEmail(siteConfig.supportEmail)];
      if (kind === "waitlist-announcement") {
        const email = waitlist.get(String(row.data?.waitlistId));
        return [row.id, email ? maskEmail(email) : "Left the waitlist"];
      }
      if (row.data?.kind === "reminder-confirmation" || row.data?.kind === "renewal-reminder") {
        const email = reminders.get(String(row.data.reminderId));
        return [row.id, email ? maskEmail(email) : "Reminder erased"];
      }
      // A kind this screen does not know yet: an address in its data, masked, or nothing.
      const email = row.data?.email;
      return [row.id, typeof email === "string" ? maskEmail(email) : "—"];
    }),
  );
}

function toMessage(row: JobRow, to: Map<string, string>): OutboxMessage {
  const output = row.output as { skipped?: unknown } | null;
  return {
    id: row.id,
    queue: row.name,
    kind: row.name === "lead-webhook" ? "lead-webhook" : typeof row.data?.kind === "string" ? row.data.kind : row.name,
    recipient: to.get(row.id) ?? "—",
    state: plainState(row),
    retryCount: row.retry_count,
    retryLimit: row.retry_limit,
    lastError: lastError(row),
    skipped: row.state === "completed" && typeof output?.skipped === "string" ? output.skipped : null,
    createdAt: iso(row.created_on)!,
    startAfter: iso(row.start_after)!,
    completedAt: iso(row.completed_on),
    archived: row.archived,
  };
}

const COLUMNS =
  "id::text AS id, name, data, state::text AS state, retry_count, retry_limit, start_after, created_on, completed_on, output";

/** Both tables, one relation: `$1` is the list of queue names. */
const messages = (schema: string) => `(
  SELECT ${COLUMNS}, false AS archived FROM ${schema}.job WHERE name = ANY($1::text[])
  UNION ALL
  SELECT ${COLUMNS}, true AS archived FROM ${schema}.archive WHERE name = ANY($1::text[])
) AS messages`;

export function createOutbox(db: Database, queue: Queue) {
  const sql = async (text: string, values: unknown[]): Promise<unknown[]> =>
    (await queue.boss.getDb().executeSql(text, values)).rows as unknown[];
  const queues = [...OUTBOX_QUEUES];

  async function find(id: string): Promise<JobRow | null> {
    const rows = (await sql(`SELECT * FROM ${messages(queue.schema)} WHERE id = $2`, [queues, id])) as JobRow[];
    // A job pg-boss keeps is in `job`; its archived copy only if there is no other.
    return rows.find((row) => !row.archived) ?? rows[0] ?? null;
  }

  async function asMessage(row: JobRow | null): Promise<OutboxMessage | null> {
    return row ? toMessage(row, await recipients(db, [row])) : null;
  }

  return {
    /** A page of messages, newest first, optionally in one state. */
    async page({ page, state }: { page: number; state?: OutboxState | undefined }): Promise<Page<OutboxMessage>> {
      const where = state ? `WHERE ${STATE_SQL[state]}` : "";
      const [rows, counted] = await Promise.all([
        sql(`SELECT * FROM ${messages(queue.schema)} ${where} ORDER BY created_on DESC, id DESC LIMIT $2 OFFSET $3`, [
          queues,
          ADMIN_PAGE_SIZE,
          (page - 1) * ADMIN_PAGE_SIZE,
        ]) as Promise<JobRow[]>,
        sql(`SELECT count(*)::int AS total FROM ${messages(queue.schema)} ${where}`, [queues]),
      ]);
      const to = await recipients(db, rows);
      return {
        rows: rows.map((row) => toMessage(row, to)),
        total: Number((counted[0] as { total: number } | undefined)?.total ?? 0),
        page,
        pageSize: ADMIN_PAGE_SIZE,
      };
    },

    find: async (id: string) => asMessage(await find(id)),

    /** Failed messages pg-boss still holds (archived ones are past retrying). */
    async failedCount(): Promise<number> {
      const rows = await sql(
        `SELECT count(*)::int AS n FROM ${queue.schema}.job WHERE name = ANY($1::text[]) AND state = 'failed'`,
        [queues],
      );
      return Number((rows[0] as { n: number } | undefined)?.n ?? 0);
    },

    /** A failed message goes back to the queue for one more try (pg-boss's retry). Null: there is no such failed message. */
    async retry(id: string): Promise<OutboxMessage | null> {
      const row = await find(id);
      if (!row || row.archived || row.state !== "failed") return null;
      // pg-boss's typings say void; it retries only a job still failed, which the state after tells.
      await queue.boss.retry(row.name, id);
      const after = await find(id);
      return after && after.state !== "failed" ? asMessage(after) : null;
    },

    /**
     * A waiting, retrying or failed message is cancelled. One statement, not pg-boss's cancel(),
     * which leaves failed jobs alone and would cancel one in the middle of its send.
     */
    async cancel(id: string): Promise<OutboxMessage | null> {
      const updated = await sql(
        `UPDATE ${queue.schema}.job SET state = 'cancelled', completed_on = now()
         WHERE name = ANY($1::text[]) AND id = $2::uuid AND state IN ('created', 'retry', 'failed') RETURNING id`,
        [queues, id],
      );
      return updated.length ? asMessage(await find(id)) : null;
    },
  };
}

export type Outbox = ReturnType<typeof createOutbox>;
