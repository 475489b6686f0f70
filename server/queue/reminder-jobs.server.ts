/**
 * What the queue does for renewal reminders (R-FOLLOW-42, 44):
 * - `reminder-confirmation`: the double opt-in's e-mail, one job per row and
 *   confirmation time (confirmation_sent_at, which the signup stamps only for
 *   a new, returning or day-old pending row), fresh for the link's 7 days.
 * - `renewal-reminder`: the reminder itself, one job per row and confirmation
 *   (confirmed_at), so a confirm repeated, a sweep run twice or two instances
 *   never send it twice, and a row unsubscribed and confirmed again is sent once more.
 * When a reminder is due is the row's business, not a job's: pg-boss compares
 * a job's startAfter with the database's clock, which no test can move, and a
 * job waiting eleven months would outlive pg-boss's retention. So an hourly
 * cron (pg-boss `schedule`) sweeps the scheduled rows due by the queue's
 * clock (injectable in tests) onto the mail queue; a row confirmed when its
 * date has passed is queued at the confirmation. Each job reads the row when it
 * is sent: an unsubscribed or erased reminder gets nothing.
 */
import { and, asc, eq, gt, lte } from "drizzle-orm";
import { REMINDERS } from "../../core/constants";
import { gulfMidnight, gulfMonth } from "../../core/gulf-time";
import { reminderDueAt, reminderTiming } from "../../core/schemas/reminder";
import type { Database } from "../db/client.server";
import { renewalReminders } from "../db/schema";
import { reminderConfirmationMail } from "../mail/reminder-confirmation";
import { renewalReminderMail } from "../mail/renewal-reminder";
import type { OutgoingMail } from "../mailer.server";
import { reminderQuotePath } from "../../core/pages";
import { siteConfig } from "../../site.config";
import { reminderConfirmUrl, reminderUnsubscribeUrl } from "../reminders/tokens.server";
import { awaitsThisConfirmation, confirmationMailKind, freshPendingConfirmations } from "./confirmation-jobs.server";
import type { MailDeps, MailKind } from "./jobs.server";
import { startGulfCron, type Queue } from "./queue.server";

export const REMINDER_QUEUE = "renewal-reminders";
/** Five past every hour, Gulf time: a reminder goes out within the hour its day starts. */
export const REMINDER_CRON = "5 * * * *";
const DAY_MS = 24 * 60 * 60 * 1000;

export type ReminderConfirmationJob = { kind: "reminder-confirmation"; reminderId: string; sentAt: string };
export type RenewalReminderJob = { kind: "renewal-reminder"; reminderId: string; confirmedAt: string };
export type ReminderMailJob = ReminderConfirmationJob | RenewalReminderJob;

export function reminderConfirmationJob(reminderId: string, sentAt: Date): ReminderConfirmationJob {
  return { kind: "reminder-confirmation", reminderId, sentAt: sentAt.toISOString() };
}

export function renewalReminderJob(reminderId: string, confirmedAt: Date): RenewalReminderJob {
  return { kind: "renewal-reminder", reminderId, confirmedAt: confirmedAt.toISOString() };
}

async function readRow(db: Database, reminderId: string) {
  const [row] = await db.select().from(renewalReminders).where(eq(renewalReminders.id, reminderId));
  return row;
}

/**
 * The confirmation, or null when the row no longer waits for it, its link would have expired,
 * or its renewal month has begun (nothing left to confirm a reminder for). It says what the
 * confirmation will do by the rule at the time it is written (R-FOLLOW-49): the reminder's day
 * while that day is ahead, otherwise that the quote link follows at once.
 */
async function composeConfirmation(
  { db, secret, now }: MailDeps,
  { reminderId, sentAt }: ReminderConfirmationJob,
): Promise<OutgoingMail | null> {
  const row = await readRow(db, reminderId);
  // Pending, or unsubscribed and asked for again since (R-SAFE-27): the confirmation is its way back.
  if (!awaitsThisConfirmation(row, sentAt, REMINDERS.confirmationTtlMs, now())) return null;
  const timing = reminderTiming(row.renewalMonth, now());
  if (timing.kind === "begun") return null;
  return reminderConfirmationMail({
    email: row.email,
    renewalMonth: row.renewalMonth,
    timing,
    language: row.language,
    confirmUrl: reminderConfirmUrl(secret, row.id, row.confirmationSentAt, row.language),
    unsubscribeUrl: reminderUnsubscribeUrl(secret, row.id, row.language),
    sentAt: row.confirmationSentAt,
  });
}

/**
 * The reminder, or null when there is nothing to send: the row unsubscribed,
 * erased, sent, confirmed again since, not due yet on the queue's clock, or
 * its renewal month already begun.
 */
async function composeReminder(
  { db, secret, now }: MailDeps,
  { reminderId, confirmedAt }: RenewalReminderJob,
): Promise<OutgoingMail | null> {
  const row = await readRow(db, reminderId);
  if (row?.status !== "scheduled" || row.confirmedAt?.getTime() !== Date.parse(confirmedAt)) return null;
  if (now() < reminderDueAt(row.renewalMonth) || now() >= gulfMidnight(row.renewalMonth)) return null;
  return renewalReminderMail({
    email: row.email,
    renewalMonth: row.renewalMonth,
    // Confirmed when its day had come: the quote link the confirmation promised (R-FOLLOW-49).
    followUp: reminderTiming(row.renewalMonth, Date.parse(confirmedAt)).kind !== "ahead",
    language: row.language,
    // Through our redirect, which records the press as a hand-off (R-FUNNEL-18).
    quoteUrl: `${siteConfig.origin}${reminderQuotePath(row.id)}`,
    unsubscribeUrl: reminderUnsubscribeUrl(secret, row.id, row.language),
  });
}

async function markSent({ db, now }: MailDeps, { reminderId }: RenewalReminderJob): Promise<void> {
  await db
    .update(renewalReminders)
    .set({ status: "sent", sentAt: new Date(now()) })
    .where(and(eq(renewalReminders.id, reminderId), eq(renewalReminders.status, "scheduled")));
}

export const REMINDER_MAIL_KINDS: {
  "reminder-confirmation": MailKind<ReminderConfirmationJob>;
  "renewal-reminder": MailKind<RenewalReminderJob>;
} = {
  "reminder-confirmation": confirmationMailKind(
    REMINDERS.confirmationTtlMs,
    (job) => job.reminderId,
    composeConfirmation,
  ),
  "renewal-reminder": {
    // Worth sending until its month begins (compose checks the month too).
    freshnessMs: REMINDERS.leadDays * DAY_MS,
    key: (job) => `${job.reminderId}:${job.confirmedAt}`,
    compose: composeReminder,
    sent: markSent,
  },
};

/**
 * Scheduled reminders due at `now` whose renewal month has not begun: due means
 * the month starts within REMINDERS.leadDays, i.e. it is at most the Gulf month of now + leadDays.
 */
export async function dueReminders(db: Database, now: number): Promise<RenewalReminderJob[]> {
  const rows = await db
    .select({ id: renewalReminders.id, confirmedAt: renewalReminders.confirmedAt })
    .from(renewalReminders)
    .where(
      and(
        eq(renewalReminders.status, "scheduled"),
        gt(renewalReminders.renewalMonth, gulfMonth(now)),
        lte(renewalReminders.renewalMonth, gulfMonth(now + REMINDERS.leadDays * DAY_MS)),
      ),
    )
    .orderBy(asc(renewalReminders.renewalMonth))
    .limit(5000);
  return rows.flatMap((row) => (row.confirmedAt ? [renewalReminderJob(row.id, row.confirmedAt)] : []));
}

/** Pending reminders whose latest confirmation is still fresh: queued again at start (deduplicated by key). */
export async function pendingReminderConfirmations(db: Database, now: number): Promise<ReminderConfirmationJob[]> {
  const rows = await freshPendingConfirmations(db, renewalReminders, REMINDERS.confirmationTtlMs, now);
  return rows.map((row) => reminderConfirmationJob(row.id, row.sentAt));
}

/** The hourly sweep's cron (server/queue/queue.server.ts `startGulfCron`): `sweep` queues the due reminders. */
export function startReminderSweep(queue: Queue, sweep: () => Promise<number>): Promise<() => Promise<void>> {
  return startGulfCron(queue, REMINDER_QUEUE, REMINDER_CRON, sweep);
}
