/**
 * Experiment results from our own events (not only GA4): visitors,
 * impressions, quote requests, conversion, uplift against the control and a
 * two-proportion z-test with a verdict in plain words.
 */
import { errorFunction } from "simple-statistics";
import { sql } from "drizzle-orm";
import type { ExperimentResults, VariantResult } from "../../core/admin-api";
import type { Database } from "../db/client.server";

/** Below this many impressions per side, or conversions per side, we say "not enough data yet". */
export const MIN_IMPRESSIONS = 100;
export const MIN_CONVERSIONS = 5;
export const CONFIDENCE = 0.95;

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

export function verdict(name: string, control: Counts | null, variant: Counts, pValue: number | null): string {
  if (!control) return "No control to compare with: mark one experiment as the control.";
  if (
    control.impressions < MIN_IMPRESSIONS ||
    variant.impressions < MIN_IMPRESSIONS ||
    control.conversions + variant.conversions < MIN_CONVERSIONS * 2
  ) {
    return "Not enough data yet";
  }
  if (pValue === null || pValue >= 1 - CONFIDENCE) return "No clear difference yet";
  const ahead = variant.conversions / variant.impressions > control.conversions / control.impressions;
  return `${name} is ${ahead ? "ahead of" : "behind"} the control with ${Math.round(CONFIDENCE * 100)}% confidence`;
}

type Row = {
  id: string;
  name: string;
  is_control: boolean;
  status: VariantResult["status"];
  visitors: number;
  impressions: number;
  quote_requests: number;
};

/** Results for every experiment that ever ran at `pageLocation`, controls pooled. */
export async function experimentResults(db: Database, pageLocation = "hero"): Promise<ExperimentResults> {
  const result = await db.execute<Row>(sql`
    select e.id, e.name, e.is_control, e.status,
      count(distinct ev.visitor_id)::int as visitors,
      count(*) filter (where ev.event_type = 'impression')::int as impressions,
      count(*) filter (where ev.event_type = 'quote_request')::int as quote_requests
    from ab_experiments e
    left join experiment_events ev on ev.experiment_id = e.id and ev.page_location = ${pageLocation}
    where ${pageLocation} = any(e.page_locations) and e.status <> 'draft'
    group by e.id
    order by e.is_control desc, e.created_at`);
  const rows = (result as { rows: Row[] }).rows.map((row) => ({
    ...row,
    visitors: Number(row.visitors),
    impressions: Number(row.impressions),
    quote_requests: Number(row.quote_requests),
  }));
  const controls = rows.filter((row) => row.is_control);
  const control: Counts | null = controls.length
    ? {
        impressions: controls.reduce((sum, row) => sum + row.impressions, 0),
        conversions: controls.reduce((sum, row) => sum + row.quote_requests, 0),
      }
    : null;
  const rate = (counts: Counts) => (counts.impressions > 0 ? counts.conversions / counts.impressions : null);

  const toResult = (row: Row): VariantResult => {
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
    };
    if (row.is_control) return { ...base, uplift: null, pValue: null, verdict: "Control" };
    const controlRate = control ? rate(control) : null;
    const variantRate = rate(counts);
    const pValue = control ? twoProportionPValue(control, counts) : null;
    return {
      ...base,
      uplift: controlRate && variantRate !== null ? (variantRate - controlRate) / controlRate : null,
      pValue,
      verdict: verdict(row.name, control, counts, pValue),
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
          };
  return { pageLocation, control: pooledControl, variants: rows.filter((row) => !row.is_control).map(toResult) };
}
