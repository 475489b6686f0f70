import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";

/** The custom properties one rule declares, in order, as `name:value` without spaces. */
function declarations(css: string, selector: string): string[] {
  const start = css.indexOf(`${selector}{`) + selector.length + 1;
  return css
    .slice(start, css.indexOf("}", start))
    .split(";")
    .map((declaration) => declaration.replace(/\s+/g, ""))
    .filter(Boolean);
}

const sonnerDir = dirname(createRequire(import.meta.url).resolve("sonner"));
const sonner = readFileSync(join(sonnerDir, "index.mjs"), "utf8");
const appCss = readFileSync(new URL("../app.css", import.meta.url), "utf8").replace(/\s*\{/g, "{");

describe("sonner's sheet changes no element's style when it loads (docs/decisions/008-performance.md)", () => {
  for (const dir of ["ltr", "rtl"]) {
    it(`app.css gives <html dir="${dir}"> the custom properties sonner gives it, with the same values`, () => {
      const theirs = declarations(sonner, `[data-sonner-toaster][dir=${dir}],html[dir=${dir}]`);
      expect(theirs.length).toBeGreaterThan(5);
      expect(declarations(appCss, `html[dir="${dir}"]`)).toEqual(theirs);
    });
  }
});
