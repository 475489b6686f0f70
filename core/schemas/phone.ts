/**
 * Phone rules (spec §5, §9): the contact form's optional phone (R-VAL-CONTACT-16..18)
 * and the standalone validator (R-VAL-PHONE-01..03, R-OPEN-27).
 */
import { z } from "zod";
import { CONTACT_LIMITS } from "../constants";

export const PHONE_MESSAGES = {
  contact: "Please enter a valid international phone number (+country code)",
  format: "Phone number must be in international format (+country code)",
  length: "Phone number length is invalid",
} as const;

/** A plus sign, a non-zero digit, then 1 to 14 digits (E.164). */
const INTERNATIONAL = /^\+[1-9]\d{1,14}$/;

/** Removes spaces (any whitespace), hyphens and parentheses: "+1 (415) 555-2671" → "+14155552671". */
export function normalisePhone(value: string): string {
  return value.replace(/[\s()-]/g, "");
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
 * give undefined. Anything else is validated after normalisePhone and comes out
 * normalised ("+971 50 123 4567" → "+971501234567"; at most 16 characters).
 */
export const contactPhoneSchema = z
  .string({ error: PHONE_MESSAGES.contact })
  .optional()
  .superRefine((value, ctx) => {
    if (value === undefined || value.trim() === "") return;
    if (!isValidContactPhone(normalisePhone(value))) ctx.addIssue({ code: "custom", message: PHONE_MESSAGES.contact });
  })
  .transform((value) => {
    if (value === undefined || value.trim() === "") return undefined;
    return normalisePhone(value);
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
