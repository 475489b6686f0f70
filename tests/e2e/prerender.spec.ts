/**
 * What a crawler or a phone without JavaScript gets: prerendered HTML with
 * the page's own metadata (R-ROUTE-20, R-ROUTE-META-*, R-OPEN-08/41).
 */
import { PUBLISHED_LOCALES } from "../../core/locales";
import { BLOG_SLUGS, CLIENT_ONLY_PATHS, PUBLIC_PATHS, REDIRECT_PATHS, publicPaths } from "../../core/routes";
import { expect, test } from "../support/e2e";

const ORIGIN = "https://drivebee.ae";

function metaContent(html: string, attr: "name" | "property", key: string): string | null {
  const match = new RegExp(`<meta[^>]*${attr}="${key.replace(/[:]/g, "\\:")}"[^>]*content="([^"]*)"`).exec(html);
  return match?.[1] ?? null;
}

test.describe("prerendered HTML without JavaScript", () => {
  for (const path of PUBLIC_PATHS) {
    test(`R-ROUTE-20/META: ${path} has its own title, description, keywords, canonical, Open Graph and Twitter tags`, async ({
      request,
    }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      expect(response.headers()["content-type"]).toContain("text/html");
      const html = await response.text();
      expect(html).toContain('<html lang="en"');
      expect(html).toMatch(/<title>[^<]+<\/title>/);
      expect(html.match(/<h1[\s>]/g) ?? []).toHaveLength(1);
      expect(metaContent(html, "name", "description")).toBeTruthy();
      expect(metaContent(html, "name", "keywords")).toBeTruthy();
      const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
      expect(canonical).toBe(path === "/" ? `${ORIGIN}/` : `${ORIGIN}${path}`);
      expect(metaContent(html, "property", "og:url")).toBe(canonical);
      for (const key of ["og:title", "og:description", "og:type", "og:image"]) {
        expect(metaContent(html, "property", key), key).toBeTruthy();
      }
      for (const key of ["twitter:card", "twitter:title", "twitter:description", "twitter:image"]) {
        expect(metaContent(html, "name", key), key).toBeTruthy();
      }
    });
  }

  test("every prerendered page is whole: nothing is left for a streamed script to fill in", async ({ request }) => {
    for (const path of PUBLIC_PATHS) {
      const html = await (await request.get(path)).text();
      // React streams an unfinished Suspense boundary as <!--$?--> and fills it with an inline $RC() script.
      expect(html, path).not.toContain("<!--$?-->");
      expect(html, path).not.toMatch(/\$RC\(|<template id="B:/);
    }
  });

  test("R-ROUTE-META-01: titles differ between routes", async ({ request }) => {
    const titles = new Set<string>();
    for (const path of PUBLIC_PATHS) {
      const html = await (await request.get(path)).text();
      titles.add(/<title>([^<]+)<\/title>/.exec(html)![1]!);
    }
    expect(titles.size).toBe(PUBLIC_PATHS.length);
  });

  test("R-ROUTE-META-07..09: Home carries the five JSON-LD blocks, a free offer and 4.8 from 247 reviews", async ({
    request,
  }) => {
    const html = await (await request.get("/")).text();
    expect(html).toContain("Save 25% on Car Insurance");
    const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
      (match) => JSON.parse(match[1]!) as Record<string, unknown>,
    );
    const types = blocks.map((block) => block["@type"]);
    expect(types).toEqual(
      expect.arrayContaining(["Organization", "LocalBusiness", "SoftwareApplication", "FinancialService", "WebSite"]),
    );
    const app = blocks.find((block) => block["@type"] === "SoftwareApplication") as {
      offers: { price: number };
      aggregateRating: { ratingValue: number; reviewCount: number };
    };
    expect(app.offers.price).toBe(0);
    expect(app.aggregateRating.ratingValue).toBe(4.8);
    expect(app.aggregateRating.reviewCount).toBe(247);
  });

  test("R-OPEN-08: the canonical link has no query string", async ({ request }) => {
    const html = await (await request.get("/faq?utm_source=google&gclid=abc")).text();
    expect(html).toContain(`<link rel="canonical" href="${ORIGIN}/faq"`);
  });

  test("R-ROUTE-21: all 13 articles are prerendered with their own canonical, Article and BreadcrumbList data", async ({
    request,
  }) => {
    expect(BLOG_SLUGS).toHaveLength(13);
    for (const slug of BLOG_SLUGS) {
      const html = await (await request.get(`/blog/${slug}`)).text();
      expect(html).toContain(`<link rel="canonical" href="${ORIGIN}/blog/${slug}"`);
      const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
        (match) => JSON.parse(match[1]!) as Record<string, unknown>,
      );
      const article = blocks.find((block) => block["@type"] === "Article") as Record<string, string> | undefined;
      expect(article?.headline, slug).toBeTruthy();
      expect(article?.datePublished, slug).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(article?.mainEntityOfPage).toBe(`${ORIGIN}/blog/${slug}`);
      const crumbs = blocks.find((block) => block["@type"] === "BreadcrumbList") as
        { itemListElement: unknown[] } | undefined;
      expect(crumbs?.itemListElement).toHaveLength(3);
      expect(html).toMatch(/min read/);
    }
  });

  test("R-HOME-CLAIM-01: no page claims more than 25% cashback or returns", async ({ request }) => {
    for (const path of PUBLIC_PATHS) {
      const text = (await (await request.get(path)).text()).replace(/<[^>]+>/g, " ");
      for (const match of text.matchAll(/(\d+(?:\.\d+)?)\s?%/g)) {
        const around = text.slice(Math.max(0, match.index - 80), match.index + 80).toLowerCase();
        if (/cashback|returns/.test(around)) expect(Number(match[1]), `${path}: ${around}`).toBeLessThanOrEqual(25);
      }
    }
  });

  test("R-OPEN-49, R-OPEN-07: /features shows the Free plan and Premium at 99 AED/month; /faq carries FAQPage data", async ({
    request,
  }) => {
    const features = await (await request.get("/features")).text();
    expect(features).toContain("99 AED/month");
    expect(features).toContain(">Free<");
    const faq = await (await request.get("/faq")).text();
    expect(faq).toContain('"@type":"FAQPage"');
    expect(faq).toContain("99 AED");
  });

  test("R-ROUTE-19, R-OPEN-41: unknown paths answer 404 with the not-found page, noindex", async ({ request }) => {
    for (const path of ["/no-such-page", "/features/extra", "/blog/unknown-slug", "/parent-mode"]) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(404);
      const html = await response.text();
      expect(html).toContain("Page not found");
      expect(html).toContain('content="noindex, nofollow"');
    }
  });

  test("R-ROUTE-20: client-only pages and the redirect paths answer 200 with the app shell", async ({ request }) => {
    for (const path of [...CLIENT_ONLY_PATHS, ...REDIRECT_PATHS]) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      expect(await response.text()).toContain("<script");
    }
  });

  test("hashed assets are immutable, pages revalidate, text is served compressed", async ({ request }) => {
    const home = await request.get("/", { headers: { "accept-encoding": "br" } });
    expect(home.headers()["cache-control"]).toContain("must-revalidate");
    expect(home.headers()["content-encoding"]).toBe("br");
    // The page's module script imports its chunks (the build leaves out module preloads).
    const asset = /(?:from|import\(?)\s*"(\/assets\/[^"]+\.js)"/.exec(await (await request.get("/")).text());
    const assetPath = asset?.[1];
    expect(assetPath).toBeTruthy();
    const assetResponse = await request.get(assetPath!);
    expect(assetResponse.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  });

  test("every response carries the security headers; pages allow only their own inline scripts", async ({
    request,
  }) => {
    const response = await request.get("/");
    const headers = response.headers();
    expect(headers["strict-transport-security"]).toContain("max-age=");
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    const csp = headers["content-security-policy"]!;
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toMatch(/script-src 'self' 'sha256-/);
    expect(csp).not.toContain("'unsafe-inline' https://www.googletagmanager.com");
    expect(csp.split("script-src")[1]!.split(";")[0]).not.toContain("unsafe-inline");
  });

  test("sitemap.xml lists every public route and article with lastmod; robots.txt keeps out auth and admin", async ({
    request,
  }) => {
    const sitemap = await (await request.get("/sitemap.xml")).text();
    // Every published edition's pages (R-EDITION-03).
    const paths = PUBLISHED_LOCALES.flatMap((locale) => publicPaths(locale));
    for (const path of paths) {
      expect(sitemap).toContain(`<loc>${path === "/" ? `${ORIGIN}/` : `${ORIGIN}${path}`}</loc>`);
    }
    expect(sitemap.match(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/g)).toHaveLength(paths.length);
    const robots = await (await request.get("/robots.txt")).text();
    for (const path of CLIENT_ONLY_PATHS) expect(robots).toContain(`Disallow: ${path}`);
    expect(robots).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });

  test("the blog has an RSS feed with all 13 articles, announced on the blog pages", async ({ request }) => {
    const response = await request.get("/blog/rss.xml");
    expect(response.headers()["content-type"]).toContain("application/rss+xml");
    const feed = await response.text();
    expect(feed.match(/<item>/g)).toHaveLength(BLOG_SLUGS.length);
    expect(await (await request.get("/blog")).text()).toContain('type="application/rss+xml"');
  });

  test("R-OPEN-08: Open Graph images are real 1200×630 PNGs, one per page type", async ({ request }) => {
    for (const [path, image] of [
      ["/", "/og/default.png"],
      ["/about", "/og/page.png"],
      ["/privacy", "/og/legal.png"],
      ["/blog/rewards-system", "/og/blog.png"],
    ] as const) {
      const html = await (await request.get(path)).text();
      expect(html).toContain(`content="${ORIGIN}${image}"`);
      const png = await (await request.get(image)).body();
      expect(png.subarray(1, 4).toString()).toBe("PNG");
      expect(png.readUInt32BE(16)).toBe(1200);
      expect(png.readUInt32BE(20)).toBe(630);
    }
  });
});
