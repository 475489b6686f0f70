/**
 * Phone rules: the contact form's optional phone (R-VAL-CONTACT-16..18)
 * and the standalone validator (R-VAL-PHONE-01..03, R-OPEN-27).
 */
import { z } from "zod";
import { CONTACT_LIMITS } from "../constants";
import { westernDigits } from "./digits";
import type { RuleCode } from "./rules";

/** The standalone validator's words (R-VAL-PHONE-02/03); the contact form's phone reports the rule `phone.invalid`. */
export const PHONE_MESSAGES = {
  format: "Phone number must be in international format (+country code)",
  length: "Phone number length is invalid",
} as const;

/** A plus sign, a non-zero digit, then 1 to 14 digits (E.164). */
const INTERNATIONAL = /^\+[1-9]\d{1,14}$/;

/**
 * Western digits for Eastern Arabic and Persian ones (R-VAL-DIGITS-01), then removes spaces (any
 * whitespace), hyphens and parentheses: "+1 (415) 555-2671" → "+14155552671", "٠٥٠ ١٢٣ ٤٥٦٧" → "0501234567".
 */
export function normalisePhone(value: string): string {
  return westernDigits(value).replace(/[\s()-]/g, "");
}

/**
 * UAE numbers as people type them, in the international form (R-VAL-CONTACT-17): "00971 50 123 4567",
 * "050 123 4567" (mobile: 0 + 5X + 7 digits), "04 123 4567" (landline: 0 + area code
 * 2, 3, 4, 6, 7 or 9 + 7 digits) and "+971 050 …" (the trunk 0 kept after the country code)
 * all become "+971…". Anything else is returned as it is, for the spec's rule to judge.
 * Takes a value already through normalisePhone.
 */
export function uaeToInternational(normalised: string): string {
  const local = /^(?:00971|\+971)?0?(5\d{8}|[234679]\d{7})$/.exec(normalised);
  if (local && (normalised.startsWith("0") || normalised.startsWith("+9710"))) return `+971${local[1]}`;
  return normalised;
}

/** The contact form's phone as it is checked and stored: separators removed, UAE local forms made international. */
export function normaliseContactPhone(value: string): string {
  return uaeToInternational(normalisePhone(value));
}

function hasPhoneLength(value: string): boolean {
  return value.length >= CONTACT_LIMITS.phoneMin && value.length <= CONTACT_LIMITS.phoneMax;
}

/** True for a normalised phone the contact form accepts. */
export function isValidContactPhone(normalised: string): boolean {
  return INTERNATIONAL.test(normalised) && hasPhoneLength(normalised);
}

/**
 * The contact phone: optional, so undefined, "" and whitespace-only are fine and
 * give undefined. Anything else is validated after normaliseContactPhone and comes out
 * normalised ("+971 50 123 4567" and "050 123 4567" → "+971501234567"; at most 16 characters).
 */
export const contactPhoneSchema = z
  .string({ error: "phone.invalid" satisfies RuleCode })
  .optional()
  .superRefine((value, ctx) => {
    if (value === undefined || value.trim() === "") return;
    if (!isValidContactPhone(normaliseContactPhone(value)))
      ctx.addIssue({ code: "custom", message: "phone.invalid" satisfies RuleCode });
  })
  .transform((value) => {
    if (value === undefined || value.trim() === "") return undefined;
    return normaliseContactPhone(value);
  });

export type PhoneValidation = { valid: true } | { valid: false; error: string };

/**
 * The standalone validator (R-VAL-PHONE-01..03, R-OPEN-27): empty is valid; the
 * normalised value must be "+" and digits (a non-zero country code first), then
 * have a total length of 8 to 16.
 */
export function validatePhone(value: string): PhoneValidation {
  if (value.trim() === "") return { valid: true };
  const normalised = normalisePhone(value);
  if (!/^\+[1-9]\d*$/.test(normalised)) return { valid: false, error: PHONE_MESSAGES.format };
  if (!hasPhoneLength(normalised)) return { valid: false, error: PHONE_MESSAGES.length };
  return { valid: true };
}
