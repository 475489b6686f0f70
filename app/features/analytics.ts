/**
 * One analytics facade over GA4 (gtag) and the Meta pixel (spec §7, §9;
 * R-OPEN-43/44). It adds the known UTM and experiment fields, drops identical
 * events within 1 s, never sends personal data, and sends nothing until the
 * visitor accepts the consent notice. When gtag or fbq is missing or blocked,
 * calls are no-ops: the site never depends on them.
 */
import { ANALYTICS, STORAGE_KEYS } from "@core/constants";
import { readAttribution, utmValues } from "./attribution";
import { runtimeConfig } from "./runtime-config";
import { readStorage, writeStorage } from "./storage";

/** One named map of event names instead of literals scattered across components. */
export const EVENTS = {
  click: "click",
  pageView: "page_view",
  quoteRequest: "quote_request",
  quoteSource: "quote_source",
  utmAttribution: "utm_attribution",
  quoteMethodSelected: "quote_method_selected",
  quoteMethodSubmitted: "quote_method_submitted",
  signUp: "sign_up",
  formError: "form_error",
  experimentImpression: "experiment_impression",
  bannerShow: "banner_show",
  bannerDismiss: "banner_dismiss",
  bannerClick: "banner_click",
} as const;

export type ClickCategory = "CTA" | "App Download" | "Navigation";

export type EventParams = {
  event_category?: string;
  event_label?: string;
  value?: number;
  experiment_id?: string;
  experiment_name?: string;
  is_control?: boolean;
  source?: string;
  utm_source?: string;
  utm_medium?: string;
  utm_campaign?: string;
  utm_content?: string;
  /** Only on page_view. */
  page_path?: string;
  page_title?: string;
  /** Only on the hero's quote_request (spec §2). */
  page_location?: string;
};

const ALLOWED_KEYS = new Set<keyof EventParams>([
  "event_category",
  "event_label",
  "value",
  "experiment_id",
  "experiment_name",
  "is_control",
  "source",
  "utm_source",
  "utm_medium",
  "utm_campaign",
  "utm_content",
  "page_path",
  "page_title",
  "page_location",
]);

type Gtag = (...args: unknown[]) => void;
type Fbq = (...args: unknown[]) => void;
declare global {
  interface Window {
    gtag?: Gtag;
    fbq?: Fbq;
    _fbq?: Fbq;
    dataLayer?: unknown[];
  }
}

export type Consent = "accepted" | "declined";

export function readConsent(): Consent | null {
  const value = readStorage("local", STORAGE_KEYS.consent);
  return value === "accepted" || value === "declined" ? value : null;
}

const consentListeners = new Set<(consent: Consent) => void>();

export function setConsent(consent: Consent) {
  writeStorage("local", STORAGE_KEYS.consent, consent);
  if (consent === "accepted") loadAnalyticsScripts();
  for (const listener of consentListeners) listener(consent);
}

export function onConsentChange(listener: (consent: Consent) => void) {
  consentListeners.add(listener);
  return () => consentListeners.delete(listener);
}

/** Is there anything to ask consent for? */
export function analyticsConfigured(): boolean {
  const config = runtimeConfig();
  return Boolean(config.gaMeasurementId || config.metaPixelId);
}

let scriptsLoaded = false;

/** Adds gtag.js and the pixel once consent is given and ids are configured. */
export function loadAnalyticsScripts() {
  if (scriptsLoaded || typeof document === "undefined" || readConsent() !== "accepted") return;
  scriptsLoaded = true;
  const { gaMeasurementId, metaPixelId } = runtimeConfig();
  if (gaMeasurementId && !window.gtag) {
    window.dataLayer = window.dataLayer ?? [];
    window.gtag = function gtag() {
      // gtag.js reads the arguments object itself.
      // eslint-disable-next-line prefer-rest-params
      window.dataLayer!.push(arguments);
    };
    window.gtag("js", new Date());
    window.gtag("config", gaMeasurementId, { send_page_view: false, anonymize_ip: true });
    appendScript(`https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(gaMeasurementId)}`);
  }
  if (metaPixelId && !window.fbq) {
    // The official snippet's stub: calls queue until fbevents.js installs
    // callMethod, and go straight to it afterwards.
    const fbq: Fbq & { callMethod?: (...args: unknown[]) => void; queue: unknown[][]; push?: Fbq } = Object.assign(
      (...args: unknown[]) => {
        if (fbq.callMethod) fbq.callMethod.apply(fbq, args);
        else fbq.queue.push(args);
      },
      { queue: [] as unknown[][], loaded: true, version: "2.0" },
    );
    fbq.push = fbq;
    window._fbq = window._fbq ?? fbq;
    window.fbq = fbq;
    window.fbq("init", metaPixelId);
    appendScript("https://connect.facebook.net/en_US/fbevents.js");
  }
}

function appendScript(src: string) {
  const script = document.createElement("script");
  script.async = true;
  script.src = src;
  script.onerror = () => {
    // Blocked by the visitor or the network: analytics stays off, nothing else changes.
  };
  document.head.appendChild(script);
}

const recent = new Map<string, number>();

/** Spec §9: identical events within 1 s are dropped. Exposed for tests. */
export function isDuplicate(key: string, now: number): boolean {
  const last = recent.get(key);
  if (last !== undefined && now - last < ANALYTICS.duplicateWindowMs) return true;
  recent.set(key, now);
  if (recent.size > 200) {
    for (const [name, time] of recent) if (now - time >= ANALYTICS.duplicateWindowMs) recent.delete(name);
  }
  return false;
}

export function resetAnalyticsForTests() {
  recent.clear();
  scriptsLoaded = false;
}

/** Keeps only the documented fields, and anything that looks like an e-mail address never leaves. */
export function cleanParams(params: EventParams): EventParams {
  const cleaned: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(params)) {
    if (!ALLOWED_KEYS.has(key as keyof EventParams)) continue;
    if (value === undefined || value === null || value === "") continue;
    if (typeof value === "string" && value.includes("@")) continue;
    cleaned[key] = value;
  }
  return cleaned as EventParams;
}

/** The UTM and experiment fields known for this session (spec §7). */
export function contextParams(): EventParams {
  const attribution = readAttribution();
  const params: EventParams = { ...utmValues(attribution) };
  delete (params as Record<string, unknown>).utm_term;
  if (attribution?.experiment_id) {
    params.experiment_id = attribution.experiment_id;
    params.experiment_name = attribution.experiment_name;
    params.is_control = attribution.is_control === true;
  }
  return params;
}

export function track(name: string, params: EventParams = {}, now: number = Date.now()): boolean {
  if (typeof window === "undefined") return false;
  // R-OPEN-44: nothing is sent before the visitor accepts. Checked before the
  // duplicate window, so an event that was held back does not block the next one.
  if (readConsent() !== "accepted") return false;
  const payload = cleanParams(name === EVENTS.pageView ? params : { ...contextParams(), ...params });
  if (isDuplicate(`${name}:${JSON.stringify(payload)}`, now)) return false;
  try {
    window.gtag?.("event", name, payload);
  } catch (error) {
    console.error("analytics: gtag failed", error);
  }
  return true;
}

/** Meta pixel events carry AED whenever they carry a value (spec §9). */
export function trackPixel(event: string, params: { value?: number } = {}, now: number = Date.now()) {
  if (typeof window === "undefined" || readConsent() !== "accepted") return;
  const payload = { ...params, currency: ANALYTICS.currency };
  // Spec §9: identical events within 1 s are dropped on the pixel too (no double leads).
  if (isDuplicate(`pixel:${event}:${JSON.stringify(payload)}`, now)) return;
  try {
    window.fbq?.("track", event, payload);
  } catch (error) {
    console.error("analytics: pixel failed", error);
  }
  if (isLocalhost()) console.info(`[pixel] ${event}`, payload);
}

function isLocalhost() {
  const host = window.location.hostname;
  return host === "localhost" || host === "127.0.0.1" || host === "[::1]";
}

export function trackClick(category: ClickCategory, label: string, extra: EventParams = {}) {
  return track(EVENTS.click, { event_category: category, event_label: label, ...extra });
}

export function trackPageView(path: string, title: string) {
  return track(EVENTS.pageView, { page_path: path, page_title: title });
}

export type QuoteRequestTracking = {
  source: string;
  medium: string;
  campaign: string;
  /** Hero clicks inside an experiment name their page location (spec §2). */
  pageLocation?: string;
};

/** R-OPEN-43: quote_request (value 100) + pixel Lead, quote_source, utm_attribution. */
export function trackQuoteRequest({ source, medium, pageLocation }: QuoteRequestTracking) {
  track(EVENTS.quoteRequest, {
    event_category: "Conversion",
    event_label: source,
    value: ANALYTICS.leadValue,
    source,
    ...(pageLocation ? { page_location: pageLocation } : {}),
  });
  trackPixel("Lead", { value: ANALYTICS.leadValue });
  track(EVENTS.quoteSource, { source, event_label: medium });
  const utm = utmValues();
  if (Object.keys(utm).length > 0) track(EVENTS.utmAttribution, { event_category: "Attribution", ...utm });
}
