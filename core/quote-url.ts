/**
 * The partner broker's quote link (R-CALL-EXT-*), built in one
 * place for the browser (app/features/quote-links.ts, which adds the page's
 * edition) and the server (the renewal reminder e-mail): attribution, quote
 * context and experiment fields, `action=quote`, `lang` for an edition
 * other than the default (R-EDITION-10), and last the hand-off's id when the press was recorded
 * (R-FUNNEL-11). No empty parameters.
 */
import {
  ATTRIBUTION_CLICK_IDS,
  ATTRIBUTION_UTM_FIELDS,
  DEFAULT_QUOTE_CONTEXT,
  QUOTE_CAMPAIGN,
  type QuoteSource,
} from "./constants";
import { DEFAULT_LOCALE, LOCALE_INFO, type Locale } from "./locales";
import { phoneDigits, siteConfig } from "../site.config";

export type ClickId = (typeof ATTRIBUTION_CLICK_IDS)[number];
export type UtmField = (typeof ATTRIBUTION_UTM_FIELDS)[number];

/** The click ids and UTM fields a visit is attributed by, in the order the link carries them. */
export const ATTRIBUTION_PARAMS: readonly (ClickId | UtmField)[] = [
  ...ATTRIBUTION_CLICK_IDS,
  ...ATTRIBUTION_UTM_FIELDS,
];

export type ExperimentAttribution = {
  experiment_id: string;
  experiment_name: string;
  is_control: boolean;
};

/**
 * What the link reads of a visit's attribution: the browser's record, or the
 * one stored with a lead (contactAttributionSchema's output). Click ids, UTM
 * fields and the experiment; anything else is left out.
 */
export type QuoteAttribution = Readonly<Record<string, string | number | boolean | undefined>>;

export type QuoteContext = {
  source: QuoteSource;
  medium: string;
  /** Always quote_request (R-CONST-18); accepted for completeness of the entity. */
  campaign?: typeof QUOTE_CAMPAIGN;
  content?: string;
  term?: string;
};

export type QuoteUrlInput = {
  context?: Partial<QuoteContext>;
  attribution?: QuoteAttribution | null;
  experiment?: ExperimentAttribution | null;
  baseUrl?: string;
  /** The edition the quote was asked for on. */
  locale?: Locale;
  /** The id of the hand-off recorded for this press (R-FUNNEL-11): the broker's events name it. */
  handoffId?: string;
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

export function quoteUrl({
  context,
  attribution,
  experiment,
  baseUrl = siteConfig.quoteSiteUrl,
  locale = DEFAULT_LOCALE,
  handoffId,
}: QuoteUrlInput = {}): string {
  const params: [string, string][] = [];
  const set = (name: string, value: string | number | boolean | undefined | null) => {
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
  // One more, last, so the specification's parameters keep their order (R-FUNNEL-11).
  set("handoff_id", handoffId);

  // encodeURIComponent keeps spaces as %20 ("Hero%20test"), which every
  // receiving form decodes the same way, unlike URLSearchParams' "+".
  const url = new URL(baseUrl);
  const existing = url.search ? `${url.search.slice(1)}&` : "";
  const query = params.map(([name, value]) => `${name}=${encodeURIComponent(value)}`).join("&");
  url.search = `?${existing}${query}`;
  return url.toString();
}

/**
 * The WhatsApp chat with a quote request (R-OPEN-30, R-CALL-EXT-02): the edition's greeting, a
 * newline, then "Source: {source}", which the team reads as written in every edition (R-EDITION-11).
 */
export function whatsAppUrl(source: string, greeting: string): string {
  return whatsAppChatUrl(`${greeting}\nSource: ${source}`);
}

/** A WhatsApp chat with the support number (R-OPEN-30), with a message typed in, or none. */
export function whatsAppChatUrl(text?: string): string {
  const chat = `https://wa.me/${phoneDigits(siteConfig.whatsappNumber)}`;
  return text === undefined ? chat : `${chat}?text=${encodeURIComponent(text)}`;
}

function pickExperiment(attribution: QuoteAttribution | null | undefined): ExperimentAttribution | null {
  const id = attribution?.experiment_id;
  const name = attribution?.experiment_name;
  if (typeof id !== "string" || !id || typeof name !== "string" || !name) return null;
  return { experiment_id: id, experiment_name: name, is_control: attribution.is_control === true };
}
