/**
 * The Markdown content (content/), read at build time: the articles are the files in
 * content/blog, their front matter is checked by one schema, and every text is filled
 * through `fillPlaceholders`. The routes, the prerender list, the sitemap, the RSS feed,
 * the covers and the Open Graph images all read it from here.
 */
import matter from "gray-matter";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { z } from "zod";
import { fillPlaceholders } from "./placeholders";

/** The build runs from the project root, as the prerender and the tests do. */
export const CONTENT_DIR = join(process.cwd(), "content");

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "a date written YYYY-MM-DD");
const text = z.string().min(1).transform(fillPlaceholders);

export const postFrontMatter = z.strictObject({
  title: text,
  description: text,
  date: isoDate,
  author: text,
  image: z.string().startsWith("/"),
  imageAlt: text,
  tags: z.array(z.string().min(1)).min(1),
});

/** A page's title and description live in the registry (core/page-copy.ts), so the file may only date itself. */
export const pageFrontMatter = z.strictObject({ lastUpdated: isoDate.optional() });

export type PostMeta = z.infer<typeof postFrontMatter> & { slug: string };
export type ContentFile<T> = { data: T; body: string };

function readContent<T>(relativePath: string, schema: z.ZodType<T>, dir: string): ContentFile<T> {
  const { data, content } = matter(readFileSync(join(dir, relativePath), "utf8"));
  const parsed = schema.safeParse(data);
  if (!parsed.success) throw new Error(`${relativePath}: ${z.prettifyError(parsed.error)}`);
  return { data: parsed.data, body: fillPlaceholders(content) };
}

/** Every article's slug: the file names in content/blog, sorted so every build is the same. */
export function postSlugs(dir = CONTENT_DIR): string[] {
  return readdirSync(join(dir, "blog"))
    .filter((file) => file.endsWith(".md"))
    .map((file) => file.slice(0, -3))
    .sort();
}

export function readPost(slug: string, dir = CONTENT_DIR): ContentFile<PostMeta> {
  const { data, body } = readContent(`blog/${slug}.md`, postFrontMatter, dir);
  return { data: { slug, ...data }, body };
}

/** Every article, newest first: the blog, the sitemap and the RSS feed list them in this order. */
export function readPosts(dir = CONTENT_DIR): ContentFile<PostMeta>[] {
  return postSlugs(dir)
    .map((slug) => readPost(slug, dir))
    .sort((a, b) => b.data.date.localeCompare(a.data.date));
}

export function readPage(id: string, dir = CONTENT_DIR): ContentFile<z.infer<typeof pageFrontMatter>> {
  return readContent(`pages/${id}.md`, pageFrontMatter, dir);
}
