/**
 * The Android waitlist's signed links (R-SAFE-28, R-FOLLOW-32), with keys of their own
 * (server/links/signed-links.server.ts): the confirmation's `id.sentAt.mac` expires
 * WAITLIST.confirmationTtlMs after it was sent and leads to the confirm page of the entry's
 * edition; the unsubscribe's `id.mac` never expires. Its purpose, "waitlist-unsubscribe", is the
 * one the announcement's links were signed with before the waitlist had a confirmation, so every
 * link already in an inbox keeps working.
 */
import { WAITLIST } from "../../core/constants";
import { WAITLIST_PATHS } from "../../core/pages";
import { signedLinksOf } from "../links/signed-links.server";

const WAITLIST_LINKS = signedLinksOf({
  confirm: "waitlist-confirm",
  unsubscribe: "waitlist-unsubscribe",
  ttlMs: WAITLIST.confirmationTtlMs,
  confirmPage: WAITLIST_PATHS.confirm,
});

/** Under /api: the server answers it, never the prerendered site (whose 404 page would). */
export const WAITLIST_UNSUBSCRIBE_PATH = "/api/waitlist/unsubscribe";

export const {
  confirmationToken: waitlistConfirmationToken,
  readConfirmation: readWaitlistConfirmation,
  unsubscribeToken: waitlistUnsubscribeToken,
  confirmUrl: waitlistConfirmUrl,
} = WAITLIST_LINKS;

/** The waitlist entry an unsubscribe token of ours names, or null for anything forged, altered or malformed. */
export const readWaitlistUnsubscribeToken = (secret: string, token: string | undefined): string | null =>
  WAITLIST_LINKS.readUnsubscribe(secret, token ?? "");

/** The List-Unsubscribe link and the footer's "Unsubscribe" of every waitlist e-mail, one endpoint for both editions. */
export const waitlistUnsubscribeUrl = (secret: string, waitlistId: string): string =>
  WAITLIST_LINKS.unsubscribeUrl(secret, waitlistId, WAITLIST_UNSUBSCRIBE_PATH);
