/**
 * A newsletter signup in one statement (one round trip, one commit): the
 * per-IP hit, then the per-e-mail hit only if the IP is within its limit,
 * then the insert (or the reactivation of an unsubscribed row) only if the
 * e-mail is within its own. Same counters and rules as `hit()` one by one.
 */
import { sql } from "drizzle-orm";
import type { Database } from "../db/client.server";
import { hitStatement, verdict, type RateLimitResult } from "./rate-limit.server";

export type SignupOutcome =
  | { kind: "limited"; limit: Extract<RateLimitResult, { allowed: false }> }
  | { kind: "subscribed" }
  | { kind: "already-subscribed" };

type Row = {
  ip_count: number | string;
  ip_window_start: string | Date;
  email_count: number | string | null;
  email_window_start: string | Date | null;
  subscribed: number | string;
};

export async function subscribe(
  db: Database,
  signup: { email: string; source: string; userAgent: string | null },
  limits: { ipKey: string; ipMax: number; emailKey: string; emailMax: number; now: Date },
): Promise<SignupOutcome> {
  const { ipKey, ipMax, emailKey, emailMax, now } = limits;
  const result = await db.execute(sql`
    with ip as (${hitStatement(ipKey, now)}),
    email as (${hitStatement(emailKey, now, { onlyIf: sql`(select count from ip) <= ${ipMax}` })}),
    subscribed as (
      insert into newsletter_subscribers (email, source, user_agent)
      select ${signup.email}::varchar, ${signup.source}::varchar, ${signup.userAgent}::text where (select count from email) <= ${emailMax}
      -- Someone who unsubscribed may come back; a current subscriber is a duplicate.
      on conflict (email) do update set status = 'subscribed', source = excluded.source, unsubscribed_at = null
        where newsletter_subscribers.status = 'unsubscribed'
      returning id)
    select ip.count as ip_count, ip.window_start as ip_window_start, email.count as email_count, email.window_start as email_window_start,
      (select count(*) from subscribed)::int as subscribed
    from ip left join email on true`);
  const row = (result as unknown as { rows: Row[] }).rows[0]!;
  const byIp = verdict(row.ip_count, row.ip_window_start, ipMax, now);
  if (!byIp.allowed) return { kind: "limited", limit: byIp };
  const byEmail = verdict(row.email_count!, row.email_window_start!, emailMax, now);
  if (!byEmail.allowed) return { kind: "limited", limit: byEmail };
  return Number(row.subscribed) > 0 ? { kind: "subscribed" } : { kind: "already-subscribed" };
}
