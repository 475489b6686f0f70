/**
 * The Outbox (R-FOLLOW-30): the messages on the job queue as an operator reads
 * them, from pg-boss's job table (server/queue/pgboss-tables.server.ts), with
 * each state in plain words and the recipient masked (R-SAFE-42), as is every
 * address in an error (R-SAFE-41), and the two things an operator does: retry
 * a failed message, cancel a waiting or failed one. Erasure deletes an
 * address's jobs from the same table (R-SAFE-40).
 */
import { inArray } from "drizzle-orm";
import type { OutboxMessage, Page } from "../../core/admin-api";
import { ADMIN_PAGE_SIZE, type OutboxState } from "../../core/schemas/admin";
import { siteConfig } from "../../site.config";
import { maskEmail, maskEmailsIn } from "../admin/audit.server";
import type { Database } from "../db/client.server";
import { androidWaitlist, contactEnquiries, newsletterSubscribers, renewalReminders } from "../db/schema";
import type { MailJob } from "./jobs.server";
import { cancelJob, eraseJobs, findJob, jobCount, jobsOfLead, jobsPage, type JobRow } from "./pgboss-tables.server";
import type { Queue } from "./queue.server";

/** The queues whose jobs are messages (the digest's trigger queue only makes a mail job). */
export const OUTBOX_QUEUES = ["mail", "lead-webhook"] as const;

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
  "weekly-report": "team",
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
  };
}

export function createOutbox(db: Database, queue: Queue) {
  const queues = [...OUTBOX_QUEUES];

  async function asMessage(row: JobRow | null): Promise<OutboxMessage | null> {
    return row ? toMessage(row, await recipients(db, [row])) : null;
  }

  return {
    /** Erasure's part in the queue, in the erasure's transaction: `eraseJobs` on this queue's table. */
    erase: (tx: Pick<Database, "execute">, email: string, ids: readonly string[]) =>
      eraseJobs(tx, queue.schema, email, ids),

    /** A page of messages, newest first, optionally in one state. */
    async page({ page, state }: { page: number; state?: OutboxState | undefined }): Promise<Page<OutboxMessage>> {
      const [rows, total] = await Promise.all([
        jobsPage(queue.tables, queues, { state, limit: ADMIN_PAGE_SIZE, offset: (page - 1) * ADMIN_PAGE_SIZE }),
        jobCount(queue.tables, queues, state),
      ]);
      const to = await recipients(db, rows);
      return { rows: rows.map((row) => toMessage(row, to)), total, page, pageSize: ADMIN_PAGE_SIZE };
    },

    find: async (id: string) => asMessage(await findJob(queue.tables, queues, id)),

    /** Failed messages pg-boss still holds. */
    failedCount: () => jobCount(queue.tables, queues, "failed"),

    /**
     * Every message about one lead (R-DESK-30): its confirmations, its reminder, the launch
     * announcement, oldest first, from the jobs pg-boss still keeps.
     */
    async forLead(field: "reminderId" | "waitlistId", id: string): Promise<OutboxMessage[]> {
      const rows = await jobsOfLead(queue.tables, queues, field, id);
      const to = await recipients(db, rows);
      return rows.map((row) => toMessage(row, to));
    },

    /** A failed message goes back to the queue for one more try (pg-boss's retry). Null: there is no such failed message. */
    async retry(id: string): Promise<OutboxMessage | null> {
      const row = await findJob(queue.tables, queues, id);
      if (row?.state !== "failed") return null;
      // pg-boss retries only a job still failed, which the state after tells.
      await queue.boss.retry(row.name, id);
      const after = await findJob(queue.tables, queues, id);
      return after && after.state !== "failed" ? asMessage(after) : null;
    },

    /** A waiting, retrying or failed message is cancelled (`cancelJob`). */
    async cancel(id: string): Promise<OutboxMessage | null> {
      return (await cancelJob(queue.tables, queues, id)) ? asMessage(await findJob(queue.tables, queues, id)) : null;
    },
  };
}

export type Outbox = ReturnType<typeof createOutbox>;
