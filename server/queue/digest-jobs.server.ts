/**
 * The team's daily digest of signups (R-FOLLOW-33). pg-boss's cron
 * (`schedule`, with `tz`) puts a job on DIGEST_QUEUE at 08:00 Gulf time; pg-boss
 * lets one instance a minute fire a schedule, and the digest's mail job is keyed
 * by its day, so it goes out once even if the trigger ran twice. The trigger's
 * worker reads the day from the queue's clock (injectable in tests): the Gulf
 * day before the one it runs on.
 */
import { and, gte, lt } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { gulfDay } from "../../core/gulf-time";
import type { Database } from "../db/client.server";
import { androidWaitlist, newsletterSubscribers, renewalReminders } from "../db/schema";
import { dailyDigestMail, type Digest } from "../mail/daily-digest";
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
  const [newsletter, waitlist, reminders] = await Promise.all([
    db
      .select()
      .from(newsletterSubscribers)
      .where(within(newsletterSubscribers.createdAt))
      .orderBy(newsletterSubscribers.createdAt),
    db.select().from(androidWaitlist).where(within(androidWaitlist.createdAt)).orderBy(androidWaitlist.createdAt),
    db.select().from(renewalReminders).where(within(renewalReminders.createdAt)).orderBy(renewalReminders.createdAt),
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
