/**
 * The renewal reminders' signed links (R-FOLLOW-42, 43), with keys of their
 * own: the confirmation's `id.sentAt.mac` expires REMINDERS.confirmationTtlMs
 * after it was sent; the unsubscribe's `id.mac` never does. Each link leads to
 * the page of the edition the reminder was asked for on.
 */
import { REMINDERS } from "../../core/constants";
import { localized, type Locale } from "../../core/locales";
import { REMINDER_PATHS } from "../../core/pages";
import {
  readConfirmation,
  readUnsubscribe,
  signConfirmation,
  signUnsubscribe,
  siteLinkWithToken,
  type SignedConfirmation,
  type SignedList,
} from "../links/signed-links.server";

const REMINDER_LINKS: SignedList = {
  confirm: "reminder-confirm",
  unsubscribe: "reminder-unsubscribe",
  ttlMs: REMINDERS.confirmationTtlMs,
};

export const reminderConfirmationToken = (secret: string, reminderId: string, sentAt: Date) =>
  signConfirmation(secret, REMINDER_LINKS, reminderId, sentAt);

export const readReminderConfirmation = (secret: string, token: string, now: number): SignedConfirmation | null =>
  readConfirmation(secret, REMINDER_LINKS, token, now);

export const reminderUnsubscribeToken = (secret: string, reminderId: string) =>
  signUnsubscribe(secret, REMINDER_LINKS, reminderId);

export const readReminderUnsubscribe = (secret: string, token: string): string | null =>
  readUnsubscribe(secret, REMINDER_LINKS, token);

/** The link in the confirmation e-mail. */
export function reminderConfirmUrl(secret: string, reminderId: string, sentAt: Date, language: Locale): string {
  return siteLinkWithToken(
    localized(REMINDER_PATHS.confirm, language),
    reminderConfirmationToken(secret, reminderId, sentAt),
  );
}

/** The List-Unsubscribe link (https, RFC 8058) and the footer's "Unsubscribe" of every reminder e-mail. */
export function reminderUnsubscribeUrl(secret: string, reminderId: string, language: Locale): string {
  return siteLinkWithToken(
    localized(REMINDER_PATHS.unsubscribe, language),
    reminderUnsubscribeToken(secret, reminderId),
  );
}
