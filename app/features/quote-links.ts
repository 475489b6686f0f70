/**
 * Every external quote link is built here (R-CALL-EXT-*): the
 * partner broker's quote site, through core/quote-url.ts (the one builder,
 * which the server's e-mails use too), for the edition of the page the
 * browser shows; and the WhatsApp chat with its Source line.
 */
import { quoteUrl, whatsAppUrl, type QuoteUrlInput } from "@core/quote-url";
import { pageLocale } from "./page-locale";

export { resolveQuoteContext, type QuoteContext } from "@core/quote-url";

export type QuoteLinkInput = QuoteUrlInput;

/** The quote link of a page; its edition by default the one the browser shows. */
export function buildQuoteUrl({ locale = pageLocale(), ...input }: QuoteLinkInput = {}): string {
  return quoteUrl({ ...input, locale });
}

export const WHATSAPP_QUOTE_TEXT = "Hi! I would like to get an insurance quote.";

/** R-OPEN-30: the greeting, a newline, then "Source: {source}". */
export function buildWhatsAppUrl(source: string, greeting: string = WHATSAPP_QUOTE_TEXT): string {
  return whatsAppUrl(source, greeting);
}
