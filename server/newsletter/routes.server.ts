/**
 * The newsletter's links (R-FOLLOW-10, 11):
 * - POST /api/newsletter/confirm `{ token }`: what the confirm page's button
 *   calls once the page has its script (R-SAFE-20, 21). The page itself
 *   (GET /newsletter/confirm) changes nothing, and nor does its script until a
 *   person presses the button, so a mail scanner confirms nobody.
 * - POST /newsletter/unsubscribe?token=… (and /ar/newsletter/unsubscribe) with the form body
 *   `List-Unsubscribe=One-Click`: RFC 8058's one-click unsubscribe, which mail
 *   providers send on the reader's behalf, and the unsubscribe page's button.
 * No CSRF token or origin check: the signed token is the authority, and a
 * mail provider's POST comes from no page of ours.
 */
import type { NewsletterLinkAnswer } from "../../core/schemas/newsletter";
import type { LinkConfirmations } from "../links/confirm-links.server";
import { createConfirmRoute, createOneClickUnsubscribe } from "../links/link-routes.server";
import { unsubscribeSubscriber } from "./subscriptions.server";
import { readUnsubscribeToken } from "./tokens.server";

/** Mounted at /api/newsletter. */
export const createNewsletterRoutes = ({ confirmations }: { confirmations: LinkConfirmations }) =>
  createConfirmRoute<NewsletterLinkAnswer>((token) => confirmations.newsletter(token));

/** Mounted at each edition's unsubscribe page, `newsletterPath("unsubscribe", locale)`. */
export const createNewsletterOneClick = createOneClickUnsubscribe(readUnsubscribeToken, unsubscribeSubscriber);
