/**
 * Metadata of a registry page (core/pages.ts, core/page-copy.ts): the standard Organization,
 * WebSite and BreadcrumbList blocks, plus its own.
 */
import { pageCopy, type PageCopy } from "@core/page-copy";
import { OG_IMAGES, pagePath, pages, type PageId, type PageInfo } from "@core/pages";
import { buildMeta } from "./meta";
import { breadcrumbJsonLd, organizationJsonLd, websiteJsonLd } from "./structured-data";

export function pageMeta(id: PageId, { jsonLd = [] }: { jsonLd?: readonly object[] } = {}) {
  const page: PageInfo = pages[id];
  const copy: PageCopy = pageCopy[id];
  const path = pagePath(id);
  return buildMeta({
    title: copy.title,
    description: copy.description,
    path,
    keywords: copy.keywords,
    image: page.image ?? (page.legal ? OG_IMAGES.legal : OG_IMAGES.page),
    jsonLd: [
      organizationJsonLd(),
      websiteJsonLd(),
      ...jsonLd,
      breadcrumbJsonLd([
        { name: "Home", path: "/" },
        { name: copy.crumb ?? copy.title, path },
      ]),
    ],
  });
}
