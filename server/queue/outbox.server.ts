/**
 * The Outbox (R-FOLLOW-30): the messages on the job queue as an operator reads
 * them, straight from pg-boss's tables (`job`, and `archive` for what it has
 * put away), with each state in plain words and the recipient masked (R-SAFE-42),
 * as is every address in an error (R-SAFE-41), and the two things an operator
 * does: retry a failed message, cancel a waiting or failed one. Erasure deletes
 * an address's jobs from the same tables (R-SAFE-40).
 */
import { inArray, sql } from "drizzle-orm";
import type { OutboxMessage, Page } from "../../core/admin-api";
import { ADMIN_PAGE_SIZE, type OutboxState } from "../../core/schemas/admin";
import { siteConfig } from "../../site.config";
import { maskEmail, maskEmailsIn } from "../admin/audit.server";
import type { Database } from "../db/client.server";
import { androidWaitlist, contactEnquiries, newsletterSubscribers, renewalReminders } from "../db/schema";
import type { MailJob } from "./jobs.server";
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

const maybeMasked = (text: string | null) => (text === null ? null : maskEmailsIn(text));

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/** The job data fields that name a visitor's record, with that record's table and what the Outbox says once it is gone. */
const LEADS = {
  enquiryId: { table: contactEnquiries, gone: "Enquiry erased" },
  subscriberId: { table: newsletterSubscribers, gone: "Subscription deleted" },
  // An entry that left the waitlist stays on record (R-SAFE-30): gone means erased.
  waitlistId: { table: androidWaitlist, gone: "Waitlist entry erased" },
  reminderId: { table: renewalReminders, gone: "Reminder erased" },
} as const;
type LeadField = keyof typeof LEADS;

/**
 * Whom each kind of e-mail goes to (R-SAFE-42): the team's support address, or
 * the visitor whose record the job's data names. Every kind must say, so a new
 * kind is named in the Outbox from its first job.
 */
const RECIPIENT_OF: Record<MailJob["kind"], "team" | LeadField> = {
  "enquiry-alert": "team",
  "daily-digest": "team",
  "enquiry-acknowledgement": "enquiryId",
  "enquiry-reply": "enquiryId",
  "newsletter-confirmation": "subscriberId",
  "waitlist-announcement": "waitlistId",
  "waitlist-confirmation": "waitlistId",
  "reminder-confirmation": "reminderId",
  "renewal-reminder": "reminderId",
};

function recipientOf(row: JobRow): "team" | LeadField | undefined {
  const kind = row.data?.kind;
  return typeof kind === "string" && Object.hasOwn(RECIPIENT_OF, kind)
    ? RECIPIENT_OF[kind as MailJob["kind"]]
    : undefined;
}

/** The addresses of the records of `field` the rows name, by id. */
async function leadEmails(db: Database, field: LeadField, rows: JobRow[]): Promise<Map<string, string>> {
  const ids = rows.flatMap((row) => {
    const id = row.data?.[field];
    return recipientOf(row) === field && typeof id === "string" ? [id] : [];
  });
  if (ids.length === 0) return new Map();
  const { table } = LEADS[field];
  const found = await db.select({ id: table.id, email: table.email }).from(table).where(inArray(table.id, ids));
  return new Map(found.map((entry) => [entry.id, entry.email]));
}

/** Who each message goes to, masked by `maskEmail` like every address on the admin pages; the webhook is not an address. */
async function recipients(db: Database, rows: JobRow[]): Promise<Map<string, string>> {
  const fields = Object.keys(LEADS) as LeadField[];
  const emails = new Map(
    await Promise.all(fields.map(async (field) => [field, await leadEmails(db, field, rows)] as const)),
  );
  return new Map(
    rows.map((row) => {
      if (row.name === "lead-webhook") return [row.id, "Leads webhook"];
      const to = recipientOf(row);
      if (to === "team") return [row.id, maskEmail(siteConfig.supportEmail)];
      if (to) {
        const email = emails.get(to)?.get(String(row.data?.[to]));
        return [row.id, email ? maskEmail(email) : LEADS[to].gone];
      }
      // A kind this version does not know (a job from another version): an address in its data, masked, or nothing.
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
    // The texts pg-boss keeps are an SMTP server's or a worker's words, which may quote any address (R-SAFE-41).
    lastError: maybeMasked(lastError(row)),
    skipped: maybeMasked(row.state === "completed" && typeof output?.skipped === "string" ? output.skipped : null),
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

/**
 * Erasure's part in pg-boss's tables (R-SAFE-40), inside the erasure's own
 * transaction (`tx`): deletes every job, in `job` (waiting, active, failed,
 * done) and in `archive`, of any queue, whose data or output holds `email`
 * (in any case, as JSON writes it) or the id of one of the erased records
 * (`ids`: a message about them, which names them only by id). A try that is
 * running meanwhile finds its job gone when it ends, and pg-boss writes its
 * outcome nowhere. How many jobs went.
 */
export async function eraseJobs(
  tx: Pick<Database, "execute">,
  schema: string,
  email: string,
  ids: readonly string[],
): Promise<number> {
  const needles = [JSON.stringify(email).slice(1, -1), ...ids];
  let erased = 0;
  for (const table of ["job", "archive"]) {
    const deleted: unknown = await tx.execute(
      sql`DELETE FROM ${sql.identifier(schema)}.${sql.identifier(table)}
          WHERE EXISTS (SELECT 1 FROM unnest(${sql.param(needles)}::text[]) AS needle
                        WHERE strpos(lower(concat_ws(' ', data::text, output::text)), lower(needle)) > 0)
          RETURNING id::text AS id`,
    );
    // Both drivers answer with the returned rows in `rows` (node-postgres and PGlite alike).
    erased += (deleted as { rows: unknown[] }).rows.length;
  }
  return erased;
}

export function createOutbox(db: Database, queue: Queue) {
  const run = async (text: string, values: unknown[]): Promise<unknown[]> =>
    (await queue.boss.getDb().executeSql(text, values)).rows as unknown[];
  const queues = [...OUTBOX_QUEUES];

  async function find(id: string): Promise<JobRow | null> {
    const rows = (await run(`SELECT * FROM ${messages(queue.schema)} WHERE id = $2`, [queues, id])) as JobRow[];
    // A job pg-boss keeps is in `job`; its archived copy only if there is no other.
    return rows.find((row) => !row.archived) ?? rows[0] ?? null;
  }

  async function asMessage(row: JobRow | null): Promise<OutboxMessage | null> {
    return row ? toMessage(row, await recipients(db, [row])) : null;
  }

  return {
    /** Erasure's part in the queue, in the erasure's transaction: `eraseJobs` on this queue's tables. */
    erase: (tx: Pick<Database, "execute">, email: string, ids: readonly string[]) =>
      eraseJobs(tx, queue.schema, email, ids),

    /** A page of messages, newest first, optionally in one state. */
    async page({ page, state }: { page: number; state?: OutboxState | undefined }): Promise<Page<OutboxMessage>> {
      const where = state ? `WHERE ${STATE_SQL[state]}` : "";
      const [rows, counted] = await Promise.all([
        run(`SELECT * FROM ${messages(queue.schema)} ${where} ORDER BY created_on DESC, id DESC LIMIT $2 OFFSET $3`, [
          queues,
          ADMIN_PAGE_SIZE,
          (page - 1) * ADMIN_PAGE_SIZE,
        ]) as Promise<JobRow[]>,
        run(`SELECT count(*)::int AS total FROM ${messages(queue.schema)} ${where}`, [queues]),
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

    /**
     * Every message about one lead (R-DESK-30): its confirmations, its reminder, the launch
     * announcement, oldest first, from the jobs pg-boss still keeps (`job`, then `archive`).
     */
    async forLead(field: "reminderId" | "waitlistId", id: string): Promise<OutboxMessage[]> {
      const rows = (await run(
        `SELECT * FROM ${messages(queue.schema)} WHERE data->>'${field === "reminderId" ? "reminderId" : "waitlistId"}' = $2
         ORDER BY created_on, id LIMIT 100`,
        [queues, id],
      )) as JobRow[];
      // A job pg-boss keeps is in `job`; its archived copy only if there is no other.
      const kept = rows.filter((row) => !row.archived || !rows.some((other) => other.id === row.id && !other.archived));
      const to = await recipients(db, kept);
      return kept.map((row) => toMessage(row, to));
    },

    /** Failed messages pg-boss still holds (archived ones are past retrying). */
    async failedCount(): Promise<number> {
      const rows = await run(
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
      const updated = await run(
        `UPDATE ${queue.schema}.job SET state = 'cancelled', completed_on = now()
         WHERE name = ANY($1::text[]) AND id = $2::uuid AND state IN ('created', 'retry', 'failed') RETURNING id`,
        [queues, id],
      );
      return updated.length ? asMessage(await find(id)) : null;
    },
  };
}

export type Outbox = ReturnType<typeof createOutbox>;
