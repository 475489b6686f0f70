/**
 * What the queue does for a contact enquiry (R-FOLLOW-01, 02): the team's
 * alert e-mail, and the post to LEADS_WEBHOOK_URL. Jobs carry only the
 * enquiry's id; each try reads the enquiry afresh, so an enquiry erased by
 * the privacy tool in the meantime is not sent anywhere. And the visitor's
 * acknowledgement (R-DESK-02), in the language of the page they wrote from.
 */
import { and, eq, gt, isNull, sql } from "drizzle-orm";
import { replyDueAt } from "../../core/gulf-time";
import { siteConfig } from "../../site.config";
import type { Database } from "../db/client.server";
import { contactEnquiries, enquiryEvents } from "../db/schema";
import { enquiryAcknowledgementMail } from "../mail/enquiry-acknowledgement";
import { enquiryAlertMail } from "../mail/enquiry-alert";
import { enquiryReplyMail } from "../mail/enquiry-reply";
import { messageIdOf, type OutgoingMail } from "../mailer.server";
import type { JobQueue, MailDeps, MailKind } from "./jobs.server";
import { queueMailOrLater } from "./queue-later.server";
import { jobId } from "./queue.server";

const DAY_MS = 24 * 60 * 60 * 1000;

/** An alert older than this is not sent: the enquiry is in the admin's list anyway. */
export const ENQUIRY_ALERT_FRESHNESS_MS = 7 * DAY_MS;
/** A chat notice a day late is noise. */
export const LEAD_WEBHOOK_FRESHNESS_MS = DAY_MS;

export type EnquiryJob = { enquiryId: string };

/** The alert to send, or null when there is none to send: the enquiry is gone, or its alert went out already. */
export async function composeEnquiryAlert(db: Database, { enquiryId }: EnquiryJob): Promise<OutgoingMail | null> {
  const [enquiry] = await db.select().from(contactEnquiries).where(eq(contactEnquiries.id, enquiryId));
  if (!enquiry || enquiry.emailedAt) return null;
  return enquiryAlertMail(enquiry);
}

export async function markEnquiryAlerted(db: Database, { enquiryId }: EnquiryJob): Promise<void> {
  await db
    .update(contactEnquiries)
    .set({ emailedAt: sql`now()` })
    .where(eq(contactEnquiries.id, enquiryId));
}

/** Enquiries whose `sentAt` column is empty, stored within `freshnessMs`: their mail, queued again at start (deduplicated by key). */
async function enquiriesWithout(
  db: Database,
  sentAt: typeof contactEnquiries.emailedAt | typeof contactEnquiries.acknowledgedAt,
  freshnessMs: number,
  now: Date,
): Promise<string[]> {
  const since = new Date(now.getTime() - freshnessMs);
  const rows = await db
    .select({ id: contactEnquiries.id })
    .from(contactEnquiries)
    .where(and(isNull(sentAt), gt(contactEnquiries.createdAt, since)))
    .orderBy(contactEnquiries.createdAt)
    .limit(1000);
  return rows.map((row) => row.id);
}

/** Enquiries still waiting for their alert, within its freshness: queued again at start (deduplicated by key). */
export const enquiriesWithoutAlert = (db: Database, now: Date): Promise<string[]> =>
  enquiriesWithout(db, contactEnquiries.emailedAt, ENQUIRY_ALERT_FRESHNESS_MS, now);

/**
 * The visitor's acknowledgement (R-DESK-02): one job per enquiry. Never later than the answer it
 * promises: the longest a promised answer is away is four days (Thursday evening to Monday
 * evening), and `composeAcknowledgement` sends nothing once the answer is due.
 */
export const ENQUIRY_ACKNOWLEDGEMENT_FRESHNESS_MS = 4 * DAY_MS;

export type AcknowledgementJob = { kind: "enquiry-acknowledgement"; enquiryId: string };

export const acknowledgementJob = (enquiryId: string): AcknowledgementJob => ({
  kind: "enquiry-acknowledgement",
  enquiryId,
});

/** The e-mail, in the enquiry's language, or null: the enquiry is gone, acknowledged already, or its answer is due by now. */
async function composeAcknowledgement({ db, now }: MailDeps, { enquiryId }: AcknowledgementJob) {
  const [enquiry] = await db.select().from(contactEnquiries).where(eq(contactEnquiries.id, enquiryId));
  if (!enquiry || enquiry.acknowledgedAt || now() >= replyDueAt(enquiry.createdAt)) return null;
  return enquiryAcknowledgementMail({
    firstName: enquiry.firstName,
    email: enquiry.email,
    receivedAt: enquiry.createdAt,
    language: enquiry.language,
  });
}

export const ENQUIRY_MAIL_KINDS: { "enquiry-acknowledgement": MailKind<AcknowledgementJob> } = {
  "enquiry-acknowledgement": {
    // Mail to an address anyone may type into the form: counted by the per-recipient caps (R-SAFE-22).
    capped: true,
    freshnessMs: ENQUIRY_ACKNOWLEDGEMENT_FRESHNESS_MS,
    key: (job) => job.enquiryId,
    compose: composeAcknowledgement,
    async sent({ db }, { enquiryId }) {
      await db
        .update(contactEnquiries)
        .set({ acknowledgedAt: sql`now()` })
        .where(eq(contactEnquiries.id, enquiryId));
    },
  },
};

/** The acknowledgement's Message-ID (its job's, as the mail worker sends it): the team's replies thread on it. */
export function acknowledgementMessageId(enquiryId: string): string {
  return messageIdOf(jobId("mail", `enquiry-acknowledgement:${enquiryId}`));
}

/** A reply the team wrote in /admin (R-DESK-10): the event that holds its text, and its enquiry (which erasure finds it by). */
export type ReplyJob = { kind: "enquiry-reply"; enquiryId: string; eventId: string };

export const replyJob = (enquiryId: string, eventId: string): ReplyJob => ({
  kind: "enquiry-reply",
  enquiryId,
  eventId,
});

/** A reply waits out an SMTP outage of up to a week; the enquiry's history shows it waiting meanwhile. */
export const ENQUIRY_REPLY_FRESHNESS_MS = 7 * DAY_MS;

/** The reply as stored, to the enquiry's address in its language, or null when the enquiry (and so the reply) is gone. */
async function composeReply({ db }: MailDeps, { enquiryId, eventId }: ReplyJob) {
  const [row] = await db
    .select({ email: contactEnquiries.email, language: contactEnquiries.language, body: enquiryEvents.body })
    .from(enquiryEvents)
    .innerJoin(contactEnquiries, eq(contactEnquiries.id, enquiryEvents.enquiryId))
    .where(and(eq(enquiryEvents.id, eventId), eq(enquiryEvents.enquiryId, enquiryId), eq(enquiryEvents.kind, "reply")));
  if (!row?.body) return null;
  return enquiryReplyMail({
    email: row.email,
    body: row.body,
    language: row.language,
    inReplyTo: acknowledgementMessageId(enquiryId),
  });
}

export const ENQUIRY_REPLY_KINDS: { "enquiry-reply": MailKind<ReplyJob> } = {
  "enquiry-reply": {
    freshnessMs: ENQUIRY_REPLY_FRESHNESS_MS,
    key: (job) => job.eventId,
    compose: composeReply,
    // The Outbox keeps its state; the enquiry's history reads it there.
    sent: () => Promise.resolve(),
  },
};

/** Queues an enquiry's acknowledgement; never throws (the enquiry is stored, and `recover` queues it at the next start). */
export const queueAcknowledgement = (jobs: Pick<JobQueue, "sendMail">, enquiryId: string): Promise<void> =>
  queueMailOrLater(jobs, acknowledgementJob(enquiryId), `enquiry ${enquiryId}'s acknowledgement`);

/** Enquiries whose acknowledgement has not gone out, within its freshness: queued again at start (deduplicated by key). */
export const enquiriesWithoutAcknowledgement = (db: Database, now: Date): Promise<string[]> =>
  enquiriesWithout(db, contactEnquiries.acknowledgedAt, ENQUIRY_ACKNOWLEDGEMENT_FRESHNESS_MS, now);

/** Slack's mrkdwn and Teams read these three as markup: a visitor's text must not ping a channel or add a link. */
function escapeChatText(text: string): string {
  return text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");
}

/**
 * The webhook's body, `{ text }` as Slack's and Teams' incoming webhooks take it:
 * the visitor's name and the subject, never the message, e-mail or phone.
 */
export function leadWebhookText(enquiry: { firstName: string; lastName: string; subject: string }): string {
  const name = escapeChatText(`${enquiry.firstName} ${enquiry.lastName}`);
  return `New website enquiry from ${name}: "${escapeChatText(enquiry.subject)}". The details are in the support inbox and at ${siteConfig.origin}/admin`;
}

/** Posts the enquiry's notice; throws on a network error or a non-2xx answer, so the queue tries again. */
export async function postLeadWebhook(
  db: Database,
  url: string,
  { enquiryId }: EnquiryJob,
  timeoutMs: number,
): Promise<"posted" | "gone"> {
  const [enquiry] = await db
    .select({
      firstName: contactEnquiries.firstName,
      lastName: contactEnquiries.lastName,
      subject: contactEnquiries.subject,
    })
    .from(contactEnquiries)
    .where(eq(contactEnquiries.id, enquiryId));
  if (!enquiry) return "gone";
  const response = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ text: leadWebhookText(enquiry) }),
    redirect: "error",
    signal: AbortSignal.timeout(timeoutMs),
  });
  await response.body?.cancel();
  if (!response.ok) throw new Error(`the leads webhook answered ${response.status}`);
  return "posted";
}
