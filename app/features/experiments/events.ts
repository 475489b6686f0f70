/**
 * Experiment events for our own results (issue 6): an anonymous visitor id
 * (random, in localStorage, nothing personal) and fire-and-forget POSTs to
 * the experiment-event function. Results never depend on analytics consent
 * or ad blockers, and carry no personal data.
 */
import { VISITOR_ID_PATTERN } from "@core/constants";
import { authHeaders, functionUrl } from "../api-client";
import { readStorage, writeStorage } from "../storage";

export const VISITOR_ID_KEY = "ab_visitor_id";

export function visitorId(): string | null {
  const existing = readStorage("local", VISITOR_ID_KEY);
  if (existing && VISITOR_ID_PATTERN.test(existing)) return existing;
  const created = typeof crypto !== "undefined" && "randomUUID" in crypto ? crypto.randomUUID() : null;
  // Without storage every page view would be a new visitor: better to count nothing.
  return created && writeStorage("local", VISITOR_ID_KEY, created) ? created : null;
}

export function sendExperimentEvent(experimentId: string, type: "impression" | "quote_request", pageLocation: string) {
  const visitor = visitorId();
  if (!visitor) return;
  void fetch(functionUrl("experiment-event"), {
    method: "POST",
    headers: { ...authHeaders(), "content-type": "application/json" },
    body: JSON.stringify({ experimentId, visitorId: visitor, type, pageLocation }),
    // A quote click opens a dialog or a new tab: the event must still arrive.
    keepalive: true,
  }).catch(() => {
    // Results are best effort; the visitor's page never suffers for them.
  });
}
