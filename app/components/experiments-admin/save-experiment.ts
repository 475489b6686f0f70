/**
 * Saving the form: POST a new experiment then PUT its hero texts, or PATCH
 * an existing one then PUT its texts, each only when something changed. The
 * Arabic hero's texts (hero_ar) follow the English ones, for an experiment that changes it.
 */
import type { ExperimentDetail } from "@core/admin-api";
import {
  arabicTextsApply,
  changesOf,
  contentBody,
  experimentBody,
  hasContent,
  type ExperimentFormOutput,
} from "./form-values";

export type ExperimentRequest = (
  path: string,
  method: "POST" | "PATCH" | "PUT",
  body: unknown,
) => Promise<ExperimentDetail>;

export type SaveOutcome = { detail: ExperimentDetail; created: boolean } | null;

export async function saveExperiment({
  original,
  values,
  confirmed,
  request,
  onProgress,
}: {
  /** The experiment as last saved; null for a new one. */
  original: ExperimentDetail | null;
  values: ExperimentFormOutput;
  /** The admin agreed that a running experiment changes at once. */
  confirmed: boolean;
  request: ExperimentRequest;
  /** After each step that reached the server, so a later failure does not repeat it. */
  onProgress?: (detail: ExperimentDetail) => void;
}): Promise<SaveOutcome> {
  if (!original) {
    const created = await request("/experiments", "POST", experimentBody(values));
    onProgress?.(created);
    let detail = created;
    // The admin has just typed these texts, so a new active experiment publishes them without asking again.
    if (hasContent(values)) {
      detail = await request(
        `/experiments/${created.id}/content`,
        "PUT",
        contentBody(values, values.status === "active"),
      );
      onProgress?.(detail);
    }
    if (arabicTextsApply(values) && hasContent(values, "hero_ar")) {
      detail = await request(
        `/experiments/${created.id}/content`,
        "PUT",
        contentBody(values, values.status === "active", "hero_ar"),
      );
      onProgress?.(detail);
    }
    return { detail, created: true };
  }

  const changes = changesOf(original, values);
  if (!changes.experiment && !changes.content && !changes.arabicContent) return null;
  let detail = original;
  if (changes.experiment) {
    detail = await request(`/experiments/${original.id}`, "PATCH", {
      ...experimentBody(values),
      ...(confirmed ? { confirmActive: true } : {}),
    });
    onProgress?.(detail);
  }
  if (changes.content) {
    // Running after this save: either the admin confirmed, or they are starting it with these texts themselves.
    detail = await request(
      `/experiments/${original.id}/content`,
      "PUT",
      contentBody(values, confirmed || values.status === "active"),
    );
    onProgress?.(detail);
  }
  if (changes.arabicContent) {
    detail = await request(
      `/experiments/${original.id}/content`,
      "PUT",
      contentBody(values, confirmed || values.status === "active", "hero_ar"),
    );
    onProgress?.(detail);
  }
  return { detail, created: false };
}
