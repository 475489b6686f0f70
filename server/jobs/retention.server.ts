/**
 * The retention job (R-OPEN-06): every period is in RETENTION
 * (core/constants.ts), which the privacy page states too. Resolved
 * enquiries, unsubscribed and never-confirmed newsletter rows, renewal reminders (sent,
 * never sent, never confirmed, unsubscribed), Android waitlist entries never confirmed or
 * unsubscribed and the whole waitlist after the launch, user agents, the audit log, hero
 * experiment events, CSP reports, page views and hand-offs (rolled up by day) and past days' visit salts, spent rate-limit, recipient-cap and login counters and
 * expired sessions. It runs every RETENTION.intervalHours; every statement is idempotent, so
 * several instances running it at once do no harm.
 */
import { sql } from "drizzle-orm";
import { RETENTION } from "../../core/constants";
import { GULF_TIME_ZONE, gulfDay, gulfMonth } from "../../core/gulf-time";
import { siteConfig } from "../../site.config";
import { purgeLoginThrottle } from "../auth/login-throttle.server";
import type { Database } from "../db/client.server";
import { purgeExpired } from "../rate-limit/rate-limit.server";
import { purgeRecipientMail } from "../queue/recipient-caps.server";
import { deleteOldSalts } from "../visits/page-views.server";

export type RetentionReport = {
  enquiries: number;
  subscribers: number;
  reminders: number;
  waitlist: number;
  userAgents: number;
  sessions: number;
  auditLog: number;
  experimentEvents: number;
  cspReports: number;
  /** Page views moved into the daily counts (R-FUNNEL-36). */
  pageViews: number;
  /** Hand-offs moved into the daily counts with the broker's events about them (R-FUNNEL-15). */
  handoffs: number;
  /** Visit salts of days gone by (R-FUNNEL-33). */
  visitSalts: number;
};

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

function monthsBefore(date: Date, months: number): Date {
  const result = new Date(date);
  result.setUTCMonth(result.getUTCMonth() - months);
  return result;
}

/**
 * An unsubscribed row signed up again waits for its new confirmation (R-SAFE-27): it is kept as
 * long as a pending one would be, counted from that confirmation.
 */
const notAwaitingSince = (cutoff: string) =>
  sql`(confirmation_sent_at is null or confirmation_sent_at <= unsubscribed_at or confirmation_sent_at < ${cutoff})`;

function affected(result: unknown): number {
  const { rowCount, affectedRows } = result as { rowCount?: number | null; affectedRows?: number };
  return Number(rowCount ?? affectedRows ?? 0);
}

export async function runRetention(
  db: Database,
  {
    now = new Date(),
    androidLaunchDate = siteConfig.androidLaunchDate,
  }: { now?: Date; androidLaunchDate?: string | null } = {},
): Promise<RetentionReport> {
  const resolvedCutoff = monthsBefore(now, RETENTION.resolvedEnquiryMonths).toISOString();
  const unsubscribedCutoff = new Date(now.getTime() - RETENTION.unsubscribedDays * DAY_MS).toISOString();
  const unconfirmedCutoff = new Date(now.getTime() - RETENTION.unconfirmedDays * DAY_MS).toISOString();
  const userAgentCutoff = new Date(now.getTime() - RETENTION.userAgentDays * DAY_MS).toISOString();

  const enquiries = affected(
    await db.execute(sql`delete from contact_enquiries where status = 'resolved' and resolved_at < ${resolvedCutoff}`),
  );
  const subscribers = affected(
    await db.execute(
      sql`delete from newsletter_subscribers where (status = 'unsubscribed' and unsubscribed_at < ${unsubscribedCutoff}
          and ${notAwaitingSince(unconfirmedCutoff)})
        or (status = 'pending' and coalesce(confirmation_sent_at, created_at) < ${unconfirmedCutoff})`,
    ),
  );
  // R-FOLLOW-41: a reminder's work is done once sent, or once its month is long past; until confirmed or after it left, as the newsletter.
  const reminderSentCutoff = new Date(now.getTime() - RETENTION.reminderSentDays * DAY_MS);
  const reminders = affected(
    await db.execute(
      sql`delete from renewal_reminders where (status = 'sent' and sent_at < ${reminderSentCutoff.toISOString()})
        or (status <> 'sent' and renewal_month <= ${gulfMonth(reminderSentCutoff)})
        or (status = 'pending' and coalesce(confirmation_sent_at, created_at) < ${unconfirmedCutoff})
        or (status = 'unsubscribed' and unsubscribed_at < ${unsubscribedCutoff} and ${notAwaitingSince(unconfirmedCutoff)})`,
    ),
  );
  // R-SAFE-33: as the newsletter, until confirmed or after it left. An entry that was never sent a
  // confirmation (it joined before the waitlist had one) waits for the launch's date, as it was told.
  let waitlist = affected(
    await db.execute(
      sql`delete from android_waitlist where (status = 'pending' and confirmation_sent_at < ${unconfirmedCutoff})
        or (status = 'unsubscribed' and unsubscribed_at < ${unsubscribedCutoff} and ${notAwaitingSince(unconfirmedCutoff)})`,
    ),
  );
  if (
    androidLaunchDate &&
    monthsBefore(now, RETENTION.waitlistAfterLaunchMonths) >= new Date(`${androidLaunchDate}T00:00:00Z`)
  ) {
    waitlist += affected(await db.execute(sql`delete from android_waitlist`));
  }
  let userAgents = 0;
  for (const table of [
    "newsletter_subscribers",
    "android_waitlist",
    "contact_enquiries",
    "renewal_reminders",
  ] as const) {
    userAgents += affected(
      await db.execute(
        sql`update ${sql.identifier(table)} set user_agent = null where user_agent is not null and created_at < ${userAgentCutoff}`,
      ),
    );
  }
  const auditLog = affected(
    await db.execute(
      sql`delete from audit_log where at < ${monthsBefore(now, RETENTION.auditLogMonths).toISOString()}`,
    ),
  );
  // An ended experiment's events go together, RETENTION.experimentEventMonths after its end; a running one's as each reaches that age.
  const eventCutoff = monthsBefore(now, RETENTION.experimentEventMonths).toISOString();
  const experimentEvents = affected(
    await db.execute(sql`delete from experiment_events e using ab_experiments x where x.id = e.experiment_id
      and case when x.ended_at is not null then x.ended_at < ${eventCutoff} else e.created_at < ${eventCutoff} end`),
  );
  const cspReports = affected(
    await db.execute(
      sql`delete from csp_reports where received_at < ${new Date(now.getTime() - RETENTION.cspReportDays * DAY_MS).toISOString()}`,
    ),
  );
  const pageViews = await rollUpPageViews(db, gulfDay(monthsBefore(now, RETENTION.pageViewMonths)));
  const handoffs = await rollUpHandoffs(db, gulfDay(monthsBefore(now, RETENTION.handoffMonths)));
  const visitSalts = await deleteOldSalts(db, gulfDay(now));
  const sessions = affected(await db.execute(sql`delete from auth_sessions where expires_at < ${now.toISOString()}`));
  await db.execute(sql`delete from auth_verifications where expires_at < ${now.toISOString()}`);
  await purgeExpired(db, now);
  await purgeRecipientMail(db, now);
  await purgeLoginThrottle(db, now);
  return {
    enquiries,
    subscribers,
    reminders,
    waitlist,
    userAgents,
    sessions,
    auditLog,
    experimentEvents,
    cspReports,
    pageViews,
    handoffs,
    visitSalts,
  };
}

/** The dimensions of page_views that page_view_days keeps, an absent one as ''. */
const ROLLED_UP = sql.raw(`day, path, edition, device_class, coalesce(referrer_domain, ''),
  coalesce(utm_source, ''), coalesce(utm_medium, ''), coalesce(utm_campaign, ''), coalesce(utm_content, ''), coalesce(utm_term, ''),
  has_gclid, has_fbclid, has_msclkid, has_ttclid, coalesce(experiment_id, '')`);

/**
 * R-FUNNEL-36: every page view of a Gulf day before `beforeDay` leaves page_views for the daily
 * counts, in one statement, so a day is moved whole and once even when instances run it together:
 * views and distinct visitors per combination of dimensions (page_view_days) and per day (visit_days).
 * Returns how many views were moved.
 */
export async function rollUpPageViews(db: Database, beforeDay: string): Promise<number> {
  const result = await db.execute<{ moved: number }>(sql`with gone as (
      delete from page_views where day < ${beforeDay}::date returning *
    ), days as (
      insert into visit_days (day, views, visitors)
      select day, count(*), count(distinct visitor_hash) from gone group by day
      on conflict (day) do update set views = visit_days.views + excluded.views, visitors = visit_days.visitors + excluded.visitors
    ), combinations as (
      insert into page_view_days (day, path, edition, device_class, referrer_domain,
        utm_source, utm_medium, utm_campaign, utm_content, utm_term,
        has_gclid, has_fbclid, has_msclkid, has_ttclid, experiment_id, views, visitors)
      select ${ROLLED_UP}, count(*), count(distinct visitor_hash) from gone group by ${ROLLED_UP}
      on conflict (day, path, edition, device_class, referrer_domain, utm_source, utm_medium, utm_campaign, utm_content,
        utm_term, has_gclid, has_fbclid, has_msclkid, has_ttclid, experiment_id)
      do update set views = page_view_days.views + excluded.views, visitors = page_view_days.visitors + excluded.visitors
    )
    select count(*)::int as moved from gone`);
  return Number((result as { rows: { moved: number }[] }).rows[0]?.moved ?? 0);
}

/** The dimensions of handoffs that handoff_days keeps, an absent one as ''; `day` is the Gulf day. */
const HANDOFF_DIMENSIONS = sql.raw(`(h.created_at at time zone '${GULF_TIME_ZONE}')::date, h.kind, h.surface, h.channel,
  h.edition, h.source, h.medium, coalesce(h.campaign, ''), coalesce(h.content, ''), coalesce(h.term, ''),
  coalesce(h.utm_source, ''), coalesce(h.utm_medium, ''), coalesce(h.utm_campaign, ''), coalesce(h.utm_content, ''),
  coalesce(h.utm_term, ''), coalesce(h.landing_page, ''), coalesce(h.experiment_id::text, ''),
  coalesce(h.experiment_name, ''), h.device_class`);

/**
 * R-FUNNEL-15: every hand-off of a Gulf day before `beforeDay` leaves `handoffs` (and the broker's
 * events about it with it) for the daily counts in `handoff_days`, in one statement, so a day is
 * moved whole and once even when instances run it together. Returns how many hand-offs were moved.
 */
export async function rollUpHandoffs(db: Database, beforeDay: string): Promise<number> {
  const result = await db.execute<{ moved: number }>(sql`with gone as (
      delete from handoffs
      where created_at < (${beforeDay}::date::timestamp at time zone ${GULF_TIME_ZONE})
      returning *
    ), outcomes as (
      -- The statement's snapshot: the events are still there, whatever the delete cascades.
      select handoff_id, true as started,
        bool_or(event = 'policy_bought') as bought,
        coalesce(sum(premium_aed) filter (where event = 'policy_bought'), 0) as premium
      from partner_events where handoff_id in (select id from gone) group by handoff_id
    ), counted as (
      insert into handoff_days (day, kind, surface, channel, edition, source, medium, campaign, content, term,
        utm_source, utm_medium, utm_campaign, utm_content, utm_term, landing_page, experiment_id, experiment_name,
        device_class, handoffs, quotes_started, policies, premium_aed)
      select ${HANDOFF_DIMENSIONS}, count(*), count(o.started), count(*) filter (where o.bought), coalesce(sum(o.premium), 0)
      from gone h left join outcomes o on o.handoff_id = h.id
      group by ${HANDOFF_DIMENSIONS}
      on conflict (day, kind, surface, channel, edition, source, medium, campaign, content, term, utm_source,
        utm_medium, utm_campaign, utm_content, utm_term, landing_page, experiment_id, experiment_name, device_class)
      do update set handoffs = handoff_days.handoffs + excluded.handoffs,
        quotes_started = handoff_days.quotes_started + excluded.quotes_started,
        policies = handoff_days.policies + excluded.policies,
        premium_aed = handoff_days.premium_aed + excluded.premium_aed
    )
    select count(*)::int as moved from gone`);
  return Number((result as { rows: { moved: number }[] }).rows[0]?.moved ?? 0);
}

/** Runs the job a minute after start and then every RETENTION.intervalHours; the timer never keeps the process alive. */
export function scheduleRetention(db: Database, log: (message: string) => void = console.log): () => void {
  const run = () =>
    runRetention(db)
      .then((report) => {
        const total = Object.values(report).reduce((sum, value) => sum + value, 0);
        if (total > 0) log(`Retention: ${JSON.stringify(report)}`);
      })
      .catch((error: unknown) =>
        console.error("Retention job failed:", error instanceof Error ? error.message : error),
      );
  const first = setTimeout(() => void run(), 60_000);
  const timer = setInterval(() => void run(), RETENTION.intervalHours * HOUR_MS);
  first.unref();
  timer.unref();
  return () => {
    clearTimeout(first);
    clearInterval(timer);
  };
}
