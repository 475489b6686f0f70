/**
 * Pressing a confirmation link's button (R-SAFE-20, 21), whichever way it came: the confirm
 * page's script calls the list's JSON endpoint (/api/newsletter/confirm, /api/reminders/confirm,
 * /api/waitlist/confirm), and the same button without JavaScript posts the page's own URL, which
 * the forms' posts answer (server/forms). Both call the one function per list here, so a link means the same through
 * either door. Opening a link (GET) never comes here.
 */
import type { NewsletterLinkAnswer } from "../../core/schemas/newsletter";
import type { ReminderLinkAnswer } from "../../core/schemas/reminder";
import type { WaitlistLinkAnswer } from "../../core/schemas/waitlist";
import type { Database } from "../db/client.server";
import { confirmSubscription } from "../newsletter/subscriptions.server";
import { readConfirmationToken } from "../newsletter/tokens.server";
import type { JobQueue } from "../queue/jobs.server";
import { renewalReminderJob } from "../queue/reminder-jobs.server";
import { confirmReminder } from "../reminders/reminders.server";
import { readReminderConfirmation } from "../reminders/tokens.server";
import { readWaitlistConfirmation } from "../waitlist/tokens.server";
import { confirmWaitlist } from "../waitlist/waitlist.server";

/** A link that cannot confirm: not one we signed (`invalid`), expired or replaced (`expired`), or its row erased (`gone`). */
export type UnusableLink = { state: "invalid" | "expired" | "gone" };

export type NewsletterConfirmation = Extract<NewsletterLinkAnswer, { state: "confirmed" | "already-confirmed" }>;
export type ReminderConfirmation = Extract<ReminderLinkAnswer, { state: "confirmed" | "already-confirmed" }>;
export type WaitlistConfirmation = Extract<WaitlistLinkAnswer, { state: "confirmed" | "already-confirmed" }>;

export type LinkConfirmationDeps = {
  db: Database;
  secret: string;
  now: () => number;
  jobs: Pick<JobQueue, "sendMail">;
};

export type LinkConfirmations = ReturnType<typeof createLinkConfirmations>;

export function createLinkConfirmations({ db, secret, now, jobs }: LinkConfirmationDeps) {
  return {
    /** The newsletter's double opt-in (R-FOLLOW-10). */
    async newsletter(token: string): Promise<NewsletterConfirmation | UnusableLink> {
      const claim = readConfirmationToken(secret, token, now());
      if (!claim) return { state: "invalid" };
      return confirmSubscription(db, claim, new Date(now()));
    },

    /**
     * A renewal reminder's (R-FOLLOW-42): one confirmed when its date has already come, before its
     * month, is queued at once: the quote link its page and confirmation e-mail promised (R-FOLLOW-49).
     */
    async reminder(token: string): Promise<ReminderConfirmation | UnusableLink> {
      const claim = readReminderConfirmation(secret, token, now());
      if (!claim) return { state: "invalid" };
      const outcome = await confirmReminder(db, claim, new Date(now()));
      if (outcome.state === "expired" || outcome.state === "gone") return outcome;
      const { confirmedAt, ...answer } = outcome;
      // Its date has come already (confirmed within the last days before it): no need to wait for the hourly sweep.
      if (outcome.state === "confirmed" && outcome.close?.mailed)
        await jobs.sendMail(renewalReminderJob(claim.rowId, confirmedAt)).catch((error: unknown) => {
          console.error(`queue: reminder ${claim.rowId} not queued yet (the sweep will):`, (error as Error).message);
        });
      return answer;
    },

    /** The Android waitlist's (R-SAFE-28): only a confirmed entry is told of the launch. */
    async waitlist(token: string): Promise<WaitlistConfirmation | UnusableLink> {
      const claim = readWaitlistConfirmation(secret, token, now());
      if (!claim) return { state: "invalid" };
      return confirmWaitlist(db, claim, new Date(now()));
    },
  };
}
