/**
 * Brute-force protection for the login (issue 5). Two counters of
 * consecutive failures, both in the database so every instance shares them:
 *
 * - per account (the typed e-mail, whether or not it exists, so a lock tells
 *   nothing about which addresses have accounts): 10 failures in a row lock
 *   that address for 15 minutes; a success resets it;
 * - per client address: 30 failures lock the address for 15 minutes. One
 *   attacker can therefore lock at most three accounts per address and
 *   quarter hour, never "everyone".
 *
 * A counter whose last failure is older than the window starts again at 1.
 */
import { eq, inArray, sql } from "drizzle-orm";
import { RETENTION } from "../../core/constants";
import type { Database } from "../db/client.server";
import { loginThrottle } from "../db/schema";
import { limitKey } from "../functions/rate-limit.server";

export const LOGIN_LIMITS = {
  accountFailures: 10,
  ipFailures: 30,
  lockMs: 15 * 60 * 1000,
  /** Failures further apart than this are not "in a row". */
  windowMs: 15 * 60 * 1000,
} as const;

export const accountKey = (email: string) => limitKey("account", email.trim().toLowerCase());
export const ipKey = (ip: string) => limitKey("ip", ip);

/** Seconds until every given key is unlocked (0 = none is locked). */
export async function lockedFor(db: Database, keys: string[], now: Date): Promise<number> {
  const rows = await db
    .select({ lockedUntil: loginThrottle.lockedUntil })
    .from(loginThrottle)
    .where(inArray(loginThrottle.key, keys));
  let latest = 0;
  for (const row of rows) {
    if (row.lockedUntil) latest = Math.max(latest, row.lockedUntil.getTime());
  }
  return latest > now.getTime() ? Math.ceil((latest - now.getTime()) / 1000) : 0;
}

/** Counts one failure against a key, locking it when it reaches `max`. One atomic upsert. */
export async function recordFailure(db: Database, key: string, max: number, now: Date): Promise<void> {
  const stale = new Date(now.getTime() - LOGIN_LIMITS.windowMs).toISOString();
  const lockUntil = new Date(now.getTime() + LOGIN_LIMITS.lockMs).toISOString();
  const at = now.toISOString();
  // The new count, once: restart at 1 after a quiet window or after a lock ran out.
  const next = sql`case when login_throttle.last_failure_at <= ${stale}
      or (login_throttle.locked_until is not null and login_throttle.locked_until <= ${at})
    then 1 else login_throttle.failures + 1 end`;
  await db.execute(sql`
    insert into login_throttle (key, failures, last_failure_at, locked_until)
    values (${key}, 1, ${at}, ${max <= 1 ? lockUntil : null})
    on conflict (key) do update set
      failures = case when ${next} >= ${max} then 0 else ${next} end,
      locked_until = case when ${next} >= ${max} then ${lockUntil}::timestamptz
        when login_throttle.locked_until <= ${at} then null
        else login_throttle.locked_until end,
      last_failure_at = ${at}`);
}

export async function recordSuccess(db: Database, key: string): Promise<void> {
  await db.delete(loginThrottle).where(eq(loginThrottle.key, key));
}

/** Rows nobody has failed on for RETENTION.loginThrottleHours, unless still locked; run by the retention job. */
export async function purgeLoginThrottle(db: Database, now: Date): Promise<void> {
  const cutoff = new Date(now.getTime() - RETENTION.loginThrottleHours * 60 * 60 * 1000).toISOString();
  await db.execute(sql`delete from login_throttle where last_failure_at < ${cutoff}
    and (locked_until is null or locked_until < ${now.toISOString()})`);
}
