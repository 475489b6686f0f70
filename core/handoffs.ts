/**
 * The words and shapes of the funnel's hand-offs (R-FUNNEL-10 … 29), without zod: the page's
 * beacon (app/features/handoffs.ts) reads them in every page's bundle, the schemas
 * (core/schemas/handoffs.ts) and the database (server/db/schema.ts) build on them.
 */

/** Where a hand-off leads (R-FUNNEL-10): the broker's quote site, our WhatsApp chat, the App Store, the Android waitlist. */
export const HANDOFF_KINDS = ["quote_online", "quote_whatsapp", "app_store", "waitlist"] as const;
export type HandoffKind = (typeof HANDOFF_KINDS)[number];

/**
 * The control that was pressed: the quote dialog, the quote page, the sticky banner's quote link,
 * a renewal reminder e-mail's quote link, the App Store badge, the waitlist form.
 */
export const HANDOFF_SURFACES = [
  "quote_dialog",
  "quote_page",
  "sticky_banner",
  "reminder_email",
  "app_badge",
  "waitlist_form",
] as const;
export type HandoffSurface = (typeof HANDOFF_SURFACES)[number];

/**
 * How the record reached us (R-FUNNEL-12): the page's beacon, or without JavaScript the
 * first-party redirect (the quote page's methods) or the waitlist form's post.
 */
export const HANDOFF_CHANNELS = ["beacon", "redirect", "form_post"] as const;
export type HandoffChannel = (typeof HANDOFF_CHANNELS)[number];

/** A hand-off's id, made by the browser (or by the redirect): a random UUID, written in lower case. */
export const HANDOFF_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** A source, medium or campaign name as the site writes them (`hero_main`, `cta_button`, `quote_request`). */
export const NAME = /^[A-Za-z0-9_-]{1,80}$/;
/** What a campaign's link may carry in its UTM fields: printable text without control characters. */
export const CAMPAIGN_TEXT = /^[^\p{Cc}\p{Cs}]{1,100}$/u;

/** A page of this site: a path, without its query or fragment (R-FUNNEL-11). */
export const LANDING_PAGE = /^\/[A-Za-z0-9/_.~%-]{0,255}$/;

/** The broker's events (R-FUNNEL-20), in the order a visitor goes through them. */
export const PARTNER_EVENTS = ["quote_started", "quote_issued", "policy_bought"] as const;
export type PartnerEvent = (typeof PARTNER_EVENTS)[number];

/** The App Store badge's context in a hand-off (R-FUNNEL-10, 16): it has no quote context of its own. */
export const APP_STORE_CONTEXT = { source: "app_download", medium: "app_store_badge" } as const;
