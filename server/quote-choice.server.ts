/**
 * The quote page's two methods without JavaScript (R-HTML-01): GET `/quote/online` and
 * `/quote/whatsapp` (and `/ar/…`) answer 302 to the partner broker's quote site, built by the
 * site's one quote-link builder (core/quote-url.ts, `lang=ar` on the Arabic edition), or to the
 * WhatsApp chat with the edition's prefilled text and its Source line (R-OPEN-30, R-EDITION-11).
 *
 * The quote page is prerendered, so its links cannot carry the query it was opened with
 * (`?source=hero_main&content=hero_cta`). The source and place come from the link's own query when
 * it has one, else from the Referer when that is this site's quote page (the site's
 * Referrer-Policy sends a same-origin page's whole URL). Anything else, an unknown source or a
 * missing or foreign Referer, gives the default context: the visitor always reaches the quote.
 *
 * Each press is a hand-off (R-FUNNEL-12): recorded here with an id made on the server, which the
 * broker's link carries as `handoff_id`; a bot, a prefetch or an address over its hour's limit is
 * redirected all the same, unrecorded (a prefetch is not redirected at all: it gets a 503, so the
 * browser asks again when the visitor really presses).
 */
import { randomUUID } from "node:crypto";
import { Hono, type Context } from "hono";
import { ATTRIBUTION_UTM_FIELDS } from "../core/constants";
import { quoteChoiceOf, quoteMethodPath, QUOTE_METHODS, type QuoteMethod } from "../core/choice-links";
import { LOCALES, unprefixed, type Locale } from "../core/locales";
import { CHOICE_PATHS } from "../core/pages";
import { quoteUrl, whatsAppUrl, type QuoteContext } from "../core/quote-url";
import { handoffBeaconSchema, type HandoffBeacon } from "../core/schemas/handoffs";
import { logRequestError } from "./http.server";
import { isPrefetch, notCounted, type HandoffRecorder } from "./handoffs/handoffs.server";
import { chrome as chromeAr } from "../app/i18n/messages/ar/chrome";
import { chrome as chromeEn } from "../app/i18n/messages/en/chrome";

/** The WhatsApp greeting of each edition: the catalogues' words, their one home. */
const WHATSAPP_GREETING: Record<Locale, string> = {
  en: chromeEn.whatsapp.quote,
  ar: chromeAr.whatsapp.quote,
};

/** The query that names the control: the request's own, or its Referer's when that is this site's quote page. */
function choiceQuery(c: Context): URLSearchParams {
  const own = new URL(c.req.url);
  if (own.searchParams.has("source")) return own.searchParams;
  const referer = URL.parse(c.req.header("referer") ?? "");
  if (referer?.host === own.host && unprefixed(referer.pathname) === CHOICE_PATHS.quote) return referer.searchParams;
  return own.searchParams;
}

function destination(method: QuoteMethod, context: QuoteContext, locale: Locale, handoffId?: string): string {
  return method === "online"
    ? quoteUrl({ context, locale, ...(handoffId ? { handoffId } : {}) })
    : whatsAppUrl(context.source, WHATSAPP_GREETING[locale]);
}

/**
 * The hand-off of a press without JavaScript: the control's context and the campaign the quote
 * page's URL carried, if any. The visit's landing page and experiment are the browser's to know:
 * left out.
 */
function handoffOf(method: QuoteMethod, context: QuoteContext, locale: Locale, query: URLSearchParams): HandoffBeacon {
  const utm: Record<string, string> = {};
  for (const field of ATTRIBUTION_UTM_FIELDS) {
    const value = query.get(field)?.trim();
    if (value) utm[field] = value;
  }
  const handoff = {
    handoff_id: randomUUID(),
    kind: method === "online" ? "quote_online" : "quote_whatsapp",
    surface: "quote_page",
    edition: locale,
    source: context.source,
    medium: context.medium,
    campaign: context.campaign,
    ...(context.content ? { content: context.content } : {}),
    ...(context.term ? { term: context.term } : {}),
  } as const;
  // A campaign value the schema refuses is dropped, never the hand-off.
  const withUtm = handoffBeaconSchema.safeParse({ ...handoff, ...utm });
  return withUtm.success ? withUtm.data : handoff;
}

export function createQuoteChoiceRoutes({ recorder }: { recorder: HandoffRecorder }): Hono {
  const app = new Hono();
  for (const locale of LOCALES) {
    for (const method of QUOTE_METHODS) {
      app.get(quoteMethodPath(method, locale), async (c) => {
        // The destination depends on the query and the Referer: never stored by a cache.
        c.header("Cache-Control", "no-store");
        if (isPrefetch(c)) {
          c.header("Retry-After", "0");
          return c.text("Not prefetched: this link records a press.", 503);
        }
        const query = choiceQuery(c);
        const context = quoteChoiceOf(query);
        let handoffId: string | undefined;
        // A HEAD is nobody's press; and a failure to record never keeps the visitor from the quote.
        if (c.req.method === "GET" && !notCounted(c)) {
          try {
            if ((await recorder.limit(c)).allowed) {
              const handoff = handoffOf(method, context, locale, query);
              await recorder.store(handoff, "redirect", c.req.header("user-agent"));
              handoffId = handoff.handoff_id;
            }
          } catch (error) {
            logRequestError(`GET ${quoteMethodPath(method, locale)} (hand-off)`, error);
          }
        }
        return c.redirect(destination(method, context, locale, handoffId), 302);
      });
    }
  }
  return app;
}
