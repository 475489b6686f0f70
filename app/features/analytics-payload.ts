/**
 * What an event carries when it leaves: the session's UTM and experiment
 * fields (R-AN-02), only the documented fields, and never a value with an "@"
 * in it, so no e-mail address reaches a vendor (R-OPEN-44).
 */
import { ANALYTICS, type QuoteSource } from "@core/constants";
import { readAttribution, utmValues } from "./attribution";
import { EVENT_FIELDS, type EventFields, type EventParams, type ExperimentFields } from "./analytics-events";

function isEventField(key: string): key is keyof typeof EVENT_FIELDS {
  return Object.hasOwn(EVENT_FIELDS, key);
}

/** Keeps the documented fields of the right kind, drops empty values and anything that looks like an e-mail address. */
export function cleanParams(params: EventFields): EventFields {
  const cleaned: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(params)) {
    if (!isEventField(key) || typeof value !== EVENT_FIELDS[key] || value === "") continue;
    if (typeof value === "string" && value.includes("@")) continue;
    cleaned[key] = value;
  }
  return cleaned;
}

/** The UTM and experiment fields known for this session (R-AN-02). */
export function contextParams(): EventFields {
  const attribution = readAttribution();
  const params: EventFields = utmValues(attribution);
  if (attribution?.experiment_id) {
    params.experiment_id = attribution.experiment_id;
    params.experiment_name = attribution.experiment_name;
    params.is_control = attribution.is_control === true;
  }
  return params;
}

/** R-OPEN-43: the quote_request fields, for every quote button and the hero inside an experiment (R-HOME-HERO-10). */
export function quoteRequestParams({
  source,
  pageLocation,
  experiment,
}: {
  source: QuoteSource;
  pageLocation?: string;
  experiment?: ExperimentFields;
}): EventParams<"quote_request"> {
  return {
    event_category: "Conversion",
    event_label: source,
    value: ANALYTICS.leadValue,
    source,
    ...experiment,
    ...(pageLocation ? { page_location: pageLocation } : {}),
  };
}
