/**
 * Brute-force protection for the login (issue 5, security review). Two
 * counters of failures, both in the database so every instance shares them:
 *
 * - per account (the typed e-mail, whether or not it exists, so a lock tells
 *   nothing about which addresses have accounts): after 10 failures in a row
 *   the account is locked for 15 minutes to every client address that has
 *   failed recently; an address with no failure in the window (the admin's
 *   own) still gets its password checked, so an attacker cannot lock the
 *   admin out. A success resets the account;
 * - per client address: 30 failures lock the address for 15 minutes.
 *
 * An attempt is counted BEFORE its password is checked (one atomic upsert per
 * key that returns the new count), so parallel attempts cannot all pass a
 * check made before any failure was recorded. A success gives the address
 * its provisional count back. A counter whose last counted failure is older
 * than the window, or whose lock ran out, starts again at 1.
 */
import { sql } from "drizzle-orm";
import { RETENTION } from "../../core/constants";
import type { Database } from "../db/client.server";
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

/** A key's counter once this attempt is counted. `failures` is at most max + 1: max + 1 means "refused". */
type Count = { failures: number; lockedUntil: Date | null };

export type LoginAttempt =
  { allowed: true; account: string; ip: string } | { allowed: false; retryAfterSeconds: number };

/**
 * Counts one attempt against `key` (limit `max`) and returns the new count.
 * While the key is over its limit the attempt is refused and not counted
 * (failures stays at max + 1, the lock's end does not move).
 */
async function count(db: Database, key: string, max: number, now: Date): Promise<Count> {
  const at = now.toISOString();
  const stale = new Date(now.getTime() - LOGIN_LIMITS.windowMs).toISOString();
  const lockUntil = new Date(now.getTime() + LOGIN_LIMITS.lockMs).toISOString();
  const restart = sql`(login_throttle.last_failure_at <= ${stale}
    or (login_throttle.locked_until is not null and login_throttle.locked_until <= ${at}))`;
  const result = await db.execute(sql`
    insert into login_throttle (key, failures, last_failure_at, locked_until)
    values (${key}, 1, ${at}, ${max <= 1 ? lockUntil : null})
    on conflict (key) do update set
      failures = case when ${restart} then 1 else least(login_throttle.failures + 1, ${max + 1}::integer) end,
      last_failure_at = case when ${restart} or login_throttle.failures < ${max}::integer then ${at}::timestamptz
        else login_throttle.last_failure_at end,
      -- The attempt that takes the last slot starts the lock.
      locked_until = case when ${restart} then ${max <= 1 ? lockUntil : null}::timestamptz
        when login_throttle.failures + 1 = ${max}::integer then ${lockUntil}::timestamptz
        else login_throttle.locked_until end
    returning failures, locked_until`);
  const row = (result as { rows: { failures: number | string; locked_until: string | Date | null }[] }).rows[0]!;
  return { failures: Number(row.failures), lockedUntil: row.locked_until === null ? null : new Date(row.locked_until) };
}

function retryAfter(counted: Count, now: Date): number {
  const until = counted.lockedUntil?.getTime() ?? now.getTime() + LOGIN_LIMITS.lockMs;
  return Math.max(1, Math.ceil((until - now.getTime()) / 1000));
}

/**
 * Counts a sign-in attempt before its password is checked; the password may
 * be checked only when this answers `allowed`. The address is counted first:
 * an address over its limit touches no account.
 */
export async function beginAttempt(
  db: Database,
  { email, ip }: { email: string; ip: string },
  now: Date,
): Promise<LoginAttempt> {
  const keys = { account: accountKey(email), ip: ipKey(ip) };
  const address = await count(db, keys.ip, LOGIN_LIMITS.ipFailures, now);
  if (address.failures > LOGIN_LIMITS.ipFailures)
    return { allowed: false, retryAfterSeconds: retryAfter(address, now) };
  const account = await count(db, keys.account, LOGIN_LIMITS.accountFailures, now);
  // 1 = this attempt alone: the address has no recent failure, so it passes an account's lock.
  const cleanAddress = address.failures === 1;
  if (account.failures > LOGIN_LIMITS.accountFailures && !cleanAddress)
    return { allowed: false, retryAfterSeconds: retryAfter(account, now) };
  return { allowed: true, ...keys };
}

/** Gives back an attempt's provisional count on `key` (its password was right, or never checked). */
async function giveBack(db: Database, key: string, max: number): Promise<void> {
  await db.execute(sql`update login_throttle
    set failures = greatest(least(failures, ${max}::integer) - 1, 0), locked_until = null
    where key = ${key}`);
}

/** The password was right: the account starts again, the address gets its attempt back. */
export async function attemptSucceeded(db: Database, attempt: { account: string; ip: string }): Promise<void> {
  await db.execute(sql`delete from login_throttle where key = ${attempt.account}`);
  await giveBack(db, attempt.ip, LOGIN_LIMITS.ipFailures);
}

/** The password was never checked (the server was busy or failed): the attempt counts for nobody. */
export async function attemptAbandoned(db: Database, attempt: { account: string; ip: string }): Promise<void> {
  await giveBack(db, attempt.account, LOGIN_LIMITS.accountFailures);
  await giveBack(db, attempt.ip, LOGIN_LIMITS.ipFailures);
}

/** Rows nobody has failed on for RETENTION.loginThrottleHours, unless still locked; run by the retention job. */
export async function purgeLoginThrottle(db: Database, now: Date): Promise<void> {
  const cutoff = new Date(now.getTime() - RETENTION.loginThrottleHours * 60 * 60 * 1000).toISOString();
  await db.execute(sql`delete from login_throttle where last_failure_at < ${cutoff}
    and (locked_until is null or locked_until < ${now.toISOString()})`);
}
