/**
 * The client rate limit (R-VAL-NEWS-09, R-OPEN-18, R-CONST-06):
 * a sliding window of attempt timestamps, kept as a JSON array in localStorage so
 * a reload does not reset it and every form using the same key (footer and
 * popup) shares it. When storage is unavailable the attempts live in memory for
 * the rest of the page's life. The server keeps its own limits (R-OPEN-05).
 */
import { NEWSLETTER, STORAGE_KEYS } from "@core/constants";
import { readStorage, writeStorage } from "./storage";

const MINUTE_MS = 60_000;

/** Where the attempts are kept; the default is localStorage through the never-throwing helpers. */
export type RateLimitStorage = {
  read(key: string): string | null;
  /** True when the value was stored. */
  write(key: string, value: string): boolean;
};

export type RateLimitCheck = { allowed: true } | { allowed: false; minutesLeft: number };

export type RateLimiterOptions = {
  key: string;
  /** Attempts allowed within one window; default 5 (R-CONST-06's general helper). */
  max?: number;
  /** Default 1 hour. */
  windowMs?: number;
  storage?: RateLimitStorage;
  /** The clock used when check() or record() get no time. */
  now?: () => number;
};

export type RateLimiter = {
  /** Whether one more attempt is allowed at `now`; if not, the minutes until it is (at least 1). */
  check(now?: number): RateLimitCheck;
  /** Counts an attempt made at `now`. */
  record(now?: number): void;
};

const localStorageArea: RateLimitStorage = {
  read: (key) => readStorage("local", key),
  write: (key, value) => writeStorage("local", key, value),
};

/** Attempts that could not be stored, by key; shared by every limiter on that key. */
const memoryFallback = new Map<string, number[]>();

function parseAttempts(raw: string | null): number[] {
  if (raw === null) return [];
  try {
    const value: unknown = JSON.parse(raw);
    if (!Array.isArray(value)) return [];
    return value.filter((entry): entry is number => typeof entry === "number" && Number.isFinite(entry));
  } catch {
    return [];
  }
}

export function createRateLimiter({
  key,
  max = NEWSLETTER.defaultRateLimit.max,
  windowMs = NEWSLETTER.defaultRateLimit.windowMs,
  storage = localStorageArea,
  now: clock = () => Date.now(),
}: RateLimiterOptions): RateLimiter {
  /** The attempts inside the window ending at `now`, oldest first. */
  function attempts(now: number): number[] {
    const kept = memoryFallback.get(key) ?? parseAttempts(storage.read(key));
    // A timestamp from the future (the clock was turned back) is dropped rather than blocking for longer.
    return kept.filter((time) => time > now - windowMs && time <= now).sort((a, b) => a - b);
  }

  return {
    check(now = clock()) {
      const inWindow = attempts(now);
      if (inWindow.length < max) return { allowed: true };
      // The attempt whose expiry brings the count under `max` again.
      const blocking = inWindow[inWindow.length - max] ?? now;
      return { allowed: false, minutesLeft: Math.max(1, Math.ceil((blocking + windowMs - now) / MINUTE_MS)) };
    },
    record(now = clock()) {
      const next = [...attempts(now), now].slice(-Math.max(1, max));
      if (storage.write(key, JSON.stringify(next))) memoryFallback.delete(key);
      else memoryFallback.set(key, next);
    },
  };
}

/** The newsletter's limit (footer and popup together): 3 attempts per hour, kept under newsletter-rate-limit. */
export function newsletterRateLimiter(options: Pick<RateLimiterOptions, "storage" | "now"> = {}): RateLimiter {
  return createRateLimiter({
    key: STORAGE_KEYS.newsletterRateLimit,
    max: NEWSLETTER.clientAttemptsPerHour,
    ...options,
  });
}

/** Tests only: forgets the attempts kept in memory when storage failed. */
export function resetRateLimitMemoryForTests() {
  memoryFallback.clear();
}
