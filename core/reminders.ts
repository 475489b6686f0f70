/**
 * When renewal reminders are asked for and sent (R-FOLLOW-40, 44):
 * plain date arithmetic in Gulf time, without the schemas' weight, for the
 * browser's month list, the schema and the queue alike.
 */
import { REMINDERS } from "./constants";
import { addMonths, gulfDay, gulfMidnight, gulfMonth } from "./gulf-time";

/**
 * The renewal months a signup may name at `now`: the next REMINDERS.monthsAhead
 * months after the current Gulf month. The current month is not one: its
 * reminder date has passed, and a policy renewing this month is best served by
 * a quote today.
 */
export function renewalMonths(now: number): string[] {
  return renewalMonthsAfter(gulfMonth(now));
}

/** The renewal months on offer while the Gulf month is `current` (YYYY-MM). */
export function renewalMonthsAfter(current: string): string[] {
  return Array.from({ length: REMINDERS.monthsAhead }, (_, index) => addMonths(current, index + 1));
}

/** The twelve months by number ("01" … "12"): what a page rendered before anyone knows today's date offers. */
export const MONTHS_OF_YEAR = Array.from({ length: 12 }, (_, index) => String(index + 1).padStart(2, "0"));

/**
 * The renewal month a month's number names (R-HTML-03): the form of a prerendered page offers
 * months without their year, since it was rendered before today; each number is exactly one of
 * the twelve months on offer. Anything else is left as it was sent, for the schema to refuse.
 */
export function renewalMonthOf(sent: string, now: number): string {
  if (!MONTHS_OF_YEAR.includes(sent)) return sent;
  return renewalMonths(now).find((month) => month.endsWith(`-${sent}`)) ?? sent;
}

/** When the reminder of `renewalMonth` is due: 00:00 Gulf time, REMINDERS.leadDays before the 1st of the month. */
export function reminderDueAt(renewalMonth: string): number {
  return gulfMidnight(renewalMonth, -REMINDERS.leadDays);
}

/**
 * Where a reminder stands at `at` (R-FOLLOW-49), the one rule every page and e-mail words:
 * - `ahead`: its day (`remindOn`, a Gulf day) is still to come, and it goes out then;
 * - `close`: its day has come before its renewal month has: too late for a reminder ahead of
 *   it, so the quote link is given at once, on the page, and e-mailed once as the
 *   confirmation's follow-up;
 * - `begun`: the renewal month has begun: the quote link on the page, nothing e-mailed.
 * No page or e-mail names a day that is not `ahead`'s, so none names a day already past.
 */
export type ReminderTiming = { kind: "ahead"; remindOn: string } | { kind: "close" } | { kind: "begun" };

export function reminderTiming(renewalMonth: string, at: number): ReminderTiming {
  if (at >= gulfMidnight(renewalMonth)) return { kind: "begun" };
  const due = reminderDueAt(renewalMonth);
  return at < due ? { kind: "ahead", remindOn: gulfDay(due) } : { kind: "close" };
}
