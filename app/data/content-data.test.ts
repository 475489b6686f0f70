import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { CLAIMS, MAX_CASHBACK_PERCENT, TYPICAL_CASHBACK_PERCENT } from "@core/constants";
import { siteConfig } from "@site-config";
import { PUBLIC_PATHS } from "@core/routes";
import { allFaqItems, answerAsText, FAQ_LINK, faqGroups } from "./faq";
import { appFeatures, plans, plansNote } from "./features";
import { appScreens } from "./home";
import { moreStories, storiesNote } from "./success-stories";

const sourceFiles = ["./faq.ts", "./features.ts", "./success-stories.ts"] as const;

function readSource(file: string): string {
  return readFileSync(fileURLToPath(new URL(file, import.meta.url)), "utf8");
}

/** Sentences: text ending in . ! or ? followed by a space or the end. */
function sentenceCount(text: string): number {
  return text.split(/(?<=[.!?])\s+/).filter((s) => s.trim().length > 0).length;
}

/** `value` lies between `min` and `max`, both included. */
function expectBetween(value: number, min: number, max: number, label?: string) {
  expect(value, label).toBeGreaterThanOrEqual(min);
  expect(value, label).toBeLessThanOrEqual(max);
}

function wordCount(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}

const allTexts: readonly string[] = [
  ...faqGroups.flatMap((g) => [g.title, ...g.items.flatMap((i) => [i.question, i.answer])]),
  ...appFeatures.flatMap((f) => [f.title, f.description, ...f.points]),
  ...plans.flatMap((p) => [p.name, p.priceLabel, p.summary, p.cta, ...p.included]),
  plansNote,
  ...moreStories.flatMap((s) => [s.name, s.location, s.role, s.headline, s.story, s.quote]),
  storiesNote,
];

describe("features", () => {
  it("lists the six app features in order", () => {
    expect(appFeatures.map((f) => [f.id, f.title])).toEqual([
      ["ai-safety-coach", "AI Safety Coach"],
      ["safety-score", "Safety Score"],
      ["driving-coach", "Driving Coach"],
      ["rewards", "Rewards"],
      ["vehicle-health", "Vehicle Health"],
      ["insurance-management", "Insurance Management"],
    ]);
  });

  it("R-HOME-ACTION-02: the home page's app screens are the six features, in the same order", () => {
    const screens = appScreens.map(({ id, title }) => ({ id, title }));
    expect(screens).toEqual(appFeatures.map(({ id, title }) => ({ id, title })));
  });

  it("gives each feature a 1–2 sentence description and 3–4 points", () => {
    for (const f of appFeatures) {
      expectBetween(sentenceCount(f.description), 1, 2, f.id);
      expectBetween(f.points.length, 3, 4, f.id);
    }
  });
});

describe("plans", () => {
  it("has a Free plan at 0 AED and a Premium plan at the claimed monthly price", () => {
    expect(plans.map((p) => p.id)).toEqual(["free", "premium"]);
    const [free, premium] = plans;
    expect(free).toMatchObject({ name: "Free", priceAed: 0, period: null, priceLabel: "0 AED", cta: "Download free" });
    expect(premium).toMatchObject({
      name: "Premium",
      priceAed: CLAIMS.premiumPlanAed,
      period: "month",
      cta: "Start Premium",
    });
    expect(premium?.priceLabel).toBe(`${CLAIMS.premiumPlanAed} AED/month`);
    expect(premium?.priceLabel).toContain("AED/month");
  });

  it("lists what each plan includes", () => {
    const [free, premium] = plans;
    const freeText = free?.included.join(" | ").toLowerCase() ?? "";
    for (const item of ["safety score", "trip summaries", "pre-drive", "queen bee", "cashback", "partner broker"]) {
      expect(freeText).toContain(item);
    }
    const premiumText = premium?.included.join(" | ").toLowerCase() ?? "";
    for (const item of ["trip replays", "vehicle health", "weekly reports", "priority support"]) {
      expect(premiumText).toContain(item);
    }
  });
});

describe("FAQ", () => {
  it("has five groups and 22–28 questions with unique ids", () => {
    expect(faqGroups.map((g) => g.title)).toEqual([
      "Cashback and rewards",
      "Safety score",
      "Queen Bee competition",
      "Insurance quotes",
      "App, plans and privacy",
    ]);
    expectBetween(allFaqItems.length, 22, 28);
    const ids = allFaqItems.map((i) => i.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(faqGroups.map((g) => g.id)).size).toBe(faqGroups.length);
  });

  it("keeps every answer to 1–4 sentences", () => {
    for (const item of allFaqItems) expectBetween(sentenceCount(item.answer), 1, 4, item.id);
  });

  it("writes links as [words](/path) to a page that exists, never as a bare path a visitor would read", () => {
    const paths = new Set<string>(PUBLIC_PATHS);
    for (const item of allFaqItems) {
      for (const [, words, path] of item.answer.matchAll(FAQ_LINK)) {
        expect(paths.has(path!), `${item.id}: ${path}`).toBe(true);
        expect(words, item.id).not.toMatch(/^\//);
      }
      expect(answerAsText(item.answer), item.id).not.toMatch(/(^|\s)\/[a-z]/);
    }
  });

  it("repeats the premium price and the free plan (R-OPEN-49)", () => {
    const priced = allFaqItems.filter((i) => i.answer.includes(`${CLAIMS.premiumPlanAed} AED`));
    expect(priced.length).toBeGreaterThan(0);
    expect(priced.some((i) => i.answer.includes("month") && i.answer.includes("Free plan"))).toBe(true);
  });

  it("answers the required questions", () => {
    const text = allFaqItems.map((i) => `${i.question} ${i.answer}`).join("\n");
    expect(text).toContain(`${siteConfig.name} works with all insurance companies`);
    expect(text).toContain(`${CLAIMS.providers} UAE providers`);
    expect(text).toMatch(/Android[^\n]*coming soon[^\n]*waitlist/);
    expect(text).toMatch(/How is cashback paid\?/);
    expect(text).toMatch(/whatever their insurer and whatever their renewal status/);
    expect(text).toContain("whole monthly insurance price");
    expect(text).toContain("/app-privacy-notice");
    expect(text).toContain(siteConfig.supportEmail);
    expect(text).toContain(siteConfig.phone);
    expect(text).toContain(siteConfig.hours);
  });
});

describe("success stories", () => {
  it("has six stories with scores between 82 and 98", () => {
    expect(moreStories).toHaveLength(6);
    for (const s of moreStories) expectBetween(s.safetyScore, 82, 98, s.name);
  });

  it("names members by first name and last initial only", () => {
    for (const s of moreStories) expect(s.name).toMatch(/^\p{Lu}\p{Ll}+ \p{Lu}\.$/u);
    expect(new Set(moreStories.map((s) => s.name)).size).toBe(moreStories.length);
  });

  it("keeps stories to 80–140 words and quotes to one sentence", () => {
    for (const s of moreStories) {
      expectBetween(wordCount(s.story), 80, 140, s.name);
      expect(sentenceCount(s.quote), s.name).toBe(1);
    }
  });

  it("mentions no money amounts", () => {
    for (const s of moreStories) {
      const text = `${s.headline} ${s.story} ${s.quote}`;
      expect(text, s.name).not.toMatch(/\bAED\b|\bDhs?\b|dirham/i);
    }
  });

  it("has the consent note", () => {
    expect(storiesNote).toBe("Shared by members with their consent. First names and last initials only; results vary.");
  });
});

describe("claims", () => {
  it.each(sourceFiles)("%s types no claimed figure literally", (file) => {
    const source = readSource(file);
    for (const literal of ["25%", "99 AED", "1,000+", "DriveBee", "4.8", "247"]) {
      expect(source, `${file} contains ${literal}`).not.toContain(literal);
    }
  });

  it("never claims cashback above the maximum, and always says up to (about, for the typical case)", () => {
    for (const text of allTexts) {
      for (const match of text.matchAll(/(\d+(?:\.\d+)?)\s?%/g)) {
        const at = match.index;
        const nearby = text.slice(Math.max(0, at - 80), at + match[0].length + 80);
        if (/cashback|returns/i.test(nearby)) {
          expect(Number(match[1]), text).toBeLessThanOrEqual(MAX_CASHBACK_PERCENT);
        }
        // Every percentage in this content is the cashback ceiling, written as "up to", or the
        // typical case beside it (R-HONEST-05), written as "about".
        const ceiling = Number(match[1]) !== TYPICAL_CASHBACK_PERCENT;
        expect(text.slice(Math.max(0, at - 6), at).toLowerCase(), text).toBe(ceiling ? "up to " : "about ");
      }
    }
  });

  it("never promises guaranteed cashback or savings", () => {
    for (const text of allTexts) {
      expect(text).not.toMatch(/guaranteed (cashback|savings|returns)/i);
      for (const match of text.matchAll(/guarantee/gi)) {
        const before = text.slice(Math.max(0, match.index - 30), match.index);
        expect(before, text).toMatch(/\b(never|not|cannot)\b/i);
      }
    }
  });
});
