/**
 * The Android waitlist signup (spec §3, §5, §7; R-ENT-04, R-VAL-WAIT-*, R-OPEN-26):
 * the email only, validated by the email-only schema, sent trimmed and lowercased.
 */
import "./zod-config";
import { z } from "zod";
import { emailOnlySchema } from "./email";

/** Both the dialog's form values and the android-waitlist-signup body; unknown keys are an error. */
export const waitlistSignupSchema = z.strictObject({ email: emailOnlySchema });

export type WaitlistSignupInput = z.input<typeof waitlistSignupSchema>;
export type WaitlistSignup = z.output<typeof waitlistSignupSchema>;
