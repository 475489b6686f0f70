import { describe, expect, it } from "vitest";
import { GULF_TIME_ZONE, gulfDateTime, gulfDateTimeIn, gulfDay, gulfDayStart } from "./gulf-time";

describe("Gulf time", () => {
  it("writes an instant four hours ahead of UTC, across midnight and the year's end", () => {
    expect(gulfDateTime("2026-03-01T20:30:00Z")).toBe("2 Mar 2026, 12:30 AM");
    expect(gulfDateTime(new Date("2026-12-31T21:05:00Z"))).toBe("1 Jan 2027, 01:05 AM");
    expect(gulfDateTime(Date.UTC(2026, 5, 15, 8, 0))).toBe("15 Jun 2026, 12:00 PM");
  });

  it("writes it in Arabic for an Arabic e-mail: Arabic month names, Western digits", () => {
    expect(gulfDateTimeIn("ar", "2026-03-01T20:30:00Z")).toBe("2 مارس 2026، 12:30 ص");
    expect(gulfDateTimeIn("en", "2026-03-01T20:30:00Z")).toBe(gulfDateTime("2026-03-01T20:30:00Z"));
  });

  it("has nothing to write for a missing time", () => {
    expect(gulfDateTime(null)).toBe("");
    expect(gulfDateTime(undefined)).toBe("");
  });

  it("finds the Gulf day by its fixed offset, as a time-zone formatter does, every hour of a year", () => {
    const day = new Intl.DateTimeFormat("en-CA", {
      timeZone: GULF_TIME_ZONE,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
    });
    const start = Date.UTC(2026, 0, 1);
    for (let hour = 0; hour < 366 * 24; hour++) {
      const instant = start + hour * 3_600_000 + 59 * 60_000;
      expect(gulfDay(instant)).toBe(day.format(instant));
    }
  });

  it("names the Gulf calendar day, which starts at 20:00 UTC", () => {
    expect(gulfDay(new Date("2026-03-01T19:59:59Z"))).toBe("2026-03-01");
    expect(gulfDay(new Date("2026-03-01T20:00:00Z"))).toBe("2026-03-02");
  });

  it("starts a Gulf day at 20:00 UTC the day before, and every instant of that day is on it", () => {
    expect(gulfDayStart("2026-11-28")).toBe(Date.UTC(2026, 10, 27, 20));
    expect(gulfDay(gulfDayStart("2026-11-28"))).toBe("2026-11-28");
    expect(gulfDay(gulfDayStart("2026-11-28") - 1)).toBe("2026-11-27");
  });
});
