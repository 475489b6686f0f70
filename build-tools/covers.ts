/**
 * Cover art drawn from code: blog covers (SVG, 1200×630) and the Open Graph
 * preview image (PNG, 1200×630, rendered with resvg). Nothing binary is kept
 * in git; the build makes these files.
 */
import { Resvg } from "@resvg/resvg-js";
import { CONTENT_DIR, postSlugs, readPost } from "../core/content.server";
import { escapeXml } from "../core/escape";
import { DEFAULT_LOCALE, LOCALE_INFO, type Locale } from "../core/locales";
import { coverPath } from "../core/pages";
import { siteConfig } from "../site.config";

const PALETTES = [
  ["#fef3c7", "#fbbf24", "#0b1726"],
  ["#e0f2fe", "#38bdf8", "#0b1726"],
  ["#dcfce7", "#34d399", "#0b1726"],
  ["#ede9fe", "#a78bfa", "#0b1726"],
  ["#ffe4e6", "#fb7185", "#0b1726"],
] as const;

function wrap(text: string, maxChars: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/)) {
    if ((line + " " + word).trim().length > maxChars && line) {
      lines.push(line);
      line = word;
    } else line = `${line} ${word}`.trim();
  }
  if (line) lines.push(line);
  return lines;
}

function hexagon(cx: number, cy: number, r: number, fill: string, opacity: number) {
  const points = Array.from({ length: 6 }, (_, i) => {
    const angle = (Math.PI / 3) * i + Math.PI / 6;
    return `${(cx + r * Math.cos(angle)).toFixed(1)},${(cy + r * Math.sin(angle)).toFixed(1)}`;
  }).join(" ");
  return `<polygon points="${points}" fill="${fill}" opacity="${opacity}"/>`;
}

/** The honeycomb sits at the end of the reading direction: right in English, left in Arabic. */
function honeycomb(accent: string, rtl: boolean) {
  const cells: string[] = [];
  for (let row = 0; row < 5; row++) {
    for (let col = 0; col < 4; col++) {
      const x = 820 + col * 104 + (row % 2) * 52;
      const cx = rtl ? WIDTH - x : x;
      const cy = 60 + row * 90;
      cells.push(hexagon(cx, cy, 54, accent, ((row + col) % 3) * 0.18 + 0.12));
    }
  }
  return cells.join("");
}

/**
 * An Arabic line for the cover, embedded right to left (RLE … PDF): resvg
 * otherwise lays the line out left to right, putting "DriveBee" first.
 */
function embedRightToLeft(text: string): string {
  return escapeXml(`\u202B${text}\u202C`);
}

const ARABIC_BLOG_EYEBROW = "المدونة";

const rtl = (locale: Locale) => LOCALE_INFO[locale].dir === "rtl";

const WIDTH = 1200;
const MARGIN = 72;
/**
 * The Arabic covers' typeface. In a browser (the SVG covers) the site's own
 * comes first. resvg (the PNG previews) draws a whole line with one face and
 * Fontsource's IBM Plex Sans Arabic is split by script (Arabic letters in one
 * file, digits and Latin in another), so the previews use DejaVu Sans, which
 * has Arabic, Latin and digits in one face, shaped by resvg.
 */
const ARABIC_FAMILY = "IBM Plex Sans Arabic, DejaVu Sans, system-ui, sans-serif";

export function coverSvg({
  title,
  eyebrow,
  paletteIndex = 0,
  locale = DEFAULT_LOCALE,
}: {
  title: string;
  eyebrow: string;
  paletteIndex?: number;
  locale?: Locale;
}) {
  const [background, accent, ink] = PALETTES[paletteIndex % PALETTES.length]!;
  const rightToLeft = rtl(locale);
  // Right to left, every line is anchored at the right margin and embedded
  // right to left (RLE … PDF), so a Latin word (DriveBee, 98) sits where an
  // Arabic reader expects it, in resvg as in browsers.
  const x = (offset: number) => (rightToLeft ? WIDTH - MARGIN - offset : MARGIN + offset);
  // No `direction` attribute: browsers read text-anchor="end" of right-to-left text as its left
  // end, resvg as its right; the embedding marks give both the Arabic order.
  const anchor = rightToLeft ? ` text-anchor="end"` : "";
  const words = (text: string) => (rightToLeft ? embedRightToLeft(text) : escapeXml(text));
  const lines = wrap(title, rightToLeft ? 22 : 26).slice(0, 4);
  const text = lines
    .map(
      (line, index) =>
        `<text x="${x(0)}" y="${250 + index * 70}" font-size="58" font-weight="700" fill="${ink}"${anchor}>${words(line)}</text>`,
    )
    .join("");
  const pill = Math.max(160, eyebrow.length * 15 + 48);
  const family = rightToLeft ? ARABIC_FAMILY : "DejaVu Sans, system-ui, sans-serif";
  const brandWidth = siteConfig.name.length * 19 + 12;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="630" viewBox="0 0 ${WIDTH} 630" font-family="${family}">
<rect width="${WIDTH}" height="630" fill="${background}"/>${honeycomb(accent, rightToLeft)}
<rect x="${rightToLeft ? WIDTH - MARGIN - pill : MARGIN}" y="120" width="${pill}" height="48" rx="24" fill="${ink}"/>
<text x="${x(24)}" y="152" font-size="24" font-weight="700" fill="#fbbf24"${anchor}>${words(eyebrow)}</text>
${text}
<text x="${MARGIN}" y="570" font-size="30" font-weight="700" fill="${ink}">${escapeXml(siteConfig.name)}</text>
<text x="${MARGIN + brandWidth}" y="570" font-size="24" fill="${ink}" opacity="0.7">${escapeXml(siteConfig.origin.replace(/^https?:\/\//, ""))}</text>
</svg>`;
}

/** One cover per article, in slug order so every build draws the same palette for a post (in both editions). */
export function blogCovers(
  contentDir: string = CONTENT_DIR,
  locale: Locale = DEFAULT_LOCALE,
): { fileName: string; source: string }[] {
  return postSlugs(contentDir, locale).map((slug, index) => {
    const { title, tags } = readPost(slug, contentDir, locale).data;
    // The tags are the same words in both editions; an Arabic cover names the blog instead.
    const eyebrow = locale === DEFAULT_LOCALE ? tags[0]!.replace(/^\w/, (c) => c.toUpperCase()) : ARABIC_BLOG_EYEBROW;
    return {
      fileName: coverPath(slug, locale).slice(1),
      source: coverSvg({ title, eyebrow, paletteIndex: index, locale }),
    };
  });
}

export function ogImagePng(
  title: string,
  eyebrow: string,
  paletteIndex = 0,
  locale: Locale = DEFAULT_LOCALE,
): Uint8Array {
  const svg = coverSvg({ title, eyebrow, paletteIndex, locale });
  return new Resvg(svg, { font: { loadSystemFonts: true, defaultFontFamily: "DejaVu Sans" } }).render().asPng();
}
