import { DEFAULT_LOCALE, localeOf, type Locale } from "@core/locales";

/** The edition of the page the browser shows (the default edition while prerendering), for code outside React. */
export function pageLocale(): Locale {
  return typeof window === "undefined" ? DEFAULT_LOCALE : localeOf(window.location.pathname);
}
