/**
 * What the queue does alike for every double opt-in list's confirmation e-mail (the newsletter's,
 * the renewal reminders', the Android waitlist's; R-FOLLOW-08, 42, R-SAFE-28): one job per row and
 * confirmation time (confirmation_sent_at, which the signup stamps only for a new, returning or
 * day-old pending row), fresh for the link's life and counted by the per-recipient caps
 * (R-SAFE-22). The job reads the row when it is sent: a row confirmed, unsubscribed, erased or sent
 * a newer link meanwhile gets nothing. What failed to be queued is queued again at start.
 */
import { and, gt } from "drizzle-orm";
import type { Database } from "../db/client.server";
import { awaitsConfirmation, rowAwaitsConfirmation } from "../db/queries/opt-out";
import { type androidWaitlist, type newsletterSubscribers, type renewalReminders } from "../db/schema";
import type { OutgoingMail } from "../mailer.server";
import type { MailDeps, MailJob, MailKind } from "./jobs.server";

/** A list's confirmation job: its row and that row's confirmation_sent_at as an ISO string. */
type ConfirmationJob = MailJob & { sentAt: string };

/** A list's confirmation mail kind: capped, fresh for `ttlMs`, one job per row (`rowOf`) and confirmation time. */
export function confirmationMailKind<J extends ConfirmationJob>(
  ttlMs: number,
  rowOf: (job: J) => string,
  compose: (deps: MailDeps, job: J) => Promise<OutgoingMail | null>,
): MailKind<J> {
  return {
    capped: true,
    freshnessMs: ttlMs,
    key: (job) => `${rowOf(job)}:${job.sentAt}`,
    compose,
    // confirmation_sent_at was set when the signup queued it.
    sent: () => Promise.resolve(),
  };
}

type OptInRow = { status: string; confirmationSentAt: Date | null; unsubscribedAt: Date | null };

/**
 * Whether the row still waits for the confirmation sent at `sentAt` (pending, or unsubscribed and
 * signed up again since, R-SAFE-27: the confirmation is its way back), and its link still works at
 * `now`. The job's own freshness counts from when it was queued (a restart's recovery queues it
 * late); the link's from when it was sent.
 */
export function awaitsThisConfirmation<Row extends OptInRow>(
  row: Row | undefined,
  sentAt: string,
  ttlMs: number,
  now: number,
): row is Row & { confirmationSentAt: Date } {
  if (!row || !rowAwaitsConfirmation(row) || row.confirmationSentAt?.getTime() !== Date.parse(sentAt)) return false;
  return now <= row.confirmationSentAt.getTime() + ttlMs;
}

/** Rows of a list waiting for a confirmation whose latest one is still within `ttlMs`: queued again at start (deduplicated by key). */
export async function freshPendingConfirmations(
  db: Database,
  list: typeof newsletterSubscribers | typeof renewalReminders | typeof androidWaitlist,
  ttlMs: number,
  now: number,
): Promise<{ id: string; sentAt: Date }[]> {
  const since = new Date(now - ttlMs);
  const rows = await db
    .select({ id: list.id, sentAt: list.confirmationSentAt })
    .from(list)
    .where(and(awaitsConfirmation(list), gt(list.confirmationSentAt, since)))
    .orderBy(list.confirmationSentAt)
    .limit(1000);
  // Every row found was sent a confirmation (`since` is a bound on it).
  return rows.map((row) => ({ id: row.id, sentAt: row.sentAt! }));
}
