/**
 * Files the build draws from code instead of keeping binaries in git:
 * blog covers (/images/blog/*.svg), the icons, and the Open Graph images (/og/*.png).
 * Emitted into the client build, and served from memory by the dev server. (The app-screen
 * mock-ups are drawn with the page, in its edition's words: app/components/ui/app-screen-mockup.tsx.)
 */
import type { Plugin } from "vite";
import { MAX_CASHBACK_PERCENT } from "../core/constants";
import { LOCALES, type Locale } from "../core/locales";
import { blogFeedPath, ogImagePath, pages, type OgImageKind } from "../core/pages";
import { brokerStatement, siteConfig } from "../site.config";
import { brandIconPng, brandIconSvg } from "./brand-icon";
import { blogCovers, ogImagePng } from "./covers";
import { robotsTxt, rssXml, sitemapXml } from "./seo-files";

/** One Open Graph image per kind of page and edition (R-OPEN-08, R-EDITION-08): title, eyebrow and palette. */
const OG_IMAGE_ART: Record<Locale, Record<OgImageKind, [string, string, number]>> = {
  en: {
    default: [siteConfig.tagline, `Up to ${MAX_CASHBACK_PERCENT}% cashback`, 0],
    page: [`Drive safely in the UAE, earn up to ${MAX_CASHBACK_PERCENT}% cashback`, siteConfig.name, 1],
    blog: ["Safer driving, smarter insurance: guides for UAE drivers", pages.blog.label, 2],
    legal: ["Your data, your rights, our promises", "Legal", 3],
  },
  ar: {
    default: [
      "مدرّب القيادة الآمنة بالذكاء الاصطناعي واسترداد نقدي على تأمين المركبات",
      `استرداد نقدي يصل إلى ${MAX_CASHBACK_PERCENT}%`,
      0,
    ],
    page: [`قُد بأمان في الإمارات واحصل على استرداد نقدي يصل إلى ${MAX_CASHBACK_PERCENT}%`, siteConfig.name, 1],
    blog: ["قيادة أكثر أمانًا وتأمين أذكى: أدلة لسائقي الإمارات", "المدونة", 2],
    legal: ["بياناتك وحقوقك والتزاماتنا", "الشروط والسياسات", 3],
  },
};

type Asset = { fileName: string; source: () => string | Uint8Array; contentType: string };

function assets(): Asset[] {
  return [
    ...LOCALES.flatMap((locale) =>
      blogCovers(undefined, locale).map((cover) => ({
        fileName: cover.fileName,
        source: () => cover.source,
        contentType: "image/svg+xml",
      })),
    ),
    { fileName: "manifest.webmanifest", source: webManifest, contentType: "application/manifest+json" },
    { fileName: "favicon.svg", source: () => brandIconSvg(64), contentType: "image/svg+xml" },
    { fileName: "icon-192.png", source: () => brandIconPng(192), contentType: "image/png" },
    { fileName: "icon-512.png", source: () => brandIconPng(512), contentType: "image/png" },
    { fileName: "icon-maskable-512.png", source: () => brandIconPng(512, true), contentType: "image/png" },
    { fileName: "apple-touch-icon.png", source: () => brandIconPng(180), contentType: "image/png" },
    ...LOCALES.flatMap((locale) =>
      Object.entries(OG_IMAGE_ART[locale]).map(([kind, [title, eyebrow, palette]]) => ({
        fileName: ogImagePath(kind as OgImageKind, locale).slice(1),
        source: () => ogImagePng(title, eyebrow, palette, locale),
        contentType: "image/png",
      })),
    ),
    { fileName: "sitemap.xml", source: () => sitemapXml(), contentType: "application/xml" },
    { fileName: "robots.txt", source: robotsTxt, contentType: "text/plain" },
    ...LOCALES.map((locale) => ({
      fileName: blogFeedPath(locale).slice(1),
      source: () => rssXml(locale),
      contentType: "application/rss+xml",
    })),
  ];
}

export function generatedAssetsPlugin(): Plugin {
  return {
    name: "drivebee:generated-assets",
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const path = req.url?.split("?")[0]?.slice(1);
        const asset = assets().find((candidate) => candidate.fileName === path);
        if (!asset) {
          next();
          return;
        }
        res.setHeader("Content-Type", asset.contentType);
        res.end(asset.source());
      });
    },
    generateBundle(options) {
      // Only the client build ships static files.
      if (!options.dir?.replace(/\\/g, "/").endsWith("/client")) return;
      if (!brokerStatement()) {
        this.warn(
          "site.config.ts broker is not set: the site names no licensed broker. Set its name, licence authority and number before launch.",
        );
      }
      for (const asset of assets()) {
        this.emitFile({ type: "asset", fileName: asset.fileName, source: asset.source() });
      }
    },
  };
}

function webManifest(): string {
  return JSON.stringify(
    {
      name: `${siteConfig.name}: AI driving coach and insurance cashback`,
      short_name: siteConfig.name,
      description: `Drive safely in the UAE and earn up to ${MAX_CASHBACK_PERCENT}% cashback on car insurance.`,
      start_url: "/",
      scope: "/",
      display: "standalone",
      background_color: "#ffffff",
      theme_color: "#0b1726",
      icons: [
        { src: "/icon-192.png", sizes: "192x192", type: "image/png" },
        { src: "/icon-512.png", sizes: "512x512", type: "image/png" },
        { src: "/icon-maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
      ],
    },
    null,
    2,
  );
}
