/**
 * The Markdown content as written (issue: content and search): every article
 * is 600–1,200 words with complete front matter, and no file types a product
 * figure that the constants own.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { MIN_APP_AGE, STORY_DISCLOSURE } from "@core/constants";
import { CONTENT_DIR, postSlugs, readPage, readPost } from "@core/content.server";
import { LOCALES } from "@core/locales";
import { PAGE_IDS, pages, type PageInfo } from "@core/pages";
import { PLACEHOLDERS, fillPlaceholders } from "@core/placeholders";
import { BLOG_SLUGS } from "@core/routes";
import { countWords } from "./blog.server";
import { renderMarkdown } from "./content.server";

const root = join(process.cwd(), "content");

describe("blog articles", () => {
  it("R-ROUTE-21: there are 13 articles", () => {
    expect(BLOG_SLUGS).toHaveLength(13);
  });

  for (const slug of BLOG_SLUGS) {
    it(`${slug}: 600–1,200 words and complete front matter`, () => {
      const { data, body } = readPost(slug);
      const words = countWords(body);
      expect(words).toBeGreaterThanOrEqual(600);
      expect(words).toBeLessThanOrEqual(1200);
      expect(data.title.length).toBeGreaterThan(20);
      expect(data.description.length).toBeGreaterThanOrEqual(110);
      expect(data.description.length).toBeLessThanOrEqual(170);
      expect(data.date).toMatch(/^2026-\d{2}-\d{2}$/);
      expect(new Date(data.date).getTime()).toBeLessThanOrEqual(Date.now());
      expect(data.author).toMatch(/Team$/);
      expect(data.image).toBe(`/images/blog/${slug}.svg`);
      expect(data.imageAlt.length).toBeGreaterThan(10);
      expect(data.tags.length).toBeGreaterThanOrEqual(2);
      expect(body).not.toMatch(/^# /m);
      expect(renderMarkdown(body, "en")).toContain("<h2");
    });
  }
});

describe("figures have one home", () => {
  const files = [
    ...readdirSync(join(root, "blog")).map((name) => `blog/${name}`),
    ...readdirSync(join(root, "pages")).map((name) => `pages/${name}`),
  ];

  it("R-CONST-24: no content file types a product figure or the product name; placeholders are all known", () => {
    for (const file of files) {
      const text = readFileSync(join(root, file), "utf8");
      const body = text.replace(/^author:.*$/m, "");
      for (const literal of ["DriveBee", "25%", "1,000+", "20+ ", "99 AED", "4.8 ", " 247 "]) {
        expect(body.includes(literal), `${file} types "${literal}"`).toBe(false);
      }
      for (const match of text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)) {
        expect(Object.keys(PLACEHOLDERS), `${file}: {{${match[1]}}}`).toContain(match[1]);
      }
    }
  });

  it("R-HOME-CLAIM-01: no cashback or returns figure above 25% once the placeholders are filled", () => {
    for (const file of files) {
      const text = fillPlaceholders(readFileSync(join(root, file), "utf8"));
      for (const match of text.matchAll(/(\d+(?:\.\d+)?)\s?%/g)) {
        const around = text.slice(Math.max(0, match.index - 80), match.index + 80).toLowerCase();
        if (/cashback|returns/.test(around)) expect(Number(match[1]), `${file}: ${around}`).toBeLessThanOrEqual(25);
      }
    }
  });

  it("the app's age rule is one fact: every 'aged N or over' / 'at least N' in the content is MIN_APP_AGE, and no page says a younger driver can use the app", () => {
    for (const file of files) {
      const text = fillPlaceholders(readFileSync(join(root, file), "utf8"));
      for (const match of text.matchAll(
        /(?:aged|at least|children under) (\d{2})\b(?! (?:months|days|minutes|hours))/g,
      )) {
        expect(Number(match[1]), `${file}: "${match[0]}"`).toBe(MIN_APP_AGE);
      }
      expect(text, file).not.toMatch(/can already use the AI coach/);
    }
  });

  it("member stories are labelled as examples everywhere, never as 'real members'", () => {
    for (const file of files) {
      const text = fillPlaceholders(readFileSync(join(root, file), "utf8"));
      expect(text, file).not.toMatch(/real members/i);
    }
    for (const slug of ["sarah-journey", "queen-bee-winner"]) {
      expect(fillPlaceholders(readFileSync(join(root, "blog", `${slug}.md`), "utf8")), slug).toContain(
        STORY_DISCLOSURE,
      );
    }
  });
});

describe("Markdown in each edition (R-HONEST-06/07)", () => {
  /** Punctuation outside ASCII: the Arabic comma, semicolon and question mark among them. */
  const NON_ASCII_PUNCTUATION = /(?!\p{ASCII})\p{P}/u;
  const hrefs = (html: string) => [...html.matchAll(/href="([^"]*)"/g)].map((match) => decodeURI(match[1]!));

  it("R-HONEST-06: a bare URL before an Arabic comma, semicolon or question mark is linked without it", () => {
    for (const mark of ["،", "؛", "؟", "»"]) {
      const html = renderMarkdown(`زوروا موقعنا https://drivebee.ae${mark} ثم اقرؤوا.`, "ar");
      expect(html, mark).toContain(`<a href="https://drivebee.ae">https://drivebee.ae</a>${mark}`);
    }
    // ASCII punctuation after it, and a full stop before the mark, stay out of the link as before.
    expect(renderMarkdown("See https://drivebee.ae/privacy.", "en")).toContain(
      '<a href="https://drivebee.ae/privacy">https://drivebee.ae/privacy</a>.',
    );
    expect(renderMarkdown("راجع https://drivebee.ae/faq.، ثم", "ar")).toContain(
      '<a href="https://drivebee.ae/faq">https://drivebee.ae/faq</a>.،',
    );
    expect(renderMarkdown("www.drivebee.ae،", "ar")).toContain('<a href="http://www.drivebee.ae">www.drivebee.ae</a>،');
  });

  it("R-HONEST-07: a table's scroll box is named in its page's language", () => {
    expect(renderMarkdown("| What | How long |\n| --- | --- |\n| Enquiries | 24 months |", "en")).toContain(
      'aria-label="Table: What, How long"',
    );
    expect(renderMarkdown("| البيانات | المدة |\n| --- | --- |\n| الاستفسارات | 24 شهرًا |", "ar")).toContain(
      'aria-label="جدول: البيانات، المدة"',
    );
  });

  for (const locale of LOCALES) {
    it(`R-HONEST-06: ${locale}: no link in a content page or article ends in punctuation outside ASCII`, () => {
      const bodies: [string, string][] = [
        ...PAGE_IDS.filter((id) => (pages[id] as PageInfo).markdown).map((id): [string, string] => [
          id,
          readPage(id, CONTENT_DIR, locale).body,
        ]),
        ...postSlugs(CONTENT_DIR, locale).map((slug): [string, string] => [
          slug,
          readPost(slug, CONTENT_DIR, locale).body,
        ]),
      ];
      for (const [name, body] of bodies) {
        const html = renderMarkdown(body, locale);
        for (const href of hrefs(html)) expect(href.slice(-1), `${name}: ${href}`).not.toMatch(NON_ASCII_PUNCTUATION);
        if (locale === "ar") expect(html, name).not.toContain('aria-label="Table:');
      }
    });
  }
});
