/**
 * The Arabic edition's typeface, cut to the letters it needs (R-EDITION-07: CLS and LCP on
 * `/ar`). Fontsource's Arabic files carry every Arabic glyph IBM Plex Sans Arabic has
 * (43 KB a face); the site needs the standard alphabet (for anything a visitor types)
 * and the characters of its own Arabic text. harfbuzz's subsetter (`subset-font`) keeps
 * every shaping form those need (initial, medial, final, ligatures), so words join as
 * before, at about 16 KB a face.
 *
 * The faces are written before Vite starts into `node_modules/.cache/arabic-font/`,
 * which the `@arabic-font` alias names; `app/i18n/arabic.css` and the Arabic layout
 * route (its preloads) use them from there. Nothing generated is kept in git.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import subsetFont from "subset-font";
import type { Plugin } from "vite";

export const root = fileURLToPath(new URL("..", import.meta.url));
export const ARABIC_FONT_DIR = join(root, "node_modules/.cache/arabic-font");

/** The two faces: the regular serves weights 400–500, the bold 600–700 (see arabic.css). */
export const FACES = { regular: 400, bold: 700 } as const;

/** Where the edition's Arabic words live: catalogues, page copy and data, articles and legal pages. */
export const ARABIC_SOURCES = ["app/i18n/messages/ar", "app/data/ar", "core/page-copy-ar.ts", "content/ar"];

export const ARABIC = /[\u0600-\u06FF\u0750-\u077F\uFB50-\uFDFF\uFE70-\uFEFF]/u;

const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, index) => String.fromCodePoint(from + index)).join("");

/**
 * The standard Arabic alphabet with its marks, tatweel and punctuation, the Arabic-Indic digits
 * and the letters UAE names borrow from Persian and Urdu (پ چ ژ ڤ ک گ ی): what a visitor may type.
 */
const ALPHABET =
  range(0x0621, 0x063a) +
  range(0x0640, 0x0652) +
  range(0x0660, 0x066d) +
  "\u0670\u0671\u067e\u0686\u0698\u06a4\u06a9\u06af\u06cc\u060c\u061b\u061f";

/**
 * Whatever Fontsource's Arabic file has of these stays too, so every line is drawn as before:
 * the space and punctuation between Arabic words, the joiners and direction marks, the dotted circle.
 */
const BETWEEN_WORDS = range(0x0020, 0x007e) + range(0x00a0, 0x00bf) + range(0x2000, 0x206f) + "\u25cc";

export function filesUnder(path: string): string[] {
  if (!existsSync(path)) return [];
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path).flatMap((entry) => filesUnder(join(path, entry)));
}

/** Every character the typeface must draw. */
export function arabicCharacters(): string {
  const characters = new Set(ALPHABET + BETWEEN_WORDS);
  for (const file of ARABIC_SOURCES.flatMap((source) => filesUnder(join(root, source))))
    for (const character of readFileSync(file, "utf8")) if (ARABIC.test(character)) characters.add(character);
  return [...characters].sort().join("");
}

/** Fontsource's face of a weight, whole. */
export function fontsourceFace(weight: number): Buffer {
  const require = createRequire(import.meta.url);
  return readFileSync(
    require.resolve(`@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-arabic-${weight}-normal.woff2`),
  );
}

/** The face of a weight as the site serves it, in the format asked for. */
export function subsetFace(weight: number, format: "woff2" | "sfnt" = "woff2"): Promise<Buffer> {
  return subsetFont(fontsourceFace(weight), arabicCharacters(), { targetFormat: format });
}

async function writeFaces() {
  mkdirSync(ARABIC_FONT_DIR, { recursive: true });
  for (const [name, weight] of Object.entries(FACES)) {
    const face = await subsetFace(weight);
    const target = join(ARABIC_FONT_DIR, `plex-arabic-${name}.woff2`);
    // Rewritten only when it changes, so the build's freshness check is not fooled.
    if (!existsSync(target) || !readFileSync(target).equals(face)) writeFileSync(target, face);
  }
}

export function arabicFontPlugin(): Plugin {
  return {
    name: "drivebee:arabic-font",
    async buildStart() {
      await writeFaces();
    },
  };
}
