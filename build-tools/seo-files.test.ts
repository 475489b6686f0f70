import { describe, expect, it } from "vitest";
import { blogCovers } from "./covers";
import { rssXml, sitemapXml } from "./seo-files";

const root = process.cwd();

describe("generated SEO files fill content placeholders as the pages do", () => {
  it("the RSS feed carries no raw placeholder: {{maxCashback}} in an article's description reads 25%", () => {
    const rss = rssXml(root);
    expect(rss).not.toContain("{{");
    expect(rss).toMatch(/<description>[^<]*25%/);
  });

  it("the sitemap and the blog covers carry no raw placeholder", () => {
    expect(sitemapXml(root)).not.toContain("{{");
    for (const cover of blogCovers(root)) expect(cover.source).not.toContain("{{");
  });
});
