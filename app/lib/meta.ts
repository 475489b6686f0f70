/**
 * One helper for page metadata (R-ROUTE-META-*, R-OPEN-08): title,
 * description, keywords, canonical, Open Graph, Twitter card, robots and
 * JSON-LD from one small object. Every route calls it.
 */
import type { MetaDescriptor } from "react-router";
import { siteConfig } from "@site-config";
import { absoluteUrl, BLOG_FEED_PATH, OG_IMAGES } from "@core/pages";

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
  const clean = path.split(/[?#]/)[0] || "/";
  const trimmed = clean.replace(/\/+$/, "") || "/";
  return absoluteUrl(trimmed);
}

export function pageTitle(title: string, full = false): string {
  return full ? title : `${title} – ${siteConfig.name}`;
}

export function buildMeta(input: PageMetaInput): MetaDescriptor[] {
  const title = pageTitle(input.title, input.fullTitle);
  const url = canonicalUrl(input.path);
  const image = `${siteConfig.origin}${input.image ?? OG_IMAGES.default}`;
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
    { property: "og:locale", content: "en_AE" },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: input.description },
    { name: "twitter:image", content: image },
    { name: "twitter:image:alt", content: imageAlt },
  ];
  if (input.noindex) tags.push({ name: "robots", content: "noindex, nofollow" });
  for (const block of input.jsonLd ?? []) tags.push({ "script:ld+json": block });
  return tags;
}

/** The blog's RSS feed, announced on the blog pages. */
export const BLOG_FEED_LINK: MetaDescriptor = {
  tagName: "link",
  rel: "alternate",
  type: "application/rss+xml",
  title: `${siteConfig.name} blog`,
  href: BLOG_FEED_PATH,
};
