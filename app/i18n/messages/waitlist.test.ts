/**
 * R-EDITION-05 for the Android waitlist's confirm page (R-SAFE-28), whose words its loader reads:
 * the Arabic has exactly the English keys, each message of the same kind showing every value it
 * is given, written in Arabic with Western digits.
 */
import { describe, expect, it } from "vitest";
import { leaves, type Leaf } from "../../../tests/support/catalogues";
import { waitlist as ar } from "./ar/waitlist";
import { waitlist as en } from "./en/waitlist";

/** A message as text: one with a value is given 43, which it must show. */
const text = (message: Leaf) => (typeof message === "function" ? (message as (value: number) => string)(43) : message);

describe("the waitlist's confirm page in both languages (R-SAFE-28)", () => {
  const english = leaves(en);
  const arabic = leaves(ar);

  it("Arabic has exactly the English keys, each a message of the same kind that shows its value", () => {
    expect([...arabic.keys()].sort()).toEqual([...english.keys()].sort());
    for (const [key, source] of english) {
      const message = arabic.get(key)!;
      expect(typeof message, key).toBe(typeof source);
      for (const written of [text(source), text(message)]) {
        expect(written.trim(), key).not.toBe("");
        if (typeof source === "function") expect(written, key).toContain("43");
      }
    }
  });

  it("every Arabic message is written in Arabic, with Western digits", () => {
    for (const [key, message] of arabic) {
      expect(text(message), key).toMatch(/[\u0600-\u06FF]/);
      expect(text(message), key).not.toMatch(/[\u0660-\u0669\u06F0-\u06F9]/);
    }
  });
});
