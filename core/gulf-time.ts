/**
 * The team works in the UAE: every date the admin shows or exports is in
 * Gulf Standard Time (UTC+4 all year, no daylight saving).
 */
import { LOCALE_INFO, LOCALES, type Locale } from "./locales";
import { ENQUIRY_REPLY } from "./constants";
import { once } from "./once";

export const GULF_TIME_ZONE = "Asia/Dubai";

/** One Gulf-time format per edition, made on first use. */
function gulfFormats(options: Intl.DateTimeFormatOptions): Record<Locale, () => Intl.DateTimeFormat> {
  return Object.fromEntries(
    LOCALES.map((locale) => [
      locale,
      once(() => new Intl.DateTimeFormat(LOCALE_INFO[locale].intl, { timeZone: GULF_TIME_ZONE, ...options })),
    ]),
  ) as Record<Locale, () => Intl.DateTimeFormat>;
}

/** The team's English, and the Arabic a subscriber's e-mail is written in. */
const DATE_TIMES = gulfFormats({
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
});

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

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/**
 * When the team's answer to an enquiry received at `receivedAt` is due (R-DESK-01): once
 * `businessDays` days' worth of Gulf business hours (ENQUIRY_REPLY) have passed since it came.
 * Monday 10:00 gives Tuesday 10:00; Friday 17:00 gives Monday 17:00; Saturday gives Monday 18:00.
 */
export function replyDueAt(
  receivedAt: Date | number,
  { businessDays, workingDays, opensAtHour, closesAtHour }: typeof ENQUIRY_REPLY = ENQUIRY_REPLY,
): number {
  let remaining = businessDays * (closesAtHour - opensAtHour) * HOUR_MS;
  // Walked in Gulf wall-clock time: the fixed offset makes it plain arithmetic on UTC dates.
  let local = Number(receivedAt) + GULF_UTC_OFFSET_MS;
  for (;;) {
    const dayStart = local - (local % DAY_MS);
    const opens = dayStart + opensAtHour * HOUR_MS;
    const closes = dayStart + closesAtHour * HOUR_MS;
    if (workingDays.includes(new Date(dayStart).getUTCDay()) && local < closes) {
      const from = Math.max(local, opens);
      if (remaining <= closes - from) return from + remaining - GULF_UTC_OFFSET_MS;
      remaining -= closes - from;
    }
    local = dayStart + DAY_MS;
  }
}

/**
 * Where the overdue enquiries end (R-DESK-22): an enquiry that came before this instant is past its
 * promised reply at `now` (`replyDueAt` of it is before `now`), one that came at it or later is not.
 * `replyDueAt` never goes back as the arrival moves on, so the instant is found by halving the last
 * 30 days (a promise is at most a few days away), to the millisecond.
 */
export function overdueBefore(now: number): number {
  let low = now - 30 * DAY_MS;
  let high = now;
  while (high - low > 1) {
    const middle = Math.floor((low + high) / 2);
    if (replyDueAt(middle) < now) low = middle;
    else high = middle;
  }
  return high;
}

/** The day and hour an answer is due, as the acknowledgement writes it: "Tuesday 2 December, 10:00 AM", "الثلاثاء 2 ديسمبر، 10:00 ص". */
const DUE_TIMES = gulfFormats({
  weekday: "long",
  day: "numeric",
  month: "long",
  hour: "2-digit",
  minute: "2-digit",
});

export function gulfDueTimeIn(locale: Locale, value: Date | number): string {
  return DUE_TIMES[locale]().format(new Date(value));
}
