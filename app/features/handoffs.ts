/**
 * The page's side of the funnel's hand-offs (R-FUNNEL-10 … 14). The id of a press is made here,
 * in the browser, before the press: the quote link carries it as `handoff_id` (core/quote-url.ts),
 * and as the link opens the page sends the record by `navigator.sendBeacon` to our own server,
 * which reads the device class from the request and stores the dimensions below. No cookie and
 * nothing else that names the visitor: it is sent whatever the visitor said to analytics.
 * Without JavaScript the quote page's links go through the server's redirect, which makes the
 * id and records the press itself (server/quote-choice.server.ts).
 */
import { ATTRIBUTION_UTM_FIELDS } from "@core/constants";
import { HANDOFFS_PATH } from "@core/pages";
import { APP_STORE_CONTEXT, CAMPAIGN_TEXT, LANDING_PAGE, type HandoffKind, type HandoffSurface } from "@core/handoffs";
// The type alone: the schema (and zod) stay out of the pages' bundles; the server parses.
import type { HandoffBeacon } from "@core/schemas/handoffs";
import { readAttribution, type AttributionRecord } from "./attribution";
import { pageLocale } from "./page-locale";

/** A fresh random id for the next press (a version 4 UUID, lower case). */
export function newHandoffId(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  // Outside a secure context (a plain-HTTP test host) randomUUID is missing; the same UUID by hand.
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The control's context: a quote control's QuoteContext, or the App Store badge's and the waitlist's own. */
export type HandoffContext = { source: string; medium: string; campaign?: string; content?: string; term?: string };

export type HandoffPress = {
  id: string;
  kind: HandoffKind;
  surface: HandoffSurface;
  context: HandoffContext;
};

const EXPERIMENT_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * What the beacon says of a press: the control, the visit's campaign, landing page and
 * experiment, the edition. A value the server's schema would refuse (a 300-character UTM field)
 * is left out, never the press.
 */
export function handoffPayload(
  { id, kind, surface, context }: HandoffPress,
  attribution: AttributionRecord | null = readAttribution(),
): HandoffBeacon {
  const payload: HandoffBeacon = {
    handoff_id: id,
    kind,
    surface,
    edition: pageLocale(),
    source: context.source,
    medium: context.medium,
    ...(context.campaign ? { campaign: context.campaign } : {}),
    ...(context.content ? { content: context.content } : {}),
    ...(context.term ? { term: context.term } : {}),
  };
  for (const field of ATTRIBUTION_UTM_FIELDS) {
    const value = attribution?.[field];
    if (value && CAMPAIGN_TEXT.test(value)) payload[field] = value;
  }
  const landing = attribution?.landing_page;
  if (landing && LANDING_PAGE.test(landing)) payload.landing_page = landing;
  const { experiment_id: experimentId, experiment_name: experimentName } = attribution ?? {};
  if (experimentId && EXPERIMENT_ID.test(experimentId) && experimentName && experimentName.trim().length <= 100) {
    payload.experiment_id = experimentId;
    payload.experiment_name = experimentName.trim();
    payload.is_control = attribution?.is_control === true;
  }
  return payload;
}

/** The App Store badge's press (the app-download dialog's and the app page's): no quote context of its own. */
export const APP_STORE_HANDOFF = {
  kind: "app_store",
  surface: "app_badge",
  context: APP_STORE_CONTEXT,
} as const satisfies Omit<HandoffPress, "id">;

/** A confirmed join of the Android waitlist from its form (the dialog's or the app page's). */
export const WAITLIST_HANDOFF = {
  kind: "waitlist",
  surface: "waitlist_form",
  context: { source: "app_download", medium: "waitlist_form" },
} as const satisfies Omit<HandoffPress, "id">;

/**
 * Sends the press's record as the link opens: a beacon survives the page going away; where there
 * is none, a keepalive fetch. Never throws: a lost record must not stop the visitor.
 */
export function recordHandoff(press: HandoffPress): void {
  try {
    const body = JSON.stringify(handoffPayload(press));
    // A string is sent as text/plain: a simple request, no preflight, read by the server as JSON.
    if (typeof navigator.sendBeacon === "function" && navigator.sendBeacon(HANDOFFS_PATH, body)) return;
    void fetch(HANDOFFS_PATH, {
      method: "POST",
      body,
      keepalive: true,
      headers: { "content-type": "text/plain;charset=UTF-8" },
    }).catch(() => undefined);
  } catch {
    // Recording is a measurement: the hand-off itself goes on.
  }
}
