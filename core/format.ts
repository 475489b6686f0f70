/**
 * Numbers, amounts and dates in a page's language (issue 17), one helper for
 * both editions through Intl: the English keeps the specification's formats
 * ("14 March 2026", "1,234"); the Arabic writes Western digits, as UAE commerce
 * does ("14 مارس 2026"), and Gregorian months by their Arabic names.
 */
import { LOCALE_INFO, type Locale } from "./locales";

export type Formatter = {
  /** A whole number with grouping: 1,234. */
  number: (value: number) => string;
  /** A dirham amount, rounded: "AED 9,000" (R-OPEN-48), "9,000 درهم". */
  aed: (amount: number) => string;
  /** An ISO date (YYYY-MM-DD) as a day, month name and year, the same on every machine. */
  date: (isoDate: string) => string;
  /** "2026-12" as its month and year. */
  month: (yearMonth: string) => string;
};

const INTL: Record<Locale, { number: string; date: string; aed: (amount: string) => string }> = {
  en: { number: "en-US", date: "en-GB", aed: (amount) => `AED ${amount}` },
  ar: { number: LOCALE_INFO.ar.intl, date: LOCALE_INFO.ar.intl, aed: (amount) => `${amount} درهم` },
};

const cache = new Map<Locale, Formatter>();

export function formatterFor(locale: Locale): Formatter {
  const known = cache.get(locale);
  if (known) return known;
  const number = new Intl.NumberFormat(INTL[locale].number, { maximumFractionDigits: 0 });
  const date = new Intl.DateTimeFormat(INTL[locale].date, {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  });
  const month = new Intl.DateTimeFormat(INTL[locale].date, { month: "long", year: "numeric", timeZone: "UTC" });
  const formatter: Formatter = {
    number: (value) => number.format(value),
    aed: (amount) => INTL[locale].aed(number.format(Math.round(amount))),
    date: (isoDate) => date.format(new Date(`${isoDate}T00:00:00Z`)),
    month: (yearMonth) => month.format(new Date(`${yearMonth}-01T00:00:00Z`)),
  };
  cache.set(locale, formatter);
  return formatter;
}

/** An Arabic noun's forms for a count; `#` stands for the number. */
export type ArabicNoun = Record<"one" | "two" | "few" | "many" | "other", string>;

const arabicPluralRules = new Intl.PluralRules(LOCALE_INFO.ar.intl);

/**
 * An Arabic count with its noun: Arabic has six plural forms (one, two, a few
 * for 3–10, many for 11–99, and the rest), which Intl.PluralRules names.
 */
export function arabicCount(count: number, noun: ArabicNoun): string {
  const form = arabicPluralRules.select(count);
  const words = form === "zero" ? noun.other : noun[form];
  return words.replace("#", String(count));
}
