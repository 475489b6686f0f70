/**
 * Renewal reminders in the database (R-FOLLOW-41..44): the signup,
 * following the confirmation link, and unsubscribing. One row per address and
 * renewal month. A new row is `pending` with confirmation_sent_at = now; a
 * pending one, or an unsubscribed one that comes back (which stays unsubscribed
 * until it confirms again: R-SAFE-27), is stamped again only when its last
 * confirmation is a day old (R-SAFE-24); a scheduled or sent one is left
 * as it is. A row the signup stamped is a confirmation to send.
 */
import { and, eq, getTableColumns, inArray, or, sql } from "drizzle-orm";
import { REMINDERS } from "../../core/constants";
import type { Locale } from "../../core/locales";
import { quoteUrl } from "../../core/quote-url";
import { reminderTiming, type ReminderLinkAnswer, type ReminderSource } from "../../core/schemas/reminder";
import type { Database } from "../db/client.server";
import { awaitsConfirmation, confirmClaimed, unsubscribedAtOnLeaving } from "../db/queries/opt-out";
import { renewalReminders } from "../db/schema";
import type { SignedConfirmation } from "../links/signed-links.server";

export type ReminderSignupRow = {
  email: string;
  renewalMonth: string;
  source: ReminderSource;
  language: Locale;
  attribution: Record<string, string | number | boolean> | undefined;
  userAgent: string | null;
};

/** The confirmation to queue (the row and the time it was stamped), or null when none is due. */
export async function storeSignup(
  db: Database,
  signup: ReminderSignupRow,
  at: Date,
): Promise<{ reminderId: string; sentAt: Date } | null> {
  const resendOpen = new Date(at.getTime() - REMINDERS.confirmationResendMs);
  const excluded = (column: string) => sql.raw(`excluded.${column}`);
  const [stamped] = await db
    .insert(renewalReminders)
    .values({
      ...signup,
      attribution: signup.attribution ?? null,
      status: "pending",
      consentAt: at,
      confirmationSentAt: at,
    })
    .onConflictDoUpdate({
      target: [renewalReminders.email, renewalReminders.renewalMonth],
      set: {
        source: excluded("source"),
        language: excluded("language"),
        attribution: excluded("attribution"),
        userAgent: excluded("user_agent"),
        consentAt: excluded("consent_at"),
        confirmationSentAt: excluded("confirmation_sent_at"),
      },
      // Pending: a new link at most daily. Back after an unsubscribe: it stays unsubscribed, sent a new
      // link at most daily, until that link is pressed (R-SAFE-27).
      setWhere: sql`${renewalReminders.status} in ('pending', 'unsubscribed') and
        (${renewalReminders.confirmationSentAt} is null or ${renewalReminders.confirmationSentAt} <= ${resendOpen.toISOString()}::timestamptz)`,
    })
    .returning({ id: renewalReminders.id, sentAt: renewalReminders.confirmationSentAt });
  return stamped ? { reminderId: stamped.id, sentAt: stamped.sentAt! } : null;
}

export type ReminderConfirmOutcome =
  | (Extract<ReminderLinkAnswer, { state: "confirmed" | "already-confirmed" }> & { confirmedAt: Date })
  /** Expired, replaced by a newer link, or unsubscribed since. */
  | { state: "expired" }
  /** No longer stored (erased by the privacy tool). */
  | { state: "gone" };

type ReminderRow = typeof renewalReminders.$inferSelect;

/** A reminder's quote context: the reminder as its source, e-mail as its medium (R-FOLLOW-45). */
export const REMINDER_QUOTE_CONTEXT = { source: "renewal_reminder", medium: "email" } as const;

/**
 * The broker's quote link of a reminder, with the visit's attribution and the reminder as its source
 * (R-FOLLOW-45), and the id of the press when our redirect recorded one (R-FUNNEL-18).
 */
export function reminderQuoteUrl(row: Pick<ReminderRow, "attribution" | "language">, handoffId?: string): string {
  return quoteUrl({
    attribution: row.attribution,
    context: REMINDER_QUOTE_CONTEXT,
    locale: row.language,
    ...(handoffId ? { handoffId } : {}),
  });
}

/**
 * What a confirmed reminder's page says at `now` (R-FOLLOW-49), by the one rule: confirmed ahead
 * of its day, the day while it is still to come (once it has come, no day: the reminder has gone
 * or is going); confirmed when that day had already come, the quote link at once, and whether
 * it was e-mailed as the confirmation's follow-up. Never a day already past.
 */
function whenOf(
  row: ReminderRow & { confirmedAt: Date },
  now: number,
): Pick<Extract<ReminderConfirmOutcome, { email: string }>, "remindOn" | "close"> {
  const atConfirmation = reminderTiming(row.renewalMonth, row.confirmedAt.getTime());
  if (atConfirmation.kind !== "ahead")
    return { remindOn: null, close: { quoteUrl: reminderQuoteUrl(row), mailed: atConfirmation.kind === "close" } };
  const today = reminderTiming(row.renewalMonth, now);
  return { remindOn: row.status !== "sent" && today.kind === "ahead" ? today.remindOn : null };
}

/** Schedules the reminder if it still waits for exactly this confirmation and the link is fresh. */
export async function confirmReminder(
  db: Database,
  claim: SignedConfirmation,
  at: Date,
): Promise<ReminderConfirmOutcome> {
  const confirmed = await confirmClaimed(
    db,
    renewalReminders,
    "scheduled",
    claim,
    at,
    getTableColumns(renewalReminders),
  );
  if (confirmed)
    return {
      state: "confirmed",
      email: confirmed.email,
      renewalMonth: confirmed.renewalMonth,
      ...whenOf({ ...confirmed, confirmedAt: at }, at.getTime()),
      confirmedAt: at,
    };
  const [current] = await db.select().from(renewalReminders).where(eq(renewalReminders.id, claim.rowId));
  if (!current) return { state: "gone" };
  if ((current.status === "scheduled" || current.status === "sent") && current.confirmedAt)
    return {
      state: "already-confirmed",
      email: current.email,
      renewalMonth: current.renewalMonth,
      ...whenOf({ ...current, confirmedAt: current.confirmedAt }, at.getTime()),
      confirmedAt: current.confirmedAt,
    };
  return { state: "expired" };
}

/**
 * Unsubscribes a pending or scheduled reminder, or one waiting to be confirmed again after an
 * unsubscribe (R-SAFE-27: that confirmation stops working); a sent one stays sent, as nothing
 * more will go to it. Its e-mail, or null when it is no longer stored.
 */
export async function unsubscribeReminder(db: Database, reminderId: string, at: Date): Promise<string | null> {
  const row = eq(renewalReminders.id, reminderId);
  const [changed] = await db
    .update(renewalReminders)
    .set({ status: "unsubscribed", unsubscribedAt: unsubscribedAtOnLeaving(renewalReminders, at) })
    .where(
      and(row, or(inArray(renewalReminders.status, ["pending", "scheduled"]), awaitsConfirmation(renewalReminders))),
    )
    .returning({ email: renewalReminders.email });
  if (changed) return changed.email;
  const [current] = await db.select({ email: renewalReminders.email }).from(renewalReminders).where(row);
  return current?.email ?? null;
}
