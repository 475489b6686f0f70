/**
 * The forms' rules in the page's language (R-EDITION-18). A schema, or the
 * server's answer, reports a rule's code; this turns it into the edition's
 * words. Loaded with the schemas on first use: no page needs them before a
 * visitor submits, and an English page never loads the Arabic ones.
 */
import type { Locale } from "@core/locales";
import type { RuleCode } from "@core/schemas/rules";

const WORDS: Record<Locale, () => Promise<Record<RuleCode, string>>> = {
  en: async () => (await import("@core/schemas/rules")).RULE_MESSAGES,
  ar: async () => (await import("./messages/ar/validation")).validation,
};

/** Words a problem: a rule's code in the edition's language; any other text (already worded) as it is. */
export type RuleWording = (problem: string) => string;

const loaded = new Map<Locale, Promise<RuleWording>>();

export function loadRuleWording(locale: Locale): Promise<RuleWording> {
  let wording = loaded.get(locale);
  if (!wording) {
    wording = Promise.all([import("@core/schemas/rules"), WORDS[locale]()]).then(
      ([{ isRuleCode }, words]) =>
        (problem: string) =>
          isRuleCode(problem) ? words[problem] : problem,
    );
    // A failed load (offline) is tried again next time rather than remembered.
    wording.catch(() => loaded.delete(locale));
    loaded.set(locale, wording);
  }
  return wording;
}
