/** Labels, hints and error lines shared by the experiment form's fields. */
import type { ReactNode } from "react";

export const labelClass = "text-sm font-semibold text-ink-900";
export const hintClass = "text-sm text-ink-600";
export const checkClass =
  "mt-0.5 size-4 shrink-0 rounded border-ink-300 accent-ink-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-honey-600 focus-visible:ring-offset-2";

/** A group of radios or checkboxes under one caption. */
export function FieldGroup({ legend, hint, children }: { legend: string; hint?: ReactNode; children: ReactNode }) {
  return (
    <fieldset className="min-w-0">
      <legend className={labelClass}>{legend}</legend>
      {hint ? <p className={hintClass}>{hint}</p> : null}
      <div className="mt-2 grid gap-2">{children}</div>
    </fieldset>
  );
}

/** A describedby list without the ids of parts that are not shown. */
export function describedBy(...ids: (string | false | null | undefined)[]): string | undefined {
  const list = ids.filter(Boolean).join(" ");
  return list || undefined;
}
