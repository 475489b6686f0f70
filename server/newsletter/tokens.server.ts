/**
 * The newsletter's signed links (R-FOLLOW-08, 11), HMACs under keys derived
 * from the app secret for these purposes alone (server/secrets.server.ts).
 * - Confirmation: `id.sentAt.mac`, bound to the subscriber's row and to the
 *   confirmation it came with (its confirmation_sent_at), so a link stops
 *   working once a newer one was sent, and a used one cannot change a later
 *   state. It expires NEWSLETTER.confirmationTtlMs after it was sent.
 * - Unsubscribe: `id.mac`, never expires: List-Unsubscribe links in old
 *   e-mails must keep working.
 */
import { NEWSLETTER } from "../../core/constants";
import type { Locale } from "../../core/locales";
import { newsletterPath } from "../../core/pages";
import { siteConfig } from "../../site.config";
import { isSignedFor, signFor } from "../secrets.server";

const CONFIRM = "newsletter-confirm";
const UNSUBSCRIBE = "newsletter-unsubscribe";
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export type ConfirmationClaim = { subscriberId: string; sentAt: Date; expired: boolean };

export function confirmationToken(secret: string, subscriberId: string, sentAt: Date): string {
  const message = `${subscriberId}.${sentAt.getTime().toString(36)}`;
  return `${message}.${signFor(secret, CONFIRM, message)}`;
}

/** What a confirmation token of ours says, or null for anything we did not sign. */
export function readConfirmationToken(secret: string, token: string, now: number): ConfirmationClaim | null {
  const [id, sent, mac, extra] = token.split(".");
  if (!id || !sent || !mac || extra !== undefined || !isSignedFor(secret, CONFIRM, `${id}.${sent}`, mac)) return null;
  const sentAt = parseInt(sent, 36);
  if (!UUID.test(id) || !Number.isSafeInteger(sentAt)) return null;
  return { subscriberId: id, sentAt: new Date(sentAt), expired: now > sentAt + NEWSLETTER.confirmationTtlMs };
}

export function unsubscribeToken(secret: string, subscriberId: string): string {
  return `${subscriberId}.${signFor(secret, UNSUBSCRIBE, subscriberId)}`;
}

/** The subscriber an unsubscribe token of ours names, or null. */
export function readUnsubscribeToken(secret: string, token: string): string | null {
  const [id, mac, extra] = token.split(".");
  if (!id || !mac || extra !== undefined || !UUID.test(id)) return null;
  return isSignedFor(secret, UNSUBSCRIBE, id, mac) ? id : null;
}

const linkTo = (path: string, token: string) => `${siteConfig.origin}${path}?token=${encodeURIComponent(token)}`;

/** The link in the confirmation e-mail, to the confirm page of the subscriber's edition. */
export function confirmUrl(secret: string, subscriberId: string, sentAt: Date, language?: Locale): string {
  return linkTo(newsletterPath("confirm", language), confirmationToken(secret, subscriberId, sentAt));
}

/** The List-Unsubscribe link (https, RFC 8058) and the footer's "Unsubscribe" of every newsletter e-mail, in the subscriber's edition. */
export function unsubscribeUrl(secret: string, subscriberId: string, language?: Locale): string {
  return linkTo(newsletterPath("unsubscribe", language), unsubscribeToken(secret, subscriberId));
}
