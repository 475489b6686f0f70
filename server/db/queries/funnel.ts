/**
 * The funnel's numbers (R-FUNNEL-70..76; docs/decisions/037-funnel-report.md), one module for the
 * /admin tab, its CSV and the team's daily and weekly e-mails: visitors (page views, raw and rolled
 * up) → quote hand-offs → quotes started → policies (the broker's events), with the period's leads
 * beside them.
 *
 * - A visitor is a day's visitor hash (R-FUNNEL-33): the hash changes every Gulf day, so a period's
 *   visitors are its days' unique visitors added up. A visitor's campaign, landing page, edition and
 *   device are those of their first view of the day (the landing view carries the campaign,
 *   R-FUNNEL-31); their variant is the experiment any of their views showed.
 * - A hand-off is a press of "Get Personalised Quote" or "Start WhatsApp Chat" in the period, with
 *   the dimensions it was recorded with (R-FUNNEL-11). Its quote started and its policy are counted
 *   with it, whenever the broker reported them (a cohort: the rates compare like with like); any
 *   event of the broker's means a quote was started.
 * - Days the retention job has rolled up (R-FUNNEL-36) keep their visitors in `visit_days`: they
 *   count in the totals and the chart, and in no row of a breakdown (the roll-up keeps no landing view).
 *   Rolled-up hand-offs (`handoff_days`, R-FUNNEL-15) keep every dimension and count everywhere.
 */
import { sql, type SQL } from "drizzle-orm";
import type {
  FunnelBreakdown,
  FunnelCounts,
  FunnelLeads,
  FunnelRate,
  FunnelRates,
  FunnelReport,
  FunnelRow,
} from "../../../core/admin-api";
import { FUNNEL } from "../../../core/constants";
import { wilsonInterval } from "../../../core/experiment-plan";
import { GULF_TIME_ZONE, gulfDay, gulfDayStart } from "../../../core/gulf-time";
import type { Database } from "../client.server";

const DAY_MS = 24 * 60 * 60 * 1000;

/** The default period (R-FUNNEL-70): the last FUNNEL.defaultDays Gulf days, today included. */
export function defaultFunnelPeriod(at: number): { from: string; to: string } {
  return { from: gulfDay(at - (FUNNEL.defaultDays - 1) * DAY_MS), to: gulfDay(at) };
}

/** Every Gulf day from `from` to `to`, both included. */
export function daysOf(from: string, to: string): string[] {
  const days: string[] = [];
  for (let at = gulfDayStart(from); at <= gulfDayStart(to); at += DAY_MS) days.push(gulfDay(at));
  return days;
}

/** The name of a visitor's row in each breakdown, from their first view's columns (the `visits` below). */
const VISIT_KEYS: Record<FunnelBreakdown, SQL> = {
  campaign: sql`json_build_array(utm_source, utm_medium, utm_campaign)::text`,
  source: sql`json_build_array(utm_source)::text`,
  landing: sql`json_build_array(landing)::text`,
  edition: sql`json_build_array(edition)::text`,
  device: sql`json_build_array(device_class)::text`,
  variant: sql`json_build_array(lower(experiment_id))::text`,
};

/**
 * The same names from a hand-off's own columns, raw (`handoffs`) or rolled up (`handoff_days`, where
 * an absent value is '').
 */
const HANDOFF_KEYS: Record<FunnelBreakdown, SQL> = {
  campaign: sql`json_build_array(nullif(h.utm_source, ''), nullif(h.utm_medium, ''), nullif(h.utm_campaign, ''))::text`,
  source: sql`json_build_array(nullif(h.utm_source, ''))::text`,
  landing: sql`json_build_array(nullif(h.landing_page, ''))::text`,
  edition: sql`json_build_array(h.edition)::text`,
  device: sql`json_build_array(h.device_class)::text`,
  variant: sql`json_build_array(nullif(h.experiment_id::text, ''))::text`,
};

type Rows<Row> = { rows: Row[] };

/** Unique visitors of the raw days per `key` (a column of `visits`, one row per day's visitor). */
async function visitorCounts(db: Database, from: string, to: string, key: SQL): Promise<Map<string, number>> {
  const result = await db.execute(sql`
    with visits as (
      select day, visitor_hash,
        (array_agg(utm_source order by viewed_at, id))[1] as utm_source,
        (array_agg(utm_medium order by viewed_at, id))[1] as utm_medium,
        (array_agg(utm_campaign order by viewed_at, id))[1] as utm_campaign,
        (array_agg(path order by viewed_at, id))[1] as landing,
        (array_agg(edition order by viewed_at, id))[1] as edition,
        (array_agg(device_class order by viewed_at, id))[1] as device_class,
        max(experiment_id) as experiment_id
      from page_views
      where day between ${from}::date and ${to}::date
      group by day, visitor_hash)
    select ${key} as key, count(*)::int as visitors from visits group by 1`);
  const rows = (result as Rows<{ key: string; visitors: number }>).rows;
  return new Map(rows.map((row) => [row.key, Number(row.visitors)]));
}

type HandoffCounts = Omit<FunnelCounts, "visitors">;

/**
 * Quote hand-offs of the period per `key` (an expression over `h`), with what the broker said of
 * them: the raw hand-offs, and the days the retention job has rolled up (R-FUNNEL-15).
 */
async function handoffCounts(
  db: Database,
  from: string,
  to: string,
  key: (day: SQL) => SQL,
): Promise<Map<string, HandoffCounts>> {
  const start = new Date(gulfDayStart(from)).toISOString();
  const end = new Date(gulfDayStart(to) + DAY_MS).toISOString();
  const rawDay = sql`(h.created_at at time zone ${GULF_TIME_ZONE})::date`;
  const result = await db.execute(sql`
    select key,
      sum(handoffs)::int as handoffs,
      (sum(handoffs) filter (where kind = 'quote_whatsapp'))::int as whatsapp,
      sum(started)::int as started,
      sum(policies)::int as policies,
      coalesce(sum(premium), 0)::float8 as premium
    from (
      select ${key(rawDay)} as key, h.kind, 1 as handoffs,
        case when exists (select 1 from partner_events p where p.handoff_id = h.id) then 1 else 0 end as started,
        case when bought.premium is null then 0 else 1 end as policies,
        bought.premium
      from handoffs h
      left join lateral (
        select coalesce(p.premium_aed, 0) as premium from partner_events p
        where p.handoff_id = h.id and p.event = 'policy_bought'
      ) bought on true
      where h.kind in ('quote_online', 'quote_whatsapp')
        and h.created_at >= ${start}::timestamptz and h.created_at < ${end}::timestamptz
      union all
      select ${key(sql`h.day`)}, h.kind, h.handoffs, h.quotes_started, h.policies, h.premium_aed
      from handoff_days h
      where h.kind in ('quote_online', 'quote_whatsapp') and h.day between ${from}::date and ${to}::date
    ) pressed
    group by key`);
  type Row = {
    key: string;
    handoffs: number;
    whatsapp: number | null;
    started: number;
    policies: number;
    premium: number;
  };
  const rows = (result as Rows<Row>).rows;
  return new Map(
    rows.map((row) => [
      row.key,
      {
        handoffs: Number(row.handoffs),
        whatsapp: Number(row.whatsapp ?? 0),
        quotesStarted: Number(row.started),
        policies: Number(row.policies),
        premiumAed: Math.round(Number(row.premium) * 100) / 100,
      },
    ]),
  );
}

/** Visitors of the period's days the retention job has rolled up, per day. */
async function rolledUpVisitors(db: Database, from: string, to: string): Promise<Map<string, number>> {
  const result = await db.execute(sql`
    select to_char(day, 'YYYY-MM-DD') as day, visitors from visit_days where day between ${from}::date and ${to}::date`);
  const rows = (result as Rows<{ day: string; visitors: number }>).rows;
  return new Map(rows.map((row) => [row.day, Number(row.visitors)]));
}

/** Leads of the period (R-FUNNEL-70): confirmed subscribers, waitlist entries and reminders; every enquiry. */
async function periodLeads(db: Database, from: string, to: string): Promise<FunnelLeads> {
  const start = new Date(gulfDayStart(from)).toISOString();
  const end = new Date(gulfDayStart(to) + DAY_MS).toISOString();
  const within = sql`created_at >= ${start}::timestamptz and created_at < ${end}::timestamptz`;
  const result = await db.execute(sql`
    select
      (select count(*) from newsletter_subscribers where ${within} and confirmed_at is not null)::int as newsletter,
      (select count(*) from android_waitlist where ${within} and confirmed_at is not null)::int as waitlist,
      (select count(*) from renewal_reminders where ${within} and confirmed_at is not null)::int as reminders,
      (select count(*) from contact_enquiries where ${within})::int as enquiries`);
  const row = (result as Rows<FunnelLeads>).rows[0]!;
  return {
    newsletter: Number(row.newsletter),
    waitlist: Number(row.waitlist),
    reminders: Number(row.reminders),
    enquiries: Number(row.enquiries),
  };
}

/** A rate with its interval (R-FUNNEL-72), or null when it is not a proportion. */
export function funnelRate(successes: number, trials: number): FunnelRate {
  const interval = wilsonInterval(successes, trials, FUNNEL.confidence);
  return interval ? { rate: successes / trials, ...interval } : null;
}

export function funnelRates(counts: FunnelCounts): FunnelRates {
  return {
    handoffRate: funnelRate(counts.handoffs, counts.visitors),
    startRate: funnelRate(counts.quotesStarted, counts.handoffs - counts.whatsapp),
    policyRate: funnelRate(counts.policies, counts.quotesStarted),
    visitorPolicyRate: funnelRate(counts.policies, counts.visitors),
  };
}

const NO_HANDOFFS: HandoffCounts = { handoffs: 0, whatsapp: 0, quotesStarted: 0, policies: 0, premiumAed: 0 };

function add(a: FunnelCounts, b: FunnelCounts): FunnelCounts {
  return {
    visitors: a.visitors + b.visitors,
    handoffs: a.handoffs + b.handoffs,
    whatsapp: a.whatsapp + b.whatsapp,
    quotesStarted: a.quotesStarted + b.quotesStarted,
    policies: a.policies + b.policies,
    premiumAed: Math.round((a.premiumAed + b.premiumAed) * 100) / 100,
  };
}

const ZERO: FunnelCounts = { visitors: 0, ...NO_HANDOFFS };

/** The day of a visit (a column of `visits`) and of a hand-off (its Gulf day, raw or rolled up). */
const VISIT_DAY = sql`to_char(day, 'YYYY-MM-DD')`;
const HANDOFF_DAY = (day: SQL) => sql`to_char(${day}, 'YYYY-MM-DD')`;

/** Names the variant rows: each experiment's name (and "control"), from the experiments or the hand-offs' own record, raw or rolled up. */
async function variantNames(db: Database, ids: string[]): Promise<Map<string, string>> {
  const known = ids.filter((id) => /^[0-9a-f-]{36}$/.test(id));
  if (known.length === 0) return new Map();
  const list = sql.join(
    known.map((id) => sql`${id}`),
    sql`, `,
  );
  const result = await db.execute(sql`
    select id::text as id, name, is_control from ab_experiments where id::text in (${list})
    union all
    select distinct on (experiment_id) experiment_id::text, experiment_name, coalesce(is_control, false)
      from handoffs where experiment_id::text in (${list}) and experiment_name is not null
    union all
    select distinct on (experiment_id) experiment_id, experiment_name, false
      from handoff_days where experiment_id in (${list}) and experiment_name <> ''`);
  const names = new Map<string, string>();
  for (const row of (result as Rows<{ id: string; name: string; is_control: boolean }>).rows)
    if (!names.has(row.id)) names.set(row.id, row.is_control ? `${row.name} (control)` : row.name);
  return names;
}

/**
 * The funnel of a period (Gulf days `from` to `to`, both included), its daily series, its leads
 * and its rows broken down `by` one dimension, busiest first (R-FUNNEL-70..72).
 */
export async function funnelReport(
  db: Database,
  { from, to, by }: { from: string; to: string; by: FunnelBreakdown },
): Promise<FunnelReport> {
  const [visitsByKey, handoffsByKey, visitsByDay, handoffsByDay, rolledUp, leads] = await Promise.all([
    visitorCounts(db, from, to, VISIT_KEYS[by]),
    handoffCounts(db, from, to, () => HANDOFF_KEYS[by]),
    visitorCounts(db, from, to, VISIT_DAY),
    handoffCounts(db, from, to, HANDOFF_DAY),
    rolledUpVisitors(db, from, to),
    periodLeads(db, from, to),
  ]);

  const daily = daysOf(from, to).map((day) => ({
    day,
    visitors: (visitsByDay.get(day) ?? 0) + (rolledUp.get(day) ?? 0),
    ...(handoffsByDay.get(day) ?? NO_HANDOFFS),
  }));
  const totals = daily.reduce<FunnelCounts>((sum, { day: _, ...counts }) => add(sum, counts), ZERO);

  const keys = new Set([...visitsByKey.keys(), ...handoffsByKey.keys()]);
  const names =
    by === "variant"
      ? await variantNames(
          db,
          [...keys].flatMap((key) => JSON.parse(key) as string[]),
        )
      : null;
  const rows: FunnelRow[] = [...keys].map((key) => {
    const counts: FunnelCounts = { visitors: visitsByKey.get(key) ?? 0, ...(handoffsByKey.get(key) ?? NO_HANDOFFS) };
    const values = (JSON.parse(key) as (string | null)[]).map((value) =>
      value !== null && names ? (names.get(value) ?? value) : value,
    );
    return { values, ...counts, ...funnelRates(counts) };
  });
  rows.sort(
    (a, b) =>
      b.visitors - a.visitors ||
      b.handoffs - a.handoffs ||
      b.policies - a.policies ||
      JSON.stringify(a.values).localeCompare(JSON.stringify(b.values)),
  );
  return {
    from,
    to,
    breakdown: by,
    totals: { ...totals, ...funnelRates(totals) },
    leads,
    daily,
    rows,
    rolledUpVisitors: [...rolledUp.values()].reduce((sum, value) => sum + value, 0),
  };
}

/**
 * What the broker reported on the Gulf days `from` to `to` (R-FUNNEL-75, 76), whatever day its
 * hand-off was: quotes started (a hand-off's first event) and policies bought, by the day they happened.
 */
export async function brokerReported(
  db: Database,
  from: string,
  to: string,
): Promise<{ quotesStarted: number; policies: number; premiumAed: number }> {
  const start = new Date(gulfDayStart(from)).toISOString();
  const end = new Date(gulfDayStart(to) + DAY_MS).toISOString();
  const result = await db.execute(sql`
    select
      (select count(*) from (select min(occurred_at) as first from partner_events group by handoff_id) started
        where first >= ${start}::timestamptz and first < ${end}::timestamptz)::int as started,
      count(*) filter (where event = 'policy_bought')::int as policies,
      coalesce(sum(premium_aed) filter (where event = 'policy_bought'), 0)::float8 as premium
    from partner_events
    where occurred_at >= ${start}::timestamptz and occurred_at < ${end}::timestamptz`);
  const row = (result as Rows<{ started: number; policies: number; premium: number }>).rows[0]!;
  return {
    quotesStarted: Number(row.started),
    policies: Number(row.policies),
    premiumAed: Math.round(Number(row.premium) * 100) / 100,
  };
}
