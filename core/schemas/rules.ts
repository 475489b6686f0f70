/**
 * The rules of the visitors' forms (R-VAL-*, R-OPEN-21, R-EDITION-18). A schema
 * reports the code of the rule a value failed, never its words: each edition
 * words it (English here, in the spec's exact words; Arabic in
 * app/i18n/messages/ar/validation.ts), and the server's answers carry both the code and
 * this English text (R-OPEN-04).
 */
import type { z } from "zod";
import { CONTACT_LIMITS, NEWSLETTER, REMINDERS } from "../constants";

const nameRules = (label: string) => ({
  required: `${label} is required`,
  tooLong: `${label} must be less than ${CONTACT_LIMITS.nameMax} characters`,
  prohibited: `${label} contains prohibited content`,
  invalidCharacters: `${label} contains invalid characters`,
});

const prefixed = <Prefix extends string, Words extends Record<string, string>>(prefix: Prefix, words: Words) =>
  Object.fromEntries(Object.entries(words).map(([rule, text]) => [`${prefix}.${rule}`, text])) as {
    [Rule in keyof Words & string as `${Prefix}.${Rule}`]: Words[Rule];
  };

/** Every rule's code and its English words. */
export const RULE_MESSAGES = {
  ...prefixed("firstName", nameRules("First name")),
  ...prefixed("lastName", nameRules("Last name")),
  ...prefixed("subject", {
    required: "Subject is required",
    tooLong: `Subject must be less than ${CONTACT_LIMITS.subjectMax} characters`,
    prohibited: "Subject contains prohibited content",
  }),
  ...prefixed("message", {
    tooShort: `Message must be at least ${CONTACT_LIMITS.messageMin} characters`,
    tooLong: `Message must be less than ${CONTACT_LIMITS.messageMax} characters`,
    prohibited: "Message contains prohibited content",
  }),
  ...prefixed("email", {
    invalid: "Please enter a valid email address",
    tooLong: `Email must be less than ${CONTACT_LIMITS.emailMax} characters`,
    format: "Invalid email format",
    disposable: "Disposable email addresses are not allowed",
  }),
  /** The newsletter's own wording of its first rules (R-VAL-NEWS-01..07); its later rules are the e-mail rules. */
  ...prefixed("newsletterEmail", {
    required: "Email is required",
    tooLong: `Email too long (max ${NEWSLETTER.emailMax} characters)`,
    invalidCharacters: "Email contains invalid characters",
  }),
  ...prefixed("phone", { invalid: "Please enter a valid international phone number (+country code)" }),
  /** The renewal reminder (R-FOLLOW-40). */
  ...prefixed("renewalMonth", {
    required: "Please choose the month your policy renews",
    outside: `Please choose one of the next ${REMINDERS.monthsAhead} months`,
  }),
  ...prefixed("consent", { required: "Please confirm you want the reminder e-mail" }),
  /** Text PostgreSQL cannot store (NUL, a lone surrogate): the server's own rule, never the browser's. */
  ...prefixed("text", { unstorable: "Contains invalid characters" }),
} as const;

export type RuleCode = keyof typeof RULE_MESSAGES;

export function isRuleCode(value: unknown): value is RuleCode {
  return typeof value === "string" && Object.hasOwn(RULE_MESSAGES, value);
}

/** A schema issue's English words: a rule's, or the issue's own text (the team's schemas speak English only). */
export function englishMessage(message: string): string {
  return isRuleCode(message) ? RULE_MESSAGES[message] : message;
}

/** A field's rule: the test and the code it reports when it fails. */
export type Rule = readonly [passes: (value: string) => boolean, rule: RuleCode];

/**
 * A field's rules in their R-OPEN-21 order. Zod 4's `abort` stops at the first
 * failing one, so a field never reports more than one issue.
 */
export function inOrder(schema: z.ZodString, rules: readonly Rule[]): z.ZodString {
  return rules.reduce((checked, [passes, rule]) => checked.refine(passes, { error: rule, abort: true }), schema);
}
