/**
 * R-EDITION-05 for the quote and app pages' own words (R-HTML-01, 02): the Arabic catalogue has
 * exactly the English keys, every message is a non-empty text, and the Arabic is Arabic.
 */
import { describe } from "vitest";
import { arabicCatalogueTests } from "../../../tests/support/catalogues";
import { choice as ar } from "./ar/choice";
import { choice as en } from "./en/choice";

describe("the choice pages' words (R-HTML-01, 02)", () => {
  arabicCatalogueTests(en, ar);
});
