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

/**
 * `page` with `markup` just before its `</head>`: the one way the server adds to a page's head
 * (the runtime settings, the experiment snapshot). A replacer function, not a replacement string:
 * in a string `$'`, `` $` `` and `$&` are patterns, and an experiment named `exp $' test` doubled
 * the home page (two `</html>`, a hydration error).
 */
export function beforeHeadEnd(page: string, markup: string): string {
  return page.replace("</head>", () => `${markup}</head>`);
}
