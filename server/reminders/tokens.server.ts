/**
 * The renewal reminders' signed links (R-FOLLOW-42, 43), with keys of their
 * own: the confirmation's `id.sentAt.mac` expires REMINDERS.confirmationTtlMs
 * after it was sent; the unsubscribe's `id.mac` never does. Each link leads to
 * the page of the edition the reminder was asked for on.
 */
import { REMINDERS } from "../../core/constants";
import { localized, type Locale } from "../../core/locales";
import { REMINDER_PATHS } from "../../core/pages";
import { signedLinksOf } from "../links/signed-links.server";

const REMINDER_LINKS = signedLinksOf({
  confirm: "reminder-confirm",
  unsubscribe: "reminder-unsubscribe",
  ttlMs: REMINDERS.confirmationTtlMs,
  confirmPage: REMINDER_PATHS.confirm,
});

export const {
  confirmationToken: reminderConfirmationToken,
  readConfirmation: readReminderConfirmation,
  unsubscribeToken: reminderUnsubscribeToken,
  readUnsubscribe: readReminderUnsubscribe,
  confirmUrl: reminderConfirmUrl,
} = REMINDER_LINKS;

/** The List-Unsubscribe link and the footer's "Unsubscribe" of every reminder e-mail, to the page of its edition. */
export const reminderUnsubscribeUrl = (secret: string, reminderId: string, language: Locale): string =>
  REMINDER_LINKS.unsubscribeUrl(secret, reminderId, localized(REMINDER_PATHS.unsubscribe, language));
