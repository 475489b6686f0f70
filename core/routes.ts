/**
 * The public routes (R-ROUTE-*) as lists, derived from the page registry (core/pages.ts) and
 * the articles in content/blog, for each edition (core/locales.ts): the prerender list, the
 * sitemap, the bench and the tests read these. Reads the content folder, so it runs at build
 * time only; the server imports core/pages.ts.
 */
import { postSlugs } from "./content.server";
import { localized, LOCALES, type Locale } from "./locales";
import {
  CHOICE_PATHS,
  CLIENT_ONLY_PATHS,
  FORM_PATHS,
  homePath,
  NEWSLETTER_PATHS,
  newsletterPath,
  notFoundPath,
  NOT_FOUND_PRERENDER_PATH,
  PAGE_IDS,
  pagePath,
  postPath,
  REDIRECT_PATHS,
  REMINDER_PATHS,
  WAITLIST_PATHS,
  type NewsletterPage,
} from "./pages";

export { CLIENT_ONLY_PATHS, NOT_FOUND_PRERENDER_PATH, REDIRECT_PATHS };

/** The articles' slugs: a file in content/blog is an article, and nothing else is (the Arabic twins share them). */
export const BLOG_SLUGS: readonly string[] = postSlugs();

/** An edition's public pages: Home, the registry pages, one path per article, in that order. */
export function publicPaths(locale: Locale): readonly string[] {
  return [
    homePath(locale),
    ...PAGE_IDS.map((id) => pagePath(id, locale)),
    ...BLOG_SLUGS.map((slug) => postPath(slug, locale)),
  ];
}

/** The default (English) edition's public pages. */
export const PUBLIC_PATHS: readonly string[] = publicPaths("en");

/** The redirect pages of an edition: /app-store, /ar/app-store, … */
export function redirectPaths(locale: Locale): readonly string[] {
  return REDIRECT_PATHS.map((path) => localized(path, locale));
}

/** The newsletter's link pages of an edition, in the language of its subscribers' e-mails. */
export function newsletterPaths(locale: Locale): readonly string[] {
  return (Object.keys(NEWSLETTER_PATHS) as NewsletterPage[]).map((page) => newsletterPath(page, locale));
}

/** The quote page and the app page of an edition (R-HTML-01, 02): prerendered, outside the menus and the sitemap. */
export function choicePaths(locale: Locale): readonly string[] {
  return Object.values(CHOICE_PATHS).map((path) => localized(path, locale));
}

/**
 * Every page the build renders. The newsletter's pages are prerendered too, in each
 * edition, but are not public paths (no sitemap, no index).
 */
export const prerenderPaths = LOCALES.flatMap((locale) => [
  ...publicPaths(locale),
  ...redirectPaths(locale),
  notFoundPath(locale),
  ...newsletterPaths(locale),
  ...choicePaths(locale),
  // Where the newsletter's and the reminder's forms post (R-HTML-03): the form alone, given a GET.
  localized(FORM_PATHS.newsletter, locale),
  localized(FORM_PATHS.reminder, locale),
  // The renewal reminders' pages: a reminder's links lead to the edition it was asked for on.
  ...Object.values(REMINDER_PATHS).map((path) => localized(path, locale)),
  // The Android waitlist's confirm page, in the edition the entry joined from (R-SAFE-28).
  ...Object.values(WAITLIST_PATHS).map((path) => localized(path, locale)),
]).concat(
  // The team pages' shell (English only): the layout's fallback, the page renders in the browser.
  CLIENT_ONLY_PATHS,
);
