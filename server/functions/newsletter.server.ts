/**
 * A newsletter signup in one statement (one round trip, one commit): the
 * per-IP hit, then the per-e-mail hit only if the IP is within its limit,
 * then the insert (or the reactivation of an unsubscribed row) only if the
 * e-mail is within its own. Same counters and rules as `hit()` one by one.
 * The statement is built once; PostgreSQL parses and plans it once per
 * connection (a named prepared statement).
 */
import { fillPlaceholders, sql } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import { runPrepared, type Database } from "../db/client.server";
import { HOUR_MS, hitStatement, verdict, type RateLimitResult } from "./rate-limit.server";

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

const p = sql.placeholder;
const window = { windowStart: p("now"), windowOpen: p("windowOpen") };
const SIGNUP = new PgDialect().sqlToQuery(sql`
  with ip as (${hitStatement({ key: p("ipKey"), ...window })}),
  email as (${hitStatement({ key: p("emailKey"), ...window }, sql`(select count from ip) <= ${p("ipMax")}`)}),
  subscribed as (
    insert into newsletter_subscribers (email, source, user_agent)
    select ${p("email")}::varchar, ${p("source")}::varchar, ${p("userAgent")}::text where (select count from email) <= ${p("emailMax")}
    -- Someone who unsubscribed may come back; a current subscriber is a duplicate.
    on conflict (email) do update set status = 'subscribed', source = excluded.source, unsubscribed_at = null
      where newsletter_subscribers.status = 'unsubscribed'
    returning id)
  select ip.count as ip_count, ip.window_start as ip_window_start, email.count as email_count, email.window_start as email_window_start,
    (select count(*) from subscribed)::int as subscribed
  from ip left join email on true`);

export async function subscribe(
  db: Database,
  signup: { email: string; source: string; userAgent: string | null },
  limits: { ipKey: string; ipMax: number; emailKey: string; emailMax: number; now: Date },
): Promise<SignupOutcome> {
  const { now, ipMax, emailMax } = limits;
  const values = fillPlaceholders(SIGNUP.params, {
    ...signup,
    ...limits,
    now: now.toISOString(),
    windowOpen: new Date(now.getTime() - HOUR_MS).toISOString(),
  });
  const [row] = await runPrepared<Row>(db, "newsletter-signup", SIGNUP.sql, values);
  const byIp = verdict(row!.ip_count, row!.ip_window_start, ipMax, now);
  if (!byIp.allowed) return { kind: "limited", limit: byIp };
  const byEmail = verdict(row!.email_count!, row!.email_window_start!, emailMax, now);
  if (!byEmail.allowed) return { kind: "limited", limit: byEmail };
  return Number(row!.subscribed) > 0 ? { kind: "subscribed" } : { kind: "already-subscribed" };
}
