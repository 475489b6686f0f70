import { type FormEvent, useCallback, useEffect, useRef, useState } from "react";
import { toast } from "~/features/toasts";
import { NEWSLETTER, STORAGE_KEYS } from "@core/constants";
import { DEFAULT_LOCALE } from "@core/locales";
import { csrfToken, invokeWithCsrf, prefetchCsrfToken } from "~/features/api-client";
import { newsletterRateLimiter } from "~/features/rate-limit";
import { writeStorage } from "~/features/storage";
import { useI18n } from "~/i18n/i18n";
import type { NewsletterSignupInput, NewsletterSource } from "@core/schemas/newsletter";
import type { EmailRegistration } from "./email-input";
import type { FormAnswer } from "@core/form-posts";
import { localized } from "@core/locales";
import { FORM_PATHS } from "@core/pages";

/**
 * The newsletter flow (R-STATE-NEWS-01..04, R-ERR-01..06) for a validated address: client rate
 * limit, optimistic success toast, fire-and-forget call, "Joining..." until
 * 500 ms after the local work ends. Shared by the footer and the popup. What the
 * visitor is told is in the page's language (the catalogue's `newsletter`; the
 * address rules' words through app/i18n/validation.ts).
 */
export function useNewsletterSubmit(source: NewsletterSource, { onSuccess }: { onSuccess?: () => void } = {}) {
  const [submitting, setSubmitting] = useState(false);
  const resetTimer = useRef<number | undefined>(undefined);
  const { locale, m } = useI18n();
  const toasts = m.chrome.newsletter;

  useEffect(() => () => window.clearTimeout(resetTimer.current), []);

  const submit = useCallback(
    async (email: string): Promise<boolean> => {
      const limiter = newsletterRateLimiter();
      const now = Date.now();
      const allowed = limiter.check(now);
      if (!allowed.allowed) {
        toast.error(toasts.rateLimited(allowed.minutesLeft));
        return false;
      }
      limiter.record(now);
      setSubmitting(true);
      let succeeded = false;
      try {
        const { escapeEmail, USER_AGENT_MAX } = await import("@core/schemas/newsletter");
        // The specification's body (R-ENT-02) exactly; another edition adds its language, which the
        // confirmation e-mail and its pages then speak (R-FOLLOW-16). The default edition needs no key.
        const body: Omit<NewsletterSignupInput, "csrfToken" | "timestamp"> = {
          email: escapeEmail(email),
          source,
          userAgent: navigator.userAgent.slice(0, USER_AGENT_MAX),
          ...(locale === DEFAULT_LOCALE ? {} : { language: locale }),
        };
        // The token is fetched before the toast, so failures to build the request are "unexpected" (R-OPEN-54).
        await csrfToken();
        const request = invokeWithCsrf("newsletter-signup", body);
        // R-STATE-NEWS-03: the success toast does not wait for the server.
        toast.success(toasts.success, { description: toasts.checkInbox });
        writeStorage("local", STORAGE_KEYS.subscribed, "true");
        succeeded = true;
        onSuccess?.();
        request
          .then((result) => {
            if (result.ok) return;
            const error = (result.data as { error?: string } | null)?.error ?? `HTTP ${result.status}`;
            if (error.includes("Already subscribed")) {
              toast.info(toasts.alreadySubscribed, {
                toasterId: "secondary",
                duration: NEWSLETTER.alreadySubscribedToastMs,
              });
            } else {
              console.error("newsletter-signup failed:", error);
            }
          })
          .catch((error: unknown) => console.error("newsletter-signup failed:", error))
          // That token is spent (the server takes each once): have the next one ready.
          .finally(prefetchCsrfToken);
      } catch (error) {
        // R-OPEN-54: a failure before the request leaves is unexpected.
        console.error("newsletter: could not send", error);
        toast.error(toasts.unexpected);
      } finally {
        resetTimer.current = window.setTimeout(() => setSubmitting(false), NEWSLETTER.resetAfterMs);
      }
      return succeeded;
    },
    [source, onSuccess, toasts, locale],
  );

  return { submit, submitting };
}

/**
 * The e-mail form of the footer and the popup: the shared schema, then the flow above.
 * One field needs no form library: the schema (loaded on first use) decides, with the
 * other forms' rules: validate on submit, focus the field when it fails, then
 * re-validate on every change until a submit succeeds. It keeps the form library
 * off every page's up-front JavaScript.
 */
export function useNewsletterForm(
  source: NewsletterSource,
  options: { onSuccess?: () => void; answer?: FormAnswer | undefined } = {},
) {
  const { submit, submitting } = useNewsletterSubmit(source, options);
  const { m, locale } = useI18n();
  // A post without JavaScript that came back refused (R-HTML-03): its message and what was typed.
  const returned = options.answer?.state === "refused" ? options.answer : undefined;
  const [error, setError] = useState<string | undefined>(returned?.errors.email);
  const input = useRef<HTMLInputElement | null>(null);
  const submitted = useRef(false);
  // Validation is asynchronous (the schema loads on first use): only the latest answer counts.
  const latest = useRef(0);

  const validate = useCallback(
    async (value: string) => {
      const run = ++latest.current;
      // The rules' words load with the schema: the footer form is on every page, few visitors use it.
      const [{ newsletterFormSchema }, word] = await Promise.all([
        import("@core/schemas/newsletter"),
        import("~/i18n/validation").then(({ loadRuleWording }) => loadRuleWording(locale)),
      ]);
      const result = newsletterFormSchema.safeParse({ email: value });
      const problem = result.error?.issues[0]?.message;
      if (run === latest.current) setError(problem === undefined ? undefined : word(problem));
      return result.success ? result.data.email : null;
    },
    [locale],
  );

  const field: EmailRegistration = {
    name: "email",
    ref: useCallback((element: HTMLInputElement | null) => void (input.current = element), []),
    onChange: (event) => {
      if (submitted.current) void validate(event.target.value);
    },
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    submitted.current = true;
    const email = await validate(input.current?.value ?? "");
    if (email === null) {
      input.current?.focus();
      return;
    }
    if (await submit(email)) {
      if (input.current) input.current.value = "";
      submitted.current = false;
    }
  };

  // The token is fetched when the visitor reaches the form, not with every page:
  // the footer form is on all of them, and most visits never use it.
  return {
    formProps: {
      // Before JavaScript, or without it, the form posts to the newsletter page (R-HTML-03).
      method: "post",
      action: localized(FORM_PATHS.newsletter, locale),
      noValidate: true,
      "aria-label": m.chrome.newsletter.label,
      onSubmit: (event: FormEvent<HTMLFormElement>) => void onSubmit(event),
      onFocus: prefetchCsrfToken,
    },
    inputProps: { error, disabled: submitting, registration: field, defaultValue: returned?.values.email },
    /** The hidden field that tells a post without JavaScript which form it came from. */
    sourceProps: { type: "hidden", name: "source", value: source } as const,
    submitting,
    error,
  };
}
