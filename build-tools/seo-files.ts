/**
 * What search engines and feed readers read, generated at build time from the route list
 * (core/routes.ts) and the content (core/content.server.ts): sitemap.xml, robots.txt and
 * the blog's RSS feed.
 */
import { readPage, readPosts } from "../core/content.server";
import { escapeXml } from "../core/escape";
import { absoluteUrl, BLOG_FEED_PATH, PAGE_IDS, pagePath, pages, postPath, type PageInfo } from "../core/pages";
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

export function sitemapXml(buildDate: string = new Date().toISOString().slice(0, 10)): string {
  const facts = sitemapFacts(buildDate);
  const entries = PUBLIC_PATHS.map((path) => {
    const fact = facts.get(path);
    if (!fact) throw new Error(`sitemap: no page or article for ${path}`);
    return `  <url><loc>${escapeXml(absoluteUrl(path))}</loc><lastmod>${fact.lastmod}</lastmod><priority>${fact.priority}</priority></url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join("\n")}\n</urlset>\n`;
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

export function rssXml(): string {
  const articles = readPosts().map((post) => post.data);
  const items = articles.map(
    (article) => `    <item>
      <title>${escapeXml(article.title)}</title>
      <link>${escapeXml(absoluteUrl(postPath(article.slug)))}</link>
      <guid isPermaLink="true">${escapeXml(absoluteUrl(postPath(article.slug)))}</guid>
      <pubDate>${new Date(`${article.date}T06:00:00Z`).toUTCString()}</pubDate>
      <description>${escapeXml(article.description)}</description>
    </item>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">
  <channel>
    <title>${escapeXml(`${siteConfig.name} blog`)}</title>
    <link>${escapeXml(absoluteUrl(pagePath("blog")))}</link>
    <atom:link href="${escapeXml(absoluteUrl(BLOG_FEED_PATH))}" rel="self" type="application/rss+xml" />
    <description>${escapeXml(`Safe driving and car insurance in the UAE, from ${siteConfig.name}.`)}</description>
    <language>en</language>
${items.join("\n")}
  </channel>
</rss>
`;
}
