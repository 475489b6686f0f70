import { useCallback, useEffect, useRef, useState, type FormEvent } from "react";
import { useForm, type DefaultValues, type FieldPath, type FieldValues, type UseFormReturn } from "react-hook-form";
import type { ZodType } from "zod";
import type { Locale } from "@core/locales";
import { track } from "~/features/analytics";
import type { EventParams } from "~/features/analytics-events";
import { invokeWithCsrf, prefetchCsrfToken } from "~/features/api-client";
import { readAttribution } from "~/features/attribution";
import { toast } from "~/features/toasts";
import { useI18n } from "~/i18n/i18n";
import { lazyZodResolver } from "./lazy-resolver";

/** What a refusal of the server says about a field: its English words and the rule that failed (R-OPEN-04). */
type FieldRefusal = { error?: string; field?: string; rule?: string };

/**
 * A visitor's form sent to a CSRF-protected server function (the contact form,
 * the renewal reminder): the shared schema (loaded on first submit) checks it
 * on submit, then as each field changes; one request at a time, with the
 * visit's attribution; a field the server refuses shows under that field in
 * the page's language (R-EDITION-18) and takes the focus once the form is
 * enabled again; a 429 says when to try again; any other failure keeps
 * everything typed and reports `form_error` under `category`. The CSRF token
 * is spent by each request, so the next one is fetched at once.
 */
export function useCsrfForm<Values extends FieldValues>({
  fn,
  loadSchema,
  empty,
  initial,
  body = (values) => values,
  category,
  words,
  onSent,
}: {
  /** The server function. */
  fn: string;
  loadSchema: () => Promise<ZodType>;
  empty: DefaultValues<Values> & Values;
  /** The values a post without JavaScript came back with (R-HTML-03): the form starts with them. */
  initial?: (DefaultValues<Values> & Values) | undefined;
  /** What is sent besides the attribution: the values, and anything the form adds. */
  body?: (values: Values, locale: Locale) => Record<string, unknown>;
  /** The analytics category of the form's errors. */
  category: EventParams<"form_error">["event_category"];
  /** The toasts: a failure that is not the visitor's to fix, and too many attempts. */
  words: { failure: string; rateLimited: (minutes: number) => string };
  onSent: (values: Values) => void;
}) {
  const { locale } = useI18n();
  const [sending, setSending] = useState(false);
  const inFlight = useRef(false);
  const form = useForm<Values>({
    defaultValues: initial ?? empty,
    resolver: lazyZodResolver(loadSchema, locale),
    mode: "onSubmit",
    reValidateMode: "onChange",
    shouldFocusError: true,
  });
  const showRefusal = useServerRefusal(form, locale, sending);

  function failed(reason: string) {
    toast.error(words.failure);
    track("form_error", { event_category: category, event_label: reason });
  }

  const submitValues = form.handleSubmit(async (values) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setSending(true);
    try {
      const attribution = readAttribution();
      const result = await invokeWithCsrf<FieldRefusal>(fn, {
        ...body(values, locale),
        ...(attribution ? { attribution } : {}),
      });
      if (result.ok) {
        onSent(values);
        form.reset(empty);
      } else if (result.status === 400 && result.data?.field && Object.hasOwn(empty, result.data.field)) {
        await showRefusal(result.data.field as FieldPath<Values>, result.data);
      } else if (result.status === 429) {
        toast.error(words.rateLimited(Math.max(1, Math.ceil((result.retryAfterSeconds ?? 60) / 60))));
      } else {
        failed(`http_${result.status}`);
      }
    } catch {
      failed("network_error");
    } finally {
      inFlight.current = false;
      setSending(false);
      prefetchCsrfToken();
    }
  });

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    try {
      await submitValues(event);
    } catch {
      // The validation code itself could not load (offline): nothing typed is lost.
      failed("code_unavailable");
    }
  }

  return { form, sending, onSubmit };
}

/**
 * Shows a field the server refused under that field, worded in the page's language
 * from the rule it names, and focuses it once the form is enabled again: a field
 * disabled while sending takes no focus.
 */
function useServerRefusal<Values extends FieldValues>(form: UseFormReturn<Values>, locale: Locale, sending: boolean) {
  const refused = useRef<FieldPath<Values> | null>(null);

  useEffect(() => {
    if (sending || !refused.current) return;
    form.setFocus(refused.current);
    refused.current = null;
  }, [sending, form]);

  return useCallback(
    async (field: FieldPath<Values>, refusal: FieldRefusal) => {
      const { loadRuleWording } = await import("~/i18n/validation");
      const word = await loadRuleWording(locale);
      form.setError(field, { message: word(refusal.rule ?? refusal.error ?? "Invalid value") });
      refused.current = field;
    },
    [form, locale],
  );
}
