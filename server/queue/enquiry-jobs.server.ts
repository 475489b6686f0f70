/**
 * What the queue does for a contact enquiry (R-FOLLOW-01, 02): the team's
 * alert e-mail, and the post to LEADS_WEBHOOK_URL. Jobs carry only the
 * enquiry's id; each try reads the enquiry afresh, so an enquiry erased by
 * the privacy tool in the meantime is not sent anywhere.
 */
import { and, eq, gt, isNull, sql } from "drizzle-orm";
import { siteConfig } from "../../site.config";
import type { Database } from "../db/client.server";
import { contactEnquiries } from "../db/schema";
import { enquiryAlertMail } from "../mail/enquiry-alert";
import type { OutgoingMail } from "../mailer.server";

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

/** Enquiries still waiting for their alert, within its freshness: queued again at start (deduplicated by key). */
export async function enquiriesWithoutAlert(db: Database, now: Date): Promise<string[]> {
  const since = new Date(now.getTime() - ENQUIRY_ALERT_FRESHNESS_MS);
  const rows = await db
    .select({ id: contactEnquiries.id })
    .from(contactEnquiries)
    .where(and(isNull(contactEnquiries.emailedAt), gt(contactEnquiries.createdAt, since)))
    .orderBy(contactEnquiries.createdAt)
    .limit(1000);
  return rows.map((row) => row.id);
}

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
