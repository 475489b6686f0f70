/**
 * The security form carried by the newsletter and contact payloads
 * (R-ENT-03, R-VAL-SEC-01/02, R-VAL-CSRF-01, R-OPEN-20).
 */
import { z } from "zod";
import { CSRF_MAX_AGE_MS } from "../constants";

export const SECURITY_MESSAGES = {
  csrfToken: "CSRF token is required",
  timestamp: "Invalid timestamp",
} as const;

/** A positive integer number of ms since the epoch; any other value or type is "Invalid timestamp". */
export const timestampSchema = z.number({ error: SECURITY_MESSAGES.timestamp }).superRefine((value, ctx) => {
  if (!Number.isSafeInteger(value) || value <= 0)
    ctx.addIssue({ code: "custom", message: SECURITY_MESSAGES.timestamp });
});

/** A non-empty (after trimming) token; a missing or non-string token is "CSRF token is required". */
export const csrfTokenSchema = z
  .string({ error: SECURITY_MESSAGES.csrfToken })
  .trim()
  .min(1, SECURITY_MESSAGES.csrfToken);

export const securitySchema = z.object({
  csrfToken: csrfTokenSchema,
  timestamp: timestampSchema,
});

export type SecurityFields = z.output<typeof securitySchema>;

/**
 * CSRF freshness (R-VAL-CSRF-01): issued at most CSRF_MAX_AGE_MS (300000 ms) ago,
 * and not in the future. now − 300000 is still fresh; now − 300001 and now + 1 are not.
 */
export function isFreshTimestamp(timestamp: number, now: number): boolean {
  if (!Number.isFinite(timestamp) || !Number.isFinite(now)) return false;
  const age = now - timestamp;
  return age >= 0 && age <= CSRF_MAX_AGE_MS;
}
