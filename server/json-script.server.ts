/**
 * A JSON data block for a page (`<script type="application/json">`): `<` is
 * escaped so no value can close the element, and U+2028/U+2029 so the text
 * stays valid if a script ever reads it as JavaScript.
 */
export function jsonScriptTag(id: string, value: unknown): string {
  const json = JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
  return `<script type="application/json" id="${id}">${json}</script>`;
}
