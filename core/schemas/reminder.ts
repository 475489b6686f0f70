/**
 * The renewal reminder signup (R-FOLLOW-40..42): the form on the home
 * page and in the quote dialog, and the body of the server function
 * `renewal-reminder-signup`. The months it accepts depend on the clock, so the
 * schema is made for one (`reminderSignupSchemaAt(now)`): tests fix it, the
 * server passes its own, the browser uses its own.
 */
import "./zod-config";
import { z } from "zod";
import { LOCALES } from "../locales";
import { renewalMonths } from "../reminders";

export { reminderDueAt, reminderTiming, renewalMonths } from "../reminders";
import { contactAttributionSchema } from "./contact";
import { emailOnlySchema } from "./email";
import { inOrder, type RuleCode } from "./rules";
import { westernDigits } from "./digits";
import { csrfTokenSchema, timestampSchema } from "./security";

export const REMINDER_SOURCES = ["home", "quote_dialog"] as const;
export type ReminderSource = (typeof REMINDER_SOURCES)[number];

/** The body's own keys, which no visitor types: plain English (the rules a visitor can fail are in ./rules). */
export const REMINDER_MESSAGES = {
  source: "Invalid source",
  language: "Invalid language",
} as const;

const YEAR_MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/** The month a policy renews, one of `renewalMonths(now())`; Arabic and Persian digits read as Western (R-VAL-DIGITS-01). */
export function renewalMonthSchemaAt(now: () => number) {
  return inOrder(
    z
      .string({ error: "renewalMonth.required" satisfies RuleCode })
      .trim()
      .overwrite(westernDigits),
    [
      [(month) => month !== "", "renewalMonth.required"],
      [(month) => YEAR_MONTH.test(month), "renewalMonth.outside"],
      [(month) => renewalMonths(now()).includes(month), "renewalMonth.outside"],
    ],
  );
}

/** Only a ticked box: the visitor asked for the e-mail themselves. */
export const reminderConsentSchema = z.literal(true, { error: "consent.required" satisfies RuleCode });

/** The form's values (email, month, consent). */
export function reminderFormSchemaAt(now: () => number) {
  return z.strictObject({
    email: emailOnlySchema,
    renewalMonth: renewalMonthSchemaAt(now),
    consent: reminderConsentSchema,
  });
}

/**
 * The renewal-reminder-signup body: the form's values, the security form, and
 * where and in which edition it was sent; attribution never fails a signup.
 * Unknown keys are an error.
 */
export function reminderSignupSchemaAt(now: () => number) {
  return z.strictObject({
    ...reminderFormSchemaAt(now).shape,
    csrfToken: csrfTokenSchema,
    timestamp: timestampSchema,
    source: z.enum(REMINDER_SOURCES, { error: REMINDER_MESSAGES.source }).default("home"),
    language: z.enum(LOCALES, { error: REMINDER_MESSAGES.language }).default("en"),
    attribution: contactAttributionSchema,
  });
}

export type ReminderForm = z.output<ReturnType<typeof reminderFormSchemaAt>>;
export type ReminderSignupInput = z.input<ReturnType<typeof reminderSignupSchemaAt>>;
export type ReminderSignup = z.output<ReturnType<typeof reminderSignupSchemaAt>>;

// The reminders' links carry the same token shapes as the newsletter's: core/schemas/newsletter.ts's link schemas check both.

/** What the confirm and unsubscribe calls answer with when they succeed. */
export type ReminderLinkAnswer =
  | {
      state: "confirmed" | "already-confirmed";
      email: string;
      renewalMonth: string;
      /** The Gulf day (YYYY-MM-DD) the reminder goes out, while that day is still to come; otherwise null. */
      remindOn: string | null;
      /**
       * Confirmed when its day had already come (R-FOLLOW-49): the quote link, given at once, and
       * whether it is e-mailed too, once, as the confirmation's follow-up (not once the renewal
       * month had begun). Absent for a reminder confirmed ahead of its day.
       */
      close?: { quoteUrl: string; mailed: boolean };
    }
  /** No e-mail when the reminder was erased meanwhile. */
  | { state: "unsubscribed"; email?: string };
