/**
 * The experiment form's values: the server's own schemas (so the messages
 * match its answers), the defaults for a new or an existing experiment, and
 * the request bodies built from them.
 */
import { z } from "zod";
import type { ExperimentDetail } from "@core/admin-api";
import { EXPERIMENT_PLAN } from "@core/constants";
import {
  AVAILABLE_PRIMARY_METRICS,
  EXPERIMENT_PLAN_LIMITS,
  HERO_CONTENT_TYPES,
  PAGE_LOCATIONS,
  PRIMARY_METRICS,
  experimentInputSchema,
  heroContentSchema,
  type ExperimentStatus,
  type PageLocation,
} from "@core/schemas/experiments";

/** A percentage field of the plan, checked against its limits (given as fractions). */
const percent = (label: string, { min, max }: { min: number; max: number }) =>
  z
    .number({ error: `${label} must be a number` })
    .min(min * 100, `${label} must be at least ${min * 100}%`)
    .max(max * 100, `${label} must be at most ${max * 100}%`);

/**
 * The texts of each hero the form edits: the English one ("hero") and the Arabic one ("hero_ar", R-EDITION-16);
 * the plan (R-FUNNEL-52, R-FUNNEL-53) in percent, as the admin thinks of it, sent as fractions.
 */
export const experimentFormSchema = experimentInputSchema.extend({
  hero: heroContentSchema,
  hero_ar: heroContentSchema,
  primaryMetric: z.enum(PRIMARY_METRICS).refine((metric) => AVAILABLE_PRIMARY_METRICS.includes(metric)),
  baselinePercent: percent("Expected conversion", EXPERIMENT_PLAN_LIMITS.baselineRate),
  effectPercent: percent("Smallest change worth finding", EXPERIMENT_PLAN_LIMITS.minimumEffect),
});
export type ExperimentFormInput = z.input<typeof experimentFormSchema>;
export type ExperimentFormOutput = z.output<typeof experimentFormSchema>;

/** The form fields a server `{ error, field }` answer can point at. */
export const SERVER_FIELDS = ["name", "status", "isControl", "pageLocations", "primaryMetric"] as const;
export type ServerField = (typeof SERVER_FIELDS)[number];
export function isServerField(field: string | undefined): field is ServerField {
  return SERVER_FIELDS.includes(field as ServerField);
}

function isPageLocation(value: string): value is PageLocation {
  return (PAGE_LOCATIONS as readonly string[]).includes(value);
}

const EMPTY_TEXTS = { headline: "", subheadline: "", cta_text: "" };

/** 0.03 → 3 (without 3.0000000000000004). */
const toPercent = (fraction: number) => Number((fraction * 100).toFixed(4));

/** A hero's saved texts as form values (empty where the site's default shows). */
function textsOf(detail: ExperimentDetail, location: PageLocation) {
  const texts = detail.content[location] ?? {};
  return { headline: texts.headline ?? "", subheadline: texts.subheadline ?? "", cta_text: texts.cta_text ?? "" };
}

/** A new experiment: a draft on the hero with the site's default texts. */
export function formDefaults(detail: ExperimentDetail | null): ExperimentFormInput {
  if (!detail)
    return {
      name: "",
      status: "draft",
      isControl: false,
      pageLocations: ["hero"],
      hero: EMPTY_TEXTS,
      hero_ar: EMPTY_TEXTS,
      primaryMetric: "quote_handoff",
      baselinePercent: toPercent(EXPERIMENT_PLAN.defaultBaselineRate),
      effectPercent: toPercent(EXPERIMENT_PLAN.defaultMinimumEffect),
    };
  return {
    name: detail.name,
    status: detail.status,
    isControl: detail.isControl,
    pageLocations: detail.pageLocations.filter(isPageLocation),
    hero: textsOf(detail, "hero"),
    hero_ar: textsOf(detail, "hero_ar"),
    primaryMetric: detail.primaryMetric,
    baselinePercent: toPercent(detail.baselineRate),
    effectPercent: toPercent(detail.minimumEffect),
  };
}

/** The statuses the form offers: a new one starts as a draft or active; completing is a row action with its own question. */
export function statusChoices(
  original: ExperimentDetail | null,
  transitions: Record<ExperimentStatus, readonly ExperimentStatus[]>,
): ExperimentStatus[] {
  if (!original) return ["draft", "active"];
  if (original.status === "completed") return ["completed"];
  return transitions[original.status].filter((status) => status !== "completed");
}

/** The plan as the API takes it: fractions. */
export function planOf(values: Pick<ExperimentFormOutput, "primaryMetric" | "baselinePercent" | "effectPercent">) {
  return {
    primaryMetric: values.primaryMetric,
    baselineRate: Number((values.baselinePercent / 100).toFixed(6)),
    minimumEffect: Number((values.effectPercent / 100).toFixed(6)),
  };
}

export function experimentBody(values: ExperimentFormOutput) {
  return {
    name: values.name,
    status: values.status,
    isControl: values.isControl,
    pageLocations: values.pageLocations,
    ...planOf(values),
  };
}

export function contentBody(values: ExperimentFormOutput, confirmActive: boolean, location: PageLocation = "hero") {
  const content: Partial<Record<(typeof HERO_CONTENT_TYPES)[number], string>> = {};
  for (const type of HERO_CONTENT_TYPES) {
    const value = values[location][type];
    if (value) content[type] = value;
  }
  return { pageLocation: location, content, ...(confirmActive ? { confirmActive: true } : {}) };
}

export function hasContent(values: ExperimentFormOutput, location: PageLocation = "hero"): boolean {
  return HERO_CONTENT_TYPES.some((type) => Boolean(values[location][type]));
}

/** The Arabic hero's texts are saved only for an experiment that changes the Arabic hero. */
export function arabicTextsApply(values: ExperimentFormOutput): boolean {
  return values.pageLocations.includes("hero_ar");
}

/** What saving would change on an existing experiment. */
export function changesOf(
  original: ExperimentDetail,
  values: ExperimentFormOutput,
): { experiment: boolean; content: boolean; arabicContent: boolean } {
  const changed = (location: PageLocation) => {
    const saved = original.content[location] ?? {};
    return HERO_CONTENT_TYPES.some((type) => (values[location][type] ?? "") !== (saved[type] ?? ""));
  };
  return {
    experiment:
      values.name !== original.name ||
      values.status !== original.status ||
      values.isControl !== original.isControl ||
      values.pageLocations.join(",") !== original.pageLocations.join(",") ||
      values.primaryMetric !== original.primaryMetric ||
      planOf(values).baselineRate !== original.baselineRate ||
      planOf(values).minimumEffect !== original.minimumEffect,
    content: changed("hero"),
    arabicContent: arabicTextsApply(values) && changed("hero_ar"),
  };
}

/** Saving changes to a running experiment reaches visitors at once: the screen asks first. */
export function needsConfirmation(original: ExperimentDetail | null, values: ExperimentFormOutput): boolean {
  if (original?.status !== "active") return false;
  const changes = changesOf(original, values);
  return changes.experiment || changes.content || changes.arabicContent;
}
