/**
 * The page registry (R-ROUTE-*): every public page but Home and the articles, by id, with its
 * path segment and navigation label. The router (app/routes.ts), the navigation, the sitemap
 * and the route lists are derived from it; each page's words for search engines and its H1
 * are in core/page-copy.ts under the same id, so the layout ships the short table only.
 * No Node APIs: the server and the browser import it too.
 */
import { siteConfig } from "../site.config";
import type { QuoteSource } from "./constants";
import { DEFAULT_LOCALE, localized, unprefixed, type Locale } from "./locales";

export type PageInfo = {
  /** The path below the site root; `pagePath` turns it into a URL path. */
  segment: string;
  /** The link text in the navigation and the footer. */
  label: string;
  /** The body is content/pages/{id}.md, rendered by routes/content-page.tsx. */
  markdown?: boolean;
  /** Legal text: "Last updated", no call to action, its own preview image. */
  legal?: boolean;
  /** The quote source of the page's call to action (R-OPEN-07/28). */
  ctaSource?: QuoteSource;
  /** The kind of 1200×630 preview image when it is not the one of its kind (page or legal). */
  ogImage?: OgImageKind;
};

/** The 1200×630 preview images, one per kind of page (R-OPEN-08); the build draws them. */
export const OG_IMAGES = {
  default: "/og/default.png",
  page: "/og/page.png",
  blog: "/og/blog.png",
  legal: "/og/legal.png",
} as const;

export type OgImageKind = keyof typeof OG_IMAGES;

/** A kind's preview image in an edition: the English at /og/, the others' (their own words) at /og/{locale}/. */
export function ogImagePath(kind: OgImageKind, locale: Locale = DEFAULT_LOCALE): string {
  return locale === DEFAULT_LOCALE ? OG_IMAGES[kind] : `/og/${locale}/${kind}.png`;
}

/** In sitemap order. */
export const pages = {
  about: {
    segment: "about",
    label: "About",
    markdown: true,
    ctaSource: "about",
  },
  features: {
    segment: "features",
    label: "Features",
    ctaSource: "features",
  },
  "how-it-works": {
    segment: "how-it-works",
    label: "How It Works",
    markdown: true,
    ctaSource: "how_it_works",
  },
  "success-stories": {
    segment: "success-stories",
    label: "Success Stories",
    ctaSource: "success_stories",
  },
  "driver-score": {
    segment: "driver-score",
    label: "Driver Score",
    markdown: true,
    ctaSource: "build_score",
  },
  "queen-bee-competition": {
    segment: "queen-bee-competition",
    label: "Queen Bee",
    markdown: true,
    ctaSource: "competition",
  },
  faq: {
    segment: "faq",
    label: "FAQ",
  },
  contact: {
    segment: "contact",
    label: "Contact",
  },
  privacy: {
    segment: "privacy",
    label: "Privacy Policy",
    markdown: true,
    legal: true,
  },
  terms: {
    segment: "terms",
    label: "Terms of Service",
    markdown: true,
    legal: true,
  },
  "app-terms-of-use": {
    segment: "app-terms-of-use",
    label: "App Terms of Use",
    markdown: true,
    legal: true,
  },
  "app-privacy-notice": {
    segment: "app-privacy-notice",
    label: "App Privacy Notice",
    markdown: true,
    legal: true,
  },
  blog: {
    segment: "blog",
    label: "Blog",
    ogImage: "blog",
  },
} as const satisfies Record<string, PageInfo>;

export type PageId = keyof typeof pages;

export const PAGE_IDS = Object.keys(pages) as PageId[];

/** The one place a URL path is made from a segment, in an edition (its prefix joins here). */
export function pathOf(segment: string, locale: Locale = DEFAULT_LOCALE): string {
  return localized(`/${segment}`, locale);
}

export function pagePath(id: PageId, locale: Locale = DEFAULT_LOCALE): string {
  return pathOf(pages[id].segment, locale);
}

export function postPath(slug: string, locale: Locale = DEFAULT_LOCALE): string {
  return pathOf(`${pages.blog.segment}/${slug}`, locale);
}

/** An article's cover in an edition, drawn by the build: /images/blog/{slug}.svg, /images/blog/ar/{slug}.svg. */
export function coverPath(slug: string, locale: Locale = DEFAULT_LOCALE): string {
  return locale === DEFAULT_LOCALE ? `/images/blog/${slug}.svg` : `/images/blog/${locale}/${slug}.svg`;
}

/** Home in an edition: "/" or "/ar". */
export function homePath(locale: Locale = DEFAULT_LOCALE): string {
  return localized("/", locale);
}

/** The absolute URL of a path on the public origin, as canonicals, the sitemap and the feed write it. */
export function absoluteUrl(path: string): string {
  return path === "/" ? `${siteConfig.origin}/` : `${siteConfig.origin}${path}`;
}

/** The blog's RSS feed in an edition, generated at build time. */
export function blogFeedPath(locale: Locale = DEFAULT_LOCALE): string {
  return `${pagePath("blog", locale)}/rss.xml`;
}

export const BLOG_FEED_PATH = blogFeedPath();

/** The page at a URL path of either edition, if the registry has one. */
export function pageAt(path: string): PageId | undefined {
  const bare = unprefixed(path);
  return PAGE_IDS.find((id) => pagePath(id) === bare);
}

export const REDIRECT_PATHS = ["/app-store", "/whatsapp", "/whatsapp-promo"] as const;

/** Client-only pages: prerendered as their layout's loader (the page renders in the browser), never indexed. */
export const CLIENT_ONLY_PATHS = ["/auth", "/admin", "/ab-testing-admin"] as const;

/** Whether `path` (without an edition's prefix) is a team page: a client-only path or below one. */
export function isClientOnlyPath(path: string): boolean {
  return CLIENT_ONLY_PATHS.some((clientOnly) => path === clientOnly || path.startsWith(`${clientOnly}/`));
}

/**
 * The newsletter's pages, reached from its e-mails only (R-FOLLOW-10, 11): on the site's
 * layout and prerendered, but noindex and not in the sitemap. These are the English
 * edition's; each edition has its own twin (`newsletterPath`), the one its subscribers' e-mails link to.
 */
export const NEWSLETTER_PATHS = {
  confirm: "/newsletter/confirm",
  unsubscribe: "/newsletter/unsubscribe",
} as const;

export type NewsletterPage = keyof typeof NEWSLETTER_PATHS;

/** A newsletter page in an edition (R-FOLLOW-18): ("confirm", "ar") → "/ar/newsletter/confirm". */
export function newsletterPath(page: NewsletterPage, locale: Locale = DEFAULT_LOCALE): string {
  return localized(NEWSLETTER_PATHS[page], locale);
}

/**
 * The renewal reminders' pages, reached from their e-mails only
 * (R-FOLLOW-42, 43): prerendered in both editions (a reminder's mails and links
 * are in the edition it was asked for on: `localized(path, language)`), noindex,
 * not in the sitemap.
 */
export const REMINDER_PATHS = {
  confirm: "/reminders/confirm",
  unsubscribe: "/reminders/unsubscribe",
} as const;

/**
 * The Android waitlist's confirm page, reached from its confirmation e-mail only (R-SAFE-28):
 * prerendered in both editions (an entry's mails link to the edition it joined from), noindex,
 * not in the sitemap. Leaving the waitlist is its server page (server/waitlist/unsubscribe.server.ts).
 */
export const WAITLIST_PATHS = {
  confirm: "/waitlist/confirm",
} as const;

/**
 * Where a call to action leads before JavaScript has arrived, or without it (R-HTML-01, 02): the
 * quote choice and the app download as pages of their own, in each edition, prerendered. Once
 * the page is hydrated the same links open the dialogs instead.
 */
export const CHOICE_PATHS = {
  quote: "/quote",
  app: "/app",
} as const;

export type ChoicePage = keyof typeof CHOICE_PATHS;

/**
 * A prerendered page is the same whatever its query (a control's source and place, a link's
 * token are read in the browser or posted back): the `No-Vary-Search` value the server sends
 * with it, and that the pages' speculation rules expect, so that one page fetched ahead serves
 * every link to it (R-HTML-08).
 */
export const PRERENDERED_NO_VARY_SEARCH = "params";

/**
 * Where each visitor form posts (R-HTML-03): a page that, given a POST, is rendered on the server
 * with the form's answer (R-HTML-05); given a GET, it is prerendered with the form alone. The
 * Android waitlist posts to the app page, which carries its form. A confirm page's one button
 * posts to the page's own URL, its link's token in the query (R-SAFE-21).
 */
export const FORM_PATHS = {
  newsletter: "/newsletter",
  reminder: "/renewal-reminder",
  contact: "/contact",
  waitlist: CHOICE_PATHS.app,
  newsletterConfirm: NEWSLETTER_PATHS.confirm,
  reminderConfirm: REMINDER_PATHS.confirm,
  waitlistConfirm: WAITLIST_PATHS.confirm,
} as const;

export type FormKind = keyof typeof FORM_PATHS;

/**
 * The funnel's endpoints (R-FUNNEL-10 … 29), not pages: where the pages' beacon records a
 * hand-off, and below which the broker's server posts its events (`/api/partner/events`).
 */
export const HANDOFFS_PATH = "/api/handoffs";
export const PARTNER_PATH = "/api/partner";

/**
 * Where the App Store badge leads before the page's script runs (R-FUNNEL-16): our redirect, which
 * records the press and sends the visitor on to the App Store. Once hydrated the badge's own
 * beacon records it, and the badge leads to `/app-store` as before.
 */
export function appStoreOpenPath(locale: Locale = DEFAULT_LOCALE): string {
  return localized("/app-store/open", locale);
}

/**
 * The quote link of a renewal reminder's e-mail (R-FUNNEL-18): our redirect, which records the press
 * as a hand-off and sends the reader on to the broker with the reminder's attribution and the
 * press's `handoff_id`. One path for both editions: the reminder knows its language.
 */
export const REMINDER_QUOTE_PATH = "/reminders/quote";

export function reminderQuotePath(reminderId: string): string {
  return `${REMINDER_QUOTE_PATH}/${reminderId}`;
}

/**
 * The offline page of the default edition (R-OPEN-56): written by the service worker's build
 * (build-tools/offline-page.ts), precached at install, and what the worker answers a navigation
 * it has no copy of while the network fails. Not a route: noindex, not in the sitemap.
 */
export const OFFLINE_PATH = "/offline";

/** The offline page of an edition: "/offline", "/ar/offline". */
export function offlinePath(locale: Locale = DEFAULT_LOCALE): string {
  return localized(OFFLINE_PATH, locale);
}

/** The path the not-found page is prerendered at; the server sends it with status 404. */
export const NOT_FOUND_PRERENDER_PATH = "/404";

/** The not-found page of an edition: "/404", "/ar/404". */
export function notFoundPath(locale: Locale = DEFAULT_LOCALE): string {
  return localized(NOT_FOUND_PRERENDER_PATH, locale);
}
