/**
 * The Markdown content (content/), read at build time: the articles are the files in
 * content/blog, their front matter is checked by one schema, and every text is filled
 * through `fillPlaceholders`. The routes, the prerender list, the sitemap, the RSS feed,
 * the covers and the Open Graph images all read it from here. The Arabic edition's
 * files have the same names under content/ar and the same schema.
 */
import matter from "gray-matter";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { z } from "zod";
import { DEFAULT_LOCALE, type Locale } from "./locales";
import { fillPlaceholders } from "./placeholders";

/** The build runs from the project root, as the prerender and the tests do. */
export const CONTENT_DIR = join(process.cwd(), "content");

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "a date written YYYY-MM-DD");

function postFrontMatter(locale: Locale) {
  const text = z
    .string()
    .min(1)
    .transform((value) => fillPlaceholders(value, locale));
  return z.strictObject({
    title: text,
    description: text,
    date: isoDate,
    author: text,
    image: z.string().startsWith("/"),
    imageAlt: text,
    tags: z.array(z.string().min(1)).min(1),
  });
}
const POST_FRONT_MATTER = { en: postFrontMatter("en"), ar: postFrontMatter("ar") } satisfies Record<Locale, unknown>;

/** A page's title and description live in the registry (core/page-copy.ts), so the file may only date itself. */
export const pageFrontMatter = z.strictObject({ lastUpdated: isoDate.optional() });

export type PostMeta = z.infer<ReturnType<typeof postFrontMatter>> & { slug: string };
export type ContentFile<T> = { data: T; body: string };

/** Where an edition's files are: English at the top of the content folder, Arabic under ar/. */
const editionDir = (dir: string, locale: Locale) => (locale === DEFAULT_LOCALE ? dir : join(dir, locale));

function readContent<T>(relativePath: string, schema: z.ZodType<T>, dir: string, locale: Locale): ContentFile<T> {
  const path = join(editionDir(dir, locale), relativePath);
  const { data, content } = matter(readFileSync(path, "utf8"));
  const parsed = schema.safeParse(data);
  const name = locale === DEFAULT_LOCALE ? relativePath : `${locale}/${relativePath}`;
  if (!parsed.success) throw new Error(`${name}: ${z.prettifyError(parsed.error)}`);
  return { data: parsed.data, body: fillPlaceholders(content, locale) };
}

/** Every article's slug: the file names in content/blog (or content/ar/blog), sorted so every build is the same. */
export function postSlugs(dir = CONTENT_DIR, locale: Locale = DEFAULT_LOCALE): string[] {
  return readdirSync(join(editionDir(dir, locale), "blog"))
    .filter((file) => file.endsWith(".md"))
    .map((file) => file.slice(0, -3))
    .sort();
}

export function readPost(slug: string, dir = CONTENT_DIR, locale: Locale = DEFAULT_LOCALE): ContentFile<PostMeta> {
  const { data, body } = readContent(`blog/${slug}.md`, POST_FRONT_MATTER[locale], dir, locale);
  return { data: { slug, ...data }, body };
}

/** Every article, newest first: the blog, the sitemap and the RSS feed list them in this order. */
export function readPosts(dir = CONTENT_DIR, locale: Locale = DEFAULT_LOCALE): ContentFile<PostMeta>[] {
  return postSlugs(dir, locale)
    .map((slug) => readPost(slug, dir, locale))
    .sort((a, b) => b.data.date.localeCompare(a.data.date));
}

export function readPage(
  id: string,
  dir = CONTENT_DIR,
  locale: Locale = DEFAULT_LOCALE,
): ContentFile<z.infer<typeof pageFrontMatter>> {
  return readContent(`pages/${id}.md`, pageFrontMatter, dir, locale);
}
