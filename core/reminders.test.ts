import { describe, expect, it } from "vitest";
import { MONTHS_OF_YEAR, renewalMonthOf, renewalMonths } from "./reminders";

describe("renewalMonthOf (R-HTML-03): a month by number, as a prerendered form sends it", () => {
  // 28 November 2026, 10:00 Gulf time: the months on offer are December 2026 to November 2027.
  const now = Date.UTC(2026, 10, 28, 6);

  it("names exactly one of the twelve months on offer, the next of that name", () => {
    expect(renewalMonthOf("12", now)).toBe("2026-12");
    expect(renewalMonthOf("01", now)).toBe("2027-01");
    // This month's number is next year's: the current month is not on offer.
    expect(renewalMonthOf("11", now)).toBe("2027-11");
    expect(MONTHS_OF_YEAR.map((month) => renewalMonthOf(month, now)).sort()).toEqual(renewalMonths(now));
  });

  it("leaves anything else as it was sent, for the schema to refuse or accept", () => {
    for (const sent of ["2027-03", "", "13", "3", "00", "03 "]) expect(renewalMonthOf(sent, now)).toBe(sent);
  });
});
