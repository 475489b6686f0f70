import { ExternalLinkIcon, MailCheckIcon } from "lucide-react";
import { useEffect, useRef, useState, useSyncExternalStore } from "react";
import { useWatch } from "react-hook-form";
import { quoteChoiceHref } from "@core/choice-links";
import { gulfDay, gulfDayStart } from "@core/gulf-time";
import type { FormAnswer } from "@core/form-posts";
import { localized } from "@core/locales";
import { FORM_PATHS } from "@core/pages";
import { resolveQuoteContext } from "@core/quote-url";
import { MONTHS_OF_YEAR, reminderTiming, renewalMonthOf, renewalMonthsAfter } from "@core/reminders";
import type { ReminderSource } from "@core/schemas/reminder";
import { Button, buttonVariants } from "~/components/ui/button";
import { track, trackQuoteRequest } from "~/features/analytics";
import { prefetchCsrfToken } from "~/features/api-client";
import { readAttribution } from "~/features/attribution";
import { buildQuoteUrl } from "~/features/quote-links";
import { toast } from "~/features/toasts";
import { useHydrated } from "~/hooks/use-hydrated";
import { useI18n } from "~/i18n/i18n";
import { cn } from "~/lib/cn";
import { EmailInput, FieldError } from "./email-input";
import { useCsrfForm } from "./use-csrf-form";

type Values = { email: string; renewalMonth: string; consent: boolean };
const EMPTY: Values = { email: "", renewalMonth: "", consent: false };

const loadSchema = async () => (await import("@core/schemas/reminder")).reminderFormSchemaAt(Date.now);

const noChange = () => () => undefined;
/** The current Gulf day in the browser; none while prerendering, so the built page promises no months. */
const useGulfDay = () =>
  useSyncExternalStore(
    noChange,
    () => gulfDay(Date.now()),
    () => null,
  );

/** The quote link a renewal too close for its reminder gets at once (R-FOLLOW-49). */
const CLOSE_QUOTE_CONTEXT = resolveQuoteContext({ source: "renewal_reminder", content: "renewal_close" });

/** A renewal month (as the form sent it) whose reminder day has already come (R-FOLLOW-49), or null. */
function closeMonthOf(sent: string, now: number): string | null {
  const month = renewalMonthOf(sent, now);
  return /^\d{4}-\d{2}$/.test(month) && reminderTiming(month, now).kind === "close" ? month : null;
}

/**
 * "Get my quote now": before JavaScript the quote page with the reminder as its source
 * (R-HTML-01); once hydrated the broker's quote site itself, with the visit's attribution.
 */
function CloseQuoteLink({ children }: { children: string }) {
  const hydrated = useHydrated();
  const { locale } = useI18n();
  const href = hydrated
    ? buildQuoteUrl({ context: CLOSE_QUOTE_CONTEXT, attribution: readAttribution() })
    : quoteChoiceHref(CLOSE_QUOTE_CONTEXT, locale);
  return (
    <a
      href={href}
      target="_blank"
      rel={hydrated ? "noopener noreferrer" : "noopener"}
      onClick={() => {
        if (hydrated) trackQuoteRequest(CLOSE_QUOTE_CONTEXT);
      }}
      className={cn(buttonVariants({ variant: "primary", size: "sm" }), "gap-1.5 self-start")}
      data-testid="reminder-close-quote"
    >
      {children}
      <ExternalLinkIcon aria-hidden="true" className="size-4" />
    </a>
  );
}

const fieldClass =
  "h-11 w-full rounded-xl border border-ink-200 bg-white px-3 text-base text-ink-950 focus:border-honey-500 focus:outline-none focus:ring-2 focus:ring-honey-300 disabled:bg-ink-50 aria-[invalid=true]:border-rose-500";

/**
 * "Not renewing yet? We'll remind you" (R-FOLLOW-46): e-mail, the
 * month the policy renews (the next twelve, named in the page's language) and
 * an explicit consent line; the shared schema checks it here and on the
 * server, whose field errors land under their fields. Success asks the
 * visitor to confirm from their inbox.
 */
export function RenewalReminderForm({
  source,
  idPrefix = "reminder",
  answer,
}: {
  source: ReminderSource;
  idPrefix?: string;
  /** The answer to a post made without JavaScript from the reminder page (R-HTML-03). */
  answer?: FormAnswer | undefined;
}) {
  const { m, format, locale } = useI18n();
  const words = m.reminders;
  const returned = answer?.state === "refused" ? answer : undefined;
  const [sent, setSent] = useState<{ email: string; close: boolean } | null>(() =>
    answer?.state === "sent"
      ? { email: (answer.values.email ?? "").trim().toLowerCase(), close: answer.renewalClose === true }
      : null,
  );
  const done = useRef<HTMLDivElement>(null);
  const today = useGulfDay();
  const month = today?.slice(0, 7);
  // Rendered before anyone knows today (prerendered, or answering a post), the form offers the
  // twelve months by name; the server takes each as the one of the next twelve it names.
  const months = month
    ? renewalMonthsAfter(month).map((value) => ({ value, label: format.month(value) }))
    : MONTHS_OF_YEAR.map((value) => ({ value, label: format.monthName(value) }));
  const { form, sending, onSubmit } = useCsrfForm<Values>({
    fn: "renewal-reminder-signup",
    loadSchema,
    empty: EMPTY,
    initial: returned
      ? { ...EMPTY, email: returned.values.email ?? "", renewalMonth: returned.values.renewalMonth ?? "" }
      : undefined,
    body: (values, language) => ({ ...values, source, language }),
    category: "Renewal Reminder",
    words: { failure: words.failure, rateLimited: m.chrome.contact.rateLimited },
    onSent: (values) => {
      toast.success(words.successToast);
      track("renewal_reminder_signup", {
        event_category: "Renewal Reminder",
        event_label: values.renewalMonth,
        source,
      });
      setSent({ email: values.email, close: closeMonthOf(values.renewalMonth, Date.now()) !== null });
    },
  });
  const { errors } = form.formState;
  const id = (name: keyof Values) => `${idPrefix}-${name}`;
  // Said at once, as the month is chosen: a renewal too close for its reminder gets the quote link now.
  // Reminders fall due at a Gulf midnight, so the start of today tells the same as this instant.
  const chosen = useWatch({ control: form.control, name: "renewalMonth" });
  const closeMonth = today ? closeMonthOf(chosen, gulfDayStart(today)) : null;

  useEffect(() => {
    if (sent) done.current?.focus();
  }, [sent]);

  if (sent)
    return (
      <div
        ref={done}
        tabIndex={-1}
        role="status"
        className="flex flex-col items-start gap-3 rounded-2xl bg-white p-5 text-ink-800 ring-1 ring-ink-100 outline-none"
        data-testid="reminder-sent"
      >
        <p className="flex items-center gap-2 text-lg font-semibold text-ink-950">
          <MailCheckIcon aria-hidden="true" className="size-5 text-emerald-700" />
          {words.successTitle}
        </p>
        <p className="wrap-anywhere">{sent.close ? words.close.sent(sent.email) : words.success(sent.email)}</p>
        {sent.close ? <CloseQuoteLink>{words.close.link}</CloseQuoteLink> : null}
        <Button variant="outline" size="sm" onClick={() => setSent(null)}>
          {words.another}
        </Button>
      </div>
    );

  const fromServer = (field: keyof Values) => (form.formState.isSubmitted ? undefined : returned?.errors[field]);
  const emailError = errors.email?.message ?? fromServer("email");
  const monthError = errors.renewalMonth?.message ?? fromServer("renewalMonth");
  const consentError = errors.consent?.message ?? fromServer("consent");
  return (
    <form
      method="post"
      action={localized(FORM_PATHS.reminder, locale)}
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      aria-label={words.formLabel}
      // The token is fetched when the visitor reaches the form, not with the page (R-CALL-01): most visits never use it.
      onFocus={prefetchCsrfToken}
      className="flex flex-col gap-3"
      data-testid="reminder-form"
    >
      <input type="hidden" name="source" value={source} />
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="flex min-w-0 flex-col gap-1">
          <label htmlFor={id("email")} className="text-sm font-medium text-ink-800">
            {m.chrome.forms.emailLabel}
          </label>
          <EmailInput
            id={id("email")}
            error={emailError}
            disabled={sending}
            registration={form.register("email")}
            defaultValue={returned?.values.email}
            className={fieldClass}
          />
          <FieldError id={id("email")} message={emailError} />
        </div>
        <div className="flex min-w-0 flex-col gap-1">
          <label htmlFor={id("renewalMonth")} className="text-sm font-medium text-ink-800">
            {words.monthLabel}
          </label>
          <select
            id={id("renewalMonth")}
            disabled={sending}
            aria-invalid={monthError ? "true" : "false"}
            aria-describedby={monthError ? `${id("renewalMonth")}-error` : undefined}
            className={fieldClass}
            defaultValue={returned?.values.renewalMonth}
            {...form.register("renewalMonth")}
          >
            <option value="">{words.monthPlaceholder}</option>
            {months.map(({ value, label }) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
          <FieldError id={id("renewalMonth")} message={monthError} />
        </div>
      </div>
      <div role="status" data-testid="reminder-close" className="empty:hidden">
        {closeMonth ? (
          <div className="flex flex-col gap-2 rounded-xl bg-honey-50 p-4 text-sm text-ink-800 ring-1 ring-honey-200">
            <p className="font-semibold text-ink-950">{words.close.title}</p>
            <p>{words.close.text(format.month(closeMonth))}</p>
            <CloseQuoteLink>{words.close.link}</CloseQuoteLink>
            <p>{words.close.byMail}</p>
          </div>
        ) : null}
      </div>
      <div className="flex flex-col gap-1">
        <div className="flex items-start gap-3">
          <input
            id={id("consent")}
            type="checkbox"
            disabled={sending}
            aria-invalid={consentError ? "true" : "false"}
            aria-describedby={consentError ? `${id("consent")}-error` : undefined}
            className="mt-1 size-5 shrink-0 accent-honey-600"
            defaultChecked={returned?.values.consent !== undefined}
            {...form.register("consent")}
          />
          <label htmlFor={id("consent")} className="text-sm text-ink-800">
            {words.consent}
          </label>
        </div>
        <FieldError id={id("consent")} message={consentError} />
      </div>
      {returned?.problem ? (
        <p role="alert" className="text-sm font-medium text-rose-700">
          {returned.problem.kind === "limited" ? m.chrome.contact.rateLimited(returned.problem.minutes) : words.failure}
        </p>
      ) : null}
      <Button type="submit" variant="dark" disabled={sending} className={cn("w-full sm:w-auto sm:self-start")}>
        {sending ? words.submitting : words.submit}
      </Button>
    </form>
  );
}
