import { expect, it } from "vitest";

/** A catalogue's messages by dotted path ("confirm.title"), for the tests that hold each language to the English. */
export type Leaf = string | ((...values: never[]) => string);

export function leaves(tree: object, prefix = ""): Map<string, Leaf> {
  const found = new Map<string, Leaf>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "object" && value !== null)
      for (const [inner, leaf] of leaves(value as object, path)) found.set(inner, leaf);
    else found.set(path, value as Leaf);
  }
  return found;
}

/** `translated` has exactly `english`'s keys, and every message of either is a non-empty string. */
export function expectSameTextKeys(english: Map<string, Leaf>, translated: Map<string, Leaf>) {
  expect([...translated.keys()].sort()).toEqual([...english.keys()].sort());
  for (const [key, text] of [...english, ...translated]) {
    expect(typeof text, key).toBe("string");
    expect((text as string).trim(), key).not.toBe("");
  }
}

/**
 * The two tests every Arabic catalogue of the edition passes (R-EDITION-05), inside the caller's
 * describe: exactly the English keys, each a non-empty string; and every Arabic message written in
 * Arabic (`letters`) with Western digits, and when `latinNames` is given, no Latin letters but those
 * names. Returns both catalogues' messages by key, for the file's own tests.
 */
export function arabicCatalogueTests(
  en: object,
  ar: object,
  { letters = /[\u0600-\u06FF]/, latinNames }: { letters?: RegExp; latinNames?: readonly string[] } = {},
) {
  const english = leaves(en);
  const arabic = leaves(ar);

  it("Arabic has exactly the English keys, each a non-empty string", () => {
    expectSameTextKeys(english, arabic);
  });

  const written = latinNames
    ? "is Arabic, Latin only in the brand names, in Western digits"
    : "is written in Arabic, with Western digits";
  it(`every Arabic message ${written}`, () => {
    for (const [key, value] of arabic) {
      const text = value as string;
      expect(text, key).toMatch(letters);
      expect(text, key).not.toMatch(/[\u0660-\u0669\u06F0-\u06F9]/);
      if (latinNames)
        expect(
          latinNames.reduce((rest, name) => rest.replaceAll(name, ""), text),
          key,
        ).not.toMatch(/[A-Za-z]/);
    }
  });

  return { english, arabic };
}
