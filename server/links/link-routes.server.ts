/**
 * What the link endpoints of the double opt-in lists (the newsletter, the
 * renewal reminders; R-FOLLOW-10, 11, 42, 43) share: answers no cache keeps,
 * one refusal per kind of bad link, and RFC 8058's one-click unsubscribe. No
 * CSRF token or origin check: the signed token is the authority, and a mail
 * provider's POST comes from no page of ours.
 */
import { Hono, type MiddlewareHandler } from "hono";
import {
  NEWSLETTER_LINK_MESSAGES,
  newsletterConfirmSchema,
  newsletterUnsubscribeQuerySchema,
  oneClickUnsubscribeSchema,
} from "../../core/schemas/newsletter";
import { apiErrors, refuse, validate } from "../validate.server";
import type { Database } from "../db/client.server";
import type { UnusableLink } from "./confirm-links.server";

export const noStore: MiddlewareHandler = async (c, next) => {
  await next();
  c.header("Cache-Control", "no-store");
};

/** A token that is not ours (malformed, forged, another list's or purpose's). */
export const invalidLink = (): never => refuse(400, NEWSLETTER_LINK_MESSAGES.invalid, "token");

/** A confirmation that cannot be used: not ours (400), its link expired or a newer one was sent (410), or its row was erased (404). */
export function refuseUnusableLink<Outcome extends { state: string }>(
  outcome: Outcome,
): asserts outcome is Exclude<Outcome, { state: "invalid" | "expired" | "gone" }> {
  if (outcome.state === "invalid") invalidLink();
  if (outcome.state === "expired") refuse(410, NEWSLETTER_LINK_MESSAGES.expired, "token");
  if (outcome.state === "gone") refuse(404, NEWSLETTER_LINK_MESSAGES.invalid, "token");
}

/**
 * A list's confirm endpoint, POST /confirm `{ token }`: what its confirm page's button calls once
 * the page has its script (R-SAFE-20, 21). Opening the page changes nothing, so a mail scanner
 * confirms nobody; `confirm` is the list's one function behind both doors (./confirm-links.server.ts).
 */
export function createConfirmRoute<Answer extends { state: string }>(
  confirm: (token: string) => Promise<Answer | UnusableLink>,
) {
  const app = new Hono();
  app.onError(apiErrors);
  app.post("/confirm", noStore, validate("json", newsletterConfirmSchema), async (c) => {
    const outcome = await confirm(c.req.valid("json").token);
    refuseUnusableLink(outcome);
    return c.json(outcome);
  });
  return app;
}

export type OneClickAnswer = { state: "unsubscribed"; email?: string };

/** What a list's one-click unsubscribe needs: the database, the secret its tokens are signed with, the clock. */
export type OneClickDeps = { db: Database; secret: string; now: () => number };

/**
 * RFC 8058's one-click unsubscribe of a double opt-in list, mounted at its unsubscribe page's
 * path (POST only; GET is the prerendered page, which must pass untouched), made from the list's
 * two parts: reading the row id its token was signed for (or null), and unsubscribing that row
 * (its address, or null when it was erased). The query's token names the row, the form body is
 * exactly `List-Unsubscribe=One-Click`. Idempotent: a row already out, or erased meanwhile, is
 * still a success.
 */
export const createOneClickUnsubscribe =
  (
    readToken: (secret: string, token: string) => string | null,
    unsubscribe: (db: Database, id: string, at: Date) => Promise<string | null>,
  ) =>
  ({ db, secret, now }: OneClickDeps) => {
    const app = new Hono();
    app.onError(apiErrors);
    app.post(
      "/",
      noStore,
      validate("query", newsletterUnsubscribeQuerySchema),
      validate("form", oneClickUnsubscribeSchema),
      async (c) => {
        const id = readToken(secret, c.req.valid("query").token) ?? invalidLink();
        const email = await unsubscribe(db, id, new Date(now()));
        const answer: OneClickAnswer = email ? { state: "unsubscribed", email } : { state: "unsubscribed" };
        return c.json(answer);
      },
    );
    return app;
  };
