/**
 * A newsletter signup in one statement (one round trip, one commit): the
 * per-IP hit and the use of the CSRF token's nonce, then the per-e-mail hit
 * only if the IP is within its limit and the token's first use, then the
 * insert only if the e-mail is within its own. Same counters and rules as
 * `hit()` one by one.
 *
 * Double opt-in (R-FOLLOW-08, 09): a new address is stored `pending` with
 * confirmation_sent_at = now; a pending one, or an unsubscribed one that
 * comes back (which stays unsubscribed until it confirms again: R-SAFE-27),
 * gets a new confirmation_sent_at only when its last is a day old (R-SAFE-24). A row the statement stamped is a confirmation to send (the caller
 * queues it, keyed by that time); a subscribed address is a duplicate.
 * The language (R-FOLLOW-17) is the latest signup's until the address is
 * confirmed: a pending address signed up again from the other edition takes
 * its language even within the day (the next e-mail speaks it), while a
 * subscribed one keeps its own, since only a confirmed request changes a subscription.
 * The statement is built once; PostgreSQL parses and plans it once per
 * connection (a named prepared statement).
 */
import { fillPlaceholders, sql } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import { NEWSLETTER } from "../../core/constants";
import type { Locale } from "../../core/locales";
import { runPrepared, type Database } from "../db/client.server";
import { HOUR_MS, hitStatement, verdict, type RateLimitResult } from "../rate-limit/rate-limit.server";

export type SignupOutcome =
  | { kind: "limited"; limit: Extract<RateLimitResult, { allowed: false }> }
  /** The CSRF token was used before: a replay. */
  | { kind: "replayed" }
  /** Stored or still pending; `confirmation`: the e-mail to queue, or null within the day of the last. */
  | { kind: "pending"; confirmation: { subscriberId: string; sentAt: Date } | null }
  | { kind: "already-subscribed" };

type Row = {
  ip_count: number | string;
  ip_window_start: string | Date;
  nonce_count: number | string;
  email_count: number | string | null;
  email_window_start: string | Date | null;
  confirm_id: string | null;
  existing_status: string | null;
};

const p = sql.placeholder;
const window = { windowStart: p("now"), windowOpen: p("windowOpen") };
/** The existing row gets a new confirmation: pending or unsubscribed, its last one a day old (R-SAFE-24, 27). */
const renews = sql`(newsletter_subscribers.status in ('pending', 'unsubscribed')
  and (newsletter_subscribers.confirmation_sent_at is null
    or newsletter_subscribers.confirmation_sent_at <= ${p("resendOpen")}::timestamptz))`;
const SIGNUP = new PgDialect().sqlToQuery(sql`
  with ip as (${hitStatement({ key: p("ipKey"), ...window })}),
  nonce as (${hitStatement({ key: p("nonceKey"), windowStart: p("now"), windowOpen: p("nonceWindowOpen") })}),
  email as (${hitStatement({ key: p("emailKey"), ...window }, sql`(select count from ip) <= ${p("ipMax")} and (select count from nonce) = 1`)}),
  -- The row as it was before this statement (its snapshot).
  existing as (select status from newsletter_subscribers where email = ${p("email")}::varchar),
  stamped as (
    insert into newsletter_subscribers (email, source, user_agent, status, confirmation_sent_at, language)
    select ${p("email")}::varchar, ${p("source")}::varchar, ${p("userAgent")}::text, 'pending', ${p("now")}::timestamptz,
      ${p("language")}::varchar
    where (select count from email) <= ${p("emailMax")}
    -- A pending address is sent its confirmation again at most daily, and takes the latest
    -- signup's language at once. Someone who unsubscribed stays unsubscribed (R-SAFE-27): at most
    -- daily they are sent a new confirmation, and only its press subscribes them again. A current
    -- subscriber is a duplicate and changes nothing.
    on conflict (email) do update set
      language = excluded.language,
      source = case when ${renews} then excluded.source else newsletter_subscribers.source end,
      confirmation_sent_at = case when ${renews} then excluded.confirmation_sent_at
        else newsletter_subscribers.confirmation_sent_at end
      where ${renews} or (newsletter_subscribers.status = 'pending' and newsletter_subscribers.language <> excluded.language)
    -- Stamped: this statement set its confirmation time (a language change alone sends nothing).
    returning id, confirmation_sent_at = ${p("now")}::timestamptz as stamped)
  select ip.count as ip_count, ip.window_start as ip_window_start, nonce.count as nonce_count,
    email.count as email_count, email.window_start as email_window_start,
    (select id from stamped where stamped) as confirm_id, (select status from existing) as existing_status
  from ip cross join nonce left join email on true`);

export async function subscribe(
  db: Database,
  signup: { email: string; source: string; userAgent: string | null; language: Locale },
  limits: { ipKey: string; ipMax: number; emailKey: string; emailMax: number; now: Date },
  csrf: { nonceKey: string; windowMs: number },
): Promise<SignupOutcome> {
  const { now, ipMax, emailMax } = limits;
  const values = fillPlaceholders(SIGNUP.params, {
    ...signup,
    ...limits,
    nonceKey: csrf.nonceKey,
    now: now.toISOString(),
    windowOpen: new Date(now.getTime() - HOUR_MS).toISOString(),
    nonceWindowOpen: new Date(now.getTime() - csrf.windowMs).toISOString(),
    resendOpen: new Date(now.getTime() - NEWSLETTER.confirmationResendMs).toISOString(),
  });
  const [row] = await runPrepared<Row>(db, "newsletter-signup", SIGNUP.sql, values);
  const byIp = verdict(row!.ip_count, row!.ip_window_start, ipMax, now);
  if (!byIp.allowed) return { kind: "limited", limit: byIp };
  // A replay is refused like any bad token: after the per-IP count, before the e-mail's.
  if (Number(row!.nonce_count) > 1) return { kind: "replayed" };
  const byEmail = verdict(row!.email_count!, row!.email_window_start!, emailMax, now);
  if (!byEmail.allowed) return { kind: "limited", limit: byEmail };
  if (row!.confirm_id) return { kind: "pending", confirmation: { subscriberId: row!.confirm_id, sentAt: now } };
  // Nothing stamped: a subscriber already, or pending with a confirmation sent within the day (its language updated).
  return row!.existing_status === "subscribed"
    ? { kind: "already-subscribed" }
    : { kind: "pending", confirmation: null };
}
