import { expect } from "vitest";

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
