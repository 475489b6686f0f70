import { useWatch, type UseFormReturn } from "react-hook-form";
import { AVAILABLE_PRIMARY_METRICS, PRIMARY_METRICS, PRIMARY_METRIC_LABELS } from "@core/schemas/experiments";
import { plannedSamplePerArm } from "@core/experiment-plan";
import { fieldClass } from "~/components/admin/parts";
import { FieldError } from "~/components/ui/form-field";
import { cn } from "~/lib/cn";
import { describedBy, hintClass, labelClass } from "./form-parts";
import { formatCount } from "./format";
import type { ExperimentFormInput, ExperimentFormOutput } from "./form-values";

/** The planned sample of what the form says, or null while a figure is missing or out of range. */
function plannedFor(baselinePercent: unknown, effectPercent: unknown): number | null {
  if (typeof baselinePercent !== "number" || typeof effectPercent !== "number") return null;
  try {
    return plannedSamplePerArm({ baselineRate: baselinePercent / 100, minimumEffect: effectPercent / 100 });
  } catch {
    return null;
  }
}

/** The plan's two figures, each a percentage with its hint; both feed the planned sample. */
const PERCENT_FIELDS = [
  {
    name: "baselinePercent",
    id: "baseline",
    label: "Expected conversion (%)",
    hint: "How many of the control's visitors you expect to ask for a quote.",
  },
  {
    name: "effectPercent",
    id: "effect",
    label: "Smallest change worth finding (%)",
    hint: "Relative: 20 means 3% becoming 3.6%, or 2.4%.",
  },
] as const;

/**
 * What a variant is judged by and how many visitors it needs (R-FUNNEL-52, R-FUNNEL-53): the primary
 * metric, the control's expected conversion and the smallest change worth finding, with the planned
 * sample they give, worked out as the admin types.
 */
export function ExperimentPlanFields({
  form,
  idPrefix,
}: {
  form: UseFormReturn<ExperimentFormInput, unknown, ExperimentFormOutput>;
  idPrefix: string;
}) {
  const { errors } = form.formState;
  const [baselinePercent, effectPercent] = useWatch({
    control: form.control,
    name: ["baselinePercent", "effectPercent"],
  });
  const planned = plannedFor(baselinePercent, effectPercent);
  const ids = {
    metric: `${idPrefix}-metric`,
    metricHint: `${idPrefix}-metric-hint`,
    metricError: `${idPrefix}-metric-error`,
    planned: `${idPrefix}-planned`,
  };

  return (
    <fieldset className="grid min-w-0 gap-4 rounded-xl border border-ink-200 bg-white p-4">
      <legend className={cn(labelClass, "px-1")}>Plan</legend>
      <div>
        <label htmlFor={ids.metric} className={labelClass}>
          Judged by
        </label>
        <p id={ids.metricHint} className={hintClass}>
          The one number that decides the winner.
        </p>
        <select
          id={ids.metric}
          className={cn(fieldClass, "mt-1")}
          aria-invalid={errors.primaryMetric ? true : undefined}
          aria-describedby={describedBy(ids.metricHint, errors.primaryMetric && ids.metricError)}
          {...form.register("primaryMetric")}
        >
          {PRIMARY_METRICS.map((metric) => (
            <option key={metric} value={metric} disabled={!AVAILABLE_PRIMARY_METRICS.includes(metric)}>
              {PRIMARY_METRIC_LABELS[metric]}
            </option>
          ))}
        </select>
        <FieldError id={ids.metricError} message={errors.primaryMetric?.message} />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        {PERCENT_FIELDS.map(({ name, id, label, hint }) => {
          const [input, hintId, errorId] = [`${idPrefix}-${id}`, `${idPrefix}-${id}-hint`, `${idPrefix}-${id}-error`];
          const error = errors[name];
          return (
            <div key={name}>
              <label htmlFor={input} className={labelClass}>
                {label}
              </label>
              <p id={hintId} className={hintClass}>
                {hint}
              </p>
              <input
                id={input}
                type="number"
                inputMode="decimal"
                step="any"
                className={cn(fieldClass, "mt-1")}
                aria-invalid={error ? true : undefined}
                aria-describedby={describedBy(hintId, error && errorId, ids.planned)}
                {...form.register(name, { valueAsNumber: true })}
              />
              <FieldError id={errorId} message={error?.message} />
            </div>
          );
        })}
      </div>
      <p id={ids.planned} className="text-sm text-ink-700" aria-live="polite" data-testid="planned-sample">
        {planned === null
          ? "The planned sample shows once both figures are set."
          : `Planned sample: ${formatCount(planned)} visitors a side, the control's and this variant's. The verdict waits for them.`}
      </p>
    </fieldset>
  );
}
