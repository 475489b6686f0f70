/**
 * Brute-force protection for the login (R-SAFE-13, R-SAFE-14). Counters
 * of failures, all in the database so every instance shares them:
 *
 * - per account (the typed e-mail, whether or not it exists, so a lock tells
 *   nothing about which addresses have accounts): after 10 failures in a row
 *   the account is locked for 15 minutes. While it is locked, a client the
 *   account has signed in from before (login_known_clients) still gets its
 *   password checked, on a counter of its own with the account's limit, so an
 *   attacker elsewhere cannot lock staff out of their usual network; any other
 *   client gets no check at all. A success resets the account and records the
 *   client as known;
 * - per client (clientIp: an IPv4 address or an IPv6 /64): 30 failures lock
 *   the client for 15 minutes.
 *
 * An attempt is counted BEFORE its password is checked (one atomic upsert per
 * key that returns the new count), so parallel attempts cannot all pass a
 * check made before any failure was recorded. A success gives the client
 * its provisional count back. A counter whose last counted failure is older
 * than the window, or whose lock ran out, starts again at 1.
 */
import { sql } from "drizzle-orm";
import { RETENTION } from "../../core/constants";
import type { Database } from "../db/client.server";
import { limitKey } from "../rate-limit/rate-limit.server";
import type { ClientAddress } from "../http.server";

export const LOGIN_LIMITS = {
  accountFailures: 10,
  ipFailures: 30,
  lockMs: 15 * 60 * 1000,
  /** Failures further apart than this are not "in a row". */
  windowMs: 15 * 60 * 1000,
} as const;

const DAY_MS = 24 * 60 * 60 * 1000;

export const accountKey = (email: string) => limitKey("account", email.trim().toLowerCase());
export const ipKey = (ip: ClientAddress) => limitKey("ip", ip);
/** A locked account's counter at one client it signed in from before (R-SAFE-14). */
const knownClientKey = ({ account, ip }: Keys) => limitKey("account-at", account, ip);

/** An attempt's account and client, as their counters' keys. */
type Keys = { account: string; ip: string };

/** A key's counter once this attempt is counted. `failures` is at most max + 1: max + 1 means "refused". */
type Count = { failures: number; lockedUntil: Date | null };

/** A counter an allowed attempt took a slot of, and that counter's limit. */
type Slot = { key: string; max: number };

export type LoginAttempt = ({ allowed: true; slots: Slot[] } & Keys) | { allowed: false; retryAfterSeconds: number };

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

function refused(counted: Count, now: Date): LoginAttempt {
  return { allowed: false, retryAfterSeconds: retryAfter(counted, now) };
}

/** Whether the account has signed in from this client within RETENTION.knownSignInDays. */
async function signedInBefore(db: Database, { account, ip }: Keys, now: Date): Promise<boolean> {
  const since = new Date(now.getTime() - RETENTION.knownSignInDays * DAY_MS).toISOString();
  const result = await db.execute(sql`select 1 from login_known_clients
    where account = ${account} and client = ${ip} and last_sign_in_at > ${since}`);
  return (result as { rows: unknown[] }).rows.length > 0;
}

/**
 * Counts a sign-in attempt before its password is checked; the password may
 * be checked only when this answers `allowed`. The client is counted first:
 * a client over its limit touches no account. A locked account is checked
 * only for a client it signed in from before, on that pair's own counter.
 */
export async function beginAttempt(
  db: Database,
  { email, ip }: { email: string; ip: ClientAddress },
  now: Date,
): Promise<LoginAttempt> {
  const keys = { account: accountKey(email), ip: ipKey(ip) };
  const client = await count(db, keys.ip, LOGIN_LIMITS.ipFailures, now);
  if (client.failures > LOGIN_LIMITS.ipFailures) return refused(client, now);
  const clientSlot = { key: keys.ip, max: LOGIN_LIMITS.ipFailures };
  const account = await count(db, keys.account, LOGIN_LIMITS.accountFailures, now);
  if (account.failures <= LOGIN_LIMITS.accountFailures)
    return { allowed: true, ...keys, slots: [clientSlot, { key: keys.account, max: LOGIN_LIMITS.accountFailures }] };
  // Locked (R-SAFE-13): a new client gets no check, however many new clients there are.
  if (!(await signedInBefore(db, keys, now))) return refused(account, now);
  // R-SAFE-14: a known client keeps the account's budget for itself, so a typo does not lock staff out of their own network.
  const known = knownClientKey(keys);
  const own = await count(db, known, LOGIN_LIMITS.accountFailures, now);
  if (own.failures > LOGIN_LIMITS.accountFailures) return refused(own, now);
  return { allowed: true, ...keys, slots: [clientSlot, { key: known, max: LOGIN_LIMITS.accountFailures }] };
}

/** Gives back an attempt's provisional count on `key` (its password was right, or never checked). */
async function giveBack(db: Database, key: string, max: number): Promise<void> {
  await db.execute(sql`update login_throttle
    set failures = greatest(least(failures, ${max}::integer) - 1, 0), locked_until = null
    where key = ${key}`);
}

/**
 * The password was right: the account starts again (its own counter and
 * this client's counter on it), the client gets its attempt back and is
 * recorded as one this account signed in from (R-SAFE-14).
 */
export async function attemptSucceeded(db: Database, attempt: Keys, now: Date): Promise<void> {
  await db.execute(sql`delete from login_throttle where key in (${attempt.account}, ${knownClientKey(attempt)})`);
  await giveBack(db, attempt.ip, LOGIN_LIMITS.ipFailures);
  await db.execute(sql`insert into login_known_clients (account, client, last_sign_in_at)
    values (${attempt.account}, ${attempt.ip}, ${now.toISOString()})
    on conflict (account, client) do update set last_sign_in_at = excluded.last_sign_in_at`);
}

/**
 * The password was never checked (the server was busy or failed): the attempt
 * counts for nobody, on the counters it took a slot of and no other, so it
 * never lifts a lock it was let through (R-SAFE-15).
 */
export async function attemptAbandoned(db: Database, attempt: { slots: Slot[] }): Promise<void> {
  for (const { key, max } of attempt.slots) await giveBack(db, key, max);
}

/**
 * Rows nobody has failed on for RETENTION.loginThrottleHours, unless still
 * locked, and clients nobody signed in from for RETENTION.knownSignInDays; run by the retention job.
 */
export async function purgeLoginThrottle(db: Database, now: Date): Promise<void> {
  const cutoff = new Date(now.getTime() - RETENTION.loginThrottleHours * 60 * 60 * 1000).toISOString();
  await db.execute(sql`delete from login_throttle where last_failure_at < ${cutoff}
    and (locked_until is null or locked_until < ${now.toISOString()})`);
  const forgotten = new Date(now.getTime() - RETENTION.knownSignInDays * DAY_MS).toISOString();
  await db.execute(sql`delete from login_known_clients where last_sign_in_at < ${forgotten}`);
}
