/**
 * The Android waitlist's signed links (R-SAFE-28, R-FOLLOW-32), with keys of their own
 * (server/links/signed-links.server.ts): the confirmation's `id.sentAt.mac` expires
 * WAITLIST.confirmationTtlMs after it was sent and leads to the confirm page of the entry's
 * edition; the unsubscribe's `id.mac` never expires. Its purpose, "waitlist-unsubscribe", is the
 * one the announcement's links were signed with before the waitlist had a confirmation, so every
 * link already in an inbox keeps working.
 */
import { WAITLIST } from "../../core/constants";
import { localized, type Locale } from "../../core/locales";
import { WAITLIST_PATHS } from "../../core/pages";
import {
  readConfirmation,
  readUnsubscribe,
  signConfirmation,
  signUnsubscribe,
  siteLinkWithToken,
  type SignedConfirmation,
  type SignedList,
} from "../links/signed-links.server";

const WAITLIST_LINKS: SignedList = {
  confirm: "waitlist-confirm",
  unsubscribe: "waitlist-unsubscribe",
  ttlMs: WAITLIST.confirmationTtlMs,
};

/** Under /api: the server answers it, never the prerendered site (whose 404 page would). */
export const WAITLIST_UNSUBSCRIBE_PATH = "/api/waitlist/unsubscribe";

export const waitlistConfirmationToken = (secret: string, waitlistId: string, sentAt: Date) =>
  signConfirmation(secret, WAITLIST_LINKS, waitlistId, sentAt);

export const readWaitlistConfirmation = (secret: string, token: string, now: number): SignedConfirmation | null =>
  readConfirmation(secret, WAITLIST_LINKS, token, now);

export const waitlistUnsubscribeToken = (secret: string, waitlistId: string) =>
  signUnsubscribe(secret, WAITLIST_LINKS, waitlistId);

/** The waitlist entry an unsubscribe token of ours names, or null for anything forged, altered or malformed. */
export const readWaitlistUnsubscribeToken = (secret: string, token: string | undefined): string | null =>
  readUnsubscribe(secret, WAITLIST_LINKS, token ?? "");

/** The link in the confirmation e-mail, to the confirm page of the entry's edition. */
export function waitlistConfirmUrl(secret: string, waitlistId: string, sentAt: Date, language: Locale): string {
  return siteLinkWithToken(
    localized(WAITLIST_PATHS.confirm, language),
    waitlistConfirmationToken(secret, waitlistId, sentAt),
  );
}

/** The List-Unsubscribe link (https, RFC 8058) and the footer's "Unsubscribe" of every waitlist e-mail. */
export function waitlistUnsubscribeUrl(secret: string, waitlistId: string): string {
  return siteLinkWithToken(WAITLIST_UNSUBSCRIBE_PATH, waitlistUnsubscribeToken(secret, waitlistId));
}
