import { CircleCheckIcon } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { toast } from "~/features/toasts";
import { CONTACT_LIMITS } from "@core/constants";
import { Ltr } from "~/components/layout/ltr";
import { WhatsAppChatLink } from "~/components/layout/whatsapp-chat-link";
import { Button } from "~/components/ui/button";
import { prefetchCsrfToken } from "~/features/api-client";
import { useI18n } from "~/i18n/i18n";
import { cn } from "~/lib/cn";
import { useCsrfForm } from "./use-csrf-form";
import type { FormAnswer } from "@core/form-posts";
import { DEFAULT_LOCALE, localized } from "@core/locales";
import { FORM_PATHS } from "@core/pages";

export type ContactValues = {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
};

/** The one-line fields, labelled from the edition's catalogue (`contact.fields`). */
const FIELDS: {
  name: Exclude<keyof ContactValues, "message">;
  type?: string;
  autoComplete: string;
  maxLength: number;
  optional?: boolean;
  /** An address or a number: left to right in either edition. */
  latin?: boolean;
}[] = [
  { name: "firstName", autoComplete: "given-name", maxLength: CONTACT_LIMITS.nameMax },
  { name: "lastName", autoComplete: "family-name", maxLength: CONTACT_LIMITS.nameMax },
  { name: "email", type: "email", autoComplete: "email", maxLength: CONTACT_LIMITS.emailMax, latin: true },
  { name: "phone", type: "tel", autoComplete: "tel", maxLength: 24, optional: true, latin: true },
  { name: "subject", autoComplete: "off", maxLength: CONTACT_LIMITS.subjectMax },
];

const loadSchema = async () => (await import("@core/schemas/contact")).contactFormSchema;

const EMPTY: ContactValues = { firstName: "", lastName: "", email: "", phone: "", subject: "", message: "" };

/** The contact fields of a returned post: what the visitor typed, nothing else. */
const pick = (values: Record<string, string>): Partial<ContactValues> =>
  Object.fromEntries(Object.keys(EMPTY).flatMap((key) => (key in values ? [[key, values[key]]] : [])));

const inputClass =
  "mt-1 block w-full rounded-xl border border-ink-200 bg-white px-3 py-2.5 text-base text-ink-950 focus:border-honey-500 focus:outline-none focus:ring-2 focus:ring-honey-300 disabled:bg-ink-50 aria-[invalid=true]:border-rose-500";

/**
 * The contact form (R-ENT-01, R-VAL-CONTACT-*, R-OPEN-01/02): validated on submit and then
 * as each field changes, errors under their fields, focus on the first
 * invalid one; a server failure keeps everything typed and says what to do.
 */
export function ContactForm({ answer }: { answer?: FormAnswer | undefined }) {
  // The confirmation stays on the page (a toast vanishes while the form clears) until a new message begins.
  // Sent without JavaScript, the server's answer says so (R-HTML-03).
  const [sent, setSent] = useState<{ firstName: string; email: string } | null>(() =>
    answer?.state === "sent"
      ? { firstName: (answer.values.firstName ?? "").trim(), email: (answer.values.email ?? "").trim().toLowerCase() }
      : null,
  );
  const { locale, m } = useI18n();
  const words = m.chrome.contact;
  // A refused post comes back with what was typed and each field's message, until that field changes.
  const returned = answer?.state === "refused" ? answer : undefined;
  const [serverErrors, setServerErrors] = useState<Record<string, string>>(() => returned?.errors ?? {});
  const { form, sending, onSubmit } = useCsrfForm<ContactValues>({
    fn: "contact-submit",
    loadSchema,
    empty: EMPTY,
    initial: returned ? { ...EMPTY, ...pick(returned.values) } : undefined,
    category: "Contact",
    words,
    // The edition the visitor wrote from: their acknowledgement and our answer speak it (R-DESK-02).
    body: (values, language) => (language === DEFAULT_LOCALE ? values : { ...values, language }),
    onSent: (values) => {
      toast.success(words.success);
      setSent({ firstName: values.firstName.trim(), email: values.email.trim().toLowerCase() });
    },
  });
  const { errors } = form.formState;

  // Everything a submit needs is fetched while the visitor types, so a server
  // that goes down meanwhile cannot take the form's own code with it.
  useEffect(() => {
    prefetchCsrfToken();
    void loadSchema().catch(() => {});
  }, []);

  const messageOf = (name: keyof ContactValues) => errors[name]?.message ?? serverErrors[name];
  const describedBy = (name: keyof ContactValues) => (messageOf(name) ? `contact-${name}-error` : undefined);
  const fieldError = (name: keyof ContactValues) =>
    messageOf(name) ? (
      <p id={`contact-${name}-error`} className="mt-1 text-sm font-medium text-rose-700">
        {messageOf(name)}
      </p>
    ) : null;
  const problem = returned?.problem;

  return (
    <>
      {sent && <SentPanel {...sent} />}
      <form
        method="post"
        action={localized(FORM_PATHS.contact, locale)}
        onSubmit={(event) => void onSubmit(event)}
        onInput={(event) => {
          setSent(null);
          const { name } = event.target as HTMLInputElement;
          if (name in serverErrors) setServerErrors(({ [name]: _changed, ...rest }) => rest);
        }}
        noValidate
        aria-label={words.label}
        className="grid gap-5 sm:grid-cols-2"
        data-testid="contact-form"
      >
        {FIELDS.map((field) => (
          <div
            key={field.name}
            className={cn(
              field.name === "subject" || field.name === "email" ? "sm:col-span-2" : "",
              field.name === "phone" ? "sm:col-span-2" : "",
            )}
          >
            <label htmlFor={`contact-${field.name}`} className="text-sm font-semibold text-ink-900">
              {words.fields[field.name]}
            </label>
            <input
              id={`contact-${field.name}`}
              type={field.type ?? "text"}
              dir={field.latin ? "ltr" : undefined}
              autoComplete={field.autoComplete}
              maxLength={field.maxLength + 20}
              disabled={sending}
              aria-invalid={messageOf(field.name) ? "true" : "false"}
              defaultValue={returned?.values[field.name]}
              aria-describedby={describedBy(field.name)}
              aria-required={field.optional ? undefined : "true"}
              className={inputClass}
              {...form.register(field.name)}
            />
            {fieldError(field.name)}
          </div>
        ))}
        <div className="sm:col-span-2">
          <label htmlFor="contact-message" className="text-sm font-semibold text-ink-900">
            {words.fields.message}
          </label>
          <textarea
            id="contact-message"
            rows={6}
            disabled={sending}
            aria-invalid={messageOf("message") ? "true" : "false"}
            defaultValue={returned?.values.message}
            aria-describedby={describedBy("message")}
            aria-required="true"
            className={cn(inputClass, "resize-y")}
            {...form.register("message")}
          />
          {fieldError("message")}
        </div>
        {problem ? (
          <p role="alert" className="text-sm font-medium text-rose-700 sm:col-span-2" data-testid="contact-problem">
            {problem.kind === "limited" ? words.rateLimited(problem.minutes) : words.failure}
          </p>
        ) : null}
        <div className="sm:col-span-2">
          <Button type="submit" size="lg" variant="dark" disabled={sending}>
            {sending ? words.sending : words.send}
          </Button>
        </div>
      </form>
    </>
  );
}

/** What happens after an enquiry: who reads it, when the reply comes, and a faster way if it is urgent. */
function SentPanel({ firstName, email }: { firstName: string; email: string }) {
  // The form the visitor just sent from is below: bring the confirmation into view, and give it
  // focus so the keyboard continues from here.
  const panel = useRef<HTMLDivElement>(null);
  const { m } = useI18n();
  const words = m.chrome.contact;
  useEffect(() => {
    const reduced = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    panel.current?.focus({ preventScroll: true });
    panel.current?.scrollIntoView({ block: "start", behavior: reduced ? "auto" : "smooth" });
  }, []);
  return (
    <div
      ref={panel}
      id="contact-sent"
      tabIndex={-1}
      role="status"
      data-testid="contact-sent"
      className="mb-6 flex flex-col gap-3 rounded-2xl bg-emerald-50 p-5 outline-none ring-1 ring-emerald-200 focus-visible:ring-2 focus-visible:ring-honey-600"
    >
      <p className="flex items-center gap-2 text-lg font-bold text-emerald-900">
        <CircleCheckIcon className="size-5 shrink-0" aria-hidden="true" />
        {words.sentTitle(firstName)}
      </p>
      <p className="text-ink-800">
        {words.sentReplyBefore}{" "}
        <strong className="break-all">
          <Ltr>{email}</Ltr>
        </strong>{" "}
        {words.sentReplyAfter}
      </p>
      <p className="text-ink-800">{words.sooner}</p>
      <WhatsAppChatLink greeting={m.chrome.whatsapp.contactSent} className="w-fit" />
    </div>
  );
}
