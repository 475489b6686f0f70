/**
 * R-FUNNEL-57: the winner made the default, written into the prerendered hero, so every
 * visitor sees it in the first paint, with JavaScript or without, until a build makes
 * its texts the defaults in the code. The same three places the boot script writes
 * (app/features/experiments/boot-script.ts): the h1, the sub-headline and the button.
 */
import { escapeXml } from "../../core/escape";

const HERO_SLOT = /\bdata-ab-slot="([a-z_]+)"/;

/** Each element's opening tag, its inner HTML and its closing tag. */
const PLACES = {
  headline: /(<h1\b[^>]*\bid="hero-heading"[^>]*>)([\s\S]*?)(<\/h1>)/,
  subheadline: /(<p\b[^>]*\bdata-ab-text="subheadline"[^>]*>)([\s\S]*?)(<\/p>)/,
  cta_text: /(<a\b[^>]*\bdata-ab-text="cta"[^>]*>)([\s\S]*?)(<\/a>)/,
} as const;

/** The page location of the page's hero ("hero", "hero_ar"), or null for a page without one. */
export function heroSlotOf(html: string): string | null {
  return HERO_SLOT.exec(html)?.[1] ?? null;
}

/** `html` with the hero's texts replaced by those given; a text not given keeps the page's own. */
export function withHeroTexts(html: string, texts: Record<string, string | undefined>): string {
  let page = html;
  for (const [type, place] of Object.entries(PLACES)) {
    const text = texts[type];
    if (!text) continue;
    // A replacer function: `$` in a text is not a pattern (json-script.server.ts says why).
    page = page.replace(
      place,
      (_match, open: string, _inner: string, close: string) => `${open}${escapeXml(text)}${close}`,
    );
  }
  return page;
}
