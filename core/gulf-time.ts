/**
 * The team works in the UAE: every date the admin shows or exports is in
 * Gulf Standard Time (UTC+4 all year, no daylight saving).
 */
export const GULF_TIME_ZONE = "Asia/Dubai";

const DATE_TIME = new Intl.DateTimeFormat("en-AE", {
  timeZone: GULF_TIME_ZONE,
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
});

// en-CA writes a date as YYYY-MM-DD.
const DAY = new Intl.DateTimeFormat("en-CA", {
  timeZone: GULF_TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

/** An instant as the team reads it ("2 Mar 2026, 12:30 AM"); empty for none. */
export function gulfDateTime(value: Date | string | number | null | undefined): string {
  return value === null || value === undefined || value === "" ? "" : DATE_TIME.format(new Date(value));
}

/** The calendar day (YYYY-MM-DD) an instant falls on in the Gulf. */
export function gulfDay(value: Date | number): string {
  return DAY.format(value);
}
