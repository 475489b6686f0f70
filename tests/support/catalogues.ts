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
