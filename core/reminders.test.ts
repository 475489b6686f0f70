import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { REMINDERS } from "./constants";
import { gulfDay, gulfMidnight } from "./gulf-time";
import { MONTHS_OF_YEAR, reminderDueAt, reminderTiming, renewalMonthOf, renewalMonths } from "./reminders";

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

describe("reminderTiming (R-FOLLOW-49): how far away a renewal month is, on a fixed clock", () => {
  const HOUR = 60 * 60 * 1000;
  // 28 November 2026, 10:00 Gulf time.
  const now = Date.UTC(2026, 10, 28, 6);

  it("on 28 November, December is too close: its reminder day, 1 November, has passed; January is ahead", () => {
    expect(gulfDay(reminderDueAt("2026-12"))).toBe("2026-11-01");
    expect(reminderTiming("2026-12", now)).toEqual({ kind: "close" });
    expect(reminderTiming("2027-01", now)).toEqual({ kind: "ahead", remindOn: "2026-12-02" });
    expect(renewalMonths(now).filter((month) => reminderTiming(month, now).kind !== "ahead")).toEqual(["2026-12"]);
  });

  it("turns close at 00:00 Gulf time on the reminder day, and begun at 00:00 on the 1st of the month", () => {
    const due = reminderDueAt("2027-01");
    expect(reminderTiming("2027-01", due - 1)).toEqual({ kind: "ahead", remindOn: "2026-12-02" });
    expect(reminderTiming("2027-01", due)).toEqual({ kind: "close" });
    expect(reminderTiming("2027-01", gulfMidnight("2027-01") - 1)).toEqual({ kind: "close" });
    expect(reminderTiming("2027-01", gulfMidnight("2027-01"))).toEqual({ kind: "begun" });
    // 20:00 UTC on 31 December is already 1 January in the Gulf.
    expect(reminderTiming("2027-01", Date.UTC(2026, 11, 31, 20))).toEqual({ kind: "begun" });
  });

  it("at the end of January both February and March are too close (February is short)", () => {
    const lastOfJanuary = Date.UTC(2027, 0, 31, 8);
    expect(
      renewalMonths(lastOfJanuary).filter((month) => reminderTiming(month, lastOfJanuary).kind === "close"),
    ).toEqual(["2027-02", "2027-03"]);
  });

  it("never names a day that has passed: a named day is today or later, and leadDays before the month", () => {
    const instants = fc.integer({ min: Date.UTC(2025, 0, 1), max: Date.UTC(2035, 0, 1) });
    fc.assert(
      fc.property(instants, fc.integer({ min: 0, max: 11 }), (at, index) => {
        const month = renewalMonths(at)[index]!;
        const timing = reminderTiming(month, at);
        if (timing.kind !== "ahead") {
          expect(timing.kind).toBe("close");
          expect(at).toBeGreaterThanOrEqual(reminderDueAt(month));
          return;
        }
        expect(timing.remindOn >= gulfDay(at)).toBe(true);
        expect(gulfMidnight(month) - reminderDueAt(month)).toBe(REMINDERS.leadDays * 24 * HOUR);
        expect(reminderDueAt(month)).toBeGreaterThan(at);
      }),
    );
  });
});
