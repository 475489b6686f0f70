/**
 * Where a call to action leads before JavaScript has arrived, or without it (R-HTML-01, 02): the
 * edition's quote page with the control's quote source and place in its query
 * (`/quote?source=hero_main&content=hero_cta`), and the edition's app page. The quote page's two
 * methods go through the server's redirect (server/quote-choice.server.ts), which reads the same
 * query back with `quoteChoiceOf` and builds the destination with core/quote-url.ts. No Node APIs:
 * the browser, the build and the server import it.
 */
import { QUOTE_SOURCES, type QuoteSource } from "./constants";
import { DEFAULT_LOCALE, localized, type Locale } from "./locales";
import { CHOICE_PATHS, type ChoicePage } from "./pages";
import { resolveQuoteContext, type QuoteContext } from "./quote-url";

/** The quote page or the app page of an edition: "/quote", "/ar/app". */
export function choicePath(page: ChoicePage, locale: Locale = DEFAULT_LOCALE): string {
  return localized(CHOICE_PATHS[page], locale);
}

/** The quote page's two methods (R-DLG-QUOTE-03), each a path of the server's redirect below the page's. */
export const QUOTE_METHODS = ["online", "whatsapp"] as const;
export type QuoteMethod = (typeof QUOTE_METHODS)[number];

/** "/quote/online", "/ar/quote/whatsapp": answered by a 302 to the broker's quote site or the WhatsApp chat. */
export function quoteMethodPath(method: QuoteMethod, locale: Locale = DEFAULT_LOCALE): string {
  return `${choicePath("quote", locale)}/${method}`;
}

/** A control's place (`hero_cta`, an article's slug): letters, digits, "_" and "-", as every place is written. */
const PLACE = /^[A-Za-z0-9_-]{1,80}$/;

const isQuoteSource = (value: string | null): value is QuoteSource =>
  value !== null && (QUOTE_SOURCES as readonly string[]).includes(value);

/** The link of a quote control: its edition's quote page, with its source and place. */
export function quoteChoiceHref(context: Partial<QuoteContext>, locale: Locale = DEFAULT_LOCALE): string {
  const { source, content } = resolveQuoteContext(context);
  const query = [`source=${encodeURIComponent(source)}`];
  if (content) query.push(`content=${encodeURIComponent(content)}`);
  return `${choicePath("quote", locale)}?${query.join("&")}`;
}

/**
 * The quote context a quote page's query carries, as a control wrote it: an unknown source gives
 * the default context's (R-CALL-EXT-04), a place that is not one is left out, the medium is the
 * buttons' (cta_button). Never throws, whatever the query holds.
 */
export function quoteChoiceOf(query: URLSearchParams): QuoteContext {
  const source = query.get("source");
  const content = query.get("content");
  return resolveQuoteContext({
    ...(isQuoteSource(source) ? { source } : {}),
    ...(content !== null && PLACE.test(content) ? { content } : {}),
  });
}
