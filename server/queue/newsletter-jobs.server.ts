/**
 * What the queue does for the newsletter (R-FOLLOW-08, 09, 12): the
 * confirmation e-mail of a signup. One job per confirmation, keyed by the
 * subscriber and the confirmation's time (confirmation_sent_at), which the
 * signup sets only for a new, returning or day-old pending address: so a
 * repeated signup within the day queues nothing, and every signup that
 * should send does, once, on any instance. The job reads the row when it is
 * sent: an address confirmed, unsubscribed, erased or sent a newer link
 * meanwhile gets nothing.
 */
import { eq } from "drizzle-orm";
import { NEWSLETTER } from "../../core/constants";
import { newsletterSubscribers } from "../db/schema";
import type { Database } from "../db/client.server";
import { newsletterConfirmationMail } from "../mail/newsletter-confirmation";
import type { OutgoingMail } from "../mailer.server";
import { confirmUrl, unsubscribeUrl } from "../newsletter/tokens.server";
import { awaitsThisConfirmation, confirmationMailKind, freshPendingConfirmations } from "./confirmation-jobs.server";
import type { JobQueue, MailDeps, MailKind } from "./jobs.server";
import { queueMailOrLater } from "./queue-later.server";

/** A confirmation to send: the row, and its confirmation_sent_at as an ISO string. */
export type ConfirmationJob = { subscriberId: string; sentAt: string };
export type NewsletterMailJob = { kind: "newsletter-confirmation" } & ConfirmationJob;

/** The job of the confirmation a signup stored. */
export function confirmationJob(subscriberId: string, sentAt: Date): NewsletterMailJob {
  return { kind: "newsletter-confirmation", subscriberId, sentAt: sentAt.toISOString() };
}

/** The e-mail, or null when the row no longer waits for this confirmation, or its link would have expired. */
export async function composeConfirmation(
  { db, secret, now }: MailDeps,
  { subscriberId, sentAt }: ConfirmationJob,
): Promise<OutgoingMail | null> {
  const [row] = await db
    .select({
      email: newsletterSubscribers.email,
      status: newsletterSubscribers.status,
      confirmationSentAt: newsletterSubscribers.confirmationSentAt,
      language: newsletterSubscribers.language,
      unsubscribedAt: newsletterSubscribers.unsubscribedAt,
    })
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.id, subscriberId));
  if (!awaitsThisConfirmation(row, sentAt, NEWSLETTER.confirmationTtlMs, now())) return null;
  // In the language of the edition they signed up on, read now: the latest signup's (R-FOLLOW-17).
  return newsletterConfirmationMail({
    email: row.email,
    confirmUrl: confirmUrl(secret, subscriberId, row.confirmationSentAt, row.language),
    unsubscribeUrl: unsubscribeUrl(secret, subscriberId, row.language),
    sentAt: row.confirmationSentAt,
    language: row.language,
  });
}

export const NEWSLETTER_MAIL_KINDS: { "newsletter-confirmation": MailKind<NewsletterMailJob> } = {
  "newsletter-confirmation": confirmationMailKind<NewsletterMailJob>(
    NEWSLETTER.confirmationTtlMs,
    (job) => job.subscriberId,
    composeConfirmation,
  ),
};

/** Queues a signup's confirmation; never throws (the row is stored, and `pendingConfirmations` finds it at the next start). */
export const queueConfirmation = (jobs: Pick<JobQueue, "sendMail">, job: NewsletterMailJob): Promise<void> =>
  queueMailOrLater(jobs, job, `confirmation for ${job.subscriberId}`);

/** Addresses waiting for a confirmation (R-SAFE-27) whose latest one is still within its freshness: queued again at start (deduplicated by key). */
export async function pendingConfirmations(db: Database, now: Date): Promise<NewsletterMailJob[]> {
  const rows = await freshPendingConfirmations(db, newsletterSubscribers, NEWSLETTER.confirmationTtlMs, now.getTime());
  return rows.map((row) => confirmationJob(row.id, row.sentAt));
}
