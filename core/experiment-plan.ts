/**
 * The arithmetic of an experiment the team can trust (R-FUNNEL-52..56;
 * docs/decisions/033-trustworthy-experiments.md): how many visitors a
 * two-proportion test needs, when it will have them at today's traffic,
 * and whether the visitors were split as intended (sample-ratio mismatch); and a rate's
 * confidence interval (Wilson's), which the funnel shows beside every conversion rate.
 * Pure functions, shared by the server's results and their tests.
 */
import { gammaln } from "simple-statistics";
import { EXPERIMENT_PLAN } from "./constants";

/**
 * The standard normal quantile (inverse CDF), by Acklam's rational
 * approximation with one Newton step (relative error below 1e-9).
 * simple-statistics' probit is accurate to only about 1e-3, too coarse for a sample size.
 */
export function normalQuantile(p: number): number {
  if (!(p > 0 && p < 1)) throw new RangeError("p must be between 0 and 1");
  const a = [
    -39.69683028665376, 220.9460984245205, -275.9285104469687, 138.357751867269, -30.66479806614716, 2.506628277459239,
  ];
  const b = [-54.47609879822406, 161.5858368580409, -155.6989798598866, 66.80131188771972, -13.28068155288572];
  const c = [
    -0.007784894002430293, -0.3223964580411365, -2.400758277161838, -2.549732539343734, 4.374664141464968,
    2.938163982698783,
  ];
  const d = [0.007784695709041462, 0.3224671290700398, 2.445134137142996, 3.754408661907416];
  const low = 0.02425;
  let x: number;
  if (p < low) {
    const q = Math.sqrt(-2 * Math.log(p));
    x =
      (((((c[0]! * q + c[1]!) * q + c[2]!) * q + c[3]!) * q + c[4]!) * q + c[5]!) /
      ((((d[0]! * q + d[1]!) * q + d[2]!) * q + d[3]!) * q + 1);
  } else if (p <= 1 - low) {
    const q = p - 0.5;
    const r = q * q;
    x =
      ((((((a[0]! * r + a[1]!) * r + a[2]!) * r + a[3]!) * r + a[4]!) * r + a[5]!) * q) /
      (((((b[0]! * r + b[1]!) * r + b[2]!) * r + b[3]!) * r + b[4]!) * r + 1);
  } else {
    const q = Math.sqrt(-2 * Math.log(1 - p));
    x =
      -(((((c[0]! * q + c[1]!) * q + c[2]!) * q + c[3]!) * q + c[4]!) * q + c[5]!) /
      ((((d[0]! * q + d[1]!) * q + d[2]!) * q + d[3]!) * q + 1);
  }
  // One Halley step against the exact CDF sharpens it to near machine precision.
  const error = 0.5 * erfc(-x / Math.SQRT2) - p;
  const u = error * Math.sqrt(2 * Math.PI) * Math.exp((x * x) / 2);
  return x - u / (1 + (x * u) / 2);
}

/** The complementary error function: erfc(x) = Q(1/2, x²), the chi-square tail with one degree of freedom at 2x². */
function erfc(x: number): number {
  return x < 0 ? 2 - chiSquarePValue(2 * x * x, 1) : chiSquarePValue(2 * x * x, 1);
}

/** 1 / (b0 + a1/(b1 + a2/(b2 + …))), by the modified Lentz method. */
function continuedFraction(a: (n: number) => number, b: (n: number) => number, b0: number): number {
  const tiny = 1e-300;
  let f = b0 || tiny;
  let c = f;
  let d = 0;
  for (let n = 1; n < 500; n++) {
    d = 1 / (b(n) + a(n) * d || tiny);
    c = b(n) + a(n) / c || tiny;
    const delta = c * d;
    f *= delta;
    if (Math.abs(delta - 1) < 1e-16) break;
  }
  return 1 / f;
}

/**
 * Visitors each side needs for a two-sided two-proportion z-test (R-FUNNEL-53):
 * n = (z₁₋α/₂·√(2·p̄·(1−p̄)) + z₁₋β·√(p₁(1−p₁) + p₂(1−p₂)))² / (p₂ − p₁)²,
 * with p₁ the baseline rate, p₂ = p₁·(1 + minimum effect) and p̄ their mean, rounded up.
 */
export function plannedSamplePerArm({
  baselineRate,
  minimumEffect,
  alpha = EXPERIMENT_PLAN.alpha,
  power = EXPERIMENT_PLAN.power,
}: {
  baselineRate: number;
  /** Relative: 0.2 means a 20% higher (or lower) conversion rate. */
  minimumEffect: number;
  alpha?: number;
  power?: number;
}): number {
  const p1 = baselineRate;
  const p2 = baselineRate * (1 + minimumEffect);
  if (!(p1 > 0 && p1 < 1 && p2 > 0 && p2 < 1 && p1 !== p2))
    throw new RangeError("Rates must lie between 0 and 1 and differ");
  const mean = (p1 + p2) / 2;
  const zAlpha = normalQuantile(1 - alpha / 2);
  const zBeta = normalQuantile(power);
  const numerator = zAlpha * Math.sqrt(2 * mean * (1 - mean)) + zBeta * Math.sqrt(p1 * (1 - p1) + p2 * (1 - p2));
  return Math.ceil((numerator * numerator) / ((p2 - p1) * (p2 - p1)));
}

/** A proportion's confidence interval: its lower and upper bound, 0..1. */
export type RateInterval = { low: number; high: number };

/**
 * The Wilson score interval of `successes` out of `trials` (R-FUNNEL-72): the funnel's conversion
 * rates and anything else that shows a rate with its uncertainty. With z the normal quantile of
 * 1 − (1 − confidence)/2: (p̂ + z²/2n ± z·√(p̂(1−p̂)/n + z²/4n²)) / (1 + z²/n). Unlike p̂ ± z·√(p̂(1−p̂)/n)
 * it stays inside 0..1 and is honest at 0 of 12 or 3 of 4. Null without trials, or when the
 * "successes" outnumber them (presses per visitor are not a proportion).
 */
export function wilsonInterval(successes: number, trials: number, confidence = 0.95): RateInterval | null {
  if (!(trials > 0) || successes < 0 || successes > trials) return null;
  const z = normalQuantile(1 - (1 - confidence) / 2);
  const z2 = z * z;
  const p = successes / trials;
  const denominator = 1 + z2 / trials;
  const centre = (p + z2 / (2 * trials)) / denominator;
  const margin = (z * Math.sqrt((p * (1 - p)) / trials + z2 / (4 * trials * trials))) / denominator;
  // At 0 or n successes the bound is exactly 0 or 1; rounding must not leave 1e-17 or 0.9999999999.
  return {
    low: successes === 0 ? 0 : Math.max(0, centre - margin),
    high: successes === trials ? 1 : Math.min(1, centre + margin),
  };
}

/**
 * The chance that a chi-square variable with `degrees` degrees of freedom is at least `statistic`:
 * the regularised upper incomplete gamma Q(k/2, x/2), by its series below a+1 and its continued fraction above.
 */
export function chiSquarePValue(statistic: number, degrees: number): number {
  if (degrees < 1) throw new RangeError("At least one degree of freedom");
  if (statistic <= 0) return 1;
  const a = degrees / 2;
  const x = statistic / 2;
  const logPrefix = -x + a * Math.log(x) - gammaln(a);
  if (x < a + 1) {
    let term = 1 / a;
    let sum = term;
    for (let n = 1; n < 1000; n++) {
      term *= x / (a + n);
      sum += term;
      if (term < sum * 1e-16) break;
    }
    return Math.max(0, Math.min(1, 1 - sum * Math.exp(logPrefix)));
  }
  // Q = e^(−x) x^a / Γ(a) · 1/(x + 1 − a − 1·(1−a)/(x + 3 − a − 2·(2−a)/(x + 5 − a − …))).
  const fraction = continuedFraction(
    (n) => -n * (n - a),
    (n) => x + 2 * n + 1 - a,
    x + 1 - a,
  );
  return Math.max(0, Math.min(1, Math.exp(logPrefix) * fraction));
}

export type SampleRatioCheck = {
  /** Pearson's chi-square against the intended split. */
  statistic: number;
  pValue: number;
  /** pValue below EXPERIMENT_PLAN.srmAlertP: the split is broken and the results cannot be trusted. */
  mismatch: boolean;
};

/**
 * Sample-ratio mismatch (R-FUNNEL-55): were the visitors split as intended?
 * `weights` are the intended shares (equal by default). null while there is too
 * little to test (fewer than two groups, or an expected count below 5).
 */
export function sampleRatioCheck(observed: readonly number[], weights?: readonly number[]): SampleRatioCheck | null {
  if (observed.length < 2) return null;
  const shares = weights ?? observed.map(() => 1);
  const totalWeight = shares.reduce((sum, weight) => sum + weight, 0);
  const total = observed.reduce((sum, count) => sum + count, 0);
  const expected = shares.map((weight) => (total * weight) / totalWeight);
  if (expected.some((count) => count < 5)) return null;
  const statistic = observed.reduce((sum, count, index) => sum + (count - expected[index]!) ** 2 / expected[index]!, 0);
  const pValue = chiSquarePValue(statistic, observed.length - 1);
  return { statistic, pValue, mismatch: pValue < EXPERIMENT_PLAN.srmAlertP };
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * When each side will have `needed` visitors at today's traffic (R-FUNNEL-54): the
 * day the slower side gets there, counted from `now`; `now` itself once both have;
 * null while a side that still needs visitors has had none lately.
 */
export function expectedEndDate({
  needed,
  arms,
  now,
}: {
  needed: number;
  /** Each side's visitors so far and its visitors a day lately. */
  arms: readonly { visitors: number; perDay: number }[];
  now: number;
}): Date | null {
  let days = 0;
  for (const arm of arms) {
    const missing = Math.max(0, needed - arm.visitors);
    if (missing === 0) continue;
    if (!(arm.perDay > 0)) return null;
    days = Math.max(days, missing / arm.perDay);
  }
  return new Date(now + Math.ceil(days) * DAY_MS);
}
