/**
 * Experiment events for our own results (docs/decisions/007-ab-experiments.md): an anonymous visitor id
 * and fire-and-forget POSTs to the experiment-event function. The id is
 * issued and signed by the server (GET visitor-id) the first time an event
 * is sent, then kept in localStorage; the server counts only ids it signed.
 * Results never depend on analytics consent or ad blockers, and carry no
 * personal data.
 */
import { VISITOR_ID_PATTERN } from "@core/constants";
import { authHeaders, functionUrl } from "../api-client";
import { readStorage, writeStorage } from "../storage";

export const VISITOR_ID_KEY = "ab_visitor_id";

const ISSUE_TIMEOUT_MS = 5000;

/** The id being fetched, so an impression and a quick click share one request. */
let issuing: Promise<string | null> | null = null;

/** The stored id, if it is one the server signed (an old unsigned one is not). */
function storedVisitorId(): string | null {
  const stored = readStorage("local", VISITOR_ID_KEY);
  return stored && VISITOR_ID_PATTERN.test(stored) ? stored : null;
}

async function issueVisitorId(): Promise<string | null> {
  const response = await fetch(functionUrl("visitor-id"), {
    headers: authHeaders(),
    cache: "no-store",
    signal: AbortSignal.timeout(ISSUE_TIMEOUT_MS),
  });
  if (!response.ok) return null;
  const { visitorId } = (await response.json()) as { visitorId?: unknown };
  if (typeof visitorId !== "string" || !VISITOR_ID_PATTERN.test(visitorId)) return null;
  // Another tab may have stored one meanwhile: one browser, one visitor.
  const other = storedVisitorId();
  if (other) return other;
  // Without storage every page view would be a new visitor: better to count nothing.
  return writeStorage("local", VISITOR_ID_KEY, visitorId) ? visitorId : null;
}

/** This browser's signed visitor id: stored, or fetched once; null when it cannot be had. */
export function visitorId(): Promise<string | null> {
  const stored = storedVisitorId();
  if (stored) return Promise.resolve(stored);
  issuing ??= issueVisitorId()
    .catch(() => null)
    .finally(() => {
      issuing = null;
    });
  return issuing;
}

export function sendExperimentEvent(experimentId: string, type: "impression" | "quote_request", pageLocation: string) {
  void visitorId()
    .then((visitor) => {
      if (!visitor) return;
      return fetch(functionUrl("experiment-event"), {
        method: "POST",
        headers: { ...authHeaders(), "content-type": "application/json" },
        body: JSON.stringify({ experimentId, visitorId: visitor, type, pageLocation }),
        // A quote click opens a dialog or a new tab: the event must still arrive.
        keepalive: true,
      });
    })
    .catch(() => {
      // Results are best effort; the visitor's page never suffers for them.
    });
}
