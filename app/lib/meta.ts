/**
 * One helper for page metadata (R-ROUTE-META-*, R-OPEN-08): title,
 * description, keywords, canonical, Open Graph, Twitter card, robots and
 * JSON-LD from one small object. Every route calls it.
 */
import type { MetaDescriptor } from "react-router";
import { siteConfig } from "@site-config";
import {
  DEFAULT_LOCALE,
  LOCALE_INFO,
  localeOf,
  localized,
  PUBLISHED_LOCALES,
  unprefixed,
  type Locale,
} from "@core/locales";
import { absoluteUrl, blogFeedPath, ogImagePath } from "@core/pages";

export type PageMetaInput = {
  /** The page's own title; " – {product}" is appended unless `fullTitle` is set. */
  title: string;
  fullTitle?: boolean;
  description: string;
  /** Path without query string, e.g. "/faq". */
  path: string;
  keywords?: readonly string[];
  /** Absolute path of the 1200×630 preview image. */
  image?: string;
  imageAlt?: string;
  type?: "website" | "article";
  noindex?: boolean;
  jsonLd?: readonly object[];
  /** The page's edition (R-EDITION-01); `path` is its own path in that edition ("/ar/faq"). */
  locale?: Locale;
  /** The page has a twin in every edition at the same path (all public pages but the not-found and redirect ones). */
  twins?: boolean;
};

export const DEFAULT_KEYWORDS = [
  "car insurance UAE",
  "car insurance cashback",
  "safe driving app",
  "Dubai car insurance",
  "driving score",
  siteConfig.name,
] as const;

export function canonicalUrl(path: string): string {
  return absoluteUrl(canonicalPath(path));
}

export function pageTitle(title: string, full = false): string {
  return full ? title : `${title} – ${siteConfig.name}`;
}

/**
 * `<link rel="alternate" hreflang>` for each published edition and x-default
 * (the default edition), on every edition of a page: search engines pair the
 * twins. None while only one edition is published.
 */
export function alternateLinks(path: string, locales: readonly Locale[] = PUBLISHED_LOCALES): MetaDescriptor[] {
  if (locales.length < 2) return [];
  const base = unprefixed(canonicalPath(path));
  const link = (hrefLang: string, locale: Locale): MetaDescriptor => ({
    tagName: "link",
    rel: "alternate",
    hrefLang,
    href: absoluteUrl(localized(base, locale)),
  });
  return [...locales.map((locale) => link(LOCALE_INFO[locale].lang, locale)), link("x-default", DEFAULT_LOCALE)];
}

function canonicalPath(path: string): string {
  const clean = path.split(/[?#]/)[0] || "/";
  return clean.replace(/\/+$/, "") || "/";
}

export function buildMeta(input: PageMetaInput): MetaDescriptor[] {
  const locale = input.locale ?? DEFAULT_LOCALE;
  const edition = LOCALE_INFO[locale];
  const title = pageTitle(input.title, input.fullTitle);
  const url = canonicalUrl(input.path);
  const image = `${siteConfig.origin}${input.image ?? ogImagePath("default", locale)}`;
  const imageAlt = input.imageAlt ?? `${siteConfig.name}: ${siteConfig.tagline}`;
  const keywords = (input.keywords ?? DEFAULT_KEYWORDS).join(", ");

  const tags: MetaDescriptor[] = [
    { title },
    { name: "description", content: input.description },
    { name: "keywords", content: keywords },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:site_name", content: siteConfig.name },
    { property: "og:type", content: input.type ?? "website" },
    { property: "og:title", content: title },
    { property: "og:description", content: input.description },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    { property: "og:image:width", content: "1200" },
    { property: "og:image:height", content: "630" },
    { property: "og:image:alt", content: imageAlt },
    { property: "og:locale", content: edition.ogLocale },
    ...(input.twins && edition.published
      ? PUBLISHED_LOCALES.filter((other) => other !== locale).map((other): MetaDescriptor => ({
          property: "og:locale:alternate",
          content: LOCALE_INFO[other].ogLocale,
        }))
      : []),
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: input.description },
    { name: "twitter:image", content: image },
    { name: "twitter:image:alt", content: imageAlt },
  ];
  if (input.twins && edition.published) tags.push(...alternateLinks(input.path));
  // An edition still being written is served for review, never indexed.
  if (input.noindex || !edition.published) tags.push({ name: "robots", content: "noindex, nofollow" });
  for (const block of input.jsonLd ?? []) tags.push({ "script:ld+json": block });
  return tags;
}

/** A page search engines never index (the not-found and redirect pages, the e-mail links' pages), in its edition's words. */
export function unindexedMeta(pathname: string, words: { title: string; description: string }): MetaDescriptor[] {
  return buildMeta({ ...words, path: pathname, locale: localeOf(pathname), noindex: true });
}

/** The blog's RSS feed of an edition, announced on its blog pages. */
export function blogFeedLink(locale: Locale = DEFAULT_LOCALE): MetaDescriptor {
  return {
    tagName: "link",
    rel: "alternate",
    type: "application/rss+xml",
    title: `${siteConfig.name} blog`,
    href: blogFeedPath(locale),
  };
}

export const BLOG_FEED_LINK: MetaDescriptor = blogFeedLink();
