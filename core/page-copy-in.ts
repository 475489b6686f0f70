/**
 * A registry page's words in an edition: the one place that picks them (R-EDITION-15). Route
 * loaders call it at build time, so a page's JavaScript carries its own edition's words only,
 * and no page can fall back to English in another edition.
 */
import type { Locale } from "./locales";
import { choicePageCopy, pageCopy, type PageCopy } from "./page-copy";
import { choicePageCopyAr, pageCopyAr } from "./page-copy-ar";
import type { ChoicePage, PageId } from "./pages";

const PAGES: Record<Locale, Record<PageId, PageCopy>> = { en: pageCopy, ar: pageCopyAr };
const CHOICE_PAGES: Record<Locale, Record<ChoicePage, PageCopy>> = { en: choicePageCopy, ar: choicePageCopyAr };

export function pageCopyIn(id: PageId, locale: Locale): PageCopy {
  return PAGES[locale][id];
}

/** The quote page's or the app page's words (R-HTML-01, 02). */
export function choicePageCopyIn(page: ChoicePage, locale: Locale): PageCopy {
  return CHOICE_PAGES[locale][page];
}
