// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from "vitest";
import { NEWSLETTER, STORAGE_KEYS } from "@core/constants";
import {
  createRateLimiter,
  newsletterRateLimiter,
  resetRateLimitMemoryForTests,
  type RateLimitStorage,
} from "./rate-limit";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const T0 = 1_750_000_000_000;

beforeEach(() => {
  window.localStorage.clear();
  resetRateLimitMemoryForTests();
});

describe("createRateLimiter", () => {
  it("R-VAL-NEWS-09: 3 attempts are allowed, then the 4th is blocked for 60 minutes", () => {
    const limiter = createRateLimiter({ key: "test-limit", max: 3 });
    for (let i = 0; i < 3; i++) {
      expect(limiter.check(T0 + i)).toEqual({ allowed: true });
      limiter.record(T0 + i);
    }
    expect(limiter.check(T0 + 3)).toEqual({ allowed: false, minutesLeft: 60 });
  });

  it("R-OPEN-18: minutes left = ceil((oldest + 1 h − now) / 1 min): 30 after 30 min, never under 1", () => {
    const limiter = createRateLimiter({ key: "test-limit", max: 3 });
    for (let i = 0; i < 3; i++) limiter.record(T0);
    expect(limiter.check(T0 + 30 * MINUTE)).toEqual({ allowed: false, minutesLeft: 30 });
    expect(limiter.check(T0 + 30 * MINUTE + 1)).toEqual({ allowed: false, minutesLeft: 30 });
    expect(limiter.check(T0 + 30 * MINUTE - 1)).toEqual({ allowed: false, minutesLeft: 31 });
    expect(limiter.check(T0 + HOUR - 1)).toEqual({ allowed: false, minutesLeft: 1 });
  });

  it("R-VAL-NEWS-09: after 60 minutes an attempt is allowed again", () => {
    const limiter = createRateLimiter({ key: "test-limit", max: 3 });
    for (let i = 0; i < 3; i++) limiter.record(T0);
    expect(limiter.check(T0 + HOUR)).toEqual({ allowed: true });
  });

  it("the window slides: the block ends when the oldest attempt leaves it", () => {
    const limiter = createRateLimiter({ key: "test-limit", max: 3 });
    limiter.record(T0);
    limiter.record(T0 + 10 * MINUTE);
    limiter.record(T0 + 20 * MINUTE);
    expect(limiter.check(T0 + 50 * MINUTE)).toEqual({ allowed: false, minutesLeft: 10 });
    expect(limiter.check(T0 + HOUR)).toEqual({ allowed: true });
    limiter.record(T0 + HOUR);
    expect(limiter.check(T0 + HOUR + 1)).toEqual({ allowed: false, minutesLeft: 10 });
  });

  it("R-OPEN-18: attempts persist in localStorage as a JSON array and survive a new limiter (a reload)", () => {
    const first = createRateLimiter({ key: STORAGE_KEYS.newsletterRateLimit, max: 3 });
    for (let i = 0; i < 3; i++) first.record(T0 + i * MINUTE);
    expect(JSON.parse(window.localStorage.getItem(STORAGE_KEYS.newsletterRateLimit)!)).toEqual([
      T0,
      T0 + MINUTE,
      T0 + 2 * MINUTE,
    ]);
    const afterReload = createRateLimiter({ key: STORAGE_KEYS.newsletterRateLimit, max: 3 });
    expect(afterReload.check(T0 + 2 * MINUTE)).toEqual({ allowed: false, minutesLeft: 58 });
  });

  it("R-CONST-06: the helper with no options allows 5 attempts in 1 hour and blocks the 6th", () => {
    expect(NEWSLETTER.defaultRateLimit).toEqual({ max: 5, windowMs: HOUR });
    const limiter = createRateLimiter({ key: "default-limit" });
    for (let i = 0; i < 5; i++) {
      expect(limiter.check(T0 + i)).toEqual({ allowed: true });
      limiter.record(T0 + i);
    }
    expect(limiter.check(T0 + 5)).toEqual({ allowed: false, minutesLeft: 60 });
    expect(limiter.check(T0 + HOUR + 4)).toEqual({ allowed: true });
  });

  it("uses its clock when check and record get no time", () => {
    let now = T0;
    const limiter = createRateLimiter({ key: "clock-limit", max: 1, now: () => now });
    limiter.record();
    now += 15 * MINUTE;
    expect(limiter.check()).toEqual({ allowed: false, minutesLeft: 45 });
    vi.spyOn(Date, "now").mockReturnValue(T0 + HOUR);
    expect(createRateLimiter({ key: "clock-limit", max: 1 }).check()).toEqual({ allowed: true });
  });

  it("ignores a corrupt stored value, and attempts from the future", () => {
    window.localStorage.setItem("bad-limit", "{not json");
    expect(createRateLimiter({ key: "bad-limit", max: 1 }).check(T0)).toEqual({ allowed: true });
    window.localStorage.setItem("bad-limit", JSON.stringify(["x", null, T0 + HOUR]));
    expect(createRateLimiter({ key: "bad-limit", max: 1 }).check(T0)).toEqual({ allowed: true });
  });

  it("R-OPEN-37: keeps counting in memory when storage fails, shared by limiters on the same key", () => {
    const broken: RateLimitStorage = { read: () => null, write: () => false };
    const footer = createRateLimiter({ key: "blocked-limit", max: 2, storage: broken });
    const popup = createRateLimiter({ key: "blocked-limit", max: 2, storage: broken });
    footer.record(T0);
    popup.record(T0 + MINUTE);
    expect(footer.check(T0 + 2 * MINUTE)).toEqual({ allowed: false, minutesLeft: 58 });
    expect(popup.check(T0 + 2 * MINUTE)).toEqual({ allowed: false, minutesLeft: 58 });
  });

  it("R-OPEN-37: works (in memory) when localStorage itself throws", () => {
    vi.spyOn(window, "localStorage", "get").mockImplementation(() => {
      throw new DOMException("The operation is insecure.", "SecurityError");
    });
    const limiter = createRateLimiter({ key: "throwing-limit", max: 1 });
    expect(limiter.check(T0)).toEqual({ allowed: true });
    expect(() => limiter.record(T0)).not.toThrow();
    expect(limiter.check(T0 + 1)).toEqual({ allowed: false, minutesLeft: 60 });
  });
});

describe("newsletterRateLimiter", () => {
  it("R-VAL-NEWS-09, R-OPEN-18: 3 per hour under newsletter-rate-limit, shared by footer and popup", () => {
    const footer = newsletterRateLimiter();
    const popup = newsletterRateLimiter();
    footer.record(T0);
    popup.record(T0 + MINUTE);
    expect(footer.check(T0 + 2 * MINUTE)).toEqual({ allowed: true });
    footer.record(T0 + 2 * MINUTE);
    expect(popup.check(T0 + 3 * MINUTE)).toEqual({ allowed: false, minutesLeft: 57 });
    expect(JSON.parse(window.localStorage.getItem("newsletter-rate-limit")!)).toHaveLength(
      NEWSLETTER.clientAttemptsPerHour,
    );
    expect(newsletterRateLimiter().check(T0 + HOUR)).toEqual({ allowed: true });
  });
});
