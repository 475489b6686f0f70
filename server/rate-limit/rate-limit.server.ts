/**
 * Server rate limits (R-OPEN-05), counted in the database so every instance
 * sees the same numbers: one atomic upsert per hit. A window starts at a
 * key's first hit and lasts an hour; over the limit, the caller learns how
 * many seconds remain (Retry-After). The server functions, the form posts,
 * the login and CSP reports count here; the retention job purges old
 * counters and the privacy erasure deletes an address's own.
 */
import { createHash } from "node:crypto";
import { eq, inArray, sql, type SQL } from "drizzle-orm";
import { REMINDERS, RETENTION } from "../../core/constants";
import { canonicalMailbox } from "../../core/mailbox";
import type { Database } from "../db/client.server";
import { rateLimits, recipientMail } from "../db/schema";
import type { ClientAddress } from "../http.server";

export const HOUR_MS = 60 * 60 * 1000;

export const LIMITS = {
  newsletterPerEmail: 5,
  waitlistPerEmail: 5,
  contactPerEmail: 3,
  reminderPerEmail: REMINDERS.perEmailPerHour,
  /** Generous: many UAE mobile users share one address behind carrier NAT. */
  perIp: 30,
  /**
   * Experiment results count signed visitor ids, each issued to an address:
   * a household's few browsers (or one that clears its storage) an hour.
   */
  visitorIdsPerIp: 10,
  /** Each visitor id sends at most two events (impression, quote request) per experiment. */
  experimentEventsPerIp: 20,
} as const;

/** The functions that also limit per e-mail address (their counters are erased with the address: deleteEmailCounters). */
export const EMAIL_LIMITED = ["newsletter", "waitlist", "contact", "reminder"] as const;

/**
 * The one way a counter's key is made, for rate_limits and login_throttle: a
 * readable scope ("newsletter:ip") and a SHA-256 of the rest. Whatever a
 * client sends (a 1,000-character address, a forged header), the key has the
 * same length, fits its column and keeps no address in clear.
 */
export function limitKey(scope: string, ...parts: string[]): string {
  return `${scope}:${createHash("sha256").update(JSON.stringify(parts)).digest("hex")}`;
}

/** The per-address counter of a function: the client as clientIp names it (an IPv6 client by its /64, R-SAFE-11). */
export const ipLimitKey = (fn: string, ip: ClientAddress) => limitKey(`${fn}:ip`, ip);

/** The per-e-mail counter of a function, by the mailbox the address reaches (R-SAFE-23): its spellings share one count. */
export const emailLimitKey = (fn: (typeof EMAIL_LIMITED)[number], email: string) =>
  limitKey(`${fn}:email`, canonicalMailbox(email));

/** A mailbox's key in the per-recipient caps (R-SAFE-22, 23): every spelling of one inbox, one key, no address in clear. */
export const mailboxKey = (email: string) => limitKey("mailbox", canonicalMailbox(email));

/** Deletes every per-e-mail counter kept for `email` (the privacy erasure), by the keys their writers make. */
export async function deleteEmailCounters(db: Pick<Database, "delete">, email: string): Promise<void> {
  const keys = EMAIL_LIMITED.map((fn) => emailLimitKey(fn, email));
  await db.delete(rateLimits).where(inArray(rateLimits.key, keys));
  await db.delete(recipientMail).where(eq(recipientMail.mailbox, mailboxKey(email)));
}

export type RateLimitResult = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * The upsert of one hit on `key`, returning the key's count and window start:
 * a window older than `windowOpen` restarts at `windowStart` with 1. Values or
 * drizzle placeholders (a prepared statement). With `onlyIf`, the hit is
 * counted only when that condition holds (a hit chained after another limit
 * in one statement); otherwise it returns no row.
 */
export function hitStatement(
  { key, windowStart, windowOpen }: { key: unknown; windowStart: unknown; windowOpen: unknown },
  onlyIf?: SQL,
): SQL {
  const row = onlyIf
    ? sql`select ${key}::varchar, ${windowStart}::timestamptz, 1 where ${onlyIf}`
    : sql`values (${key}, ${windowStart}, 1)`;
  return sql`insert into rate_limits (key, window_start, count) ${row}
    on conflict (key) do update set
      count = case when rate_limits.window_start <= ${windowOpen} then 1 else rate_limits.count + 1 end,
      window_start = case when rate_limits.window_start <= ${windowOpen} then excluded.window_start else rate_limits.window_start end
    returning count, window_start`;
}

/** What a hit's returned count and window start mean for a limit of `max`. */
export function verdict(
  count: number | string,
  windowStart: string | Date,
  max: number,
  now: Date,
  windowMs = HOUR_MS,
): RateLimitResult {
  if (Number(count) <= max) return { allowed: true };
  const windowEnds = new Date(windowStart).getTime() + windowMs;
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((windowEnds - now.getTime()) / 1000)) };
}

export async function hit(
  db: Database,
  key: string,
  max: number,
  { now = new Date(), windowMs = HOUR_MS }: { now?: Date; windowMs?: number } = {},
): Promise<RateLimitResult> {
  const statement = hitStatement({
    key,
    windowStart: now.toISOString(),
    windowOpen: new Date(now.getTime() - windowMs).toISOString(),
  });
  const result = await db.execute<{ count: number; window_start: string | Date }>(statement);
  const row = (result as { rows: { count: number; window_start: string | Date }[] }).rows[0]!;
  return verdict(row.count, row.window_start, max, now, windowMs);
}

/** Counters whose window started RETENTION.rateLimitCounterHours ago (every window is at most an hour); run by the retention job. */
export async function purgeExpired(db: Database, now = new Date()) {
  const cutoff = new Date(now.getTime() - RETENTION.rateLimitCounterHours * HOUR_MS).toISOString();
  await db.execute(sql`delete from rate_limits where window_start < ${cutoff}`);
}
