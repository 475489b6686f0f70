/**
 * The contact enquiry (R-ENT-01, R-VAL-CONTACT-01..27, R-OPEN-02,
 * 04, 21, 22, 23, 25). Every text field is trimmed before it is validated and is
 * sent trimmed; lengths count after trimming, and whitespace-only is empty.
 * Each field reports one rule code (core/schemas/rules.ts): the first failing rule of R-OPEN-21.
 */
import "./zod-config";
import { z } from "zod";
import { ATTRIBUTION_CLICK_IDS, ATTRIBUTION_UTM_FIELDS, CONTACT_LIMITS } from "../constants";
import { LOCALES } from "../locales";
import { contactEmailSchema } from "./email";
import { contactPhoneSchema } from "./phone";
import { inOrder, type Rule, type RuleCode } from "./rules";
import { csrfTokenSchema, timestampSchema } from "./security";
import { NAME_CHARS, PROHIBITED_NAME_WORDS, hasProhibitedSubjectContent, hasScriptLikeContent } from "./text";

/** A trimmed string (NFC with `nfc`) that reports the first of `rules` it fails; a missing or non-string value reports `typeRule`. */
function trimmedText(typeRule: RuleCode, rules: readonly Rule[], nfc = false) {
  const base = z.string({ error: typeRule }).trim();
  return inOrder(nfc ? base.normalize("NFC") : base, rules);
}

/** Names (R-OPEN-21): required → max 50 → prohibited words → invalid characters. Output NFC-normalised. */
function nameSchema(field: "firstName" | "lastName") {
  return trimmedText(
    `${field}.required`,
    [
      [(name) => name !== "", `${field}.required`],
      [(name) => name.length <= CONTACT_LIMITS.nameMax, `${field}.tooLong`],
      [(name) => !PROHIBITED_NAME_WORDS.test(name), `${field}.prohibited`],
      [(name) => NAME_CHARS.test(name), `${field}.invalidCharacters`],
    ],
    true,
  );
}

export const firstNameSchema = nameSchema("firstName");
export const lastNameSchema = nameSchema("lastName");

/** Subject: required → max 200 → HTML tags, javascript: URLs, handlers, eval/expression calls. */
export const subjectSchema = trimmedText("subject.required", [
  [(subject) => subject !== "", "subject.required"],
  [(subject) => subject.length <= CONTACT_LIMITS.subjectMax, "subject.tooLong"],
  [(subject) => !hasProhibitedSubjectContent(subject), "subject.prohibited"],
]);

/** Message: min 10 → max 2000 → script/iframe tags, javascript: URLs, handlers, eval/expression calls. */
export const messageSchema = trimmedText("message.tooShort", [
  [(message) => message.length >= CONTACT_LIMITS.messageMin, "message.tooShort"],
  [(message) => message.length <= CONTACT_LIMITS.messageMax, "message.tooLong"],
  [(message) => !hasScriptLikeContent(message), "message.prohibited"],
]);

/** The six fields of the contact form (R-ENT-01). Unknown keys are stripped. */
export const contactFormSchema = z.object({
  firstName: firstNameSchema,
  lastName: lastNameSchema,
  email: contactEmailSchema,
  phone: contactPhoneSchema,
  subject: subjectSchema,
  message: messageSchema,
});

export type ContactFormInput = z.input<typeof contactFormSchema>;
export type ContactForm = z.output<typeof contactFormSchema>;

/** Longest attribution string value kept with an enquiry. */
export const ATTRIBUTION_VALUE_MAX = 500;

const ATTRIBUTION_TEXT_KEYS = [
  ...ATTRIBUTION_CLICK_IDS,
  ...ATTRIBUTION_UTM_FIELDS,
  "experiment_id",
  "experiment_name",
] as const;
type AttributionTextKey = (typeof ATTRIBUTION_TEXT_KEYS)[number];

const attributionText = z.string().trim().min(1).max(ATTRIBUTION_VALUE_MAX).optional().catch(undefined);
const attributionTime = z.number().int().positive().optional().catch(undefined);

/**
 * The visit's campaign attribution (R-ENT-05) that the contact
 * form may send with an enquiry. It never fails an enquiry: unknown keys are
 * dropped, a bad value is dropped, and a value that is not an object becomes
 * undefined. Absent values are left out of the output.
 */
export const contactAttributionSchema = z
  .object({
    ...(Object.fromEntries(ATTRIBUTION_TEXT_KEYS.map((key) => [key, attributionText])) as Record<
      AttributionTextKey,
      typeof attributionText
    >),
    is_control: z.boolean().optional().catch(undefined),
    first_visit: attributionTime,
    last_updated: attributionTime,
  })
  .transform((record) => {
    const kept: Record<string, string | number | boolean> = {};
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- optional fields are present as undefined at runtime; Object.entries' type drops that
    for (const [key, value] of Object.entries(record)) if (value !== undefined) kept[key] = value;
    return Object.keys(kept).length > 0 ? kept : undefined;
  })
  .optional()
  .catch(undefined);

const contactSubmitShape = {
  ...contactFormSchema.shape,
  csrfToken: csrfTokenSchema,
  timestamp: timestampSchema,
  attribution: contactAttributionSchema,
  // The page's edition when it is not the default (R-DESK-02): the visitor is answered in its language.
  language: z.enum(LOCALES, { error: "Invalid language" }).optional(),
};

/**
 * What the client POSTs to contact-submit (R-OPEN-02): the six fields, the
 * security form (csrfToken, timestamp), optional attribution and the page's
 * language (English when absent). Unknown keys are stripped.
 */
export const contactSubmitSchema = z.object(contactSubmitShape);

/** The server's contact-submit body: the same, but unknown keys are an error (400). */
export const contactSubmitPayloadSchema = z.strictObject(contactSubmitShape);

export type ContactSubmitInput = z.input<typeof contactSubmitSchema>;
export type ContactSubmit = z.output<typeof contactSubmitSchema>;
