import { useCallback, useEffect, useRef } from "react";
import type { FieldPath, FieldValues, UseFormReturn } from "react-hook-form";
import type { Locale } from "@core/locales";

/** What a refusal of the server says about a field: its English words and the rule that failed (R-OPEN-04). */
export type FieldRefusal = { error?: string; field?: string; rule?: string };

/**
 * Shows a field the server refused under that field, worded in the page's language
 * from the rule it names (R-EDITION-18), and focuses it once the form is enabled
 * again: a field disabled while sending takes no focus.
 */
export function useServerRefusal<T extends FieldValues>(form: UseFormReturn<T>, locale: Locale, sending: boolean) {
  const refused = useRef<FieldPath<T> | null>(null);

  useEffect(() => {
    if (sending || !refused.current) return;
    form.setFocus(refused.current);
    refused.current = null;
  }, [sending, form]);

  return useCallback(
    async (field: FieldPath<T>, refusal: FieldRefusal) => {
      const { loadRuleWording } = await import("~/i18n/validation");
      const word = await loadRuleWording(locale);
      form.setError(field, { message: word(refusal.rule ?? refusal.error ?? "Invalid value") });
      refused.current = field;
    },
    [form, locale],
  );
}
