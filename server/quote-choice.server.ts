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
 */
import { Hono, type Context } from "hono";
import { quoteChoiceOf, quoteMethodPath, QUOTE_METHODS, type QuoteMethod } from "../core/choice-links";
import { LOCALES, unprefixed, type Locale } from "../core/locales";
import { CHOICE_PATHS } from "../core/pages";
import { quoteUrl, whatsAppUrl, type QuoteContext } from "../core/quote-url";
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

function destination(method: QuoteMethod, context: QuoteContext, locale: Locale): string {
  return method === "online" ? quoteUrl({ context, locale }) : whatsAppUrl(context.source, WHATSAPP_GREETING[locale]);
}

export function createQuoteChoiceRoutes(): Hono {
  const app = new Hono();
  for (const locale of LOCALES) {
    for (const method of QUOTE_METHODS) {
      app.get(quoteMethodPath(method, locale), (c) => {
        // The destination depends on the query and the Referer: never stored by a cache.
        c.header("Cache-Control", "no-store");
        return c.redirect(destination(method, quoteChoiceOf(choiceQuery(c)), locale), 302);
      });
    }
  }
  return app;
}
