/**
 * Every external quote link is built here (spec §7, §9; R-CALL-EXT-*): the
 * partner broker's quote site with attribution, quote context and experiment
 * fields, and the WhatsApp chat with its Source line. No empty parameters.
 * A quote asked for on a page of another edition than the default says so
 * (`lang=ar`, issue 17), so the broker can answer in that language.
 */
import { DEFAULT_QUOTE_CONTEXT, QUOTE_CAMPAIGN, type QuoteSource } from "@core/constants";
import { DEFAULT_LOCALE, LOCALE_INFO, type Locale } from "@core/locales";
import { phoneDigits, siteConfig } from "@site-config";
import { pageLocale } from "./page-locale";
import { ATTRIBUTION_PARAMS, type AttributionRecord, type ExperimentAttribution } from "./attribution";

export type QuoteContext = {
  source: QuoteSource;
  medium: string;
  /** Always quote_request (spec §9); accepted for completeness of the entity. */
  campaign?: typeof QUOTE_CAMPAIGN;
  content?: string;
  term?: string;
};

export type QuoteLinkInput = {
  context?: Partial<QuoteContext>;
  attribution?: AttributionRecord | null;
  experiment?: ExperimentAttribution | null;
  baseUrl?: string;
  /** The page's edition; by default the one of the page the browser shows. */
  locale?: Locale;
};

export function resolveQuoteContext(context: Partial<QuoteContext> = {}): QuoteContext {
  return {
    source: context.source ?? DEFAULT_QUOTE_CONTEXT.source,
    medium: context.medium || DEFAULT_QUOTE_CONTEXT.medium,
    campaign: QUOTE_CAMPAIGN,
    ...(context.content ? { content: context.content } : {}),
    ...(context.term ? { term: context.term } : {}),
  };
}

export function buildQuoteUrl({
  context,
  attribution,
  experiment,
  baseUrl = siteConfig.quoteSiteUrl,
  locale = pageLocale(),
}: QuoteLinkInput = {}) {
  const params: [string, string][] = [];
  const set = (name: string, value: string | boolean | undefined | null) => {
    if (value === undefined || value === null) return;
    const text = String(value).trim();
    if (text) params.push([name, text]);
  };

  for (const name of ATTRIBUTION_PARAMS) set(name, attribution?.[name]);

  const quote = resolveQuoteContext(context);
  set("internal_source", quote.source);
  set("internal_medium", quote.medium);
  set("internal_campaign", quote.campaign);
  set("internal_content", quote.content);
  set("internal_term", quote.term);

  const exp = experiment ?? pickExperiment(attribution);
  if (exp) {
    set("experiment_id", exp.experiment_id);
    set("experiment_name", exp.experiment_name);
    set("is_control", exp.is_control);
  }
  set("action", "quote");
  // The default edition adds nothing: its links stay exactly the specification's.
  if (locale !== DEFAULT_LOCALE) set("lang", LOCALE_INFO[locale].lang);

  // encodeURIComponent keeps spaces as %20 ("Hero%20test"), which every
  // receiving form decodes the same way, unlike URLSearchParams' "+".
  const url = new URL(baseUrl);
  const existing = url.search ? `${url.search.slice(1)}&` : "";
  const query = params.map(([name, value]) => `${name}=${encodeURIComponent(value)}`).join("&");
  url.search = `?${existing}${query}`;
  return url.toString();
}

function pickExperiment(attribution: AttributionRecord | null | undefined): ExperimentAttribution | null {
  if (!attribution?.experiment_id || !attribution.experiment_name) return null;
  return {
    experiment_id: attribution.experiment_id,
    experiment_name: attribution.experiment_name,
    is_control: attribution.is_control === true,
  };
}

export const WHATSAPP_QUOTE_TEXT = "Hi! I would like to get an insurance quote.";

/** R-OPEN-30: the greeting, a newline, then "Source: {source}". */
export function buildWhatsAppUrl(source: string, greeting: string = WHATSAPP_QUOTE_TEXT): string {
  const text = `${greeting}\nSource: ${source}`;
  return `https://wa.me/${phoneDigits(siteConfig.whatsappNumber)}?text=${encodeURIComponent(text)}`;
}
