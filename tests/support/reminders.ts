/**
 * Renewal reminders for browser tests: rows of the test server's database
 * (E2E_DATABASE_URL) and the links their e-mails carry, made with the
 * server's secret as the mail job makes them.
 */
import type { APIRequestContext } from "@playwright/test";
import { localized, type Locale } from "../../core/locales";
import { REMINDER_PATHS } from "../../core/pages";
import { renewalMonths } from "../../core/reminders";
import { reminderConfirmationToken, reminderUnsubscribeToken } from "../../server/reminders/tokens.server";
import { callAsVisitor, e2eQuery, pathWithToken as pathWith } from "./e2e-database";
import { TEST_SECRET } from "./requests";

export type ReminderRow = {
  id: string;
  status: string;
  source: string;
  language: string;
  renewal_month: string;
  confirmation_sent_at: Date;
};

export function reminderRows(email: string): Promise<ReminderRow[]> {
  return e2eQuery<ReminderRow>(
    "select id, status, source, language, renewal_month, confirmation_sent_at from renewal_reminders where email = $1 order by created_at",
    [email],
  );
}

/**
 * Makes the address's only reminder one confirmed at `confirmedAt` and sent then, as the queue
 * leaves a reminder confirmed when its day had already come (R-FOLLOW-49): the browser server's
 * clock cannot be moved, so its row is.
 */
export async function markReminderSent(email: string, confirmedAt: number): Promise<void> {
  const at = new Date(confirmedAt);
  await e2eQuery("update renewal_reminders set status = 'sent', confirmed_at = $2, sent_at = $2 where email = $1", [
    email,
    at,
  ]);
}

/** A signup through the public function, from an address of its own (the per-IP limit stays out of the way). */
export function signUpForReminder(
  request: APIRequestContext,
  email: string,
  { language = "en", renewalMonth = renewalMonths(Date.now())[2]! }: { language?: Locale; renewalMonth?: string } = {},
): Promise<number> {
  return callAsVisitor(
    request,
    "renewal-reminder-signup",
    { email, renewalMonth, consent: true, language },
    { csrf: true },
  );
}

/** The confirmation e-mail's link (path and query) of the address's only reminder, in its edition. */
export async function reminderConfirmLink(email: string): Promise<string> {
  const [row] = await reminderRows(email);
  return pathWith(
    localized(REMINDER_PATHS.confirm, row!.language as Locale),
    reminderConfirmationToken(TEST_SECRET, row!.id, row!.confirmation_sent_at),
  );
}

export async function reminderUnsubscribeLink(email: string): Promise<string> {
  const [row] = await reminderRows(email);
  return pathWith(
    localized(REMINDER_PATHS.unsubscribe, row!.language as Locale),
    reminderUnsubscribeToken(TEST_SECRET, row!.id),
  );
}
