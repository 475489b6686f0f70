/**
 * Server rate limits (R-OPEN-05), counted in the database so every instance
 * sees the same numbers: one atomic upsert per hit. A window starts at a
 * key's first hit and lasts an hour; over the limit, the caller learns how
 * many seconds remain (Retry-After).
 */
import { sql } from "drizzle-orm";
import type { Database } from "../db/client.server";

export const HOUR_MS = 60 * 60 * 1000;

export const LIMITS = {
  newsletterPerEmail: 5,
  waitlistPerEmail: 5,
  contactPerEmail: 3,
  /** Generous: many UAE mobile users share one address behind carrier NAT. */
  perIp: 30,
  /** A visitor sends at most two events per experiment; a carrier NAT holds many visitors. */
  experimentEventsPerIp: 300,
} as const;

export type RateLimitResult = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export async function hit(
  db: Database,
  key: string,
  max: number,
  { now = new Date(), windowMs = HOUR_MS }: { now?: Date; windowMs?: number } = {},
): Promise<RateLimitResult> {
  const windowOpen = new Date(now.getTime() - windowMs);
  const result = await db.execute<{ count: number; window_start: string | Date }>(sql`
    insert into rate_limits (key, window_start, count) values (${key}, ${now.toISOString()}, 1)
    on conflict (key) do update set
      count = case when rate_limits.window_start <= ${windowOpen.toISOString()} then 1 else rate_limits.count + 1 end,
      window_start = case when rate_limits.window_start <= ${windowOpen.toISOString()} then excluded.window_start else rate_limits.window_start end
    returning count, window_start`);
  const row = (result as unknown as { rows: { count: number; window_start: string | Date }[] }).rows[0]!;
  if (Number(row.count) <= max) return { allowed: true };
  const windowEnds = new Date(row.window_start).getTime() + windowMs;
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((windowEnds - now.getTime()) / 1000)) };
}

/** Counters whose window closed long ago; run by the retention job. */
export async function purgeExpired(db: Database, now = new Date()) {
  await db.execute(sql`delete from rate_limits where window_start < ${new Date(now.getTime() - 2 * HOUR_MS).toISOString()}`);
}
