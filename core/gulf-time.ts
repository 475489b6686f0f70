/**
 * The team works in the UAE: every date the admin shows or exports is in
 * Gulf Standard Time (UTC+4 all year, no daylight saving).
 */
import { LOCALE_INFO, LOCALES, type Locale } from "./locales";
import { once } from "./once";

export const GULF_TIME_ZONE = "Asia/Dubai";

/** One format per edition: the team's English, and the Arabic a subscriber's e-mail is written in. */
const DATE_TIMES = Object.fromEntries(
  LOCALES.map((locale) => [
    locale,
    once(
      () =>
        new Intl.DateTimeFormat(LOCALE_INFO[locale].intl, {
          timeZone: GULF_TIME_ZONE,
          day: "numeric",
          month: "short",
          year: "numeric",
          hour: "2-digit",
          minute: "2-digit",
        }),
    ),
  ]),
) as Record<Locale, () => Intl.DateTimeFormat>;

/** An instant as the team reads it ("2 Mar 2026, 12:30 AM"); empty for none. */
export function gulfDateTime(value: Date | string | number | null | undefined): string {
  return gulfDateTimeIn("en", value);
}

/** An instant in Gulf time in an edition's words: "2 Mar 2026, 12:30 AM", "2 مارس 2026، 12:30 ص". */
export function gulfDateTimeIn(locale: Locale, value: Date | string | number | null | undefined): string {
  return value === null || value === undefined || value === "" ? "" : DATE_TIMES[locale]().format(new Date(value));
}

/** Gulf Standard Time's offset from UTC: four hours, all year. */
export const GULF_UTC_OFFSET_MS = 4 * 60 * 60 * 1000;

/**
 * The calendar day (YYYY-MM-DD) an instant falls on in the Gulf. The offset never
 * changes, so this is arithmetic, not a time-zone formatter (whose construction
 * costs the renewal form tens of milliseconds on a phone; a test checks both agree).
 */
export function gulfDay(value: Date | number): string {
  return new Date(Number(value) + GULF_UTC_OFFSET_MS).toISOString().slice(0, 10);
}

/** The instant a Gulf calendar day (YYYY-MM-DD) starts: 00:00 Gulf time. */
export function gulfDayStart(day: string): number {
  return Date.parse(`${day}T00:00:00Z`) - GULF_UTC_OFFSET_MS;
}

/** The calendar month (YYYY-MM) an instant falls in, in the Gulf. */
export function gulfMonth(value: Date | number): string {
  return gulfDay(value).slice(0, 7);
}

/** A month (YYYY-MM) `count` months after `yearMonth` (before, when negative). */
export function addMonths(yearMonth: string, count: number): string {
  const [year, month] = yearMonth.split("-").map(Number) as [number, number];
  const date = new Date(Date.UTC(year, month - 1 + count, 1));
  return `${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, "0")}`;
}

/** The instant a Gulf calendar day starts: `day` days after the 1st of `yearMonth` (0 is the 1st itself, −30 thirty days before). */
export function gulfMidnight(yearMonth: string, day = 0): number {
  const [year, month] = yearMonth.split("-").map(Number) as [number, number];
  return Date.UTC(year, month - 1, 1 + day) - GULF_UTC_OFFSET_MS;
}
