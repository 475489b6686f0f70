/**
 * Markdown rendered to HTML at build time (the prerender runs the loaders). The files are
 * read, checked and filled by core/content.server.ts. Each edition has its renderer: what the
 * renderer writes itself (a table's name) is in the page's language (R-HONEST-07).
 */
import { Marked, Renderer, Tokenizer, type Tokens } from "marked";
import { escapeXml } from "@core/escape";
import type { Locale } from "@core/locales";
import { ar } from "~/i18n/messages/ar";
import { en } from "~/i18n/messages/en";

const WORDS = { en: en.content, ar: ar.content } as const satisfies Record<Locale, typeof en.content>;

/** Punctuation outside ASCII (the Arabic comma «،», semicolon «؛», question mark «؟», closing quotes) at a text's end. */
const TRAILING_NON_ASCII_PUNCTUATION = /(?:(?!\p{ASCII})\p{P})+$/u;

/**
 * GFM's bare-URL autolink leaves ASCII punctuation after a URL out of the link but keeps any
 * other: "{{origin}}،" linked to `https://drivebee.ae%D8%8C` (R-HONEST-06). A URL does not end
 * in such a mark, so the link stops before it, and before any ASCII punctuation that came
 * before the mark; the rest stays text.
 */
function url(this: Tokenizer, source: string): Tokens.Link | undefined {
  const token = Tokenizer.prototype.url.call(this, source);
  if (!token || token.href.startsWith("mailto:")) return token;
  let text = token.raw;
  for (let previous = ""; previous !== text;) {
    previous = text;
    text = text.replace(TRAILING_NON_ASCII_PUNCTUATION, "");
    text = this.rules.inline._backpedal.exec(text)?.[0] ?? "";
  }
  if (text === token.raw) return token;
  if (!text) return undefined;
  const href = token.href === token.raw ? text : `http://${text}`;
  return { ...token, raw: text, text, href, tokens: [{ type: "text", raw: text, text }] };
}

function markdownIn(locale: Locale): Marked {
  const words = WORDS[locale];
  return new Marked({
    gfm: true,
    tokenizer: { url },
    renderer: {
      // A table scrolls inside its own box on a phone instead of widening the page; the box is
      // a named, focusable region so keyboard users can scroll it too (axe: scrollable-region-focusable).
      table(this: Renderer, token: Tokens.Table) {
        const label = words.tableLabel(...token.header.map((cell) => cell.text));
        return `<div class="table-scroll" role="region" tabindex="0" aria-label="${escapeXml(label)}">${Renderer.prototype.table.call(this, token)}</div>\n`;
      },
    },
  });
}

const markdown = { en: markdownIn("en"), ar: markdownIn("ar") } as const satisfies Record<Locale, Marked>;

/** HTML of an edition's Markdown whose placeholders are already filled. */
export function renderMarkdown(filled: string, locale: Locale): string {
  return markdown[locale].parse(filled, { async: false });
}
