import { describe, expect, it } from "vitest";
import { accepted, onlyMessage } from "../../tests/support/schemas";
import { gulfDay } from "../gulf-time";
import { reminderDueAt, reminderSignupSchemaAt, renewalMonths, REMINDER_MESSAGES } from "./reminder";
import { RULE_MESSAGES } from "./rules";

/** 15 March 2026, noon in the Gulf. */
const MID_MARCH = Date.parse("2026-03-15T08:00:00Z");
const schema = reminderSignupSchemaAt(() => MID_MARCH);
const valid = {
  email: "Driver@Example.com ",
  renewalMonth: "2026-04",
  consent: true,
  csrfToken: "token",
  timestamp: MID_MARCH,
};

describe("R-FOLLOW-40: the renewal months a signup may name", () => {
  it("are the twelve months after the current Gulf month, the current one not among them", () => {
    expect(renewalMonths(MID_MARCH)).toEqual([
      "2026-04",
      "2026-05",
      "2026-06",
      "2026-07",
      "2026-08",
      "2026-09",
      "2026-10",
      "2026-11",
      "2026-12",
      "2027-01",
      "2027-02",
      "2027-03",
    ]);
  });

  it("follow the Gulf month, four hours ahead of UTC, across the year's end", () => {
    // 31 December 20:00 UTC is already 1 January in the Gulf.
    expect(renewalMonths(Date.parse("2026-12-31T19:59:59Z"))[0]).toBe("2027-01");
    expect(renewalMonths(Date.parse("2026-12-31T20:00:00Z"))[0]).toBe("2027-02");
    expect(renewalMonths(Date.parse("2026-12-31T20:00:00Z")).at(-1)).toBe("2028-01");
  });

  it("a month outside the window, this month or a malformed one, is refused with one message", () => {
    for (const renewalMonth of ["2026-03", "2027-04", "2025-12", "2026-4", "2026-13", "April", "2026-04-01"])
      expect(onlyMessage(schema, { ...valid, renewalMonth }), renewalMonth).toBe(RULE_MESSAGES["renewalMonth.outside"]);
    expect(onlyMessage(schema, { ...valid, renewalMonth: "" })).toBe(RULE_MESSAGES["renewalMonth.required"]);
    expect(onlyMessage(schema, { ...valid, renewalMonth: undefined })).toBe(RULE_MESSAGES["renewalMonth.required"]);
    expect(accepted(schema, { ...valid, renewalMonth: "2027-03" })).toMatchObject({ renewalMonth: "2027-03" });
  });

  it("R-VAL-DIGITS-01: a month in Eastern Arabic or Persian digits is the same month, stored in Western digits", () => {
    expect(accepted(schema, { ...valid, renewalMonth: "٢٠٢٦-٠٤" })).toMatchObject({ renewalMonth: "2026-04" });
    expect(accepted(schema, { ...valid, renewalMonth: "۲۰۲۷-۰۳" })).toMatchObject({ renewalMonth: "2027-03" });
    expect(onlyMessage(schema, { ...valid, renewalMonth: "٢٠٢٦-٠٣" })).toBe(RULE_MESSAGES["renewalMonth.outside"]);
  });

  it("the same body is refused once the clock has moved past the month", () => {
    const later = reminderSignupSchemaAt(() => Date.parse("2026-03-31T20:00:00Z"));
    expect(onlyMessage(later, valid)).toBe(RULE_MESSAGES["renewalMonth.outside"]);
  });

  it("the reminder of a month is due at 00:00 Gulf time thirty days before its 1st", () => {
    expect(new Date(reminderDueAt("2026-04")).toISOString()).toBe("2026-03-01T20:00:00.000Z");
    expect(gulfDay(reminderDueAt("2026-04"))).toBe("2026-03-02");
    expect(gulfDay(reminderDueAt("2027-01"))).toBe("2026-12-02");
    expect(gulfDay(reminderDueAt("2026-03") - 1)).toBe("2026-01-29");
  });
});

describe("R-FOLLOW-40: the renewal-reminder-signup body", () => {
  it("is stored trimmed and lowercased, from the home page in English unless it says otherwise", () => {
    expect(accepted(schema, valid)).toEqual({
      email: "driver@example.com",
      renewalMonth: "2026-04",
      consent: true,
      csrfToken: "token",
      timestamp: MID_MARCH,
      source: "home",
      language: "en",
      attribution: undefined,
    });
    expect(accepted(schema, { ...valid, source: "quote_dialog", language: "ar" })).toMatchObject({
      source: "quote_dialog",
      language: "ar",
    });
  });

  it("needs the consent box ticked: only true will do", () => {
    for (const consent of [false, "true", 1, null, undefined])
      expect(onlyMessage(schema, { ...valid, consent }), String(consent)).toBe(RULE_MESSAGES["consent.required"]);
  });

  it("takes the email-only rules", () => {
    expect(onlyMessage(schema, { ...valid, email: "" })).toBe("Please enter a valid email address");
    expect(onlyMessage(schema, { ...valid, email: "someone@mailinator.com" })).toBe(
      "Disposable email addresses are not allowed",
    );
  });

  it("refuses unknown keys, another source and another language", () => {
    expect(schema.safeParse({ ...valid, status: "scheduled" }).success).toBe(false);
    expect(onlyMessage(schema, { ...valid, source: "footer" })).toBe(REMINDER_MESSAGES.source);
    expect(onlyMessage(schema, { ...valid, language: "fr" })).toBe(REMINDER_MESSAGES.language);
    expect(onlyMessage(schema, { ...valid, csrfToken: "" })).toBe("CSRF token is required");
  });

  it("keeps good attribution and never fails on bad attribution", () => {
    expect(accepted(schema, { ...valid, attribution: { utm_source: "google", gclid: 5, extra: "x" } })).toMatchObject({
      attribution: { utm_source: "google" },
    });
    expect(accepted(schema, { ...valid, attribution: "nonsense" })).toMatchObject({ attribution: undefined });
  });
});
