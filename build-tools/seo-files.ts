/**
 * What search engines and feed readers read, generated at build time from the route list
 * (core/routes.ts) and the content (core/content.server.ts): sitemap.xml, robots.txt and
 * the blog's RSS feed.
 */
import { readPage, readPosts } from "../core/content.server";
import { escapeXml } from "../core/escape";
import { CONTENT_DIR } from "../core/content.server";
import { DEFAULT_LOCALE, LOCALE_INFO, localized, PUBLISHED_LOCALES, type Locale } from "../core/locales";
import { absoluteUrl, blogFeedPath, PAGE_IDS, pagePath, pages, postPath, type PageInfo } from "../core/pages";
import { CLIENT_ONLY_PATHS, PUBLIC_PATHS } from "../core/routes";
import { siteConfig } from "../site.config";

const PRIORITY = { home: "1.0", page: "0.8", article: "0.6", legal: "0.3" } as const;

/** Each path's last change and weight: articles by their date, legal pages by "last updated", the rest by the build. */
function sitemapFacts(buildDate: string): Map<string, { lastmod: string; priority: string }> {
  const facts = new Map<string, { lastmod: string; priority: string }>();
  const articles = readPosts().map((post) => post.data);
  facts.set("/", { lastmod: buildDate, priority: PRIORITY.home });
  for (const id of PAGE_IDS) {
    const page: PageInfo = pages[id];
    const lastUpdated = page.legal ? readPage(id).data.lastUpdated : undefined;
    const lastmod = lastUpdated ?? (id === "blog" ? (articles[0]?.date ?? buildDate) : buildDate);
    facts.set(pagePath(id), { lastmod, priority: lastUpdated ? PRIORITY.legal : PRIORITY.page });
  }
  for (const article of articles)
    facts.set(postPath(article.slug), { lastmod: article.date, priority: PRIORITY.article });
  return facts;
}

/**
 * Every public page of every published edition (R-EDITION-03). With more than
 * one edition, each entry names all its twins (xhtml:link hreflang, and
 * x-default for the default edition), as search engines ask.
 */
export function sitemapXml(
  buildDate: string = new Date().toISOString().slice(0, 10),
  locales: readonly Locale[] = PUBLISHED_LOCALES,
): string {
  const facts = sitemapFacts(buildDate);
  const twins = locales.length > 1;
  const alternates = (path: string) =>
    [
      ...locales.map((locale) => [LOCALE_INFO[locale].lang, localized(path, locale)] as const),
      ["x-default", localized(path, DEFAULT_LOCALE)] as const,
    ]
      .map(
        ([hreflang, href]) =>
          `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(absoluteUrl(href))}"/>`,
      )
      .join("");
  const entries = locales.flatMap((locale) =>
    PUBLIC_PATHS.map((path) => {
      const fact = facts.get(path);
      if (!fact) throw new Error(`sitemap: no page or article for ${path}`);
      return `  <url><loc>${escapeXml(absoluteUrl(localized(path, locale)))}</loc>${twins ? alternates(path) : ""}<lastmod>${fact.lastmod}</lastmod><priority>${fact.priority}</priority></url>`;
    }),
  );
  const namespaces = `xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"${twins ? ` xmlns:xhtml="http://www.w3.org/1999/xhtml"` : ""}`;
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset ${namespaces}>\n${entries.join("\n")}\n</urlset>\n`;
}

export function robotsTxt(): string {
  return [
    "User-agent: *",
    "Allow: /",
    ...CLIENT_ONLY_PATHS.map((path) => `Disallow: ${path}`),
    "Disallow: /functions/",
    "Disallow: /api/",
    "",
    `Sitemap: ${siteConfig.origin}/sitemap.xml`,
    "",
  ].join("\n");
}

/** What each edition's feed says about itself. */
const FEED_COPY: Record<Locale, { title: string; description: string }> = {
  en: {
    title: `${siteConfig.name} blog`,
    description: `Safe driving and car insurance in the UAE, from ${siteConfig.name}.`,
  },
  ar: {
    title: `مدونة ${siteConfig.name}`,
    description: `القيادة الآمنة وتأمين المركبات في الإمارات، من ${siteConfig.name}.`,
  },
};

/** An edition's blog feed (R-EDITION-08 for the Arabic one, at /ar/blog/rss.xml). */
export function rssXml(locale: Locale = DEFAULT_LOCALE): string {
  const articles = readPosts(CONTENT_DIR, locale).map((post) => post.data);
  const items = articles.map(
    (article) => `    <item>
      <title>${escapeXml(article.title)}</title>
      <link>${escapeXml(absoluteUrl(postPath(article.slug, locale)))}</link>
      <guid isPermaLink="true">${escapeXml(absoluteUrl(postPath(article.slug, locale)))}</guid>
      <pubDate>${new Date(`${article.date}T06:00:00Z`).toUTCString()}</pubDate>
      <description>${escapeXml(article.description)}</description>
    </item>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">
  <channel>
    <title>${escapeXml(FEED_COPY[locale].title)}</title>
    <link>${escapeXml(absoluteUrl(pagePath("blog", locale)))}</link>
    <atom:link href="${escapeXml(absoluteUrl(blogFeedPath(locale)))}" rel="self" type="application/rss+xml" />
    <description>${escapeXml(FEED_COPY[locale].description)}</description>
    <language>${LOCALE_INFO[locale].lang}</language>
${items.join("\n")}
  </channel>
</rss>
`;
}
