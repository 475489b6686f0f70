/**
 * What a visitor's lead does on the server, whichever way it came (R-HTML-03): the JSON
 * functions (R-CALL-*, server/functions) and the forms' posts (server/forms) call the same
 * function per kind after their own checks (the CSRF token, or the request's origin) and the
 * per-address count. Each counts the e-mail address's limit (R-OPEN-05), stores first, and puts
 * what follows on the queue (R-FOLLOW-08): nothing here knows which door the lead came through.
 */
import { randomUUID } from "node:crypto";
import type { Locale } from "../../core/locales";
import type { ContactForm, NewsletterSource } from "../../core/schemas";
import type { Database } from "../db/client.server";
import { contactEnquiries } from "../db/schema";
import { csrfNonceKey, CSRF_NONCE_WINDOW_MS } from "../functions/csrf.server";
import { subscribe } from "../functions/newsletter.server";
import { emailLimitKey, hit, LIMITS } from "../rate-limit/rate-limit.server";
import type { JobQueue } from "../queue/jobs.server";
import { queueAcknowledgement } from "../queue/enquiry-jobs.server";
import { queueMailOrLater } from "../queue/queue-later.server";
import { confirmationJob, queueConfirmation } from "../queue/newsletter-jobs.server";
import { reminderConfirmationJob } from "../queue/reminder-jobs.server";
import { queueWaitlistConfirmation, waitlistConfirmationJob } from "../queue/waitlist-jobs.server";
import { storeSignup } from "../reminders/reminders.server";
import { storeWaitlistSignup } from "../waitlist/waitlist.server";

export type Attribution = Record<string, string | number | boolean> | undefined;

/** Too many from this address or for this e-mail: the seconds until the window frees up. */
export type Limited = { kind: "limited"; retryAfterSeconds: number };

export type NewsletterOutcome = { kind: "stored" } | { kind: "already-subscribed" } | { kind: "replayed" } | Limited;

export type IntakeDeps = {
  db: Database;
  jobs: Pick<JobQueue, "enquiryReceived" | "sendMail">;
  now: () => number;
};

export type LeadIntake = ReturnType<typeof createLeadIntake>;

export function createLeadIntake({ db, jobs, now }: IntakeDeps) {
  /** One hit on the e-mail's counter; over its limit, the answer the caller gives. */
  async function overLimit(key: string, max: number): Promise<Limited | null> {
    const result = await hit(db, key, max, { now: new Date(now()) });
    return result.allowed ? null : { kind: "limited", retryAfterSeconds: result.retryAfterSeconds };
  }

  /**
   * A double opt-in list's signup (the renewal reminders', the Android waitlist's): the e-mail's
   * count under `list`'s limit, then the row, stored first; then its confirmation e-mail, when one
   * is due, as a job (recovered at the next start if queueing fails now).
   */
  function optInSignup<Signup extends { email: string }, Confirmation>(
    list: "reminder" | "waitlist",
    max: number,
    store: (db: Database, signup: Signup, at: Date) => Promise<Confirmation | null>,
    queue: (confirmation: Confirmation) => Promise<void>,
  ) {
    return async (signup: Signup): Promise<{ kind: "stored" } | Limited> => {
      const limited = await overLimit(emailLimitKey(list, signup.email), max);
      if (limited) return limited;
      const confirmation = await store(db, signup, new Date(now()));
      if (confirmation) await queue(confirmation);
      return { kind: "stored" };
    };
  }

  return {
    /**
     * A newsletter signup in its one statement (server/functions/newsletter.server.ts): the
     * address's count (`ipKey`, counted there rather than before), the one use of a CSRF
     * token's nonce, the e-mail's count and the row. A form post carries no token: its nonce is
     * a key of its own, used once, since the origin check stands in for the token (R-HTML-04).
     */
    async newsletter(
      signup: { email: string; source: NewsletterSource; userAgent: string | null; language: Locale },
      { ipKey, csrfNonce }: { ipKey: string; csrfNonce?: string },
    ): Promise<NewsletterOutcome> {
      const outcome = await subscribe(
        db,
        signup,
        {
          ipKey,
          ipMax: LIMITS.perIp,
          emailKey: emailLimitKey("newsletter", signup.email),
          emailMax: LIMITS.newsletterPerEmail,
          now: new Date(now()),
        },
        { nonceKey: csrfNonceKey(csrfNonce ?? `form-post:${randomUUID()}`), windowMs: CSRF_NONCE_WINDOW_MS },
      );
      if (outcome.kind === "limited") return { kind: "limited", retryAfterSeconds: outcome.limit.retryAfterSeconds };
      if (outcome.kind !== "pending") return outcome;
      // Stored first; the confirmation e-mail is a job on the queue (R-FOLLOW-08).
      if (outcome.confirmation)
        await queueConfirmation(jobs, confirmationJob(outcome.confirmation.subscriberId, outcome.confirmation.sentAt));
      return { kind: "stored" };
    },

    /** "Not renewing yet? We'll remind you" (R-FOLLOW-41): the same answer whether new, pending or scheduled. */
    reminder: optInSignup("reminder", LIMITS.reminderPerEmail, storeSignup, ({ reminderId, sentAt }) =>
      queueMailOrLater(jobs, reminderConfirmationJob(reminderId, sentAt), `reminder confirmation ${reminderId}`),
    ),

    /**
     * The Android waitlist (R-OPEN-03, R-SAFE-28): stored pending in the edition's language, and its
     * confirmation e-mail queued when one is due. The same answer whether new, pending, confirmed or
     * unsubscribed: it reveals nothing of an address.
     */
    waitlist: optInSignup("waitlist", LIMITS.waitlistPerEmail, storeWaitlistSignup, ({ waitlistId, sentAt }) =>
      queueWaitlistConfirmation(jobs, waitlistConfirmationJob(waitlistId, sentAt)),
    ),

    /**
     * A contact enquiry (R-OPEN-01/02): stored in the page's language, then its alert e-mail and
     * webhook post, and the visitor's acknowledgement (R-DESK-02), are jobs, tried until they are out.
     */
    async contact(
      enquiry: ContactForm,
      { attribution, userAgent, language }: { attribution: Attribution; userAgent: string | null; language: Locale },
    ): Promise<{ kind: "stored"; id: string } | Limited> {
      const limited = await overLimit(emailLimitKey("contact", enquiry.email), LIMITS.contactPerEmail);
      if (limited) return limited;
      const [row] = await db
        .insert(contactEnquiries)
        .values({
          firstName: enquiry.firstName,
          lastName: enquiry.lastName,
          email: enquiry.email,
          phone: enquiry.phone || null,
          subject: enquiry.subject,
          message: enquiry.message,
          userAgent,
          attribution: attribution ?? null,
          language,
        })
        .returning({ id: contactEnquiries.id });
      await jobs.enquiryReceived(row!.id);
      await queueAcknowledgement(jobs, row!.id);
      return { kind: "stored", id: row!.id };
    },
  };
}
