/**
 * Everything stored for one e-mail address, for the privacy request tool (UAE PDPL access and erasure).
 * Page views (page_views, page_view_days, visit_days) are not looked at: they hold no address, IP
 * address or user agent, and their day's visitor hash cannot be tied to anyone once its salt is
 * gone, so there is nothing of a person in them to find or erase (R-FUNNEL-33).
 */
import { asc, desc, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../client.server";
import { androidWaitlist, contactEnquiries, enquiryEvents, newsletterSubscribers, renewalReminders } from "../schema";
import { deleteEmailCounters } from "../../rate-limit/rate-limit.server";
import type { Outbox } from "../../queue/outbox.server";
import { enquiryEventColumns } from "./enquiry-history";
import { enquiryDetailColumns, subscriberColumns, waitlistColumns, type LeadTable } from "./leads";
import { reminderColumns } from "./reminders";

/** A database or a transaction. */
type Db = Pick<Database, "select" | "delete" | "execute">;

/** Addresses are compared in lower case: the schemas store them so, older rows may not be. */
const byEmail = (table: LeadTable | typeof renewalReminders, email: string) => eq(sql`lower(${table.email})`, email);

export async function findByEmail(db: Db, email: string) {
  const [subscribers, waitlist, enquiries, reminders] = await Promise.all([
    db.select(subscriberColumns).from(newsletterSubscribers).where(byEmail(newsletterSubscribers, email)),
    db.select(waitlistColumns).from(androidWaitlist).where(byEmail(androidWaitlist, email)),
    db
      .select(enquiryDetailColumns)
      .from(contactEnquiries)
      .where(byEmail(contactEnquiries, email))
      .orderBy(desc(contactEnquiries.createdAt)),
    db
      .select(reminderColumns)
      .from(renewalReminders)
      .where(byEmail(renewalReminders, email))
      .orderBy(desc(renewalReminders.createdAt)),
  ]);
  // Each enquiry's history: the team's replies and notes are kept about the visitor too (R-DESK-13).
  const events = enquiries.length
    ? await db
        .select({ ...enquiryEventColumns, enquiryId: enquiryEvents.enquiryId })
        .from(enquiryEvents)
        .where(
          inArray(
            enquiryEvents.enquiryId,
            enquiries.map((enquiry) => enquiry.id),
          ),
        )
        .orderBy(asc(enquiryEvents.seq))
    : [];
  return {
    subscribers,
    waitlist,
    enquiries: enquiries.map((enquiry) => ({
      ...enquiry,
      history: events.filter((event) => event.enquiryId === enquiry.id).map(({ enquiryId: _, ...event }) => event),
    })),
    reminders,
  };
}

/**
 * Deletes every row of the address, its rate-limit counters and its messages on
 * the job queue (R-SAFE-40: `queue.erase`, in the same transaction); how many
 * rows and messages of each kind went. An enquiry's history (its replies and notes)
 * goes with it: enquiry_events cascades on the enquiry's deletion (R-DESK-13).
 */
export async function eraseByEmail(tx: Db, email: string, queue: Pick<Outbox, "erase">) {
  const erase = async (table: LeadTable | typeof renewalReminders) =>
    (await tx.delete(table).where(byEmail(table, email)).returning({ id: table.id })).map((row) => row.id);
  const subscribers = await erase(newsletterSubscribers);
  const waitlist = await erase(androidWaitlist);
  const enquiries = await erase(contactEnquiries);
  const reminders = await erase(renewalReminders);
  await deleteEmailCounters(tx, email);
  const messages = await queue.erase(tx, email, [...subscribers, ...waitlist, ...enquiries, ...reminders]);
  return {
    subscribers: subscribers.length,
    waitlist: waitlist.length,
    enquiries: enquiries.length,
    reminders: reminders.length,
    messages,
  };
}
