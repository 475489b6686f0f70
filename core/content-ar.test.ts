/**
 * The Arabic edition's content (R-EDITION-01) against the English: every article and
 * content page has its Arabic twin under content/ar, with the same facts where a
 * machine can see them (dates, images, tags, headings, placeholders, links into the
 * site, now under /ar), Western digits, and the legal pages say which text prevails.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { CONTENT_DIR, postSlugs, readPage, readPost } from "./content.server";
import { RETENTION } from "./constants";
import { LOCALE_INFO, localeOf } from "./locales";
import { coverPath, PAGE_IDS, pagePath, pages, type PageInfo } from "./pages";
import { ARABIC_PLACEHOLDERS, PLACEHOLDERS, RETENTION_PLACEHOLDERS } from "./placeholders";

const info = (id: (typeof PAGE_IDS)[number]): PageInfo => pages[id];
const MARKDOWN_PAGES = PAGE_IDS.filter((id) => info(id).markdown);
const ARABIC_LETTER = /[\u0600-\u06ff]/;

/** What must match between the editions: heading levels, placeholders, site links (without /ar), external links. */
function skeleton(markdown: string, locale: "en" | "ar") {
  const headings = [...markdown.matchAll(/^(#{2,4}) /gm)].map((match) => match[1]);
  const placeholders = [...markdown.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]).sort();
  const targets = [...markdown.matchAll(/\]\(([^)\s]+)\)/g)].map((match) => match[1]!);
  const inside = targets.filter((target) => target.startsWith("/"));
  // An English legal page names its Arabic translation, which the translation itself does not.
  const site =
    locale === "ar"
      ? inside.map((target) => target.replace(/^\/ar(?=\/|$)/, "") || "/")
      : inside.filter((target) => localeOf(target) === "en");
  return {
    headings,
    placeholders,
    siteLinks: site.sort(),
    outsideLinks: targets.filter((target) => !target.startsWith("/")).sort(),
  };
}

const raw = (relative: string) => readFileSync(join(CONTENT_DIR, relative), "utf8");

describe("the Arabic edition has every article and content page", () => {
  it("the same article slugs in content/ar/blog", () => {
    expect(postSlugs(CONTENT_DIR, "ar")).toEqual(postSlugs());
  });

  for (const slug of postSlugs()) {
    it(`article ${slug}: same date and tags, its own edition's cover; Arabic title, description and alt text`, () => {
      const en = readPost(slug).data;
      const ar = readPost(slug, CONTENT_DIR, "ar").data;
      expect({ date: ar.date, tags: ar.tags }).toEqual({ date: en.date, tags: en.tags });
      expect([en.image, ar.image]).toEqual([coverPath(slug), coverPath(slug, "ar")]);
      for (const text of [ar.title, ar.description, ar.imageAlt, ar.author]) expect(text).toMatch(ARABIC_LETTER);
      expect(ar.description.length).toBeGreaterThanOrEqual(110);
      expect(ar.description.length).toBeLessThanOrEqual(170);
    });
  }

  for (const id of MARKDOWN_PAGES) {
    it(`page ${id}: the same "last updated" date`, () => {
      expect(readPage(id, CONTENT_DIR, "ar").data).toEqual(readPage(id).data);
    });
  }

  const files = [...postSlugs().map((slug) => `blog/${slug}.md`), ...MARKDOWN_PAGES.map((id) => `pages/${id}.md`)];
  for (const file of files) {
    it(`${file}: the same headings, placeholders and links, the site's links under /ar`, () => {
      const arabic = raw(`ar/${file}`);
      expect(skeleton(arabic, "ar")).toEqual(skeleton(raw(file), "en"));
      const siteLinks = [...arabic.matchAll(/\]\((\/[^)\s]*)\)/g)].map((match) => match[1]!);
      for (const link of siteLinks) expect(link, file).toMatch(/^\/ar(\/|$)/);
    });

    it(`${file}: Western digits only (as UAE commerce writes them)`, () => {
      expect(raw(`ar/${file}`)).not.toMatch(/[\u0660-\u0669\u06f0-\u06f9]/);
    });
  }

  for (const id of MARKDOWN_PAGES.filter((page) => info(page).legal)) {
    it(`legal page ${id} says the English text prevails`, () => {
      const { body } = readPage(id, CONTENT_DIR, "ar");
      expect(body).toMatch(/يسود النص الإنجليزي/);
    });

    it(`the English ${id} names its Arabic translation while Arabic is published, and says the English text prevails`, () => {
      const { body } = readPage(id, CONTENT_DIR, "en");
      const link = `](${pagePath(id, "ar")})`;
      expect(body.includes(link), link).toBe(LOCALE_INFO.ar.published);
      expect(body.includes("the English text prevails")).toBe(LOCALE_INFO.ar.published);
    });
  }
});

describe("placeholders in Arabic", () => {
  it("periods and the price are Arabic words around the same Western-digit figures", () => {
    for (const key of Object.keys(RETENTION_PLACEHOLDERS)) {
      const arabic = ARABIC_PLACEHOLDERS[key]!;
      expect(arabic, key).toMatch(ARABIC_LETTER);
      expect(arabic, key).not.toMatch(/[A-Za-z]/);
      // One and two are words in Arabic («ساعة», «شهران»); any other count keeps its figure.
      const digits = arabic.match(/\d+/g);
      if (digits) expect(digits, key).toEqual(PLACEHOLDERS[key]!.match(/\d+/g));
    }
    expect(ARABIC_PLACEHOLDERS.premiumPrice).toMatch(/^\d+ (درهمًا|دراهم|درهم) شهريًا$/);
  });

  it("Arabic counts take the noun form Arabic grammar asks for (3–10: plural; 11–99: singular accusative)", () => {
    expect(ARABIC_PLACEHOLDERS.retentionUnsubscribed).toBe(`${RETENTION.unsubscribedDays} يومًا`);
    expect(ARABIC_PLACEHOLDERS.retentionEnquiry).toBe(`${RETENTION.resolvedEnquiryMonths} شهرًا`);
    expect(ARABIC_PLACEHOLDERS.retentionWaitlist).toBe(`${RETENTION.waitlistAfterLaunchMonths} أشهر`);
    expect(ARABIC_PLACEHOLDERS.retentionRateLimitCounters).toBe(
      `${RETENTION.rateLimitCounterHours + RETENTION.intervalHours} ساعات`,
    );
    expect(ARABIC_PLACEHOLDERS.retentionJobInterval).toBe("ساعة");
  });

  it("names, contacts and bare figures are the English values", () => {
    for (const key of ["product", "maxCashback", "providers", "members", "email", "phone", "origin", "minAppAge"])
      expect(ARABIC_PLACEHOLDERS[key], key).toBe(PLACEHOLDERS[key]);
  });
});
