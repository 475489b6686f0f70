// The service worker (R-CALL-12, R-OPEN-52; docs/decisions/008-performance.md), generated with Workbox after the client
// build. It precaches the shell (the home page and what it preloads, the stylesheet,
// icons) and each edition's offline page, serves pages network-first (the cache only when
// offline, the offline page when neither answers: R-OPEN-56), keeps hashed assets
// cache-first as they are used, keeps no URL with a query, and never touches /functions,
// /api or /rest (its routes: build-tools/service-worker-routes.ts).
import { createHash } from "node:crypto";
import { mkdir, readdir, readFile, writeFile } from "node:fs/promises";
import { dirname } from "node:path";
import { generateSW } from "workbox-build";
import { LOCALES } from "../core/locales.ts";
import { offlinePath } from "../core/pages.ts";
import { offlinePageFile, offlinePageHtml } from "./offline-page.ts";
import { RUNTIME_CACHING } from "./service-worker-routes.ts";

/** The Arabic typeface's two built faces, for the Arabic offline page (served from the cache once an Arabic page has used them). */
async function arabicFonts(clientDir) {
  const files = await readdir(`${clientDir}/assets`);
  const face = (name) => files.find((file) => new RegExp(`^plex-arabic-${name}-[\\w-]+\\.woff2$`).test(file));
  const regular = face("regular");
  const bold = face("bold");
  if (!regular || !bold) return undefined;
  return {
    family: "IBM Plex Sans Arabic",
    faces: [
      { url: `/assets/${regular}`, weight: "400 500" },
      { url: `/assets/${bold}`, weight: "600 700" },
    ],
  };
}

/** Writes each edition's offline page into the client build (R-OPEN-56, 57); their precache entries. */
async function writeOfflinePages(clientDir, revision) {
  const fonts = await arabicFonts(clientDir);
  const entries = [];
  for (const locale of LOCALES) {
    const html = offlinePageHtml(locale, locale === "ar" ? fonts : undefined);
    const file = `${clientDir}/${offlinePageFile(locale)}`;
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, html);
    entries.push({ url: offlinePath(locale), revision: revision(html) });
  }
  return entries;
}

export async function buildServiceWorker(clientDir = "build/client") {
  const html = await readFile(`${clientDir}/index.html`, "utf8");
  const shell = new Set([
    ...[...html.matchAll(/<link rel="modulepreload" href="(\/assets\/[^"]+)"/g)].map((match) => match[1]),
    ...[...html.matchAll(/<link rel="stylesheet" href="(\/assets\/[^"]+)"/g)].map((match) => match[1]),
  ]);
  // What the shell loads on demand (dialogs, forms, web-vitals), and what those chunks import in
  // turn: named in the chunks as "./name.js" (imports) or "assets/name.js" (Vite's preload lists).
  const queue = [...shell];
  while (queue.length > 0) {
    const url = queue.pop();
    if (!url.endsWith(".js")) continue;
    const code = await readFile(`${clientDir}${url}`, "utf8");
    for (const [, name] of code.matchAll(/["'](?:\.\/|assets\/)([\w.-]+\.(?:js|css))["']/g)) {
      const next = `/assets/${name}`;
      if (shell.has(next)) continue;
      shell.add(next);
      queue.push(next);
    }
  }
  const revision = (text) => createHash("sha256").update(text).digest("hex").slice(0, 16);
  const offlinePages = await writeOfflinePages(clientDir, revision);
  const { count, size, warnings } = await generateSW({
    swDest: `${clientDir}/sw.js`,
    globDirectory: clientDir,
    globPatterns: ["favicon.svg", "manifest.webmanifest", "icon-*.png", "apple-touch-icon.png"],
    additionalManifestEntries: [
      // The home page itself, so it opens offline after the first visit.
      { url: "/", revision: revision(html) },
      // Hashed file names: the name is the revision.
      ...[...shell].map((url) => ({ url, revision: null })),
      // What a navigation gets offline when nothing else answers it (R-OPEN-56).
      ...offlinePages,
    ],
    dontCacheBustURLsMatching: /^\/assets\//,
    // A new version takes over at the next navigation.
    skipWaiting: true,
    clientsClaim: true,
    cleanupOutdatedCaches: true,
    inlineWorkboxRuntime: true,
    sourcemap: false,
    mode: "production",
    navigateFallback: null,
    runtimeCaching: RUNTIME_CACHING,
  });
  for (const warning of warnings) console.warn(`service worker: ${warning}`);
  console.log(`Service worker: build/client/sw.js precaches ${count} files (${Math.round(size / 1024)} KB)`);
}
