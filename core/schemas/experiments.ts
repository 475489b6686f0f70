/**
 * A/B experiments (R-ENT-06/07, R-OPEN-11, R-OPEN-39): the admin's
 * experiment and content payloads and the visitor's event payload, shared by
 * the screens and the server.
 */
import "./zod-config";
import { z } from "zod";
import { LEGACY_VISITOR_ID_PATTERN, VISITOR_ID_PATTERN } from "../constants";

export const EXPERIMENT_STATUS_VALUES = ["draft", "active", "paused", "completed"] as const;
export type ExperimentStatus = (typeof EXPERIMENT_STATUS_VALUES)[number];
export const EXPERIMENT_STATUS_LABELS: Record<ExperimentStatus, string> = {
  draft: "Draft",
  active: "Active",
  paused: "Paused",
  completed: "Completed",
};

/** Which status may follow which: a completed experiment is history and stays so. */
export const EXPERIMENT_TRANSITIONS: Record<ExperimentStatus, readonly ExperimentStatus[]> = {
  draft: ["draft", "active"],
  active: ["active", "paused", "completed"],
  paused: ["paused", "active", "completed"],
  completed: ["completed"],
};

/** The page locations an experiment can change, "hero" first (R-OPEN-11); "hero_ar" is the Arabic home's hero (R-EDITION-16). */
export const PAGE_LOCATIONS = ["hero", "hero_ar"] as const;
export type PageLocation = (typeof PAGE_LOCATIONS)[number];

/** The hero's texts (R-ENT-07, 09) and how long each may be. */
export const HERO_CONTENT_LIMITS = { headline: 80, subheadline: 220, cta_text: 40 } as const;
export const HERO_CONTENT_TYPES = ["headline", "subheadline", "cta_text"] as const;
export type HeroContentType = (typeof HERO_CONTENT_TYPES)[number];

/**
 * What an experiment is judged by (R-FUNNEL-52): the quote hand-off now; policies once the broker
 * reports them (not yet chosen: the results cannot count them).
 */
export const PRIMARY_METRICS = ["quote_handoff", "policies"] as const;
export type PrimaryMetric = (typeof PRIMARY_METRICS)[number];
export const PRIMARY_METRIC_LABELS: Record<PrimaryMetric, string> = {
  quote_handoff: "Quote hand-offs",
  policies: "Policies bought (once the broker reports them)",
};
export const AVAILABLE_PRIMARY_METRICS: readonly PrimaryMetric[] = ["quote_handoff"];

/** The experiment's plan (R-FUNNEL-53): rates as fractions, 0.03 = 3%. */
export const EXPERIMENT_PLAN_LIMITS = {
  baselineRate: { min: 0.001, max: 0.4 },
  minimumEffect: { min: 0.01, max: 1 },
} as const;

const name = z
  .string({ error: "Name is required" })
  .trim()
  .min(1, "Name is required")
  .max(100, "Name must be at most 100 characters");

export const experimentInputSchema = z.object({
  name,
  status: z.enum(EXPERIMENT_STATUS_VALUES, { error: "Status must be draft, active, paused or completed" }),
  isControl: z.boolean({ error: "Say whether this is the control" }),
  pageLocations: z
    .array(z.enum(PAGE_LOCATIONS, { error: "Unknown page location" }), { error: "Choose at least one page location" })
    .min(1, "Choose at least one page location")
    .transform((locations) => [...new Set(locations)]),
  // Optional: a status change sends only the four fields above and keeps the plan as it is.
  primaryMetric: z
    .enum(PRIMARY_METRICS, { error: "Unknown primary metric" })
    .refine(
      (metric) => AVAILABLE_PRIMARY_METRICS.includes(metric),
      "The broker does not report policies yet: judge by quote hand-offs for now",
    )
    .optional(),
  baselineRate: z
    .number({ error: "Expected conversion must be a number" })
    .min(EXPERIMENT_PLAN_LIMITS.baselineRate.min, "Expected conversion must be at least 0.1%")
    .max(EXPERIMENT_PLAN_LIMITS.baselineRate.max, "Expected conversion must be at most 40%")
    .optional(),
  minimumEffect: z
    .number({ error: "Smallest change worth finding must be a number" })
    .min(EXPERIMENT_PLAN_LIMITS.minimumEffect.min, "Smallest change worth finding must be at least 1%")
    .max(EXPERIMENT_PLAN_LIMITS.minimumEffect.max, "Smallest change worth finding must be at most 100%")
    .optional(),
});
export type ExperimentInput = z.input<typeof experimentInputSchema>;

/** The field of the 409 that says a variant would run without a control: the admin screen offers one then (R-FUNNEL-51). */
export const NEEDS_CONTROL_FIELD = "control";
/** The name of the control the admin screen offers: it has no texts of its own, so it shows the hero as it is. */
export const CONTROL_NAME = "Control: the hero as it is";

/** "Start a control" (R-FUNNEL-51): an active control showing the current hero, at these page locations. */
export const controlInputSchema = z.object({
  pageLocations: experimentInputSchema.shape.pageLocations,
});

const optionalText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .optional()
    .transform((value) => value || undefined);

/** One page location's texts; a field left empty falls back to the site's default (R-OPEN-39). */
export const heroContentSchema = z.object({
  headline: optionalText(HERO_CONTENT_LIMITS.headline, "Headline"),
  subheadline: optionalText(HERO_CONTENT_LIMITS.subheadline, "Sub-headline"),
  cta_text: optionalText(HERO_CONTENT_LIMITS.cta_text, "Button text"),
});
export type HeroContentInput = z.input<typeof heroContentSchema>;

export const experimentContentUpdateSchema = z.object({
  pageLocation: z.enum(PAGE_LOCATIONS, { error: "Unknown page location" }),
  content: heroContentSchema,
  /** Editing a running experiment changes what visitors see at once: the screen asks first. */
  confirmActive: z.boolean().optional(),
});

export { VISITOR_ID_PATTERN };

export const experimentEventSchema = z.object({
  experimentId: z.uuid({ error: "Unknown experiment" }),
  // A signed id, or an old unsigned one (answered "not recorded", not 400, like a stale tab's event).
  visitorId: z
    .string({ error: "Invalid visitor" })
    .refine((id) => VISITOR_ID_PATTERN.test(id) || LEGACY_VISITOR_ID_PATTERN.test(id), "Invalid visitor"),
  type: z.enum(["impression", "quote_request"], { error: "Unknown event" }),
  pageLocation: z.enum(PAGE_LOCATIONS, { error: "Unknown page location" }),
});
export type ExperimentEvent = z.infer<typeof experimentEventSchema>;
