/**
 * What search engines and feed readers read, generated at build time from
 * the route list and the Markdown front matter: sitemap.xml, robots.txt and
 * the blog's RSS feed.
 */
import matter from "gray-matter";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { fillPlaceholders } from "../core/placeholders";
import { BLOG_SLUGS, CLIENT_ONLY_PATHS, PUBLIC_PATHS } from "../core/routes";
import { siteConfig } from "../site.config";
import { escapeXml } from "../core/escape";

type Article = { slug: string; title: string; description: string; date: string };

export function readArticles(root: string): Article[] {
  return BLOG_SLUGS.map((slug) => {
    const { data } = matter(readFileSync(join(root, "content", "blog", `${slug}.md`), "utf8"));
    return {
      slug,
      title: fillPlaceholders(String(data.title)),
      description: fillPlaceholders(String(data.description)),
      date: String(data.date),
    };
  }).sort((a, b) => b.date.localeCompare(a.date));
}

function legalDates(root: string): Record<string, string> {
  const dates: Record<string, string> = {};
  for (const id of ["privacy", "terms", "app-terms-of-use", "app-privacy-notice"]) {
    const { data } = matter(readFileSync(join(root, "content", "pages", `${id}.md`), "utf8"));
    if (data.lastUpdated) dates[`/${id}`] = String(data.lastUpdated);
  }
  return dates;
}

const url = (path: string) => (path === "/" ? `${siteConfig.origin}/` : `${siteConfig.origin}${path}`);

export function sitemapXml(root: string, buildDate: string = new Date().toISOString().slice(0, 10)): string {
  const articles = readArticles(root);
  const articleDates = Object.fromEntries(articles.map((article) => [`/blog/${article.slug}`, article.date]));
  const legal = legalDates(root);
  const newestArticle = articles[0]?.date ?? buildDate;
  const entries = PUBLIC_PATHS.map((path) => {
    const lastmod = articleDates[path] ?? legal[path] ?? (path === "/blog" ? newestArticle : buildDate);
    const priority = path === "/" ? "1.0" : path.startsWith("/blog/") ? "0.6" : legal[path] ? "0.3" : "0.8";
    return `  <url><loc>${escapeXml(url(path))}</loc><lastmod>${lastmod}</lastmod><priority>${priority}</priority></url>`;
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

export function rssXml(root: string): string {
  const articles = readArticles(root);
  const items = articles.map(
    (article) => `    <item>
      <title>${escapeXml(article.title)}</title>
      <link>${escapeXml(url(`/blog/${article.slug}`))}</link>
      <guid isPermaLink="true">${escapeXml(url(`/blog/${article.slug}`))}</guid>
      <pubDate>${new Date(`${article.date}T06:00:00Z`).toUTCString()}</pubDate>
      <description>${escapeXml(article.description)}</description>
    </item>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">
  <channel>
    <title>${escapeXml(`${siteConfig.name} blog`)}</title>
    <link>${escapeXml(url("/blog"))}</link>
    <atom:link href="${escapeXml(url("/blog/rss.xml"))}" rel="self" type="application/rss+xml" />
    <description>${escapeXml(`Safe driving and car insurance in the UAE, from ${siteConfig.name}.`)}</description>
    <language>en</language>
${items.join("\n")}
  </channel>
</rss>
`;
}
