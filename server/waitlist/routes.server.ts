/**
 * The Android waitlist's confirmation (R-SAFE-28), as the newsletter's: POST
 * /api/waitlist/confirm `{ token }` is what the confirm page's button calls once the page has its
 * script (R-SAFE-20, 21); opening the page (GET /waitlist/confirm) changes nothing, so a mail
 * scanner confirms nobody. No CSRF token or origin check: the signed token is the authority.
 * Leaving the waitlist is ./unsubscribe.server.ts.
 */
import type { WaitlistLinkAnswer } from "../../core/schemas/waitlist";
import type { LinkConfirmations } from "../links/confirm-links.server";
import { createConfirmRoute } from "../links/link-routes.server";

/** Mounted at /api/waitlist. */
export const createWaitlistRoutes = ({ confirmations }: { confirmations: LinkConfirmations }) =>
  createConfirmRoute<WaitlistLinkAnswer>((token) => confirmations.waitlist(token));
