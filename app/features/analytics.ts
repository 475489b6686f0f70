/**
 * The one analytics facade over GA4 and the Meta pixel (R-AN-*;
 * R-OPEN-43/44): typed events (analytics-events.ts), sent only with consent
 * (analytics-consent.ts), with the session's context and nothing personal
 * (analytics-payload.ts), and identical events within 1 s dropped.
 */
import { ANALYTICS, type QuoteSource } from "@core/constants";
import { LOCALE_INFO } from "@core/locales";
import { utmValues } from "./attribution";
import { markVisitorBusy } from "./overlays";
import { hasConsent } from "./analytics-consent";
import { createDuplicateFilter } from "./analytics-dedupe";
import type { ClickCategory, EventName, EventParams, PixelEvent } from "./analytics-events";
import { cleanParams, contextParams, quoteRequestParams } from "./analytics-payload";
import { sendToGa, sendToPixel } from "./analytics-vendors";
import { pageLocale } from "./page-locale";

export { analyticsConfigured, loadAnalyticsScripts, readConsent, setConsent, type Consent } from "./analytics-consent";
export type { AnalyticsEvent, ClickCategory, EventName, EventParams, PixelEvent } from "./analytics-events";
export { quoteRequestParams } from "./analytics-payload";

const isDuplicate = createDuplicateFilter(ANALYTICS.duplicateWindowMs);

/**
 * Sends one GA4 event; false when it was held back (no consent, or a duplicate). Every event but
 * page_view (its path and title only, R-OPEN-43; the path names the edition) carries the page's
 * `language` (R-EDITION-09).
 */
export function track<N extends EventName>(name: N, params: EventParams<N>, now: number = Date.now()): boolean {
  // Consent is checked before the duplicate window, so an event held back does not block the next one.
  if (!hasConsent()) return false;
  const language = LOCALE_INFO[pageLocale()].lang;
  const payload = cleanParams(name === "page_view" ? params : { ...contextParams(), language, ...params });
  if (isDuplicate(`${name}:${JSON.stringify(payload)}`, now)) return false;
  sendToGa(name, payload);
  return true;
}

/** Meta pixel events carry AED whenever they carry a value (R-AN-12), and are de-duplicated like GA4's. */
export function trackPixel(event: PixelEvent, params: { value?: number } = {}, now: number = Date.now()) {
  if (!hasConsent()) return;
  const payload = { ...params, currency: ANALYTICS.currency };
  if (isDuplicate(`pixel:${event}:${JSON.stringify(payload)}`, now)) return;
  sendToPixel(event, payload);
}

export function trackClick(category: ClickCategory, label: string) {
  return track("click", { event_category: category, event_label: label });
}

export function trackPageView(path: string, title: string) {
  return track("page_view", { page_path: path, page_title: title });
}

/** R-OPEN-43: quote_request (value 100) + pixel Lead, quote_source, and utm_attribution when the session has UTMs. */
export function trackQuoteRequest({ source, medium }: { source: QuoteSource; medium: string }) {
  // Every hand-off to the broker passes here: the popup must not greet the visitor on their return.
  markVisitorBusy();
  track("quote_request", quoteRequestParams({ source }));
  trackPixel("Lead", { value: ANALYTICS.leadValue });
  track("quote_source", { source, event_label: medium });
  const utm = utmValues();
  if (Object.keys(utm).length > 0) track("utm_attribution", { event_category: "Attribution", ...utm });
}
