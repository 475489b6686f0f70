import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createExperimentPages } from "./experiments/page.server";
import type { ExperimentSnapshot, SnapshotCache } from "./experiments/store.server";
import { beforeHeadEnd, jsonScriptTag } from "./json-script.server";
import type { StaticFile } from "./static-site.server";

describe("jsonScriptTag", () => {
  it("no value can close the script element, and the line separators are escaped", () => {
    const value = { text: "</script><script>alert(1)</script>", lines: "a\u2028b\u2029c" };
    const tag = jsonScriptTag("runtime-config", value);
    expect(tag.startsWith('<script type="application/json" id="runtime-config">')).toBe(true);
    const body = tag.slice(tag.indexOf(">") + 1, tag.lastIndexOf("</script>"));
    expect(body).not.toMatch(/[<\u2028\u2029]/);
    expect(JSON.parse(body)).toEqual(value);
  });
});

/** Any text, and often the replacement patterns a string given to `String.replace` would read. */
const text = fc.oneof(
  fc.string({ unit: "binary" }),
  fc.tuple(fc.string(), fc.constantFrom("$'", "$`", "$&", "$$", "$1"), fc.string()).map((parts) => parts.join("")),
);

const PAGE =
  '<!doctype html><html><head><title>Home</title></head><body><section data-ab-slot="hero">' +
  '<h1 id="hero-heading" class="h">Save</h1><p class="s" data-ab-text="subheadline">Sub</p>' +
  '<a href="/q" data-ab-text="cta"><span>Get your Quote</span></a></section></body></html>';

/** The home page as the server sends it while `snapshot` is the experiments' snapshot. */
function homePageWith(snapshot: ExperimentSnapshot): string {
  const file: StaticFile = {
    body: Buffer.from(PAGE),
    etag: '"home"',
    contentType: "text/html; charset=utf-8",
    cacheControl: "no-cache",
    experimentSlot: true,
  };
  const cache = { peek: () => snapshot } as unknown as SnapshotCache;
  return (createExperimentPages(cache).page(file) as StaticFile).body.toString("utf8");
}

/** The text of the first match of `pattern` in `html`, as a browser reads it (escapeXml undone). */
const textIn = (html: string, pattern: RegExp) =>
  pattern
    .exec(html)![1]!
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&");

describe("beforeHeadEnd: the server adds to a page's head", () => {
  it("puts any markup, `$` patterns included, just before </head>, unchanged", () => {
    fc.assert(
      fc.property(text, (markup) => {
        const at = PAGE.indexOf("</head>");
        expect(beforeHeadEnd(PAGE, markup)).toBe(PAGE.slice(0, at) + markup + PAGE.slice(at));
      }),
    );
    expect(beforeHeadEnd(PAGE, "$'$`$&$$")).toContain("$'$`$&$$</head>");
  });

  it("any experiment text round-trips into the home page: one page, its snapshot as the admin wrote it", () => {
    fc.assert(
      fc.property(text, text, (name, headline) => {
        const snapshot: ExperimentSnapshot = {
          at: 1,
          experiments: [
            { id: "e1", name, is_control: false, page_locations: ["hero"], content: { hero: { headline } } },
          ],
          defaults: {},
        };
        const html = homePageWith(snapshot);
        expect(html.match(/<\/html>/g)).toHaveLength(1);
        const block = /<script type="application\/json" id="ab-snapshot">(.*?)<\/script>/s.exec(html)![1]!;
        expect(JSON.parse(block)).toEqual(snapshot);
      }),
    );
  });
});

describe("a winner made the default, in the hero's HTML (R-FUNNEL-57)", () => {
  it("any texts land in the h1, the sub-headline and the button as text, and nothing else of the page changes", () => {
    fc.assert(
      fc.property(text, text, text, (headline, subheadline, cta) => {
        fc.pre(headline !== "" && subheadline !== "" && cta !== "");
        const snapshot: ExperimentSnapshot = {
          at: 1,
          experiments: [],
          defaults: { hero: { headline, subheadline, cta_text: cta }, hero_ar: { headline: "other edition" } },
        };
        const html = homePageWith(snapshot);
        expect(html.match(/<\/html>/g)).toHaveLength(1);
        expect(html.match(/<h1 /g)).toHaveLength(1);
        expect(textIn(html, /<h1 id="hero-heading" class="h">([\s\S]*?)<\/h1>/)).toBe(headline);
        expect(textIn(html, /data-ab-text="subheadline">([\s\S]*?)<\/p>/)).toBe(subheadline);
        expect(textIn(html, /data-ab-text="cta">([\s\S]*?)<\/a>/)).toBe(cta);
        expect(html.endsWith("</section></body></html>")).toBe(true);
      }),
    );
  });
});
