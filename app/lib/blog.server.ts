/** Blog articles for the routes: the front matter and text from core/content.server.ts, rendered. */
import { postSlugs, readPost, readPosts, type PostMeta } from "@core/content.server";
import { renderMarkdown } from "./content.server";

export type PostSummary = PostMeta & { readingMinutes: number };
export type Post = PostSummary & { html: string };

const WORDS_PER_MINUTE = 220;

export function countWords(markdownText: string): number {
  const plain = markdownText.replace(/\]\([^)]*\)/g, "]").replace(/[#>*_`|[\]-]/g, " ");
  return plain.split(/\s+/).filter(Boolean).length;
}

function readingMinutes(body: string): number {
  return Math.max(1, Math.round(countWords(body) / WORDS_PER_MINUTE));
}

/** The article, or null for a slug with no file in content/blog. */
export function getPost(slug: string): Post | null {
  if (!postSlugs().includes(slug)) return null;
  const { data, body } = readPost(slug);
  return { ...data, readingMinutes: readingMinutes(body), html: renderMarkdown(body) };
}

/** Every article, newest first. */
export function listPosts(): PostSummary[] {
  return readPosts().map(({ data, body }) => ({ ...data, readingMinutes: readingMinutes(body) }));
}
