/**
 * The newsletter's signed links (R-FOLLOW-08, 11): the confirmation's
 * `id.sentAt.mac`, expiring NEWSLETTER.confirmationTtlMs after it was sent,
 * and the unsubscribe's `id.mac`, which never expires (server/links/signed-links.server.ts).
 */
import { NEWSLETTER } from "../../core/constants";
import type { Locale } from "../../core/locales";
import { newsletterPath } from "../../core/pages";
import {
  readConfirmation,
  readUnsubscribe,
  signConfirmation,
  signUnsubscribe,
  siteLinkWithToken,
  type SignedList,
} from "../links/signed-links.server";

const NEWSLETTER_LINKS: SignedList = {
  confirm: "newsletter-confirm",
  unsubscribe: "newsletter-unsubscribe",
  ttlMs: NEWSLETTER.confirmationTtlMs,
};

export type ConfirmationClaim = { subscriberId: string; sentAt: Date; expired: boolean };

export function confirmationToken(secret: string, subscriberId: string, sentAt: Date): string {
  return signConfirmation(secret, NEWSLETTER_LINKS, subscriberId, sentAt);
}

/** What a confirmation token of ours says, or null for anything we did not sign. */
export function readConfirmationToken(secret: string, token: string, now: number): ConfirmationClaim | null {
  const claim = readConfirmation(secret, NEWSLETTER_LINKS, token, now);
  return claim && { subscriberId: claim.rowId, sentAt: claim.sentAt, expired: claim.expired };
}

export function unsubscribeToken(secret: string, subscriberId: string): string {
  return signUnsubscribe(secret, NEWSLETTER_LINKS, subscriberId);
}

/** The subscriber an unsubscribe token of ours names, or null. */
export function readUnsubscribeToken(secret: string, token: string): string | null {
  return readUnsubscribe(secret, NEWSLETTER_LINKS, token);
}

/** The link in the confirmation e-mail, to the confirm page of the subscriber's edition. */
export function confirmUrl(secret: string, subscriberId: string, sentAt: Date, language?: Locale): string {
  return siteLinkWithToken(newsletterPath("confirm", language), confirmationToken(secret, subscriberId, sentAt));
}

/** The List-Unsubscribe link (https, RFC 8058) and the footer's "Unsubscribe" of every newsletter e-mail, in the subscriber's edition. */
export function unsubscribeUrl(secret: string, subscriberId: string, language?: Locale): string {
  return siteLinkWithToken(newsletterPath("unsubscribe", language), unsubscribeToken(secret, subscriberId));
}
