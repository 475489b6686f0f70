/**
 * The visitor forms' posts without JavaScript (R-HTML-03): the body is read as the form sent it
 * (urlencoded), checked with the form's shared schema, counted per address like its JSON
 * function, and stored by the same lead intake (server/leads/intake.server.ts). The answer is
 * for the page to render: worded in the page's language for a field, or a problem the page words.
 * Nothing here throws for a visitor's input: a body that is not a form is refused like a bad field.
 * A confirm page's button (R-SAFE-21) posts the page's own URL: its link's token is in the query,
 * and the list's confirmation is the one its JSON endpoint calls (server/links/confirm-links.server.ts).
 */
import { randomUUID } from "node:crypto";
import type { ZodError, ZodType } from "zod";
import type { FormAnswerWithStatus, FormKind, FormValues, LinkOutcome } from "../../core/form-posts";
import type { Locale } from "../../core/locales";
import { reminderTiming, renewalMonthOf } from "../../core/reminders";
import {
  contactFormSchema,
  isRuleCode,
  NEWSLETTER_SOURCES,
  newsletterFormSchema,
  REMINDER_SOURCES,
  reminderFormSchemaAt,
  RULE_MESSAGES,
  USER_AGENT_MAX,
  waitlistSignupSchema,
  type RuleCode,
} from "../../core/schemas";
import { newsletterTokenSchema } from "../../core/schemas/newsletter";
import { validation as arabicRules } from "../../app/i18n/messages/ar/validation";
import type { Database } from "../db/client.server";
import { ipLimitKey, hit, LIMITS } from "../rate-limit/rate-limit.server";
import { isUnavailable, logRequestError, unstorableField, type ClientAddress } from "../http.server";
import type { LeadIntake, Limited } from "../leads/intake.server";
import type { LinkConfirmations } from "../links/confirm-links.server";
import { isBot, type HandoffRecorder } from "../handoffs/handoffs.server";

/** Each edition's words for the forms' rules (R-EDITION-18). */
const RULE_WORDS: Record<Locale, Record<RuleCode, string>> = { en: RULE_MESSAGES, ar: arabicRules };

/** The fields each form sends; anything else in the body is not read. */
const FIELDS: Record<FormKind, readonly string[]> = {
  newsletter: ["email", "source"],
  waitlist: ["email"],
  contact: ["firstName", "lastName", "email", "phone", "subject", "message"],
  reminder: ["email", "renewalMonth", "consent", "source"],
  // The token is the page's own URL's, not a field.
  newsletterConfirm: [],
  reminderConfirm: [],
  waitlistConfirm: [],
};

/** Each link outcome's status, as the lists' JSON endpoints answer it (server/links/link-routes.server.ts). */
const LINK_STATUS: Record<LinkOutcome["state"], FormAnswerWithStatus["status"]> = {
  confirmed: 200,
  "already-confirmed": 200,
  invalid: 400,
  gone: 404,
  expired: 410,
};

export type FormClient = { ip: ClientAddress; userAgent: string | null };

type Checked<T> = { ok: true; data: T } | { ok: false; answer: FormAnswerWithStatus };

const minutesOf = ({ retryAfterSeconds }: Limited) => Math.max(1, Math.ceil(retryAfterSeconds / 60));

export function createFormPosts({
  intake,
  confirmations,
  db,
  now,
  handoffs,
}: {
  intake: LeadIntake;
  confirmations: LinkConfirmations;
  db: Database;
  now: () => number;
  /** Records a join of the waitlist as a hand-off (R-FUNNEL-10), as the page's beacon does with JavaScript. */
  handoffs?: HandoffRecorder;
}) {
  function refused(values: FormValues, errors: Record<string, string>): FormAnswerWithStatus {
    return { answer: { state: "refused", values, errors }, status: 400 };
  }
  function limited(values: FormValues, result: Limited): FormAnswerWithStatus {
    return {
      answer: { state: "refused", values, errors: {}, problem: { kind: "limited", minutes: minutesOf(result) } },
      status: 429,
    };
  }
  const sent = (values: FormValues): FormAnswerWithStatus => ({ answer: { state: "sent", values }, status: 200 });

  /** Each failing field's first rule, in the page's language. */
  function fieldErrors(error: ZodError, locale: Locale): Record<string, string> {
    const errors: Record<string, string> = {};
    for (const issue of error.issues) {
      const field = String(issue.path[0] ?? "");
      if (field in errors) continue;
      errors[field] = isRuleCode(issue.message) ? RULE_WORDS[locale][issue.message] : issue.message;
    }
    return errors;
  }

  function check<T>(schema: ZodType<T>, input: unknown, values: FormValues, locale: Locale): Checked<T> {
    const result = schema.safeParse(input);
    if (!result.success) return { ok: false, answer: refused(values, fieldErrors(result.error, locale)) };
    // Text PostgreSQL cannot store (NUL, a lone surrogate) is a field's problem, never the database's 500.
    const field = unstorableField(result.data as object);
    if (field !== null)
      return { ok: false, answer: refused(values, { [field]: RULE_WORDS[locale]["text.unstorable"] }) };
    return { ok: true, data: result.data };
  }

  /** The per-address counter of the form's JSON function: each form's kind is its function's scope. */
  async function overIpLimit(kind: FormKind, client: FormClient): Promise<Limited | null> {
    const result = await hit(db, ipLimitKey(kind, client.ip), LIMITS.perIp, { now: new Date(now()) });
    return result.allowed ? null : { kind: "limited", retryAfterSeconds: result.retryAfterSeconds };
  }

  /** A confirm page's button: its URL's token, confirmed by the list's one function. */
  async function confirmLink(confirm: (token: string) => Promise<LinkOutcome>, url: string) {
    const token = newsletterTokenSchema.safeParse(new URL(url).searchParams.get("token") ?? "");
    const outcome: LinkOutcome = token.success ? await confirm(token.data) : { state: "invalid" };
    return { answer: { state: "link", outcome }, status: LINK_STATUS[outcome.state] } satisfies FormAnswerWithStatus;
  }

  async function store(
    kind: FormKind,
    values: FormValues,
    locale: Locale,
    client: FormClient,
    url: string,
  ): Promise<FormAnswerWithStatus> {
    // A post without JavaScript carries no visit attribution: it lives in the browser's sessionStorage.
    const attribution = undefined;
    switch (kind) {
      case "newsletter": {
        const source = (NEWSLETTER_SOURCES as readonly string[]).includes(values.source ?? "")
          ? (values.source as (typeof NEWSLETTER_SOURCES)[number])
          : "footer";
        const checked = check(newsletterFormSchema, { email: values.email ?? "" }, values, locale);
        if (!checked.ok) {
          // A refused body counts against the address too, as at the JSON function: flooding junk ends in 429.
          const over = await overIpLimit(kind, client);
          return over ? limited(values, over) : checked.answer;
        }
        const outcome = await intake.newsletter(
          { email: checked.data.email, source, userAgent: client.userAgent, language: locale },
          { ipKey: ipLimitKey("newsletter", client.ip) },
        );
        if (outcome.kind === "limited") return limited(values, outcome);
        // Already subscribed is a success here: the page says to check the inbox, and reveals nothing of the address.
        return sent(values);
      }
      case "waitlist": {
        const over = await overIpLimit(kind, client);
        if (over) return limited(values, over);
        const checked = check(waitlistSignupSchema, { email: values.email ?? "" }, values, locale);
        if (!checked.ok) return checked.answer;
        const outcome = await intake.waitlist({
          email: checked.data.email,
          language: locale,
          userAgent: client.userAgent,
        });
        if (outcome.kind === "limited") return limited(values, outcome);
        // The join is stored: a failure to count it as a hand-off is logged, never the visitor's problem.
        if (handoffs && !isBot(client.userAgent))
          await handoffs
            .store(
              {
                handoff_id: randomUUID(),
                kind: "waitlist",
                surface: "waitlist_form",
                edition: locale,
                source: "app_download",
                medium: "waitlist_form",
              },
              "form_post",
              client.userAgent,
            )
            .catch((error: unknown) => logRequestError("waitlist hand-off", error));
        return sent(values);
      }
      case "contact": {
        const over = await overIpLimit(kind, client);
        if (over) return limited(values, over);
        const input = Object.fromEntries(FIELDS.contact.map((field) => [field, values[field] ?? ""]));
        const checked = check(contactFormSchema, input, values, locale);
        if (!checked.ok) return checked.answer;
        const outcome = await intake.contact(checked.data, {
          attribution,
          userAgent: client.userAgent,
          language: locale,
        });
        return outcome.kind === "limited" ? limited(values, outcome) : sent(values);
      }
      case "reminder": {
        const over = await overIpLimit(kind, client);
        if (over) return limited(values, over);
        const source = (REMINDER_SOURCES as readonly string[]).includes(values.source ?? "")
          ? (values.source as (typeof REMINDER_SOURCES)[number])
          : "home";
        const input = {
          email: values.email ?? "",
          // A prerendered page offers months by number: each names one of the next twelve.
          renewalMonth: renewalMonthOf(values.renewalMonth ?? "", now()),
          // A ticked box sends its value; an unticked one sends nothing.
          consent: values.consent !== undefined ? true : undefined,
        };
        const checked = check(reminderFormSchemaAt(now), input, values, locale);
        if (!checked.ok) return checked.answer;
        const outcome = await intake.reminder({
          ...checked.data,
          source,
          language: locale,
          attribution,
          userAgent: client.userAgent,
        });
        if (outcome.kind === "limited") return limited(values, outcome);
        // Too close for a reminder ahead of it: the page says so and gives the quote link now (R-FOLLOW-49).
        const close = reminderTiming(checked.data.renewalMonth, now()).kind === "close";
        return { answer: { state: "sent", values, ...(close ? { renewalClose: true } : {}) }, status: 200 };
      }
      case "newsletterConfirm":
        return confirmLink((token) => confirmations.newsletter(token), url);
      case "reminderConfirm":
        return confirmLink((token) => confirmations.reminder(token), url);
      case "waitlistConfirm":
        return confirmLink((token) => confirmations.waitlist(token), url);
    }
  }

  return {
    /** The answer to one form's post; a failure on our side keeps what was typed and says so (503). */
    async answer(kind: FormKind, request: Request, locale: Locale, client: FormClient): Promise<FormAnswerWithStatus> {
      const values = await readForm(request, FIELDS[kind]);
      try {
        return await store(
          kind,
          values,
          locale,
          { ...client, userAgent: client.userAgent?.slice(0, USER_AGENT_MAX) ?? null },
          request.url,
        );
      } catch (error) {
        if (!isUnavailable(error)) logRequestError(`POST form ${kind}`, error);
        return { answer: { state: "refused", values, errors: {}, problem: { kind: "failed" } }, status: 503 };
      }
    },
  };
}

/**
 * The form's own fields, as text: a body that is not a form (or not one of ours) reads as empty
 * fields, which the schema then refuses like an empty form. A file in a field is not text.
 */
async function readForm(request: Request, fields: readonly string[]): Promise<FormValues> {
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return {};
  }
  const values: FormValues = {};
  for (const field of fields) {
    const value = form.get(field);
    if (typeof value === "string") values[field] = value;
  }
  return values;
}
