/**
 * R-EDITION-05 for the quote and app pages' own words (R-HTML-01, 02): the Arabic catalogue has
 * exactly the English keys, every message is a non-empty text, and the Arabic is Arabic.
 */
import { describe, expect, it } from "vitest";
import { expectSameTextKeys, leaves } from "../../../tests/support/catalogues";
import { choice as ar } from "./ar/choice";
import { choice as en } from "./en/choice";

describe("the choice pages' words (R-HTML-01, 02)", () => {
  const english = leaves(en);
  const arabic = leaves(ar);

  it("Arabic has exactly the English keys, each a non-empty string", () => {
    expectSameTextKeys(english, arabic);
  });

  it("every Arabic message is written in Arabic, with Western digits", () => {
    for (const [key, text] of arabic) {
      expect(text, key).toMatch(/[\u0600-\u06FF]/);
      expect(text, key).not.toMatch(/[\u0660-\u0669\u06F0-\u06F9]/);
    }
  });
});
