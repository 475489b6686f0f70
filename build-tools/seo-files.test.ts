import { readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { CONTENT_DIR } from "../core/content.server";
import { absoluteUrl, coverPath, postPath } from "../core/pages";
import { PUBLISHED_LOCALES, localized } from "../core/locales";
import { BLOG_SLUGS, PUBLIC_PATHS } from "../core/routes";
import { blogCovers } from "./covers";
import { rssXml, sitemapXml } from "./seo-files";

const locs = (xml: string, tag: string) =>
  [...xml.matchAll(new RegExp(`<${tag}>([^<]*)</${tag}>`, "g"))].map((m) => m[1]!);

describe("generated SEO files fill content placeholders as the pages do", () => {
  it("the RSS feed carries no raw placeholder: {{maxCashback}} in an article's description reads 25%", () => {
    const rss = rssXml();
    expect(rss).not.toContain("{{");
    expect(rss).toMatch(/<description>[^<]*25%/);
  });

  it("the sitemap and the blog covers carry no raw placeholder", () => {
    expect(sitemapXml()).not.toContain("{{");
    for (const cover of blogCovers()) expect(cover.source).not.toContain("{{");
  });
});

describe("one list of articles: the content folder", () => {
  const files = readdirSync(join(CONTENT_DIR, "blog"))
    .filter((name) => name.endsWith(".md"))
    .map((name) => name.slice(0, -3));

  it("every file in content/blog is a public route, and every article route has a file", () => {
    expect([...BLOG_SLUGS].sort()).toEqual(files.sort());
    for (const slug of files) expect(PUBLIC_PATHS).toContain(postPath(slug));
  });

  it("the sitemap lists every public path once, and its articles are the RSS feed's items", () => {
    const sitemap = locs(sitemapXml("2026-01-01"), "loc");
    expect(sitemap).toEqual(
      PUBLISHED_LOCALES.flatMap((locale) => PUBLIC_PATHS.map((path) => absoluteUrl(localized(path, locale)))),
    );
    for (const locale of PUBLISHED_LOCALES) {
      const articleLocs = sitemap.filter((loc) => loc.startsWith(absoluteUrl(localized("/blog/", locale))));
      const feedLinks = locs(rssXml(locale), "link").filter((link) => link.includes("/blog/"));
      expect([...feedLinks].sort(), locale).toEqual([...articleLocs].sort());
    }
  });

  it("a cover is drawn for every article", () => {
    expect(blogCovers().map((cover) => cover.fileName)).toEqual(files.sort().map((slug) => `images/blog/${slug}.svg`));
  });
});

describe("the Arabic edition's files (R-EDITION-03, R-EDITION-08)", () => {
  it("the Arabic feed lists every Arabic article under /ar, in Arabic, with no raw placeholder", () => {
    const rss = rssXml("ar");
    expect(rss).toContain("<language>ar</language>");
    expect(rss).toContain(`<atom:link href="${absoluteUrl("/ar/blog/rss.xml")}"`);
    expect(rss).not.toContain("{{");
    const links = locs(rss, "link").filter((link) => link.includes("/blog/"));
    expect(links.sort()).toEqual(BLOG_SLUGS.map((slug) => absoluteUrl(postPath(slug, "ar"))).sort());
    expect(
      locs(rss, "title")
        .slice(1)
        .every((title) => /[\u0600-\u06ff]/.test(title)),
    ).toBe(true);
  });

  it("with both editions published, every sitemap entry names its twins and x-default", () => {
    const xml = sitemapXml("2026-01-01", ["en", "ar"]);
    const entries = xml.split("<url>").slice(1);
    expect(entries).toHaveLength(PUBLIC_PATHS.length * 2);
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    const faq = entries.filter((entry) => entry.includes(`<loc>${absoluteUrl("/ar/faq")}</loc>`));
    expect(faq).toHaveLength(1);
    for (const [lang, path] of [
      ["en", "/faq"],
      ["ar", "/ar/faq"],
      ["x-default", "/faq"],
    ] as const)
      expect(faq[0]!).toContain(`<xhtml:link rel="alternate" hreflang="${lang}" href="${absoluteUrl(path)}"/>`);
  });

  it("while Arabic is unpublished the sitemap is the English one, without alternates", () => {
    expect(sitemapXml("2026-01-01", ["en"])).not.toContain("xhtml:link");
    expect(locs(sitemapXml("2026-01-01", ["en"]), "loc")).toEqual(PUBLIC_PATHS.map(absoluteUrl));
  });

  it("every Arabic article has its own right-to-left cover with its Arabic title", () => {
    const covers = blogCovers(undefined, "ar");
    expect(covers.map((cover) => cover.fileName)).toEqual(
      [...BLOG_SLUGS].sort().map((slug) => coverPath(slug, "ar").slice(1)),
    );
    for (const cover of covers) {
      expect(cover.source).toContain('text-anchor="end"');
      expect(cover.source).toMatch(/[\u0600-\u06ff]/);
    }
  });
});
