/**
 * Experiment results from our own events (not only GA4): visitors,
 * impressions, the primary metric, conversion, uplift against the control and
 * a two-proportion z-test read once, at the planned sample (R-FUNNEL-53,
 * R-FUNNEL-54; docs/decisions/033-trustworthy-experiments.md), with the
 * visitors still needed, the expected end at today's traffic, a check of the
 * split (R-FUNNEL-55) and each variant's texts beside its numbers (R-FUNNEL-56).
 */
import { errorFunction } from "simple-statistics";
import { sql } from "drizzle-orm";
import type { ExperimentPlanProgress, ExperimentResults, SampleRatioResult, VariantResult } from "../../core/admin-api";
import { EXPERIMENT_PLAN } from "../../core/constants";
import { expectedEndDate, plannedSamplePerArm, sampleRatioCheck } from "../../core/experiment-plan";
import type { Database } from "../db/client.server";

/** At the planned sample, below this many conversions in total the normal approximation is not trusted. */
export const MIN_CONVERSIONS = 5;
export const CONFIDENCE = 1 - EXPERIMENT_PLAN.alpha;

/** R-FUNNEL-54: what the results page says about when it may be read. */
export const RESULTS_METHOD =
  "Fixed horizon: each variant is judged once, when it and the control have the planned number of visitors. Until then there is no p-value and no verdict, so looking every day cannot mislead.";

export type Counts = { impressions: number; conversions: number };

/** Two-sided p-value that two conversion rates differ (pooled two-proportion z-test). */
export function twoProportionPValue(a: Counts, b: Counts): number | null {
  if (a.impressions === 0 || b.impressions === 0) return null;
  const pooled = (a.conversions + b.conversions) / (a.impressions + b.impressions);
  const standardError = Math.sqrt(pooled * (1 - pooled) * (1 / a.impressions + 1 / b.impressions));
  if (standardError === 0) return 1;
  const z = (b.conversions / b.impressions - a.conversions / a.impressions) / standardError;
  // Two tails of the standard normal: 1 - erf(|z|/√2). (simple-statistics'
  // table-based normal CDF stops at 0.999, too coarse for small p-values.)
  return Math.max(0, Math.min(1, 1 - errorFunction(Math.abs(z) / Math.SQRT2)));
}

const formatCount = (count: number) => count.toLocaleString("en-US");

/**
 * The verdict in plain words. Before both sides have `planned` visitors there is none (R-FUNNEL-54):
 * the z-test's 5% error holds for one look at a sample fixed in advance, not for a look every morning.
 */
export function verdict(
  name: string,
  control: Counts | null,
  variant: Counts,
  pValue: number | null,
  planned: number,
): string {
  if (!control) return "No control to compare with: mark one experiment as the control.";
  const least = Math.min(control.impressions, variant.impressions);
  if (least < planned) {
    return `No verdict before the planned sample: ${formatCount(least)} of ${formatCount(planned)} visitors a side so far`;
  }
  if (control.conversions + variant.conversions < MIN_CONVERSIONS * 2) return "Not enough conversions to judge";
  if (pValue === null || pValue >= EXPERIMENT_PLAN.alpha) return "No clear difference at the planned sample";
  const ahead = variant.conversions / variant.impressions > control.conversions / control.impressions;
  return `${name} is ${ahead ? "ahead of" : "behind"} the control with ${Math.round(CONFIDENCE * 100)}% confidence`;
}

/**
 * R-FUNNEL-52: the primary metric's conversions per experiment at a page location. The one place that
 * says where they come from: today the quote requests the hero records; the hand-off records replace them here.
 */
export async function primaryMetricConversions(db: Database, pageLocation: string): Promise<Map<string, number>> {
  const result = await db.execute<{ experiment_id: string; conversions: number }>(sql`
    select experiment_id, count(*)::int as conversions
    from experiment_events
    where event_type = 'quote_request' and page_location = ${pageLocation}
    group by experiment_id`);
  const rows = (result as { rows: { experiment_id: string; conversions: number }[] }).rows;
  return new Map(rows.map((row) => [row.experiment_id, Number(row.conversions)]));
}

type Row = {
  id: string;
  name: string;
  is_control: boolean;
  status: VariantResult["status"];
  started_at: Date | string | null;
  primary_metric: ExperimentPlanProgress["primaryMetric"];
  baseline_rate: number;
  minimum_effect: number;
  visitors: number;
  impressions: number;
  /** Impressions in the last EXPERIMENT_PLAN.trafficWindowDays. */
  recent_impressions: number;
  /** Impressions since the latest start among the active experiments (the sample-ratio check's window). */
  split_impressions: number;
  content: VariantResult["content"] | null;
};

const DAY_MS = 24 * 60 * 60 * 1000;
const timeOf = (value: Date | string | null) => (value === null ? null : new Date(value).getTime());

/** Results for every experiment that ever ran at `pageLocation`, controls pooled, as of `now`. */
export async function experimentResults(
  db: Database,
  pageLocation = "hero",
  now = Date.now(),
): Promise<ExperimentResults> {
  const recentSince = new Date(now - EXPERIMENT_PLAN.trafficWindowDays * DAY_MS);
  // The split is compared over the time every active experiment here was running.
  const splitStart = await db.execute<{ since: Date | string | null }>(sql`
    select max(started_at) as since from ab_experiments
    where status = 'active' and ${pageLocation} = any(page_locations)`);
  const splitSince = timeOf((splitStart as { rows: { since: Date | string | null }[] }).rows[0]?.since ?? null);

  const result = await db.execute<Row>(sql`
    select e.id, e.name, e.is_control, e.status, e.started_at, e.primary_metric, e.baseline_rate, e.minimum_effect,
      (select jsonb_object_agg(c.content_type, c.content_value) from experiment_content c
        where c.experiment_id = e.id and c.page_location = ${pageLocation}) as content,
      count(distinct ev.visitor_id)::int as visitors,
      count(*) filter (where ev.event_type = 'impression')::int as impressions,
      count(*) filter (where ev.event_type = 'impression' and ev.created_at >= ${recentSince.toISOString()})::int
        as recent_impressions,
      count(*) filter (where ev.event_type = 'impression' and ev.created_at >= ${new Date(splitSince ?? now).toISOString()})::int
        as split_impressions
    from ab_experiments e
    left join experiment_events ev on ev.experiment_id = e.id and ev.page_location = ${pageLocation}
    where ${pageLocation} = any(e.page_locations) and e.status <> 'draft'
    group by e.id
    order by e.is_control desc, e.created_at`);
  const conversions = await primaryMetricConversions(db, pageLocation);
  const rows = (result as { rows: Row[] }).rows.map((row) => ({
    ...row,
    baseline_rate: Number(row.baseline_rate),
    minimum_effect: Number(row.minimum_effect),
    visitors: Number(row.visitors),
    impressions: Number(row.impressions),
    recent_impressions: Number(row.recent_impressions),
    split_impressions: Number(row.split_impressions),
    quote_requests: conversions.get(row.id) ?? 0,
  }));

  /** An active experiment's visitors a day lately: its last week, or the time since it started if shorter. */
  const perDay = (row: (typeof rows)[number]) => {
    if (row.status !== "active") return 0;
    const started = timeOf(row.started_at) ?? now;
    const windowDays = Math.min(EXPERIMENT_PLAN.trafficWindowDays, Math.max(1 / 24, (now - started) / DAY_MS));
    return row.recent_impressions / windowDays;
  };

  const controls = rows.filter((row) => row.is_control);
  const control: Counts | null = controls.length
    ? {
        impressions: controls.reduce((sum, row) => sum + row.impressions, 0),
        conversions: controls.reduce((sum, row) => sum + row.quote_requests, 0),
      }
    : null;
  const controlPerDay = controls.reduce((sum, row) => sum + perDay(row), 0);
  const rate = (counts: Counts) => (counts.impressions > 0 ? counts.conversions / counts.impressions : null);

  const planOf = (row: (typeof rows)[number]): ExperimentPlanProgress => {
    const plannedPerSide = plannedSamplePerArm({ baselineRate: row.baseline_rate, minimumEffect: row.minimum_effect });
    const sides = [
      { visitors: control?.impressions ?? 0, perDay: controlPerDay },
      { visitors: row.impressions, perDay: perDay(row) },
    ];
    const visitorsNeeded = sides.reduce((sum, side) => sum + Math.max(0, plannedPerSide - side.visitors), 0);
    const end = expectedEndDate({ needed: plannedPerSide, arms: sides, now });
    return {
      primaryMetric: row.primary_metric,
      baselineRate: row.baseline_rate,
      minimumEffect: row.minimum_effect,
      plannedPerSide,
      visitorsNeeded,
      expectedEnd: end ? end.toISOString().slice(0, 10) : null,
      reached: control !== null && visitorsNeeded === 0,
    };
  };

  const toResult = (row: (typeof rows)[number]): VariantResult => {
    const counts = { impressions: row.impressions, conversions: row.quote_requests };
    const base = {
      experimentId: row.id,
      name: row.name,
      isControl: row.is_control,
      status: row.status,
      visitors: row.visitors,
      impressions: row.impressions,
      quoteRequests: row.quote_requests,
      conversionRate: rate(counts),
      content: row.content ?? {},
    };
    if (row.is_control) return { ...base, uplift: null, pValue: null, verdict: "Control", plan: null };
    const plan = planOf(row);
    const controlRate = control ? rate(control) : null;
    const variantRate = rate(counts);
    // R-FUNNEL-54: no p-value before the planned sample, so nobody reads one early.
    const pValue = control && plan.reached ? twoProportionPValue(control, counts) : null;
    return {
      ...base,
      uplift: controlRate && variantRate !== null ? (variantRate - controlRate) / controlRate : null,
      pValue,
      verdict: verdict(row.name, control, counts, pValue, plan.plannedPerSide),
      plan,
    };
  };

  const pooledControl: VariantResult | null =
    controls.length === 0
      ? null
      : controls.length === 1
        ? toResult(controls[0]!)
        : {
            experimentId: controls.map((row) => row.id).join(","),
            name: controls.map((row) => row.name).join(" + "),
            isControl: true,
            status: controls.some((row) => row.status === "active") ? "active" : controls[0]!.status,
            visitors: controls.reduce((sum, row) => sum + row.visitors, 0),
            impressions: control!.impressions,
            quoteRequests: control!.conversions,
            conversionRate: rate(control!),
            uplift: null,
            pValue: null,
            verdict: "Controls pooled",
            content: controls.find((row) => row.status === "active")?.content ?? controls[0]!.content ?? {},
            plan: null,
          };

  // R-FUNNEL-55: assignment spreads visitors evenly over the active experiments, so each active one here should have
  // about as many since the last of them started.
  const active = rows.filter((row) => row.status === "active");
  const check = sampleRatioCheck(active.map((row) => row.split_impressions));
  const srm: SampleRatioResult | null =
    check && splitSince !== null
      ? {
          ...check,
          since: new Date(splitSince).toISOString(),
          groups: active.map((row) => ({ experimentId: row.id, name: row.name, visitors: row.split_impressions })),
        }
      : null;

  return {
    pageLocation,
    method: RESULTS_METHOD,
    control: pooledControl,
    variants: rows.filter((row) => !row.is_control).map(toResult),
    srm,
  };
}
