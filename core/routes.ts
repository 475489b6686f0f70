/**
 * The public routes of spec §2 as lists, derived from the page registry (core/pages.ts) and
 * the articles in content/blog: the prerender list, the sitemap, the bench and the tests read
 * these. Reads the content folder, so it runs at build time only; the server imports
 * core/pages.ts.
 */
import { postSlugs } from "./content.server";
import {
  CLIENT_ONLY_PATHS,
  NEWSLETTER_PATHS,
  NOT_FOUND_PRERENDER_PATH,
  PAGE_IDS,
  pagePath,
  postPath,
  REDIRECT_PATHS,
} from "./pages";

export { CLIENT_ONLY_PATHS, NOT_FOUND_PRERENDER_PATH, REDIRECT_PATHS };

/** The articles' slugs: a file in content/blog is an article, and nothing else is. */
export const BLOG_SLUGS: readonly string[] = postSlugs();

export const PUBLIC_PATHS: readonly string[] = ["/", ...PAGE_IDS.map(pagePath), ...BLOG_SLUGS.map(postPath)];

/** The newsletter's pages are prerendered too, but are not public paths: no sitemap, no index. */
export const prerenderPaths = [
  ...PUBLIC_PATHS,
  ...Object.values(NEWSLETTER_PATHS),
  ...REDIRECT_PATHS,
  NOT_FOUND_PRERENDER_PATH,
];
