import { describe, expect, it } from "vitest";
import type { MetaDescriptor } from "react-router";
import { siteConfig } from "@site-config";
import { LOCALE_INFO, PUBLISHED_LOCALES } from "@core/locales";
import { alternateLinks, buildMeta, canonicalUrl, DEFAULT_KEYWORDS, pageTitle } from "./meta";
import { homeJsonLd, organizationJsonLd, websiteJsonLd } from "./structured-data";

type Tag = Record<string, unknown>;
const tags = (meta: MetaDescriptor[]) => meta as unknown as Tag[];

const byName = (meta: MetaDescriptor[], name: string) => tags(meta).filter((tag) => tag.name === name);
const byProperty = (meta: MetaDescriptor[], property: string) => tags(meta).filter((tag) => tag.property === property);
const canonicals = (meta: MetaDescriptor[]) =>
  tags(meta).filter((tag) => tag.tagName === "link" && tag.rel === "canonical");
const one = (list: Tag[]) => {
  expect(list).toHaveLength(1);
  return list[0]!;
};

const faq = () =>
  buildMeta({
    title: "Frequently asked questions",
    description: "Answers about DriveBee cashback and the safety score.",
    path: "/faq",
    keywords: ["faq", "car insurance cashback"],
  });

describe("page metadata (R-ROUTE-META-01..06, R-OPEN-08)", () => {
  it("R-ROUTE-META-01: exactly one title, in the pattern '{Page title} – {product}'", () => {
    const titles = tags(faq()).filter((tag) => "title" in tag);
    expect(titles).toEqual([{ title: `Frequently asked questions – ${siteConfig.name}` }]);
    expect(pageTitle("Save 25% on Car Insurance", true)).toBe("Save 25% on Car Insurance");
  });

  it("R-ROUTE-META-02: exactly one non-empty description", () => {
    expect(one(byName(faq(), "description")).content).toBe("Answers about DriveBee cashback and the safety score.");
  });

  it("R-ROUTE-META-03: exactly one keywords tag, with the page's keywords or the defaults", () => {
    expect(one(byName(faq(), "keywords")).content).toBe("faq, car insurance cashback");
    const home = buildMeta({ title: "Home", description: "d", path: "/" });
    expect(one(byName(home, "keywords")).content).toBe(DEFAULT_KEYWORDS.join(", "));
    expect(String(one(byName(home, "keywords")).content).length).toBeGreaterThan(0);
  });

  it("R-ROUTE-META-04: exactly one canonical link, origin + path", () => {
    expect(one(canonicals(faq())).href).toBe(`${siteConfig.origin}/faq`);
    expect(one(canonicals(faq())).href).toBe("https://drivebee.ae/faq");
  });

  it("R-OPEN-08: the canonical has no query string, no hash and no trailing slash", () => {
    expect(canonicalUrl("/faq?utm_source=google&gclid=abc")).toBe("https://drivebee.ae/faq");
    expect(canonicalUrl("/faq#pricing")).toBe("https://drivebee.ae/faq");
    expect(canonicalUrl("/faq/")).toBe("https://drivebee.ae/faq");
    expect(canonicalUrl("/blog/rewards-system//")).toBe("https://drivebee.ae/blog/rewards-system");
    const meta = buildMeta({ title: "FAQ", description: "d", path: "/faq/?utm_source=x" });
    expect(one(canonicals(meta)).href).toBe("https://drivebee.ae/faq");
  });

  it("R-OPEN-08: the home page canonical is origin + '/'", () => {
    for (const path of ["/", "/?utm_source=google", "", "//"])
      expect(canonicalUrl(path), path).toBe("https://drivebee.ae/");
  });

  it("R-ROUTE-META-05: og:title, og:description, og:url, og:type and og:image, each exactly once", () => {
    const meta = faq();
    expect(one(byProperty(meta, "og:title")).content).toBe(`Frequently asked questions – ${siteConfig.name}`);
    expect(one(byProperty(meta, "og:description")).content).toBe(
      "Answers about DriveBee cashback and the safety score.",
    );
    expect(one(byProperty(meta, "og:url")).content).toBe("https://drivebee.ae/faq");
    expect(one(byProperty(meta, "og:type")).content).toBe("website");
    expect(one(byProperty(meta, "og:image")).content).toBe("https://drivebee.ae/og/default.png");
  });

  it("R-ROUTE-META-05: og:url equals the canonical link", () => {
    for (const path of ["/", "/faq", "/blog/rewards-system/", "/about?gclid=1"]) {
      const meta = buildMeta({ title: "T", description: "d", path });
      expect(one(byProperty(meta, "og:url")).content, path).toBe(one(canonicals(meta)).href);
    }
  });

  it("R-OPEN-08: og:image is an absolute 1200×630 image; articles use og:type article", () => {
    const meta = buildMeta({
      title: "Rewards",
      description: "d",
      path: "/blog/rewards-system",
      image: "/og/rewards-system.png",
      type: "article",
    });
    expect(one(byProperty(meta, "og:image")).content).toBe("https://drivebee.ae/og/rewards-system.png");
    expect(one(byProperty(meta, "og:image:width")).content).toBe("1200");
    expect(one(byProperty(meta, "og:image:height")).content).toBe("630");
    expect(one(byProperty(meta, "og:type")).content).toBe("article");
  });

  it("R-ROUTE-META-06: twitter:card, twitter:title, twitter:description and twitter:image, each exactly once", () => {
    const meta = faq();
    expect(one(byName(meta, "twitter:card")).content).toBe("summary_large_image");
    expect(one(byName(meta, "twitter:title")).content).toBe(`Frequently asked questions – ${siteConfig.name}`);
    expect(one(byName(meta, "twitter:description")).content).toBe(
      "Answers about DriveBee cashback and the safety score.",
    );
    expect(one(byName(meta, "twitter:image")).content).toBe("https://drivebee.ae/og/default.png");
  });

  it("R-OPEN-41: noindex pages get a robots noindex tag; others get none", () => {
    expect(byName(faq(), "robots")).toHaveLength(0);
    const notFound = buildMeta({ title: "Page not found", description: "d", path: "/404", noindex: true });
    expect(String(one(byName(notFound, "robots")).content)).toContain("noindex");
  });

  it("R-ROUTE-META-07: JSON-LD blocks come through as script:ld+json entries, in order", () => {
    const blocks = homeJsonLd();
    const meta = buildMeta({ title: "Home", fullTitle: true, description: "d", path: "/", jsonLd: blocks });
    const ld = tags(meta)
      .filter((tag) => "script:ld+json" in tag)
      .map((tag) => tag["script:ld+json"]);
    expect(ld).toEqual(blocks);
    expect(tags(faq()).filter((tag) => "script:ld+json" in tag)).toHaveLength(0);
  });

  it("R-ROUTE-META-10: no tag key is repeated within one page's metadata", () => {
    const meta = buildMeta({
      title: "Home",
      description: "d",
      path: "/",
      noindex: true,
      jsonLd: [organizationJsonLd(), websiteJsonLd()],
    });
    const keys = tags(meta)
      .filter((tag) => !("script:ld+json" in tag))
      // eslint-disable-next-line @typescript-eslint/no-base-to-string -- these keys are strings; MetaDescriptor types them loosely
      .map((tag) => String(tag.name ?? tag.property ?? tag.rel ?? ("title" in tag ? "title" : "?")));
    expect(new Set(keys).size).toBe(keys.length);
  });
});

describe("the editions in metadata (R-EDITION-02/03)", () => {
  const tagsOf = (tags: ReturnType<typeof buildMeta>) => JSON.stringify(tags);

  it("an Arabic page says ar_AE, and is noindex while the Arabic edition is not published", () => {
    const tags = buildMeta({ title: "الأسئلة الشائعة", description: "…", path: "/ar/faq", locale: "ar", twins: true });
    expect(tags).toContainEqual({ property: "og:locale", content: "ar_AE" });
    expect(tags).toContainEqual({ tagName: "link", rel: "canonical", href: `${siteConfig.origin}/ar/faq` });
    expect(tags.some((tag) => "name" in tag && tag.name === "robots")).toBe(!LOCALE_INFO.ar.published);
  });

  it("an English page keeps en_AE and announces no edition that is not published", () => {
    const tags = buildMeta({ title: "FAQ", description: "…", path: "/faq", twins: true });
    expect(tags).toContainEqual({ property: "og:locale", content: "en_AE" });
    expect(/hreflang/i.test(tagsOf(tags))).toBe(PUBLISHED_LOCALES.length > 1);
  });

  it("both editions of a page name the same three alternates: en, ar and x-default (English)", () => {
    const expected = [
      { tagName: "link", rel: "alternate", hrefLang: "en", href: `${siteConfig.origin}/faq` },
      { tagName: "link", rel: "alternate", hrefLang: "ar", href: `${siteConfig.origin}/ar/faq` },
      { tagName: "link", rel: "alternate", hrefLang: "x-default", href: `${siteConfig.origin}/faq` },
    ];
    expect(alternateLinks("/faq", ["en", "ar"])).toEqual(expected);
    expect(alternateLinks("/ar/faq/", ["en", "ar"])).toEqual(expected);
    expect(alternateLinks("/ar", ["en", "ar"]).map((tag) => (tag as { href: string }).href)).toEqual([
      `${siteConfig.origin}/`,
      `${siteConfig.origin}/ar`,
      `${siteConfig.origin}/`,
    ]);
    expect(alternateLinks("/faq", ["en"])).toEqual([]);
  });
});
