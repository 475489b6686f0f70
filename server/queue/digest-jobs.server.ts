/**
 * The team's daily digest of signups (R-FOLLOW-33), with the day's funnel
 * (R-FUNNEL-75), and the weekly funnel report (R-FUNNEL-76). pg-boss's cron
 * (`schedule`, with `tz`) puts a job on DIGEST_QUEUE at 08:00 Gulf time every
 * day, and on WEEKLY_REPORT_QUEUE at 08:00 every Sunday; pg-boss lets one
 * instance a minute fire a schedule, and each mail job is keyed by the day or
 * the week it covers, so it goes out once even if the trigger ran twice. The
 * trigger's worker reads the day from the queue's clock (injectable in tests):
 * the Gulf day before the one it runs on, or the last whole week (Sunday to
 * Saturday) before it.
 */
import { and, gte, lt } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { FUNNEL } from "../../core/constants";
import { gulfDay, gulfDayStart } from "../../core/gulf-time";
import type { Database } from "../db/client.server";
import { androidWaitlist, newsletterSubscribers, renewalReminders } from "../db/schema";
import { brokerReported, funnelReport } from "../db/queries/funnel";
import { dailyDigestMail, type Digest } from "../mail/daily-digest";
import { weeklyReportMail } from "../mail/weekly-report";
import type { OutgoingMail } from "../mailer.server";
import { startGulfCron, type Queue } from "./queue.server";

export const DIGEST_QUEUE = "daily-digest";
/** 08:00 every day in the Gulf. */
export const DIGEST_CRON = "0 8 * * *";

const DAY_MS = 24 * 60 * 60 * 1000;
/** Yesterday's digest is still worth reading today; older ones are not. */
export const DIGEST_FRESHNESS_MS = DAY_MS;

export type DigestJob = { day: string };

/** The Gulf day before the one `at` falls on (Gulf time has no daylight saving: a day is 24 hours). */
export function previousGulfDay(at: number): string {
  return gulfDay(at - DAY_MS);
}

/** The instants [start, end) of a Gulf calendar day. */
function gulfDayBounds(day: string): [Date, Date] {
  const start = new Date(`${day}T00:00:00+04:00`);
  return [start, new Date(start.getTime() + DAY_MS)];
}

const SOURCE_LABELS: Record<string, string> = {
  footer: "footer",
  popup: "popup",
  app_download_dialog: "app download dialog",
  home: "home page",
  quote_dialog: "quote dialog",
};
const source = (value: string) => SOURCE_LABELS[value] ?? value;

/** The day's signups, oldest first. */
export async function readDigest(db: Database, day: string): Promise<Digest> {
  const [start, end] = gulfDayBounds(day);
  const within = (column: PgColumn) => and(gte(column, start), lt(column, end));
  const [newsletter, waitlist, reminders, funnel, reported] = await Promise.all([
    db
      .select()
      .from(newsletterSubscribers)
      .where(within(newsletterSubscribers.createdAt))
      .orderBy(newsletterSubscribers.createdAt),
    db.select().from(androidWaitlist).where(within(androidWaitlist.createdAt)).orderBy(androidWaitlist.createdAt),
    db.select().from(renewalReminders).where(within(renewalReminders.createdAt)).orderBy(renewalReminders.createdAt),
    funnelReport(db, { from: day, to: day, by: "source" }),
    brokerReported(db, day, day),
  ]);
  return {
    day,
    newsletter: newsletter.map((row) => ({
      email: row.email,
      detail: `${source(row.source)}, ${row.status}`,
      createdAt: row.createdAt,
    })),
    waitlist: waitlist.map((row) => ({ email: row.email, detail: source(row.source), createdAt: row.createdAt })),
    reminders: reminders.map((row) => ({
      email: row.email,
      detail: `renews ${row.renewalMonth}, ${row.status}`,
      createdAt: row.createdAt,
    })),
    funnel: { counts: funnel.totals, reported },
  };
}

export async function composeDigest(db: Database, { day }: DigestJob): Promise<OutgoingMail> {
  return dailyDigestMail(await readDigest(db, day));
}

/** The digest's cron (server/queue/queue.server.ts `startGulfCron`): it queues the mail job of the Gulf day before. */
export function startDigest(
  queue: Queue,
  queueDigest: (day: string) => Promise<unknown>,
): Promise<() => Promise<void>> {
  return startGulfCron(queue, DIGEST_QUEUE, DIGEST_CRON, () => queueDigest(previousGulfDay(queue.now())));
}

export const WEEKLY_REPORT_QUEUE = "weekly-report";
/** 08:00 every Sunday in the Gulf (R-FUNNEL-76). */
export const WEEKLY_REPORT_CRON = "0 8 * * 0";
/** Last week's report is still worth reading until Tuesday; older ones are not. */
export const WEEKLY_REPORT_FRESHNESS_MS = 2 * DAY_MS;

/** The week a weekly report covers: its Sunday and its Saturday, Gulf days. */
export type WeeklyReportJob = { from: string; to: string };

/**
 * The last whole week (Sunday to Saturday, Gulf days) before the Gulf day `at` falls on: on a
 * Sunday the seven days before it; a trigger that runs late (after a restart) still names that week.
 */
export function lastGulfWeek(at: number): WeeklyReportJob {
  const today = gulfDay(at);
  // 0 on a Sunday: the Saturday before is 1 day back; on a Monday 2, … on a Saturday 7.
  const weekday = new Date(`${today}T00:00:00Z`).getUTCDay();
  const saturday = gulfDayStart(today) - (weekday + 1) * DAY_MS;
  return { from: gulfDay(saturday - 6 * DAY_MS), to: gulfDay(saturday) };
}

export async function composeWeeklyReport(db: Database, { from, to }: WeeklyReportJob): Promise<OutgoingMail> {
  const [report, reported] = await Promise.all([
    funnelReport(db, { from, to, by: "source" }),
    brokerReported(db, from, to),
  ]);
  return weeklyReportMail({ report, reported, topSources: report.rows.slice(0, FUNNEL.weeklyTopSources) });
}

/** The weekly report's cron: it queues the mail job of the last whole week before the queue's clock. */
export function startWeeklyReport(
  queue: Queue,
  queueReport: (week: WeeklyReportJob) => Promise<unknown>,
): Promise<() => Promise<void>> {
  // A Sunday missed while no instance ran is sent once when one is back (its job's key is its week).
  return startGulfCron(queue, WEEKLY_REPORT_QUEUE, WEEKLY_REPORT_CRON, () => queueReport(lastGulfWeek(queue.now())), {
    missed: "once",
  });
}
