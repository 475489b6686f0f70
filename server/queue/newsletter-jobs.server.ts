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
import { and, eq, gt } from "drizzle-orm";
import { NEWSLETTER } from "../../core/constants";
import { awaitsConfirmation, rowAwaitsConfirmation } from "../db/queries/opt-out";
import { newsletterSubscribers } from "../db/schema";
import type { Database } from "../db/client.server";
import { newsletterConfirmationMail } from "../mail/newsletter-confirmation";
import type { OutgoingMail } from "../mailer.server";
import { confirmUrl, unsubscribeUrl } from "../newsletter/tokens.server";
import type { JobQueue, MailDeps, MailKind } from "./jobs.server";

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
      sentAt: newsletterSubscribers.confirmationSentAt,
      language: newsletterSubscribers.language,
      unsubscribedAt: newsletterSubscribers.unsubscribedAt,
    })
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.id, subscriberId));
  // Pending, or unsubscribed and signed up again since (R-SAFE-27): the confirmation is its way back.
  if (!row || !rowAwaitsConfirmation({ ...row, confirmationSentAt: row.sentAt })) return null;
  if (row.sentAt?.getTime() !== Date.parse(sentAt)) return null;
  // The job's own freshness counts from when it was queued (a restart's recovery queues it late): the link's from when it was sent.
  if (now() > row.sentAt.getTime() + NEWSLETTER.confirmationTtlMs) return null;
  // In the language of the edition they signed up on, read now: the latest signup's (R-FOLLOW-17).
  return newsletterConfirmationMail({
    email: row.email,
    confirmUrl: confirmUrl(secret, subscriberId, row.sentAt, row.language),
    unsubscribeUrl: unsubscribeUrl(secret, subscriberId, row.language),
    sentAt: row.sentAt,
    language: row.language,
  });
}

export const NEWSLETTER_MAIL_KINDS: { "newsletter-confirmation": MailKind<NewsletterMailJob> } = {
  "newsletter-confirmation": {
    capped: true,
    freshnessMs: NEWSLETTER.confirmationTtlMs,
    key: (job) => `${job.subscriberId}:${job.sentAt}`,
    compose: composeConfirmation,
    // confirmation_sent_at was set when the signup queued it.
    sent: () => Promise.resolve(),
  },
};

/** Queues a signup's confirmation; never throws (the row is stored, and `pendingConfirmations` finds it at the next start). */
export async function queueConfirmation(jobs: Pick<JobQueue, "sendMail">, job: NewsletterMailJob): Promise<void> {
  try {
    await jobs.sendMail(job);
  } catch (error) {
    console.error(`queue: confirmation for ${job.subscriberId} not queued yet:`, (error as Error).message);
  }
}

/** Addresses waiting for a confirmation (R-SAFE-27) whose latest one is still within its freshness: queued again at start (deduplicated by key). */
export async function pendingConfirmations(db: Database, now: Date): Promise<NewsletterMailJob[]> {
  const since = new Date(now.getTime() - NEWSLETTER.confirmationTtlMs);
  const rows = await db
    .select({ id: newsletterSubscribers.id, sentAt: newsletterSubscribers.confirmationSentAt })
    .from(newsletterSubscribers)
    .where(and(awaitsConfirmation(newsletterSubscribers), gt(newsletterSubscribers.confirmationSentAt, since)))
    .orderBy(newsletterSubscribers.confirmationSentAt)
    .limit(1000);
  return rows.map((row) => confirmationJob(row.id, row.sentAt!));
}
