/**
 * R-EDITION-05: every language has every key of the English catalogue, and each
 * message with values uses all of them (a translation cannot drop a number).
 */
import { describe, expect, it } from "vitest";
import { leaves, type Leaf } from "../../tests/support/catalogues";
import { ar } from "./messages/ar";
import { en, type Messages } from "./messages/en";
import { waitlist as waitlistAr } from "./messages/ar/waitlist";
import { waitlist as waitlistEn } from "./messages/en/waitlist";

const catalogues: Record<string, Messages> = { ar };

/** Distinct sample values for a message's parameters: numbers a translation must show. */
const SAMPLES = [7, 43, 1289];
const call = (message: Leaf, arity: number) =>
  typeof message === "function" ? (message as (...values: unknown[]) => string)(...SAMPLES.slice(0, arity)) : message;

describe("the interface's catalogues (R-EDITION-05)", () => {
  const english = leaves(en);

  for (const [locale, catalogue] of Object.entries(catalogues)) {
    const translated = leaves(catalogue);

    it(`${locale} has exactly the English keys`, () => {
      expect([...translated.keys()].sort()).toEqual([...english.keys()].sort());
    });

    it(`${locale}: every message is a text of the same kind, and shows every value it is given`, () => {
      for (const [key, source] of english) {
        const message = translated.get(key)!;
        expect(typeof message, key).toBe(typeof source);
        const arity = typeof source === "function" ? source.length : 0;
        const text = call(message, arity);
        expect(text.trim(), key).not.toBe("");
        for (const value of SAMPLES.slice(0, arity)) expect(text, key).toContain(String(value));
      }
    });
  }
});

describe("R-EDITION-19: an address in an Arabic message is isolated left to right", () => {
  it("every Arabic message that takes an address shows it between the isolate marks", () => {
    const address = "omar.haddad+renewals@example.ae";
    let checked = 0;
    const pairs: [object, object][] = [
      [en, ar],
      [waitlistEn, waitlistAr],
    ];
    for (const [key, message, english] of pairs.flatMap(([source, translated]) =>
      [...leaves(translated)].map(([path, leaf]) => [path, leaf, leaves(source).get(path)] as const),
    )) {
      if (typeof message !== "function") continue;
      // The English message names its parameter `email` where it takes an address.
      if (typeof english !== "function" || !/^\(?(email|supportEmail)\b/.test(english.toString())) continue;
      const text = (message as (...values: unknown[]) => string)(address, "December 2026");
      expect(text, key).toContain(`\u2066${address}\u2069`);
      checked += 1;
    }
    // The newsletter's, the reminders' and the waitlist's pages: sent, confirmed, already confirmed, unsubscribed, invalid links.
    expect(checked).toBeGreaterThanOrEqual(10);
  });
});
