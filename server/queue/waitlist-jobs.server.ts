/**
 * What the queue does for the Android waitlist's double opt-in (R-SAFE-28): the confirmation
 * e-mail of a signup, one job per entry and confirmation time (confirmation_sent_at, which the
 * signup stamps only for a new, returning or day-old pending entry), fresh for the link's 7 days
 * and counted by the per-recipient caps (R-SAFE-22). The job reads the row when it is sent: an
 * entry confirmed, unsubscribed, erased or sent a newer link meanwhile gets nothing.
 */
import { eq } from "drizzle-orm";
import { WAITLIST } from "../../core/constants";
import type { Database } from "../db/client.server";
import { androidWaitlist } from "../db/schema";
import { waitlistConfirmationMail } from "../mail/waitlist-confirmation";
import type { OutgoingMail } from "../mailer.server";
import { waitlistConfirmUrl, waitlistUnsubscribeUrl } from "../waitlist/tokens.server";
import { awaitsThisConfirmation, confirmationMailKind, freshPendingConfirmations } from "./confirmation-jobs.server";
import type { JobQueue, MailDeps, MailKind } from "./jobs.server";
import { queueMailOrLater } from "./queue-later.server";

export type WaitlistConfirmationJob = { kind: "waitlist-confirmation"; waitlistId: string; sentAt: string };

export function waitlistConfirmationJob(waitlistId: string, sentAt: Date): WaitlistConfirmationJob {
  return { kind: "waitlist-confirmation", waitlistId, sentAt: sentAt.toISOString() };
}

/** The e-mail, in the entry's language as it is now, or null when the entry no longer waits for it or its link would have expired. */
async function composeConfirmation(
  { db, secret, now }: MailDeps,
  { waitlistId, sentAt }: WaitlistConfirmationJob,
): Promise<OutgoingMail | null> {
  const [row] = await db.select().from(androidWaitlist).where(eq(androidWaitlist.id, waitlistId));
  // Pending, or unsubscribed and signed up again since (R-SAFE-30): the confirmation is its way back.
  if (!awaitsThisConfirmation(row, sentAt, WAITLIST.confirmationTtlMs, now())) return null;
  return waitlistConfirmationMail({
    email: row.email,
    confirmUrl: waitlistConfirmUrl(secret, row.id, row.confirmationSentAt, row.language),
    unsubscribeUrl: waitlistUnsubscribeUrl(secret, row.id),
    sentAt: row.confirmationSentAt,
    language: row.language,
  });
}

export const WAITLIST_MAIL_KINDS: { "waitlist-confirmation": MailKind<WaitlistConfirmationJob> } = {
  "waitlist-confirmation": confirmationMailKind(
    WAITLIST.confirmationTtlMs,
    (job) => job.waitlistId,
    composeConfirmation,
  ),
};

/** Queues a signup's confirmation; never throws (the row is stored, and `pendingWaitlistConfirmations` finds it at the next start). */
export const queueWaitlistConfirmation = (
  jobs: Pick<JobQueue, "sendMail">,
  job: WaitlistConfirmationJob,
): Promise<void> => queueMailOrLater(jobs, job, `waitlist confirmation ${job.waitlistId}`);

/** Entries waiting for a confirmation whose latest one is still fresh: queued again at start (deduplicated by key). */
export async function pendingWaitlistConfirmations(db: Database, now: number): Promise<WaitlistConfirmationJob[]> {
  const rows = await freshPendingConfirmations(db, androidWaitlist, WAITLIST.confirmationTtlMs, now);
  return rows.map((row) => waitlistConfirmationJob(row.id, row.sentAt));
}
