/**
 * The Android waitlist signup (R-ENT-04, R-VAL-WAIT-*, R-OPEN-26):
 * the email only, validated by the email-only schema, sent trimmed and lowercased.
 */
import "./zod-config";
import { z } from "zod";
import { LOCALES } from "../locales";
import { emailOnlySchema } from "./email";

/**
 * Both the dialog's form values and the android-waitlist-signup body; unknown keys are an error.
 * A page of another edition than the default adds its `language` (R-SAFE-28), which the
 * confirmation e-mail, its page and the launch announcement then speak; without it (the
 * specification's body) the signup is English, which the server fills in.
 */
export const waitlistSignupSchema = z.strictObject({
  email: emailOnlySchema,
  language: z.enum(LOCALES, { error: "Invalid language" }).optional(),
});

export type WaitlistSignupInput = z.input<typeof waitlistSignupSchema>;
export type WaitlistSignup = z.output<typeof waitlistSignupSchema>;

// The waitlist's confirmation link carries the newsletter's token shape: core/schemas/newsletter.ts's link schemas check it.

/** What the waitlist's confirm call answers with when it succeeds (R-SAFE-28). */
export type WaitlistLinkAnswer = { state: "confirmed" | "already-confirmed"; email: string };
