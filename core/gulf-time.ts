/**
 * The team works in the UAE: every date the admin shows or exports is in
 * Gulf Standard Time (UTC+4 all year, no daylight saving).
 */
import { LOCALE_INFO, LOCALES, type Locale } from "./locales";

export const GULF_TIME_ZONE = "Asia/Dubai";

/** One format per edition: the team's English, and the Arabic a subscriber's e-mail is written in. */
const DATE_TIMES = Object.fromEntries(
  LOCALES.map((locale) => [
    locale,
    new Intl.DateTimeFormat(LOCALE_INFO[locale].intl, {
      timeZone: GULF_TIME_ZONE,
      day: "numeric",
      month: "short",
      year: "numeric",
      hour: "2-digit",
      minute: "2-digit",
    }),
  ]),
) as Record<Locale, Intl.DateTimeFormat>;

// en-CA writes a date as YYYY-MM-DD.
const DAY = new Intl.DateTimeFormat("en-CA", {
  timeZone: GULF_TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

/** An instant as the team reads it ("2 Mar 2026, 12:30 AM"); empty for none. */
export function gulfDateTime(value: Date | string | number | null | undefined): string {
  return gulfDateTimeIn("en", value);
}

/** An instant in Gulf time in an edition's words: "2 Mar 2026, 12:30 AM", "2 مارس 2026، 12:30 ص". */
export function gulfDateTimeIn(locale: Locale, value: Date | string | number | null | undefined): string {
  return value === null || value === undefined || value === "" ? "" : DATE_TIMES[locale].format(new Date(value));
}

/** The calendar day (YYYY-MM-DD) an instant falls on in the Gulf. */
export function gulfDay(value: Date | number): string {
  return DAY.format(value);
}
