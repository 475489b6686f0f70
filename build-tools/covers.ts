/**
 * Cover art drawn from code: blog covers (SVG, 1200×630) and the Open Graph
 * preview image (PNG, 1200×630, rendered with resvg). Nothing binary is kept
 * in git; the build makes these files.
 */
import { Resvg } from "@resvg/resvg-js";
import { postSlugs, readPost } from "../core/content.server";
import { escapeXml } from "../core/escape";
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

function honeycomb(accent: string) {
  const cells: string[] = [];
  for (let row = 0; row < 5; row++) {
    for (let col = 0; col < 4; col++) {
      const cx = 820 + col * 104 + (row % 2) * 52;
      const cy = 60 + row * 90;
      cells.push(hexagon(cx, cy, 54, accent, ((row + col) % 3) * 0.18 + 0.12));
    }
  }
  return cells.join("");
}

export function coverSvg({
  title,
  eyebrow,
  paletteIndex = 0,
}: {
  title: string;
  eyebrow: string;
  paletteIndex?: number;
}) {
  const [background, accent, ink] = PALETTES[paletteIndex % PALETTES.length]!;
  const lines = wrap(title, 26).slice(0, 4);
  const text = lines
    .map(
      (line, index) =>
        `<text x="72" y="${250 + index * 70}" font-size="58" font-weight="700" fill="${ink}">${escapeXml(line)}</text>`,
    )
    .join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630" font-family="DejaVu Sans, system-ui, sans-serif">
<rect width="1200" height="630" fill="${background}"/>${honeycomb(accent)}
<rect x="72" y="120" width="${Math.max(160, eyebrow.length * 15 + 48)}" height="48" rx="24" fill="${ink}"/>
<text x="96" y="152" font-size="24" font-weight="700" fill="#fbbf24">${escapeXml(eyebrow)}</text>
${text}
<text x="72" y="570" font-size="30" font-weight="700" fill="${ink}">${escapeXml(siteConfig.name)}</text>
<text x="${72 + siteConfig.name.length * 19 + 12}" y="570" font-size="24" fill="${ink}" opacity="0.7">${escapeXml(siteConfig.origin.replace(/^https?:\/\//, ""))}</text>
</svg>`;
}

/** One cover per article, in slug order so every build draws the same palette for a post. */
export function blogCovers(contentDir?: string): { fileName: string; source: string }[] {
  return postSlugs(contentDir).map((slug, index) => {
    const { title, tags } = readPost(slug, contentDir).data;
    const eyebrow = tags[0]!.replace(/^\w/, (c) => c.toUpperCase());
    return { fileName: `images/blog/${slug}.svg`, source: coverSvg({ title, eyebrow, paletteIndex: index }) };
  });
}

export function ogImagePng(title: string, eyebrow: string, paletteIndex = 0): Uint8Array {
  const svg = coverSvg({ title, eyebrow, paletteIndex });
  return new Resvg(svg, { font: { loadSystemFonts: true, defaultFontFamily: "DejaVu Sans" } }).render().asPng();
}
