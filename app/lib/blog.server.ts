/** Blog articles from content/blog/*.md, read at build time. */
import { BLOG_SLUGS } from "@core/routes";
import { readMarkdown } from "./content.server";

export type PostSummary = {
  slug: string;
  title: string;
  description: string;
  date: string;
  author: string;
  image: string;
  imageAlt: string;
  tags: string[];
  readingMinutes: number;
};

export type Post = PostSummary & { html: string };

const WORDS_PER_MINUTE = 220;

export function countWords(markdownText: string): number {
  const plain = markdownText.replace(/\]\([^)]*\)/g, "]").replace(/[#>*_`|[\]-]/g, " ");
  return plain.split(/\s+/).filter(Boolean).length;
}

export async function getPost(slug: string): Promise<Post | null> {
  if (!(BLOG_SLUGS as readonly string[]).includes(slug)) return null;
  const { data, html, text } = await readMarkdown(`blog/${slug}.md`);
  return {
    slug,
    title: String(data.title),
    description: String(data.description),
    date: String(data.date),
    author: String(data.author),
    image: String(data.image),
    imageAlt: String(data.imageAlt),
    tags: Array.isArray(data.tags) ? data.tags.map(String) : [],
    readingMinutes: Math.max(1, Math.round(countWords(text) / WORDS_PER_MINUTE)),
    html,
  };
}

/** Every article, newest first. */
export async function listPosts(): Promise<PostSummary[]> {
  const posts = await Promise.all(BLOG_SLUGS.map((slug) => getPost(slug)));
  return posts
    .filter((post): post is Post => post !== null)
    .map(({ html: _html, ...summary }) => summary)
    .sort((a, b) => b.date.localeCompare(a.date));
}
