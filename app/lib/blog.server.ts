/** Blog articles for the routes: the front matter and text from core/content.server.ts, rendered. */
import { CONTENT_DIR, postSlugs, readPost, readPosts, type PostMeta } from "@core/content.server";
import { DEFAULT_LOCALE, type Locale } from "@core/locales";
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

/** The article in an edition, or null for a slug with no file in content/blog (content/ar/blog). */
export function getPost(slug: string, locale: Locale = DEFAULT_LOCALE): Post | null {
  if (!postSlugs(CONTENT_DIR, locale).includes(slug)) return null;
  const { data, body } = readPost(slug, CONTENT_DIR, locale);
  return { ...data, readingMinutes: readingMinutes(body), html: renderMarkdown(body, locale) };
}

/** Every article of an edition, newest first. */
export function listPosts(locale: Locale = DEFAULT_LOCALE): PostSummary[] {
  return readPosts(CONTENT_DIR, locale).map(({ data, body }) => ({ ...data, readingMinutes: readingMinutes(body) }));
}
