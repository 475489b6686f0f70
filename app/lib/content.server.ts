/**
 * Markdown content, read and rendered at build time (the prerender runs the
 * loaders). Figures and contact details are placeholders in the files
 * (`{{maxCashback}}`), filled by core/placeholders.ts.
 */
import matter from "gray-matter";
import { Marked } from "marked";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { fillPlaceholders } from "@core/placeholders";

export { fillPlaceholders, PLACEHOLDERS } from "@core/placeholders";

const CONTENT_DIR = join(process.cwd(), "content");

const markdown = new Marked({ gfm: true });

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
