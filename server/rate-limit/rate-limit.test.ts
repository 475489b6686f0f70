/**
 * The rate limiter's own rules, without a database: how a counter's key is made
 * and what a hit's count means for a limit (R-OPEN-05). The limits themselves are
 * tested where they are used (server/edge.test.ts, server/functions/functions.test.ts).
 */
import { describe, expect, it } from "vitest";
import { HOUR_MS, limitKey, verdict } from "./rate-limit.server";

describe("counter keys (limitKey)", () => {
  it("have one length whatever the client sends, a readable scope and no address in clear", () => {
    const short = limitKey("newsletter:email", "a@b.ae");
    const long = limitKey("newsletter:email", `${"x".repeat(1000)}@example.com`);
    expect(short).toMatch(/^newsletter:email:[0-9a-f]{64}$/);
    expect(long.length).toBe(short.length);
    expect(short).not.toContain("a@b.ae");
  });

  it("differ by scope and by value, and parts cannot be shifted into each other", () => {
    expect(limitKey("waitlist:ip", "1.2.3.4")).not.toBe(limitKey("contact:ip", "1.2.3.4"));
    expect(limitKey("s", "a:b", "c")).not.toBe(limitKey("s", "a", "b:c"));
    expect(limitKey("s", "1.2.3.4")).toBe(limitKey("s", "1.2.3.4"));
  });
});

describe("what a hit means (verdict)", () => {
  const start = new Date("2026-01-01T10:00:00Z");

  it("allows up to the limit, and over it says how many seconds the window has left", () => {
    expect(verdict(5, start, 5, new Date(start.getTime() + 1000))).toEqual({ allowed: true });
    expect(verdict("6", start.toISOString(), 5, new Date(start.getTime() + 20 * 60 * 1000))).toEqual({
      allowed: false,
      retryAfterSeconds: 40 * 60,
    });
  });

  it("never asks to wait less than a second", () => {
    expect(verdict(6, start, 5, new Date(start.getTime() + HOUR_MS))).toEqual({ allowed: false, retryAfterSeconds: 1 });
  });
});
