/**
 * Campaign attribution (R-ENT-05, R-VAL-ATTR-*, R-OPEN-40): click ids and UTM values from
 * the query string are merged into sessionStorage `attribution_data`.
 * first_visit is set once per session, last_updated on every capture, and
 * fields are never cleared by a later visit without them. The session's first page
 * (landing_page, a path without its query) is kept too: the funnel's hand-offs are broken down by
 * it (R-FUNNEL-11).
 */
import { ATTRIBUTION_UTM_FIELDS, STORAGE_KEYS } from "@core/constants";
import { ATTRIBUTION_PARAMS, type ClickId, type ExperimentAttribution, type UtmField } from "@core/quote-url";
import { readJson, writeStorage } from "./storage";

export { ATTRIBUTION_PARAMS, type ClickId, type ExperimentAttribution, type UtmField };

export type AttributionRecord = Partial<Record<ClickId | UtmField, string>> &
  Partial<ExperimentAttribution> & {
    first_visit: number;
    last_updated: number;
    /** The path of the session's first page. */
    landing_page?: string;
  };

/** Kept when storage is unavailable, so the current page view still attributes. */
let memoryRecord: AttributionRecord | null = null;

export function readAttribution(): AttributionRecord | null {
  return readJson<AttributionRecord>("session", STORAGE_KEYS.attribution) ?? memoryRecord;
}

function save(record: AttributionRecord): AttributionRecord {
  memoryRecord = record;
  writeStorage("session", STORAGE_KEYS.attribution, JSON.stringify(record));
  return record;
}

/** Pure merge: the captured values of `search` over `previous`; `path` is the page's, kept if it is the session's first. */
export function mergeAttribution(
  previous: AttributionRecord | null,
  search: string,
  now: number,
  path?: string,
): AttributionRecord {
  const params = new URLSearchParams(search);
  const landing = previous?.landing_page ?? path;
  const record: AttributionRecord = {
    ...previous,
    first_visit: previous?.first_visit ?? now,
    last_updated: now,
    ...(landing ? { landing_page: landing } : {}),
  };
  for (const name of ATTRIBUTION_PARAMS) {
    const value = params.get(name)?.trim();
    if (value) record[name] = value;
  }
  return record;
}

export function captureAttribution(search: string, now: number = Date.now(), path?: string): AttributionRecord {
  return save(mergeAttribution(readAttribution(), search, now, path));
}

export function recordExperimentAttribution(experiment: ExperimentAttribution, now: number = Date.now()) {
  const previous = readAttribution();
  return save({
    ...previous,
    first_visit: previous?.first_visit ?? now,
    last_updated: now,
    ...experiment,
  });
}

/** The UTM values known for this session, for analytics payloads (R-AN-02). */
export function utmValues(record: AttributionRecord | null = readAttribution()) {
  const values: Partial<Record<UtmField, string>> = {};
  if (!record) return values;
  for (const name of ATTRIBUTION_UTM_FIELDS) {
    const value = record[name];
    if (value) values[name] = value;
  }
  return values;
}
