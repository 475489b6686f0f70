import { readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { CONTENT_DIR } from "../core/content.server";
import { absoluteUrl, postPath } from "../core/pages";
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
    expect(sitemap).toEqual(PUBLIC_PATHS.map(absoluteUrl));
    const articleLocs = sitemap.filter((loc) => loc.includes("/blog/"));
    const feedLinks = locs(rssXml(), "link").filter((link) => link.includes("/blog/"));
    expect([...feedLinks].sort()).toEqual([...articleLocs].sort());
  });

  it("a cover is drawn for every article", () => {
    expect(blogCovers().map((cover) => cover.fileName)).toEqual(files.sort().map((slug) => `images/blog/${slug}.svg`));
  });
});
