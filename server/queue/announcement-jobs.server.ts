/**
 * The Android launch announcement (R-FOLLOW-31): one mail job per confirmed
 * waitlist entry (R-SAFE-29), keyed by the entry, so an address gets the
 * announcement once however often (and by however many admins) it is sent.
 * The jobs are paced by their start time, ANNOUNCEMENT_RATE_PER_MINUTE apart,
 * after any announcement mail still waiting: the pace is in the rows, so it
 * holds across restarts and instances and needs no rate limiter of our own.
 * Each job reads the entry and the announcement when it is sent, in the
 * entry's language, and sets `notified_at` once it went out: an entry that is
 * not confirmed by then (it left, or never confirmed) gets nothing.
 */
import { and, asc, eq, isNull, sql } from "drizzle-orm";
import { DEFAULT_LOCALE } from "../../core/locales";
import type { Database } from "../db/client.server";
import { androidWaitlist, waitlistAnnouncements } from "../db/schema";
import { waitlistAnnouncementMail } from "../mail/waitlist-announcement";
import type { OutgoingMail } from "../mailer.server";
import { waitlistUnsubscribeUrl } from "../waitlist/tokens.server";
import { jobsOfAnnouncement, lastWaitingStart, unfinishedJobCount } from "./pgboss-tables.server";
import type { Queue } from "./queue.server";

const DAY_MS = 24 * 60 * 60 * 1000;

export const ANNOUNCEMENT_KIND = "waitlist-announcement";
/** A launch announcement a week late is still news. */
export const ANNOUNCEMENT_FRESHNESS_MS = 7 * DAY_MS;

export type AnnouncementJob = { waitlistId: string; announcementId: string };

/** Who is told: confirmed entries only (R-SAFE-29); a pending or unsubscribed one, never. */
const CONFIRMED = eq(androidWaitlist.status, "confirmed");

/** The mail for one entry, or null: the entry is not confirmed (left, or never confirmed), gone, or was notified meanwhile. */
export async function composeAnnouncement(
  db: Database,
  { waitlistId, announcementId }: AnnouncementJob,
  secret: string,
): Promise<OutgoingMail | null> {
  const [entry] = await db.select().from(androidWaitlist).where(eq(androidWaitlist.id, waitlistId));
  if (entry?.status !== "confirmed" || entry.notifiedAt) return null;
  const [announcement] = await db
    .select()
    .from(waitlistAnnouncements)
    .where(eq(waitlistAnnouncements.id, announcementId));
  if (!announcement) return null;
  // In the entry's language; an announcement stored before it had Arabic texts has only its English.
  const arabic =
    entry.language === "ar" && announcement.subjectAr && announcement.bodyAr
      ? { subject: announcement.subjectAr, body: announcement.bodyAr }
      : null;
  return waitlistAnnouncementMail({
    to: entry.email,
    announcement: arabic ?? { subject: announcement.subject, body: announcement.body },
    unsubscribeUrl: waitlistUnsubscribeUrl(secret, entry.id),
    language: arabic ? "ar" : DEFAULT_LOCALE,
  });
}

export async function markAnnounced(db: Database, { waitlistId }: AnnouncementJob): Promise<void> {
  await db
    .update(androidWaitlist)
    .set({ notifiedAt: sql`coalesce(${androidWaitlist.notifiedAt}, now())` })
    .where(eq(androidWaitlist.id, waitlistId));
}

/** Confirmed entries not notified yet (R-SAFE-29): those an announcement is for. */
export const toBeAnnounced = and(CONFIRMED, isNull(androidWaitlist.notifiedAt));

/** Confirmed entries not notified yet, in the order they joined. */
export async function unnotifiedEntries(db: Database): Promise<string[]> {
  const rows = await db
    .select({ id: androidWaitlist.id })
    .from(androidWaitlist)
    .where(toBeAnnounced)
    .orderBy(asc(androidWaitlist.createdAt), asc(androidWaitlist.id));
  return rows.map((row) => row.id);
}

/** When the next announcement mail may start: now, or one step after the last one still waiting. */
export async function nextAnnouncementSlot(queue: Queue, queueName: string, stepMs: number): Promise<number> {
  const last = await lastWaitingStart(queue.tables, queueName, ANNOUNCEMENT_KIND);
  return Math.max(queue.now(), last === null ? 0 : last + stepMs);
}

/** Announcement mails on their way (waiting, retrying or being sent): their entries are not notified yet. */
export function announcementsOnTheirWay(queue: Queue, queueName: string): Promise<number> {
  return unfinishedJobCount(queue.tables, queueName, ANNOUNCEMENT_KIND);
}

/** How many mail jobs carry this announcement (those its sends created, not another's). */
export function announcementJobCount(queue: Queue, queueName: string, announcementId: string): Promise<number> {
  return jobsOfAnnouncement(queue.tables, queueName, announcementId);
}
