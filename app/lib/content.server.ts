/**
 * Markdown rendered to HTML at build time (the prerender runs the loaders). The files are
 * read, checked and filled by core/content.ts.
 */
import { Marked, Renderer, type Tokens } from "marked";
import { escapeXml } from "@core/escape";

const markdown = new Marked({
  gfm: true,
  renderer: {
    // A table scrolls inside its own box on a phone instead of widening the page; the box is
    // a named, focusable region so keyboard users can scroll it too (axe: scrollable-region-focusable).
    table(this: Renderer, token: Tokens.Table) {
      const label = token.header.map((cell) => cell.text).join(", ");
      return `<div class="table-scroll" role="region" tabindex="0" aria-label="${escapeXml(`Table: ${label}`)}">${Renderer.prototype.table.call(this, token)}</div>\n`;
    },
  },
});

/** HTML of Markdown whose placeholders are already filled. */
export function renderMarkdown(filled: string): string {
  return markdown.parse(filled, { async: false });
}
