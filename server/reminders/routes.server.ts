/**
 * The renewal reminders' links (R-FOLLOW-42, 43), as the newsletter's:
 * - POST /api/reminders/confirm `{ token }`: what the confirm page's button
 *   calls once the page has its script (R-SAFE-20, 21); opening the page
 *   changes nothing, so a mail scanner confirms nobody. A reminder confirmed
 *   when its date has already come is queued at once.
 * - POST /reminders/unsubscribe?token=… (and /ar/…) with the form body
 *   `List-Unsubscribe=One-Click`: RFC 8058's one-click unsubscribe and the
 *   unsubscribe page's button.
 * No CSRF token or origin check: the signed token is the authority.
 */
import type { ReminderLinkAnswer } from "../../core/schemas/reminder";
import type { LinkConfirmations } from "../links/confirm-links.server";
import { createConfirmRoute, createOneClickUnsubscribe } from "../links/link-routes.server";
import { unsubscribeReminder } from "./reminders.server";
import { readReminderUnsubscribe } from "./tokens.server";

/** Mounted at /api/reminders. */
export const createReminderRoutes = ({ confirmations }: { confirmations: LinkConfirmations }) =>
  createConfirmRoute<ReminderLinkAnswer>((token) => confirmations.reminder(token));

/** Mounted at each edition's REMINDER_PATHS.unsubscribe. */
export const createReminderOneClick = createOneClickUnsubscribe(readReminderUnsubscribe, unsubscribeReminder);
