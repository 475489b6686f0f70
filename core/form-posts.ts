/**
 * A visitor form's post without JavaScript (R-HTML-03): what the server answers the page with.
 * The route's action hands the request to the server (`formPosts`, in React Router's context), which
 * checks it with the form's shared schema and stores it as the JSON function does; the page then
 * renders this answer in its edition: the success state, or the form again with what was typed
 * and each field's message, already worded in the page's language.
 */
import type { FormKind } from "./pages";
import type { NewsletterLinkAnswer } from "./schemas/newsletter";
import type { ReminderLinkAnswer } from "./schemas/reminder";
import type { WaitlistLinkAnswer } from "./schemas/waitlist";

export type { FormKind };

/**
 * What a confirm page's button did (R-SAFE-21): the list's answer, as its JSON endpoint gives
 * it, or why the link could not confirm: not ours, expired or replaced, or its row erased.
 */
export type LinkOutcome =
  | Extract<
      NewsletterLinkAnswer | ReminderLinkAnswer | WaitlistLinkAnswer,
      { state: "confirmed" | "already-confirmed" }
    >
  | { state: "invalid" | "expired" | "gone" };

/** What the visitor typed, field by field, as the form sent it (a ticked box is "on"). */
export type FormValues = Record<string, string>;

export type FormAnswer =
  | {
      state: "sent";
      values: FormValues;
      /** A renewal reminder whose day had already come at the signup (R-FOLLOW-49): the page gives the quote link at once. */
      renewalClose?: boolean;
    }
  | {
      state: "refused";
      values: FormValues;
      /** Each field's message in the page's language. */
      errors: Record<string, string>;
      /** About the whole form, worded by the page: too many attempts (and when to try again), or a failure on our side. */
      problem?: FormProblem;
    }
  | {
      /** A confirm page's button was pressed. */
      state: "link";
      outcome: LinkOutcome;
    };

export type FormProblem = { kind: "limited"; minutes: number } | { kind: "failed" };

/**
 * The HTTP status each answer is sent with: a refused field 400, too many attempts 429, our
 * failure 503; a link not ours 400, its row erased 404, expired or replaced 410 (as its JSON endpoint).
 */
export type FormAnswerWithStatus = { answer: FormAnswer; status: 200 | 400 | 404 | 410 | 429 | 503 };

/** What the server gives the routes that take a post, through React Router's context (R-HTML-05, app/lib/form-post.ts). */
export type FormPostContext = {
  formPosts: {
    /** The answer to this request's post, for the form and edition the server mounted at its path. */
    answer(request: Request): Promise<FormAnswerWithStatus>;
  };
};
