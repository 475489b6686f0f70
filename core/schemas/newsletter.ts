/**
 * The newsletter email and signup payload (R-ENT-02,
 * R-VAL-NEWS-01..11, R-OPEN-17, 19, 21, 22). The footer and the popup use the
 * same rules; the server repeats them on the payload (R-OPEN-04).
 */
import "./zod-config";
import { z } from "zod";
import { NEWSLETTER } from "../constants";
import { DEFAULT_LOCALE, LOCALES } from "../locales";
import { EMAIL_ONLY_RULES, EMAIL_SHAPE, hasBadDots, normalisedEmail } from "./email";
import type { Rule } from "./rules";
import { csrfTokenSchema, timestampSchema } from "./security";
import { hasScriptLikeContent } from "./text";

export const NEWSLETTER_SOURCES = ["footer", "popup"] as const;
export type NewsletterSource = (typeof NEWSLETTER_SOURCES)[number];

/** Longest userAgent the signup payload accepts; the client cuts navigator.userAgent to it. */
export const USER_AGENT_MAX = 500;

/**
 * The footer rules in R-OPEN-21 order, on a trimmed, lowercased value: required →
 * too long → script-like content → shape and dots → the email-only form's rules
 * (R-OPEN-17: so a disposable domain gives "Disposable email addresses are not allowed").
 */
export const NEWSLETTER_EMAIL_RULES: readonly Rule[] = [
  [(email) => email !== "", "newsletterEmail.required"],
  [(email) => email.length <= NEWSLETTER.emailMax, "newsletterEmail.tooLong"],
  [(email) => !hasScriptLikeContent(email), "newsletterEmail.invalidCharacters"],
  [(email) => EMAIL_SHAPE.test(email) && !hasBadDots(email), "email.format"],
  ...EMAIL_ONLY_RULES,
];

/** The newsletter email: outputs the trimmed, lowercased address. */
export const newsletterEmailSchema = normalisedEmail(NEWSLETTER_EMAIL_RULES, "newsletterEmail.required");

/** The footer and popup form values. */
export const newsletterFormSchema = z.object({ email: newsletterEmailSchema });
export type NewsletterForm = z.output<typeof newsletterFormSchema>;

const HTML_ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#x27;",
  "/": "&#x2F;",
};

/**
 * Defence in depth before sending (R-OPEN-19, R-VAL-NEWS-08): HTML-entity escapes
 * & < > " ' / and cuts the result to 100 characters. Addresses that pass
 * newsletterEmailSchema contain none of these characters, so they are sent unchanged.
 */
export function escapeEmail(value: string): string {
  return value.replace(/[&<>"'/]/g, (character) => HTML_ESCAPES[character] ?? character).slice(0, NEWSLETTER.emailMax);
}

/**
 * The newsletter-signup body: the five keys of R-ENT-02, and the edition the form
 * was on (R-FOLLOW-16), whose language the follow-up speaks; a body without it
 * (the spec's) is English. Unknown keys are an error.
 */
export const newsletterSignupSchema = z.strictObject({
  email: newsletterEmailSchema,
  source: z.enum(NEWSLETTER_SOURCES, { error: "Invalid source" }),
  userAgent: z.string({ error: "Invalid user agent" }).max(USER_AGENT_MAX, "Invalid user agent"),
  csrfToken: csrfTokenSchema,
  timestamp: timestampSchema,
  language: z.enum(LOCALES, { error: "Invalid language" }).default(DEFAULT_LOCALE),
});

export type NewsletterSignupInput = z.input<typeof newsletterSignupSchema>;
export type NewsletterSignup = z.output<typeof newsletterSignupSchema>;

/**
 * A newsletter link's token (R-FOLLOW-08, 11): the confirmation's `id.sentAt.mac`, the
 * unsubscribe's `id.mac`; base64url and dots only. The server checks the signature.
 */
export const NEWSLETTER_TOKEN_MAX = 200;
export const NEWSLETTER_LINK_MESSAGES = {
  invalid: "This link is not valid. Please use the link in your e-mail.",
  expired: "This confirmation link has expired or a newer one was sent.",
  oneClickBody: "Expected the body List-Unsubscribe=One-Click",
} as const;
export const newsletterTokenSchema = z
  .string({ error: NEWSLETTER_LINK_MESSAGES.invalid })
  .min(1, NEWSLETTER_LINK_MESSAGES.invalid)
  .max(NEWSLETTER_TOKEN_MAX, NEWSLETTER_LINK_MESSAGES.invalid)
  .regex(/^[\w-]+(\.[\w-]+)+$/, NEWSLETTER_LINK_MESSAGES.invalid);

/** The confirm page's call: the token from its link, nothing else. */
export const newsletterConfirmSchema = z.strictObject({ token: newsletterTokenSchema });
export type NewsletterConfirm = z.input<typeof newsletterConfirmSchema>;

/** The unsubscribe URL's query, for the page's button and a mail provider's one-click POST alike. */
export const newsletterUnsubscribeQuerySchema = z.object({ token: newsletterTokenSchema });

/** RFC 8058's one-click body, form-encoded: exactly `List-Unsubscribe=One-Click`. */
export const ONE_CLICK_BODY = { "List-Unsubscribe": "One-Click" } as const;
export const oneClickUnsubscribeSchema = z.object(
  { "List-Unsubscribe": z.literal(ONE_CLICK_BODY["List-Unsubscribe"], NEWSLETTER_LINK_MESSAGES.oneClickBody) },
  { error: NEWSLETTER_LINK_MESSAGES.oneClickBody },
);

/** What the confirm and unsubscribe calls answer with when they succeed. */
export type NewsletterLinkAnswer =
  | { state: "confirmed" | "already-confirmed"; email: string }
  /** No e-mail when the address was erased meanwhile. */
  | { state: "unsubscribed"; email?: string };
