import { type RouteConfig, index, layout, prefix, route } from "@react-router/dev/routes";
import { LOCALE_INFO, type Locale } from "../core/locales";
import {
  CHOICE_PATHS,
  CLIENT_ONLY_PATHS,
  FORM_PATHS,
  NEWSLETTER_PATHS,
  PAGE_IDS,
  pages,
  REDIRECT_PATHS,
  REMINDER_PATHS,
  WAITLIST_PATHS,
  type PageId,
} from "../core/pages";

const segmentOf = (path: string) => path.slice(1);

/**
 * One edition's public routes (R-ROUTE-01..21, R-EDITION-01), from the page registry. The editions share
 * the route modules; a route of the non-default edition gets an id with its language.
 * Every page is its own chunk, loaded on demand.
 */
function editionRoutes(locale: Locale) {
  const id = (name: string) => (locale === "en" ? undefined : `${locale}/${name}`);
  const options = (name: string): { id?: string } => {
    const routeId = id(name);
    return routeId ? { id: routeId } : {};
  };
  const pageRoute = (pageId: PageId) => {
    const page: { segment: string; markdown?: boolean } = pages[pageId];
    if (page.markdown) return route(page.segment, "routes/content-page.tsx", { id: id(pageId) ?? pageId });
    return route(page.segment, pageId === "blog" ? "routes/blog-index.tsx" : `routes/${pageId}.tsx`, options(pageId));
  };
  return [
    layout("routes/site-layout.tsx", options("site-layout"), [
      index("routes/home.tsx", options("home")),
      ...PAGE_IDS.map(pageRoute),
      route(`${pages.blog.segment}/:slug`, "routes/blog-post.tsx", options("blog-post")),
      // The newsletter e-mails' link pages, in the language of the subscriber's e-mails.
      route(segmentOf(NEWSLETTER_PATHS.confirm), "routes/newsletter-confirm.tsx", options("newsletter-confirm")),
      route(
        segmentOf(NEWSLETTER_PATHS.unsubscribe),
        "routes/newsletter-unsubscribe.tsx",
        options("newsletter-unsubscribe"),
      ),
      // Where the newsletter's and the reminder's forms post before JavaScript, or without it (R-HTML-03).
      route(segmentOf(FORM_PATHS.newsletter), "routes/newsletter.tsx", options("newsletter")),
      route(segmentOf(FORM_PATHS.reminder), "routes/renewal-reminder.tsx", options("renewal-reminder")),
      // The renewal reminders' link pages, in the edition the reminder was asked for on (R-FOLLOW-42, 43).
      route(segmentOf(REMINDER_PATHS.confirm), "routes/reminder-confirm.tsx", options("reminder-confirm")),
      route(segmentOf(REMINDER_PATHS.unsubscribe), "routes/reminder-unsubscribe.tsx", options("reminder-unsubscribe")),
      // The Android waitlist's confirm page, in the edition the entry joined from (R-SAFE-28).
      route(segmentOf(WAITLIST_PATHS.confirm), "routes/waitlist-confirm.tsx", options("waitlist-confirm")),
      // Where the calls to action lead before and without JavaScript, outside the menus (R-HTML-01, 02).
      route(segmentOf(CHOICE_PATHS.quote), "routes/quote.tsx", options("quote")),
      route(segmentOf(CHOICE_PATHS.app), "routes/app-download.tsx", options("app-download")),
      route("*", "routes/not-found.tsx", options("not-found")),
    ]),
    // One redirect page for the three paths (R-ROUTE-18), outside the site chrome.
    ...REDIRECT_PATHS.map((path) =>
      route(segmentOf(path), "routes/redirect.tsx", {
        id: id(`redirect-${segmentOf(path)}`) ?? `redirect-${segmentOf(path)}`,
      }),
    ),
  ];
}

export default [
  ...editionRoutes("en"),
  // The Arabic edition under /ar: its layout brings the Arabic messages and font.
  layout("routes/edition-ar.tsx", prefix(segmentOf(LOCALE_INFO.ar.pathPrefix), editionRoutes("ar"))),
  // The team pages: client-only, English, one auth context, no site chrome.
  layout(
    "routes/console-layout.tsx",
    CLIENT_ONLY_PATHS.map((path) => route(segmentOf(path), `routes/${segmentOf(path)}.tsx`)),
  ),
] satisfies RouteConfig;
