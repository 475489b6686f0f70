/** How the results table writes rates, uplifts and p-values. */

const MINUS = "\u2212";

/** 0.0512 → "5.1%"; no data → "—". */
export function formatRate(rate: number | null): string {
  return rate === null || !Number.isFinite(rate) ? "—" : `${(rate * 100).toFixed(1)}%`;
}

/** 0.25 → "+25.0%", -0.1 → "−10.0%"; the control or no data → "—". */
export function formatUplift(uplift: number | null): string {
  if (uplift === null || !Number.isFinite(uplift)) return "—";
  const percent = (Math.abs(uplift) * 100).toFixed(1);
  if (percent === "0.0") return "0.0%";
  return `${uplift > 0 ? "+" : MINUS}${percent}%`;
}

/** 0.0432 → "0.043"; below 0.001 → "<0.001"; none → "—". */
export function formatPValue(pValue: number | null): string {
  if (pValue === null || !Number.isFinite(pValue)) return "—";
  return pValue < 0.001 ? "<0.001" : pValue.toFixed(3);
}

export function formatCount(value: number): string {
  return value.toLocaleString("en");
}

/** "2026-12-22" → "22 Dec 2026": a calendar day, the same wherever the admin is. */
export function formatDay(day: string): string {
  return new Date(`${day}T00:00:00Z`).toLocaleDateString("en-GB", {
    day: "numeric",
    month: "short",
    year: "numeric",
    timeZone: "UTC",
  });
}
