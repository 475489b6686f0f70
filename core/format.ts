/**
 * Numbers, amounts and dates in a page's language (R-EDITION-06), one helper for
 * both editions (dates through Intl): the English keeps the specification's formats
 * ("14 March 2026", "1,234"); the Arabic writes Western digits, as UAE commerce
 * does ("14 مارس 2026"), and Gregorian months by their Arabic names.
 */
import { LOCALE_INFO, type Locale } from "./locales";
import { once } from "./once";

export type Formatter = {
  /** A whole number with grouping: 1,234. */
  number: (value: number) => string;
  /** A dirham amount, rounded: "AED 9,000" (R-OPEN-48), "9,000 درهم". */
  aed: (amount: number) => string;
  /** An ISO date (YYYY-MM-DD) as a day, month name and year, the same on every machine. */
  date: (isoDate: string) => string;
  /** "2026-12" as its month and year. */
  month: (yearMonth: string) => string;
  /** "12" as its month's name alone ("December", «ديسمبر»). */
  monthName: (monthOfYear: string) => string;
};

const INTL: Record<Locale, { date: string; aed: (amount: string) => string }> = {
  en: { date: "en-GB", aed: (amount) => `AED ${amount}` },
  ar: { date: LOCALE_INFO.ar.intl, aed: (amount) => `${amount} درهم` },
};

/**
 * A whole number grouped by thousands with Western digits and commas, which is what
 * both editions write ("en-US" and "ar-AE" with Latin digits agree; a test checks it
 * against Intl for each). Written out rather than through Intl.NumberFormat because
 * the hero's calculator formats while the home page hydrates, and constructing the
 * formatter took about 50 ms of a 4× slowed CPU there (measured in a trace; docs/decisions/008-performance.md).
 */
export function groupedWhole(value: number): string {
  const whole = Math.round(Math.abs(value));
  const digits = String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return value < 0 && whole !== 0 ? `-${digits}` : digits;
}

const cache = new Map<Locale, Formatter>();

export function formatterFor(locale: Locale): Formatter {
  const known = cache.get(locale);
  if (known) return known;
  const date = once(
    () =>
      new Intl.DateTimeFormat(INTL[locale].date, {
        day: "numeric",
        month: "long",
        year: "numeric",
        timeZone: "UTC",
      }),
  );
  const month = once(
    () => new Intl.DateTimeFormat(INTL[locale].date, { month: "long", year: "numeric", timeZone: "UTC" }),
  );
  const monthName = once(() => new Intl.DateTimeFormat(INTL[locale].date, { month: "long", timeZone: "UTC" }));
  const formatter: Formatter = {
    number: groupedWhole,
    aed: (amount) => INTL[locale].aed(groupedWhole(amount)),
    date: (isoDate) => date().format(new Date(`${isoDate}T00:00:00Z`)),
    month: (yearMonth) => month().format(new Date(`${yearMonth}-01T00:00:00Z`)),
    monthName: (monthOfYear) => monthName().format(new Date(`2026-${monthOfYear}-01T00:00:00Z`)),
  };
  cache.set(locale, formatter);
  return formatter;
}

/** An Arabic noun's forms for a count; `#` stands for the number. */
export type ArabicNoun = Record<"one" | "two" | "few" | "many" | "other", string>;

const arabicPluralRules = once(() => new Intl.PluralRules(LOCALE_INFO.ar.intl));

/**
 * An Arabic count with its noun: Arabic has six plural forms (one, two, a few
 * for 3–10, many for 11–99, and the rest), which Intl.PluralRules names.
 */
export function arabicCount(count: number, noun: ArabicNoun): string {
  const form = arabicPluralRules().select(count);
  const words = form === "zero" ? noun.other : noun[form];
  return words.replace("#", String(count));
}
