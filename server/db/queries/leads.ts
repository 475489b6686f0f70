/**
 * The leads the site collects (contact enquiries, newsletter subscribers, the
 * Android waitlist): the columns the admin API sends, the searches, and the
 * changes an operator makes.
 */
import { and, desc, eq, getTableColumns, ilike, isNotNull, isNull, lt, ne, or, sql, type SQL } from "drizzle-orm";
import type { SelectedFields } from "drizzle-orm/pg-core";
import type { SelectResultFields } from "drizzle-orm/query-builders/select.types";
import { overdueBefore } from "../../../core/gulf-time";
import type { EnquiryStatus, EnquiryViewFilter, SubscriberStatus, WaitlistStatus } from "../../../core/schemas/admin";
import type { Database } from "../client.server";
import { androidWaitlist, contactEnquiries, newsletterSubscribers, user } from "../schema";
import { unsubscribedAtOnLeaving } from "./opt-out";
import { containing } from "./page";

/** A database or a transaction. */
type Db = Pick<Database, "select" | "update" | "delete" | "insert">;

export type LeadTable = typeof contactEnquiries | typeof newsletterSubscribers | typeof androidWaitlist;

/** CSV exports stop here; beyond it, narrow the search. */
export const EXPORT_MAX_ROWS = 50_000;

/** The owner's address, read with the enquiry (null while unassigned). */
const ownerEmail = sql<
  string | null
>`(select ${user.email} from ${user} where ${user.id} = ${contactEnquiries.ownerId})`;

export const enquirySummaryColumns = {
  id: contactEnquiries.id,
  firstName: contactEnquiries.firstName,
  lastName: contactEnquiries.lastName,
  email: contactEnquiries.email,
  subject: contactEnquiries.subject,
  status: contactEnquiries.status,
  createdAt: contactEnquiries.createdAt,
  firstRepliedAt: contactEnquiries.firstRepliedAt,
  ownerId: contactEnquiries.ownerId,
  ownerEmail: ownerEmail.as("owner_email"),
};

export const enquiryDetailColumns = {
  ...enquirySummaryColumns,
  phone: contactEnquiries.phone,
  message: contactEnquiries.message,
  userAgent: contactEnquiries.userAgent,
  attribution: contactEnquiries.attribution,
  emailedAt: contactEnquiries.emailedAt,
  language: contactEnquiries.language,
  acknowledgedAt: contactEnquiries.acknowledgedAt,
  firstRepliedAt: contactEnquiries.firstRepliedAt,
  updatedAt: contactEnquiries.updatedAt,
  resolvedAt: contactEnquiries.resolvedAt,
};

export const subscriberColumns = {
  id: newsletterSubscribers.id,
  email: newsletterSubscribers.email,
  source: newsletterSubscribers.source,
  status: newsletterSubscribers.status,
  createdAt: newsletterSubscribers.createdAt,
  confirmedAt: newsletterSubscribers.confirmedAt,
  unsubscribedAt: newsletterSubscribers.unsubscribedAt,
};

export const waitlistColumns = {
  id: androidWaitlist.id,
  email: androidWaitlist.email,
  source: androidWaitlist.source,
  status: androidWaitlist.status,
  language: androidWaitlist.language,
  createdAt: androidWaitlist.createdAt,
  confirmedAt: androidWaitlist.confirmedAt,
  unsubscribedAt: androidWaitlist.unsubscribedAt,
  notifiedAt: androidWaitlist.notifiedAt,
};

type Search = { q?: string | undefined };

/** What a list's filter may need besides its query: the clock, and who is asking ("mine"). */
export type ListContext = { now: Date; adminId: string };

/**
 * An enquiry past its promised reply at `now` with no reply from /admin, not resolved (R-DESK-22): the
 * one rule, read at the server's clock, behind the overdue view, the overview's count and each row's mark.
 */
function overdueAt(now: Date): SQL {
  return sql`(${and(
    isNull(contactEnquiries.firstRepliedAt),
    ne(contactEnquiries.status, "resolved"),
    lt(contactEnquiries.createdAt, new Date(overdueBefore(now.getTime()))),
  )})`;
}

/** An enquiry's `columns` and whether it is overdue at `now` (R-DESK-22). */
export function withOverdue<Columns extends typeof enquirySummaryColumns>(columns: Columns, now: Date) {
  return { ...columns, overdue: overdueAt(now).mapWith(Boolean).as("overdue") };
}

/** The desk's views (R-DESK-23): the admin's own, nobody's, and those past their promised reply (R-DESK-22). */
function enquiryView(view: EnquiryViewFilter, { now, adminId }: ListContext): SQL | undefined {
  switch (view) {
    case "mine":
      return eq(contactEnquiries.ownerId, adminId);
    case "unassigned":
      return isNull(contactEnquiries.ownerId);
    case "overdue":
      return overdueAt(now);
  }
}

export function enquiryFilter(
  { q, status, view }: Search & { status?: EnquiryStatus | undefined; view?: EnquiryViewFilter | undefined },
  context?: ListContext,
): SQL | undefined {
  const like = q ? containing(q) : undefined;
  const columns = [
    contactEnquiries.email,
    contactEnquiries.firstName,
    contactEnquiries.lastName,
    contactEnquiries.subject,
    contactEnquiries.message,
    contactEnquiries.phone,
  ];
  return and(
    like ? or(...columns.map((column) => ilike(column, like))) : undefined,
    status ? eq(contactEnquiries.status, status) : undefined,
    view && context ? enquiryView(view, context) : undefined,
  );
}

export function subscriberFilter({ q, status }: Search & { status?: SubscriberStatus | undefined }) {
  return and(
    q ? ilike(newsletterSubscribers.email, containing(q)) : undefined,
    status ? eq(newsletterSubscribers.status, status) : undefined,
  );
}

const NOTIFIED = { yes: isNotNull(androidWaitlist.notifiedAt), no: isNull(androidWaitlist.notifiedAt) };

export function waitlistFilter({
  q,
  status,
  notified,
}: Search & { status?: WaitlistStatus | undefined; notified?: "yes" | "no" | undefined }) {
  return and(
    q ? ilike(androidWaitlist.email, containing(q)) : undefined,
    status ? eq(androidWaitlist.status, status) : undefined,
    notified ? NOTIFIED[notified] : undefined,
  );
}

/** The three lead lists: their table, what a list row sends (at the list's clock), their search, and what a CSV row adds to the table's columns. */
export const LEADS = {
  enquiries: {
    table: contactEnquiries,
    columns: ({ now }: ListContext) => withOverdue(enquirySummaryColumns, now),
    filter: enquiryFilter,
    exported: { ownerEmail: enquirySummaryColumns.ownerEmail },
  },
  subscribers: {
    table: newsletterSubscribers,
    columns: () => subscriberColumns,
    filter: subscriberFilter,
    exported: {},
  },
  waitlist: { table: androidWaitlist, columns: () => waitlistColumns, filter: waitlistFilter, exported: {} },
};
export type LeadName = keyof typeof LEADS;

/** Every row a search matches, newest first, for a CSV export: the table's columns and `extra` ones (an enquiry's owner). */
export async function exportRows<T extends LeadTable, Extra extends SelectedFields>(
  db: Db,
  table: T,
  where: SQL | undefined,
  extra: Extra,
) {
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion -- needed: drizzle's from() cannot check a generic table, only its constraint
  const leadTable = table as LeadTable;
  const rows = await db
    .select({ ...getTableColumns(leadTable), ...extra })
    .from(leadTable)
    .where(where)
    .orderBy(desc(table.createdAt))
    .limit(EXPORT_MAX_ROWS);
  return rows as unknown as (T["$inferSelect"] & SelectResultFields<Extra>)[];
}

/** One enquiry as its view shows it, overdue or not at `now`. */
export async function findEnquiry(db: Db, id: string, now: Date) {
  const [row] = await db
    .select(withOverdue(enquiryDetailColumns, now))
    .from(contactEnquiries)
    .where(eq(contactEnquiries.id, id));
  return row;
}

/**
 * Reads `columns` of enquiry `id` and locks its row until the caller's transaction ends, so a
 * change made from what was read cannot cross another admin's: the row, or nothing without such an enquiry.
 */
export async function lockEnquiry<Columns extends SelectedFields>(
  tx: Pick<Db, "select">,
  id: string,
  columns: Columns,
): Promise<SelectResultFields<Columns> | undefined> {
  const rows = await tx.select(columns).from(contactEnquiries).where(eq(contactEnquiries.id, id)).for("update");
  return (rows as unknown as SelectResultFields<Columns>[])[0];
}

/** Moves an enquiry to `status` (inside the caller's transaction): its status before and after, or nothing without such an enquiry. */
export async function setEnquiryStatus(tx: Db, id: string, status: EnquiryStatus, at: Date) {
  const before = await lockEnquiry(tx, id, { status: contactEnquiries.status });
  if (!before) return undefined;
  const [row] = await tx
    .update(contactEnquiries)
    .set({ status, updatedAt: at, resolvedAt: status === "resolved" ? at : null })
    .where(eq(contactEnquiries.id, id))
    .returning(enquiryDetailColumns);
  return { from: before.status, row: row! };
}

/** The first time wins: a second mark keeps the first time. */
const firstTime = (column: typeof androidWaitlist.notifiedAt | typeof newsletterSubscribers.unsubscribedAt, at: Date) =>
  sql`coalesce(${column}, ${at.toISOString()}::timestamptz)`;

/** Unsubscribes a subscriber (R-SAFE-27: a confirmation sent since an earlier unsubscribe stops working). */
export async function unsubscribe(db: Db, id: string, at: Date) {
  const [row] = await db
    .update(newsletterSubscribers)
    .set({ status: "unsubscribed", unsubscribedAt: unsubscribedAtOnLeaving(newsletterSubscribers, at) })
    .where(eq(newsletterSubscribers.id, id))
    .returning(subscriberColumns);
  return row;
}

export async function markNotified(db: Db, id: string, at: Date) {
  const [row] = await db
    .update(androidWaitlist)
    .set({ notifiedAt: firstTime(androidWaitlist.notifiedAt, at) })
    .where(eq(androidWaitlist.id, id))
    .returning(waitlistColumns);
  return row;
}
