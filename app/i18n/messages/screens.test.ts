/**
 * R-EDITION-05 and R-EDITION-20 for the words inside the app-screen mock-ups: the Arabic catalogue
 * has exactly the English keys (and as many lines in each list), every message is a non-empty
 * text, and the Arabic is Arabic, in Western digits, with the English figures.
 */
import { describe, expect, it } from "vitest";
import { arabicCatalogueTests } from "../../../tests/support/catalogues";
import { siteConfig } from "@site-config";
import { screens as ar } from "./ar/screens";
import { screens as en } from "./en/screens";

/** The names the edition keeps in Latin script (docs/arabic-glossary.md). */
const LATIN_NAMES = [siteConfig.name, "Queen Bee"];
const figures = (text: string) => [...new Set(text.match(/\d+/g) ?? [])].sort();
/** Where the Arabic says it another way: the road the English calls E11 is named. */
const OTHER_FIGURES = new Set(["ai-safety-coach.briefingHeadline"]);

describe("the app screens' words (R-EDITION-20)", () => {
  // A list's lines are keys too ("vehicle-health.checks.0.name"): the Arabic has as many lines in each list.
  const { english, arabic } = arabicCatalogueTests(en, ar, { letters: /[\u0621-\u064a]/, latinNames: LATIN_NAMES });

  it("shows the English figures", () => {
    for (const [key, text] of english)
      if (!OTHER_FIGURES.has(key)) expect(figures(arabic.get(key) as string), key).toEqual(figures(text as string));
  });
});
