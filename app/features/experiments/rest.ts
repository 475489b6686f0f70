/**
 * R-CALL-05..08 against our read-only table API (/rest/v1), with
 * the public key, on whichever backend route is in use.
 */
import { authHeaders, restUrl } from "../api-client";
import type { ExperimentDetails, ExperimentInfo, ExperimentSource } from "./types";

const TIMEOUT_MS = 5000;

async function get<T>(url: string, accept = "application/json"): Promise<{ status: number; data: T | null }> {
  const response = await fetch(url, { headers: { ...authHeaders(), accept }, signal: AbortSignal.timeout(TIMEOUT_MS) });
  if (response.status === 406) return { status: 406, data: null };
  if (!response.ok) throw new Error(`${url.split("?")[0]} answered ${response.status}`);
  return { status: response.status, data: (await response.json()) as T };
}

export const restExperimentSource: ExperimentSource = {
  async activeById(id) {
    const { data } = await get<ExperimentInfo[]>(
      restUrl("ab_experiments", { select: "id,name,status,is_control", id: `eq.${id}`, status: "eq.active" }),
    );
    return data?.[0] ?? null;
  },
  async listActive() {
    const { data } = await get<ExperimentInfo[]>(
      restUrl("ab_experiments", { select: "id,name,is_control", status: "eq.active" }),
    );
    return data ?? [];
  },
  async details(id) {
    const { data } = await get<ExperimentDetails>(
      restUrl("ab_experiments", { select: "id,name,is_control,page_locations", id: `eq.${id}`, status: "eq.active" }),
      "application/vnd.pgrst.object+json",
    );
    return data;
  },
  async content(id, pageLocation) {
    const { data } = await get<{ content_type: string; content_value: string }[]>(
      restUrl("experiment_content", {
        select: "content_type,content_value",
        experiment_id: `eq.${id}`,
        page_location: `eq.${pageLocation}`,
      }),
    );
    return Object.fromEntries((data ?? []).map((row) => [row.content_type, row.content_value]));
  },
};
