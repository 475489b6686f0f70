/**
 * The renewal reminders' links (R-FOLLOW-42, 43), as the newsletter's:
 * - POST /api/reminders/confirm `{ token }`: what the confirm page's script
 *   calls (the page itself changes nothing, so a mail scanner that prefetches
 *   the link confirms nobody). A reminder confirmed when its date has already
 *   come is queued at once.
 * - POST /reminders/unsubscribe?token=… (and /ar/…) with the form body
 *   `List-Unsubscribe=One-Click`: RFC 8058's one-click unsubscribe and the
 *   unsubscribe page's button.
 * No CSRF token or origin check: the signed token is the authority.
 */
import { Hono } from "hono";
import { newsletterConfirmSchema } from "../../core/schemas/newsletter";
import { reminderDueAt, type ReminderLinkAnswer } from "../../core/schemas/reminder";
import type { Database } from "../db/client.server";
import { createOneClickUnsubscribe, invalidLink, noStore, refuseUnusableLink } from "../links/link-routes.server";
import type { JobQueue } from "../queue/jobs.server";
import { renewalReminderJob } from "../queue/reminder-jobs.server";
import { apiErrors, validate } from "../validate.server";
import { confirmReminder, unsubscribeReminder } from "./reminders.server";
import { readReminderConfirmation, readReminderUnsubscribe } from "./tokens.server";

export type ReminderRoutesDeps = {
  db: Database;
  secret: string;
  now: () => number;
  jobs: Pick<JobQueue, "sendMail">;
};

/** Mounted at /api/reminders. */
export function createReminderRoutes({ db, secret, now, jobs }: ReminderRoutesDeps) {
  const app = new Hono();
  app.onError(apiErrors);

  app.post("/confirm", noStore, validate("json", newsletterConfirmSchema), async (c) => {
    const claim = readReminderConfirmation(secret, c.req.valid("json").token, now()) ?? invalidLink();
    const outcome = await confirmReminder(db, claim, new Date(now()));
    refuseUnusableLink(outcome);
    const { confirmedAt, ...answer } = outcome;
    // Its date has come already (confirmed within the last days before it): no need to wait for the hourly sweep.
    if (outcome.state === "confirmed" && now() >= reminderDueAt(outcome.renewalMonth))
      await jobs.sendMail(renewalReminderJob(claim.rowId, confirmedAt)).catch((error: unknown) => {
        console.error(`queue: reminder ${claim.rowId} not queued yet (the sweep will):`, (error as Error).message);
      });
    return c.json(answer satisfies ReminderLinkAnswer);
  });

  return app;
}

/** Mounted at each edition's REMINDER_PATHS.unsubscribe. */
export function createReminderOneClick({ db, secret, now }: Omit<ReminderRoutesDeps, "jobs">) {
  return createOneClickUnsubscribe({
    readToken: (token) => readReminderUnsubscribe(secret, token),
    unsubscribe: (id, at) => unsubscribeReminder(db, id, at),
    now,
  });
}
