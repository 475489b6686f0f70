/**
 * The experiment form's values: the server's own schemas (so the messages
 * match its answers), the defaults for a new or an existing experiment, and
 * the request bodies built from them.
 */
import type { z } from "zod";
import type { ExperimentDetail } from "@core/admin-api";
import {
  HERO_CONTENT_TYPES,
  PAGE_LOCATIONS,
  experimentInputSchema,
  heroContentSchema,
  type ExperimentStatus,
  type PageLocation,
} from "@core/schemas/experiments";

export const experimentFormSchema = experimentInputSchema.extend({ hero: heroContentSchema });
export type ExperimentFormInput = z.input<typeof experimentFormSchema>;
export type ExperimentFormOutput = z.output<typeof experimentFormSchema>;

/** The form fields a server `{ error, field }` answer can point at. */
export const SERVER_FIELDS = ["name", "status", "isControl", "pageLocations"] as const;
export type ServerField = (typeof SERVER_FIELDS)[number];
export function isServerField(field: string | undefined): field is ServerField {
  return SERVER_FIELDS.includes(field as ServerField);
}

function isPageLocation(value: string): value is PageLocation {
  return (PAGE_LOCATIONS as readonly string[]).includes(value);
}

/** A new experiment: a draft on the hero with the site's default texts. */
export function formDefaults(detail: ExperimentDetail | null): ExperimentFormInput {
  if (!detail)
    return {
      name: "",
      status: "draft",
      isControl: false,
      pageLocations: ["hero"],
      hero: { headline: "", subheadline: "", cta_text: "" },
    };
  const hero = detail.content.hero ?? {};
  return {
    name: detail.name,
    status: detail.status,
    isControl: detail.isControl,
    pageLocations: detail.pageLocations.filter(isPageLocation),
    hero: { headline: hero.headline ?? "", subheadline: hero.subheadline ?? "", cta_text: hero.cta_text ?? "" },
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

export function experimentBody(values: ExperimentFormOutput) {
  return { name: values.name, status: values.status, isControl: values.isControl, pageLocations: values.pageLocations };
}

export function contentBody(values: ExperimentFormOutput, confirmActive: boolean) {
  const content: Partial<Record<(typeof HERO_CONTENT_TYPES)[number], string>> = {};
  for (const type of HERO_CONTENT_TYPES) {
    const value = values.hero[type];
    if (value) content[type] = value;
  }
  return { pageLocation: "hero" as const, content, ...(confirmActive ? { confirmActive: true } : {}) };
}

export function hasContent(values: ExperimentFormOutput): boolean {
  return HERO_CONTENT_TYPES.some((type) => Boolean(values.hero[type]));
}

/** What saving would change on an existing experiment. */
export function changesOf(
  original: ExperimentDetail,
  values: ExperimentFormOutput,
): { experiment: boolean; content: boolean } {
  const hero = original.content.hero ?? {};
  return {
    experiment:
      values.name !== original.name ||
      values.status !== original.status ||
      values.isControl !== original.isControl ||
      values.pageLocations.join(",") !== original.pageLocations.join(","),
    content: HERO_CONTENT_TYPES.some((type) => (values.hero[type] ?? "") !== (hero[type] ?? "")),
  };
}

/** Saving changes to a running experiment reaches visitors at once: the screen asks first. */
export function needsConfirmation(original: ExperimentDetail | null, values: ExperimentFormOutput): boolean {
  if (original?.status !== "active") return false;
  const changes = changesOf(original, values);
  return changes.experiment || changes.content;
}
