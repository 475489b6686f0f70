import { describe, expect, it } from "vitest";
import { CSRF_MAX_AGE_MS } from "../constants";
import { isFreshTimestamp, securitySchema } from "./security";

function messagesFor(value: unknown, field: string): string[] {
  const result = securitySchema.safeParse(value);
  return (result.error?.issues ?? []).filter((issue) => issue.path[0] === field).map((issue) => issue.message);
}

describe("securitySchema", () => {
  const now = Date.now();

  it("R-VAL-SEC-01: an empty csrfToken gives 'CSRF token is required'", () => {
    expect(messagesFor({ csrfToken: "", timestamp: now }, "csrfToken")).toEqual(["CSRF token is required"]);
  });

  it("R-VAL-SEC-01: a whitespace-only, missing or non-string token gives the same message", () => {
    expect(messagesFor({ csrfToken: "   ", timestamp: now }, "csrfToken")).toEqual(["CSRF token is required"]);
    expect(messagesFor({ timestamp: now }, "csrfToken")).toEqual(["CSRF token is required"]);
    expect(messagesFor({ csrfToken: 1, timestamp: now }, "csrfToken")).toEqual(["CSRF token is required"]);
  });

  it("R-VAL-SEC-02: 0, -1, 1.5 and 'abc' each give exactly 'Invalid timestamp'", () => {
    for (const timestamp of [0, -1, 1.5, "abc", -1.5]) {
      expect(messagesFor({ csrfToken: "token", timestamp }, "timestamp"), String(timestamp)).toEqual([
        "Invalid timestamp",
      ]);
    }
  });

  it("R-VAL-SEC-02: a missing, NaN, infinite or numeric-string timestamp gives 'Invalid timestamp'", () => {
    for (const timestamp of [undefined, Number.NaN, Number.POSITIVE_INFINITY, String(now), null]) {
      expect(messagesFor({ csrfToken: "token", timestamp }, "timestamp"), String(timestamp)).toEqual([
        "Invalid timestamp",
      ]);
    }
  });

  it("R-VAL-SEC-02, R-ENT-03: Date.now() passes and the token comes out trimmed", () => {
    expect(securitySchema.parse({ csrfToken: " token ", timestamp: now })).toEqual({
      csrfToken: "token",
      timestamp: now,
    });
  });
});

describe("isFreshTimestamp", () => {
  const now = 1_750_000_000_000;

  it("R-VAL-CSRF-01: now − 299999 is valid; now − 300001 is stale; now + 1000 is in the future", () => {
    expect(isFreshTimestamp(now - 299_999, now)).toBe(true);
    expect(isFreshTimestamp(now - 300_001, now)).toBe(false);
    expect(isFreshTimestamp(now + 1000, now)).toBe(false);
  });

  it("R-CONST-08: the window is CSRF_MAX_AGE_MS (300000 ms) inclusive, and now itself is fresh", () => {
    expect(CSRF_MAX_AGE_MS).toBe(300_000);
    expect(isFreshTimestamp(now - CSRF_MAX_AGE_MS, now)).toBe(true);
    expect(isFreshTimestamp(now, now)).toBe(true);
    expect(isFreshTimestamp(now + 1, now)).toBe(false);
  });

  it("is false for values that are not finite", () => {
    expect(isFreshTimestamp(Number.NaN, now)).toBe(false);
    expect(isFreshTimestamp(now, Number.NaN)).toBe(false);
  });
});
