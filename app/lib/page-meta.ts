/**
 * Metadata of a non-home page from its entry in app/data/pages.ts: the
 * standard Organization, WebSite and BreadcrumbList blocks, plus its own.
 */
import type { PageInfo } from "~/data/pages";
import { buildMeta } from "./meta";
import { breadcrumbJsonLd, organizationJsonLd, websiteJsonLd } from "./structured-data";

export function pageMeta(page: PageInfo, { image, jsonLd = [] }: { image?: string; jsonLd?: readonly object[] } = {}) {
  return buildMeta({
    title: page.title,
    description: page.description,
    path: page.path,
    keywords: page.keywords,
    image: image ?? (page.legal ? "/og/legal.png" : "/og/page.png"),
    jsonLd: [
      organizationJsonLd(),
      websiteJsonLd(),
      ...jsonLd,
      breadcrumbJsonLd([
        { name: "Home", path: "/" },
        { name: page.title, path: page.path },
      ]),
    ],
  });
}
