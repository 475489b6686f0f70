/**
 * The overview's counts: leads today (Gulf time), in the last 7 and 30 days, in all, and per day for 30 days.
 * Newsletter subscribers and waitlist entries are the confirmed ones (R-FOLLOW-13, R-SAFE-32); addresses
 * awaiting confirmation are counted apart.
 */
import { and, count, eq, sql, type SQL } from "drizzle-orm";
import type { Overview, PeriodCounts } from "../../../core/admin-api";
import { GULF_TIME_ZONE, gulfDay } from "../../../core/gulf-time";
import type { Database } from "../client.server";
import { androidWaitlist, contactEnquiries, newsletterSubscribers } from "../schema";
import { enquiryFilter, type LeadTable } from "./leads";

const DAY_MS = 24 * 60 * 60 * 1000;
const CHART_DAYS = 30;

export async function overview(db: Database, at: number): Promise<Omit<Overview, "mailConfigured" | "failedMessages">> {
  const since = (days: number) => new Date(at - days * DAY_MS).toISOString();
  // "Today" starts at midnight in the Gulf.
  const todayStart = sql`((${new Date(at).toISOString()}::timestamptz at time zone ${GULF_TIME_ZONE})::date::timestamp at time zone ${GULF_TIME_ZONE})`;
  const confirmed = eq(newsletterSubscribers.status, "subscribed");
  const confirmedEntry = eq(androidWaitlist.status, "confirmed");
  const periods = (table: LeadTable, where?: SQL) =>
    db
      .select({
        today: sql<number>`count(*) filter (where ${table.createdAt} >= ${todayStart})`.mapWith(Number),
        last7Days: sql<number>`count(*) filter (where ${table.createdAt} >= ${since(7)})`.mapWith(Number),
        last30Days: sql<number>`count(*) filter (where ${table.createdAt} >= ${since(30)})`.mapWith(Number),
        total: count(),
      })
      .from(table)
      .where(where)
      .then((rows) => rows[0] as PeriodCounts);
  const perDay = (table: LeadTable, where?: SQL) =>
    db
      .select({
        day: sql<string>`to_char((${table.createdAt} at time zone ${GULF_TIME_ZONE})::date, 'YYYY-MM-DD')`,
        count: count(),
      })
      .from(table)
      .where(and(sql`${table.createdAt} >= ${todayStart} - ${`${CHART_DAYS - 1} days`}::interval`, where))
      .groupBy(sql`1`)
      .then((rows) => new Map(rows.map((row) => [row.day, row.count])));
  const [
    enquiries,
    subscribers,
    waitlist,
    open,
    pending,
    pendingEntries,
    enquiryDays,
    subscriberDays,
    waitlistDays,
    overdue,
  ] = await Promise.all([
    periods(contactEnquiries),
    periods(newsletterSubscribers, confirmed),
    periods(androidWaitlist, confirmedEntry),
    db.select({ value: count() }).from(contactEnquiries).where(eq(contactEnquiries.status, "new")),
    db.select({ value: count() }).from(newsletterSubscribers).where(eq(newsletterSubscribers.status, "pending")),
    db.select({ value: count() }).from(androidWaitlist).where(eq(androidWaitlist.status, "pending")),
    perDay(contactEnquiries),
    perDay(newsletterSubscribers, confirmed),
    perDay(androidWaitlist, confirmedEntry),
    db
      .select({ value: count() })
      .from(contactEnquiries)
      .where(enquiryFilter({ view: "overdue" }, { now: new Date(at), adminId: "" })),
  ]);
  // Gulf time has no daylight saving: every day there is 24 hours long.
  const daily = Array.from({ length: CHART_DAYS }, (_, index) => {
    const day = gulfDay(at - (CHART_DAYS - 1 - index) * DAY_MS);
    return {
      day,
      enquiries: enquiryDays.get(day) ?? 0,
      subscribers: subscriberDays.get(day) ?? 0,
      waitlist: waitlistDays.get(day) ?? 0,
    };
  });
  return {
    openEnquiries: open[0]?.value ?? 0,
    overdueEnquiries: overdue[0]?.value ?? 0,
    enquiries,
    subscribers,
    pendingSubscribers: pending[0]?.value ?? 0,
    waitlist,
    pendingWaitlist: pendingEntries[0]?.value ?? 0,
    daily,
  };
}
