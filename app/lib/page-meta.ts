/**
 * Metadata of a registry page (core/pages.ts, core/page-copy.ts): the standard Organization,
 * WebSite and BreadcrumbList blocks, plus its own.
 */
import { LOCALE_INFO, type Locale } from "@core/locales";
import type { PageCopy } from "@core/page-copy";
import { choicePath } from "@core/choice-links";
import { homePath, ogImagePath, pagePath, pages, type ChoicePage, type PageId, type PageInfo } from "@core/pages";
import { buildMeta } from "./meta";
import { breadcrumbJsonLd, organizationJsonLd, websiteJsonLd } from "./structured-data";

export function pageMeta(
  id: PageId,
  {
    jsonLd = [],
    locale,
    copy,
  }: {
    jsonLd?: readonly object[];
    locale: Locale;
    /** The page's words in `locale`, brought by the route's loader (`pageCopyIn`): never a default, so no edition borrows another's. */
    copy: PageCopy;
  },
) {
  const page: PageInfo = pages[id];
  return metaOf(
    pagePath(id, locale),
    copy,
    locale,
    ogImagePath(page.ogImage ?? (page.legal ? "legal" : "page"), locale),
    jsonLd,
  );
}

/** The quote page's and the app page's metadata (R-HTML-01, 02): a page of the site like the registry's, outside its menus. */
export function choicePageMeta(page: ChoicePage, locale: Locale, copy: PageCopy) {
  return metaOf(choicePath(page, locale), copy, locale, ogImagePath("page", locale), []);
}

function metaOf(path: string, copy: PageCopy, locale: Locale, image: string, jsonLd: readonly object[]) {
  return buildMeta({
    locale,
    twins: true,
    title: copy.title,
    description: copy.description,
    path,
    keywords: copy.keywords,
    image,
    jsonLd: [
      organizationJsonLd(),
      websiteJsonLd(locale),
      ...jsonLd,
      breadcrumbJsonLd([
        { name: LOCALE_INFO[locale].homeLabel, path: homePath(locale) },
        { name: copy.crumb ?? copy.title, path },
      ]),
    ],
  });
}
