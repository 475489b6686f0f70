/**
 * The Android waitlist's confirmation (R-SAFE-28), as the newsletter's: POST
 * /api/waitlist/confirm `{ token }` is what the confirm page's button calls once the page has its
 * script (R-SAFE-20, 21); opening the page (GET /waitlist/confirm) changes nothing, so a mail
 * scanner confirms nobody. No CSRF token or origin check: the signed token is the authority.
 * Leaving the waitlist is ./unsubscribe.server.ts.
 */
import { Hono } from "hono";
import { newsletterConfirmSchema } from "../../core/schemas/newsletter";
import type { WaitlistLinkAnswer } from "../../core/schemas/waitlist";
import type { LinkConfirmations } from "../links/confirm-links.server";
import { noStore, refuseUnusableLink } from "../links/link-routes.server";
import { apiErrors, validate } from "../validate.server";

/** Mounted at /api/waitlist. */
export function createWaitlistRoutes({ confirmations }: { confirmations: LinkConfirmations }) {
  const app = new Hono();
  app.onError(apiErrors);

  app.post("/confirm", noStore, validate("json", newsletterConfirmSchema), async (c) => {
    const outcome = await confirmations.waitlist(c.req.valid("json").token);
    refuseUnusableLink(outcome);
    return c.json(outcome satisfies WaitlistLinkAnswer);
  });

  return app;
}
