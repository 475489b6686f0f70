/**
 * Metadata of a registry page (core/pages.ts, core/page-copy.ts): the standard Organization,
 * WebSite and BreadcrumbList blocks, plus its own.
 */
import { DEFAULT_LOCALE, LOCALE_INFO, type Locale } from "@core/locales";
import { pageCopy, type PageCopy } from "@core/page-copy";
import { homePath, ogImagePath, pagePath, pages, type PageId, type PageInfo } from "@core/pages";
import { buildMeta } from "./meta";
import { breadcrumbJsonLd, organizationJsonLd, websiteJsonLd } from "./structured-data";

export function pageMeta(
  id: PageId,
  {
    jsonLd = [],
    locale = DEFAULT_LOCALE,
    copy = pageCopy[id],
  }: {
    jsonLd?: readonly object[];
    locale?: Locale;
    /** The page's words in `locale` (a route's loader brings them; English by default). */
    copy?: PageCopy;
  } = {},
) {
  const page: PageInfo = pages[id];
  const path = pagePath(id, locale);
  return buildMeta({
    locale,
    twins: true,
    title: copy.title,
    description: copy.description,
    path,
    keywords: copy.keywords,
    image: ogImagePath(page.ogImage ?? (page.legal ? "legal" : "page"), locale),
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
