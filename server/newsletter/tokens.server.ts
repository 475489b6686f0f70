/**
 * The newsletter's signed links (R-FOLLOW-08, 11): the confirmation's
 * `id.sentAt.mac`, expiring NEWSLETTER.confirmationTtlMs after it was sent,
 * and the unsubscribe's `id.mac`, which never expires (server/links/signed-links.server.ts).
 */
import { NEWSLETTER } from "../../core/constants";
import type { Locale } from "../../core/locales";
import { NEWSLETTER_PATHS, newsletterPath } from "../../core/pages";
import { signedLinksOf } from "../links/signed-links.server";

const NEWSLETTER_LINKS = signedLinksOf({
  confirm: "newsletter-confirm",
  unsubscribe: "newsletter-unsubscribe",
  ttlMs: NEWSLETTER.confirmationTtlMs,
  confirmPage: NEWSLETTER_PATHS.confirm,
});

export type ConfirmationClaim = { subscriberId: string; sentAt: Date; expired: boolean };

export const {
  confirmationToken,
  unsubscribeToken,
  readUnsubscribe: readUnsubscribeToken,
  confirmUrl,
} = NEWSLETTER_LINKS;

/** What a confirmation token of ours says, or null for anything we did not sign. */
export function readConfirmationToken(secret: string, token: string, now: number): ConfirmationClaim | null {
  const claim = NEWSLETTER_LINKS.readConfirmation(secret, token, now);
  return claim && { subscriberId: claim.rowId, sentAt: claim.sentAt, expired: claim.expired };
}

/** The List-Unsubscribe link (https, RFC 8058) and the footer's "Unsubscribe" of every newsletter e-mail, in the subscriber's edition. */
export function unsubscribeUrl(secret: string, subscriberId: string, language?: Locale): string {
  return NEWSLETTER_LINKS.unsubscribeUrl(secret, subscriberId, newsletterPath("unsubscribe", language));
}
