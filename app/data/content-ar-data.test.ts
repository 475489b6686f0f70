/**
 * The Arabic edition's typed content (R-EDITION-15) against the English: each Arabic module
 * (app/data/ar/*, core/page-copy-ar.ts) is the twin of its English module, with the same
 * ids, app screens, gradients and colours in the same order, the same figures, the site's links
 * under /ar, Arabic words in every text, Western digits, and "up to" before every percentage.
 */
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it, vi } from "vitest";
import { MAX_CASHBACK_PERCENT, TYPICAL_CASHBACK_PERCENT } from "@core/constants";
import { pageCopy } from "@core/page-copy";
import { homeCopyAr, pageCopyAr } from "@core/page-copy-ar";
import { PAGE_IDS } from "@core/pages";
import { PUBLIC_PATHS } from "@core/routes";
import type * as SiteConfigModule from "@site-config";
import { siteConfig } from "@site-config";
import * as faqAr from "./ar/faq";
import * as featuresAr from "./ar/features";
import * as homeAr from "./ar/home";
import * as storiesAr from "./ar/success-stories";
import * as testimonialsAr from "./ar/testimonials";
import * as faqEn from "./faq";
import * as featuresEn from "./features";
import * as homeEn from "./home";
import * as storiesEn from "./success-stories";
import * as testimonialsEn from "./testimonials";

/** An Arabic letter (hamza to yeh): digits and punctuation do not count. */
const ARABIC_LETTER = /[\u0621-\u064a]/;
/** Arabic-Indic and Eastern Arabic-Indic digits: the edition writes Western digits. */
const ARABIC_INDIC_DIGIT = /[\u0660-\u0669\u06f0-\u06f9]/;
/** A link into the site: `[words](/path)`. */
const SITE_LINK = /\]\((\/[^)\s]*)\)/g;

/** Keys whose value is the same in both editions: identities, app screens, classes, figures. */
const SAME = new Set(["id", "screen", "gradient", "avatarColor", "period", "priceAed", "safetyScore", "value"]);
/** Helpers and derived values of the English modules that the Arabic twins leave out. */
const HELPERS = new Set(["allFaqItems", "FAQ_LINK", "answerAsText", "journeySlug"]);

const figures = (text: string) => [...new Set(text.match(/\d+/g) ?? [])].sort();
const siteLinks = (text: string) => [...text.matchAll(SITE_LINK)].map((match) => match[1]!);

type Twin = { path: string; key: string; en: string; ar: string };

/**
 * Walks an English value and its Arabic twin together and lists what differs in shape
 * (a missing or extra item or field, a changed id, image, class or figure); `texts`
 * receives every pair of strings that is worded in each language.
 */
function compare(en: unknown, ar: unknown, path: string, problems: string[], texts: Twin[], key = ""): void {
  if (Array.isArray(en) || Array.isArray(ar)) {
    if (!Array.isArray(en) || !Array.isArray(ar)) return void problems.push(`${path}: not both lists`);
    if (en.length !== ar.length) problems.push(`${path}: ${en.length} items in English, ${ar.length} in Arabic`);
    en.forEach((item: unknown, index) => {
      compare(item, ar[index], `${path}[${index}]`, problems, texts, key);
    });
    return;
  }
  if (typeof en === "object" && en !== null) {
    if (typeof ar !== "object" || ar === null) return void problems.push(`${path}: missing in Arabic`);
    const enKeys = Object.keys(en);
    const arKeys = Object.keys(ar);
    if (enKeys.join() !== arKeys.join()) problems.push(`${path}: fields ${enKeys.join()} vs ${arKeys.join()}`);
    for (const field of enKeys) {
      compare(
        (en as Record<string, unknown>)[field],
        (ar as Record<string, unknown>)[field],
        `${path}.${field}`,
        problems,
        texts,
        field,
      );
    }
    return;
  }
  if (typeof en === "string" && typeof ar === "string" && !SAME.has(key)) {
    texts.push({ path, key, en, ar });
    return;
  }
  if (en !== ar) problems.push(`${path}: ${JSON.stringify(en)} in English, ${JSON.stringify(ar)} in Arabic`);
}

/** Each exported data value of a module, without the English helpers. */
function dataOf(module: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(module).filter(([name]) => !HELPERS.has(name)));
}

const PAIRS = [
  { name: "home", en: homeEn, ar: homeAr },
  { name: "features", en: featuresEn, ar: featuresAr },
  { name: "faq", en: faqEn, ar: faqAr },
  { name: "testimonials", en: testimonialsEn, ar: testimonialsAr },
  { name: "success-stories", en: storiesEn, ar: storiesAr },
] as const;

/** People keep their names; a name in Arabic script is the same person transliterated (checked by initial below). */
const LATIN_ALLOWED = new Set(["name", "avatarLetter"]);

function twinsOf(pair: (typeof PAIRS)[number]) {
  const problems: string[] = [];
  const texts: Twin[] = [];
  compare(dataOf(pair.en), dataOf(pair.ar), pair.name, problems, texts);
  return { problems, texts };
}

/** Every id in a value, depth first, with where it is. */
function idsOf(value: unknown, path = ""): string[] {
  if (Array.isArray(value)) return value.flatMap((item: unknown, index) => idsOf(item, `${path}[${index}]`));
  if (typeof value !== "object" || value === null) return [];
  return Object.entries(value).flatMap(([key, item]) =>
    key === "id" ? [`${path}=${String(item)}`] : idsOf(item, `${path}.${key}`),
  );
}

describe.each(PAIRS)("app/data/ar/$name.ts is the twin of app/data/$name.ts", (pair) => {
  it("exports the same data under the same names (the English helpers left out)", () => {
    expect(Object.keys(dataOf(pair.ar)).sort()).toEqual(Object.keys(dataOf(pair.en)).sort());
  });

  it("has the same ids in the same order", () => {
    expect(idsOf(dataOf(pair.ar))).toEqual(idsOf(dataOf(pair.en)));
  });

  it("has the same items and fields, app screens, gradients, colours and figures", () => {
    expect(twinsOf(pair).problems).toEqual([]);
  });

  it("words every text in Arabic, with the English figures, in Western digits", () => {
    const problems: string[] = [];
    for (const { path, key, en, ar } of twinsOf(pair).texts) {
      if (ARABIC_INDIC_DIGIT.test(ar)) problems.push(`${path}: Arabic-Indic digits`);
      if (!ARABIC_LETTER.test(ar) && !(LATIN_ALLOWED.has(key) && ar === en)) problems.push(`${path}: no Arabic`);
      if (figures(ar).join() !== figures(en).join()) {
        problems.push(`${path}: figures ${figures(en).join()} vs ${figures(ar).join()}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it("links to the same pages, under /ar", () => {
    for (const { path, en, ar } of twinsOf(pair).texts) {
      expect(siteLinks(ar), path).toEqual(siteLinks(en).map((link) => `/ar${link}`));
      for (const link of siteLinks(ar)) expect(PUBLIC_PATHS, path).toContain(link.replace(/^\/ar(?=\/)/, ""));
    }
  });

  it("says up to before every percentage but the headline figures, and about before the typical case", () => {
    for (const { path, key, ar } of twinsOf(pair).texts) {
      if (key === "value") continue;
      for (const match of ar.matchAll(/\d+(?:\.\d+)?%/g)) {
        const before = ar.slice(0, match.index);
        // R-HONEST-05: the typical case beside the ceiling is "about" («نحو») it.
        if (Number.parseFloat(match[0]) === TYPICAL_CASHBACK_PERCENT) expect(before, path).toMatch(/نحو $/);
        else expect(before, path).toMatch(/(يصل إلى|تصل إلى|حتى) «?$/);
        expect(Number.parseFloat(match[0]), path).toBeLessThanOrEqual(MAX_CASHBACK_PERCENT);
      }
    }
  });
});

describe("the people in the Arabic stories", () => {
  const people = [
    ...testimonialsEn.testimonials.map((en, index) => [en.name, testimonialsAr.testimonials[index]?.name] as const),
    ...storiesEn.moreStories.map((en, index) => [en.name, storiesAr.moreStories[index]?.name] as const),
  ];

  it.each(people)("%s is the same member, by first name and last initial", (en, ar) => {
    expect(ar).toBeDefined();
    if (!ARABIC_LETTER.test(ar ?? "")) expect(ar).toBe(en);
    else expect(ar).toMatch(/^\p{L}+ \p{L}\.$/u);
  });

  it("the home testimonials' avatar letter is the first letter of the name as written", () => {
    for (const story of testimonialsAr.testimonials) expect(story.name.startsWith(story.avatarLetter)).toBe(true);
  });
});

describe("the Arabic home and features agree with each other", () => {
  it("R-HOME-ACTION-02: the home page's app screens are the six features, in the same order, with the same names", () => {
    const screens = homeAr.appScreens.map(({ id, title }) => ({ id, title }));
    expect(screens).toEqual(featuresAr.appFeatures.map(({ id, title }) => ({ id, title })));
  });
});

describe("core/page-copy-ar.ts is the twin of core/page-copy.ts", () => {
  const entries = PAGE_IDS.map((id) => [id, pageCopy[id], pageCopyAr[id]] as const);

  it("covers every page, in the same order", () => {
    expect(Object.keys(pageCopyAr)).toEqual(Object.keys(pageCopy));
    expect(Object.keys(pageCopyAr)).toEqual(PAGE_IDS);
  });

  it.each(entries)(
    "%s: Arabic title, H1, description and keywords; a crumb where the English has one",
    (_id, en, ar) => {
      expect(Object.keys(ar).sort()).toEqual(Object.keys(en).sort());
      for (const text of [ar.title, ar.heading, ar.description, ...ar.keywords]) {
        expect(text).toMatch(ARABIC_LETTER);
        expect(text).not.toMatch(ARABIC_INDIC_DIGIT);
      }
      expect(ar.keywords.length).toBeGreaterThan(0);
    },
  );

  it.each(entries)("%s: a description of 70 to 170 characters with the English figures", (_id, en, ar) => {
    expect(ar.description.length).toBeGreaterThanOrEqual(70);
    expect(ar.description.length).toBeLessThanOrEqual(170);
    for (const field of ["title", "heading", "description"] as const)
      expect(figures(ar[field])).toEqual(figures(en[field]));
  });

  it("the home page: the same figures as its English meta, up to before the percentage", () => {
    for (const text of [homeCopyAr.title, homeCopyAr.description]) {
      expect(text).toMatch(ARABIC_LETTER);
      expect(text).not.toMatch(ARABIC_INDIC_DIGIT);
      expect(text).toContain(siteConfig.name);
      expect(text).toMatch(new RegExp(`(يصل إلى|حتى) ${MAX_CASHBACK_PERCENT}%`));
    }
    expect(homeCopyAr.description.length).toBeGreaterThanOrEqual(70);
    expect(homeCopyAr.description.length).toBeLessThanOrEqual(170);
  });
});

describe("the Arabic sources type no claimed figure", () => {
  const files = [
    "./ar/home.ts",
    "./ar/features.ts",
    "./ar/faq.ts",
    "./ar/testimonials.ts",
    "./ar/success-stories.ts",
    "../../core/page-copy-ar.ts",
  ];
  it.each(files)("%s", (file) => {
    const source = readFileSync(fileURLToPath(new URL(file, import.meta.url)), "utf8");
    for (const literal of ["25%", "99 ", "1,000+", "20+", "DriveBee", "4.8", "247", "support@", "+971"]) {
      expect(source, `${file} contains ${literal}`).not.toContain(literal);
    }
  });
});

describe("the broker question", () => {
  it("is asked in both editions, in the same place, once the broker's details are set", async () => {
    const broker = {
      name: "Example Insurance Brokers LLC",
      licenceAuthority: "Central Bank of the UAE",
      licenceNumber: "4321",
      url: "https://broker.example",
    };
    vi.resetModules();
    vi.doMock("@site-config", async (importOriginal) => {
      const actual = await importOriginal<typeof SiteConfigModule>();
      return {
        ...actual,
        siteConfig: { ...actual.siteConfig, broker },
        brokerStatement: (given: SiteConfigModule.Broker = broker) => actual.brokerStatement(given),
      };
    });
    try {
      const en = await import("./faq");
      const ar = await import("./ar/faq");
      expect(en.allFaqItems.map((item) => item.id)).toContain("who-arranges-insurance");
      expect(idsOf(ar.faqGroups)).toEqual(idsOf(en.faqGroups));
      const answer = ar.faqGroups.flatMap((group) => group.items).find((item) => item.id === "who-arranges-insurance");
      expect(answer?.answer).toContain(broker.name);
      expect(answer?.answer).toContain("مصرف الإمارات العربية المتحدة المركزي");
      expect(answer?.answer).toContain(broker.licenceNumber);
    } finally {
      vi.doUnmock("@site-config");
      vi.resetModules();
    }
  });
});
