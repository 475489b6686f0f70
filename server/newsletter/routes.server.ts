/**
 * The newsletter's links (R-FOLLOW-10, 11):
 * - POST /api/newsletter/confirm `{ token }`: what the confirm page's script
 *   calls. The page itself (GET /newsletter/confirm) changes nothing, so a
 *   mail scanner that prefetches the link confirms nobody.
 * - POST /newsletter/unsubscribe?token=… (and /ar/newsletter/unsubscribe) with the form body
 *   `List-Unsubscribe=One-Click`: RFC 8058's one-click unsubscribe, which mail
 *   providers send on the reader's behalf, and the unsubscribe page's button.
 * No CSRF token or origin check: the signed token is the authority, and a
 * mail provider's POST comes from no page of ours.
 */
import { Hono, type MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import {
  NEWSLETTER_LINK_MESSAGES,
  newsletterConfirmSchema,
  newsletterUnsubscribeQuerySchema,
  oneClickUnsubscribeSchema,
  type NewsletterLinkAnswer,
} from "../../core/schemas/newsletter";
import type { Database } from "../db/client.server";
import { apiErrors, refuse, validate } from "../validate.server";
import { confirmSubscription, unsubscribeSubscriber } from "./subscriptions.server";
import { readConfirmationToken, readUnsubscribeToken } from "./tokens.server";

export type NewsletterRoutesDeps = { db: Database; secret: string; now: () => number };

/** A token, or the one-click body, fits in well under a kilobyte. */
const MAX_BODY_BYTES = 1024;

const smallBody = bodyLimit({ maxSize: MAX_BODY_BYTES, onError: () => refuse(413, "Request body too large") });
const noStore: MiddlewareHandler = async (c, next) => {
  await next();
  c.header("Cache-Control", "no-store");
};

const invalidLink = (): never => refuse(400, NEWSLETTER_LINK_MESSAGES.invalid, "token");

/** Mounted at /api/newsletter. */
export function createNewsletterRoutes({ db, secret, now }: NewsletterRoutesDeps) {
  const app = new Hono();
  app.onError(apiErrors);

  app.post("/confirm", noStore, smallBody, validate("json", newsletterConfirmSchema), async (c) => {
    const claim = readConfirmationToken(secret, c.req.valid("json").token, now()) ?? invalidLink();
    const outcome = await confirmSubscription(db, claim, new Date(now()));
    if (outcome.state === "expired") refuse(410, NEWSLETTER_LINK_MESSAGES.expired, "token");
    if (outcome.state === "gone") refuse(404, NEWSLETTER_LINK_MESSAGES.invalid, "token");
    return c.json(outcome satisfies NewsletterLinkAnswer);
  });

  return app;
}

/** Mounted at each edition's unsubscribe page, `newsletterPath("unsubscribe", locale)` (POST only; GET is the page). */
export function createOneClickUnsubscribe({ db, secret, now }: NewsletterRoutesDeps) {
  const app = new Hono();
  app.onError(apiErrors);
  // Per route, not `use("*")`: GET of this path is the prerendered page, which must pass untouched.
  app.post(
    "/",
    noStore,
    smallBody,
    validate("query", newsletterUnsubscribeQuerySchema),
    validate("form", oneClickUnsubscribeSchema),
    async (c) => {
      const subscriberId = readUnsubscribeToken(secret, c.req.valid("query").token) ?? invalidLink();
      const email = await unsubscribeSubscriber(db, subscriberId, new Date(now()));
      // An address erased meanwhile gets nothing either: still a success, as RFC 8058 wants it idempotent.
      const answer: NewsletterLinkAnswer = email ? { state: "unsubscribed", email } : { state: "unsubscribed" };
      return c.json(answer);
    },
  );
  return app;
}
