import { MailCheckIcon } from "lucide-react";
import { useEffect, useRef, useState, useSyncExternalStore } from "react";
import { gulfMonth } from "@core/gulf-time";
import type { FormAnswer } from "@core/form-posts";
import { localized } from "@core/locales";
import { FORM_PATHS } from "@core/pages";
import { MONTHS_OF_YEAR, renewalMonthsAfter } from "@core/reminders";
import type { ReminderSource } from "@core/schemas/reminder";
import { Button } from "~/components/ui/button";
import { track } from "~/features/analytics";
import { prefetchCsrfToken } from "~/features/api-client";
import { toast } from "~/features/toasts";
import { useI18n } from "~/i18n/i18n";
import { cn } from "~/lib/cn";
import { EmailInput, FieldError } from "./email-input";
import { useCsrfForm } from "./use-csrf-form";

type Values = { email: string; renewalMonth: string; consent: boolean };
const EMPTY: Values = { email: "", renewalMonth: "", consent: false };

const loadSchema = async () => (await import("@core/schemas/reminder")).reminderFormSchemaAt(Date.now);

const noChange = () => () => undefined;
/** The current Gulf month in the browser; none while prerendering, so the built page promises no months. */
const useGulfMonth = () =>
  useSyncExternalStore(
    noChange,
    () => gulfMonth(Date.now()),
    () => null,
  );

const fieldClass =
  "h-11 w-full rounded-xl border border-ink-200 bg-white px-3 text-base text-ink-950 focus:border-honey-500 focus:outline-none focus:ring-2 focus:ring-honey-300 disabled:bg-ink-50 aria-[invalid=true]:border-rose-500";

/**
 * "Not renewing yet? We'll remind you" (issue 15, R-FOLLOW-46): e-mail, the
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
  const [sentTo, setSentTo] = useState<string | null>(() =>
    answer?.state === "sent" ? (answer.values.email ?? "").trim().toLowerCase() : null,
  );
  const done = useRef<HTMLDivElement>(null);
  const month = useGulfMonth();
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
      setSentTo(values.email);
    },
  });
  const { errors } = form.formState;
  const id = (name: keyof Values) => `${idPrefix}-${name}`;

  useEffect(() => {
    if (sentTo) done.current?.focus();
  }, [sentTo]);

  if (sentTo)
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
        <p className="break-words">{words.success(sentTo)}</p>
        <Button variant="outline" size="sm" onClick={() => setSentTo(null)}>
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
