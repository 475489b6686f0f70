/**
 * Markdown content, read and rendered at build time (the prerender runs the
 * loaders). Figures and contact details are placeholders in the files
 * (`{{maxCashback}}`), filled by core/placeholders.ts.
 */
import matter from "gray-matter";
import { Marked, Renderer, type Tokens } from "marked";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { escapeXml } from "@core/escape";
import { fillPlaceholders } from "@core/placeholders";

export { fillPlaceholders, PLACEHOLDERS, RETENTION_PLACEHOLDERS } from "@core/placeholders";

const CONTENT_DIR = join(process.cwd(), "content");

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

export function renderMarkdown(source: string): string {
  return markdown.parse(fillPlaceholders(source), { async: false });
}

export type MarkdownDocument = { data: Record<string, unknown>; html: string; text: string };

export async function readMarkdown(relativePath: string): Promise<MarkdownDocument> {
  const raw = await readFile(join(CONTENT_DIR, relativePath), "utf8");
  const { data, content } = matter(raw);
  const filled: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(data)) {
    filled[key] = typeof value === "string" ? fillPlaceholders(value) : value;
  }
  return { data: filled, html: renderMarkdown(content), text: fillPlaceholders(content) };
}
