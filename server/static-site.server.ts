/**
 * The prerendered site, held in memory: every file of the client build is
 * read once at start, with its ETag and its brotli and gzip variants made
 * ahead of time, so a page is served without touching the disk or
 * compressing per request. HTML gets the runtime settings and a
 * Content-Security-Policy that allows exactly its own inline scripts.
 */
import { createHash } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import { getMimeType, mimes } from "hono/utils/mime";
import { join, relative, sep } from "node:path";
import { LOCALES, localeOf } from "../core/locales";
import { notFoundPath } from "../core/pages";
import { compress, etagOf, isCompressible } from "./compression.server";
import { beforeHeadEnd, jsonScriptTag } from "./json-script.server";
import { CSP_REPORT_GROUP, CSP_REPORT_PATH } from "./security-headers.server";

export type StaticFile = {
  body: Buffer;
  br?: Buffer;
  gzip?: Buffer;
  etag: string;
  contentType: string;
  cacheControl: string;
  /** HTML only: the policy with this file's inline-script hashes. */
  csp?: string;
  /** HTML with the hero: the server adds the active experiments before serving it ("No flash", docs/decisions/007-ab-experiments.md). */
  experimentSlot?: boolean;
};

/**
 * Pages whose HTML carries one of these markers get the experiment snapshot (see
 * server/experiments/page.server.ts): the English hero and the Arabic one (R-EDITION-16).
 */
export const EXPERIMENT_SLOT_MARKERS = ['data-ab-slot="hero"', 'data-ab-slot="hero_ar"'] as const;
export const EXPERIMENT_SLOT_MARKER = EXPERIMENT_SLOT_MARKERS[0];

export type RuntimeSettings = {
  gaMeasurementId?: string;
  metaPixelId?: string;
  publicApiKey: string;
  apiDirectOrigin?: string;
};

// Hono's table of media types, and React Router's turbo-stream data files.
const MEDIA_TYPES = { ...mimes, data: "text/x-script; charset=utf-8" };

/**
 * The hosts each analytics vendor needs once the visitor consents
 * (app/features/analytics.ts): gtag.js from Google Tag Manager, which sends
 * to Google Analytics (fetch/beacon, and pixel images as a fallback); the
 * pixel's fbevents.js from connect.facebook.net, which sends to
 * www.facebook.com. A vendor is in a page's policy only when its id is
 * configured: a site without analytics allows no third party at all.
 */
const ANALYTICS_VENDORS = {
  googleAnalytics: {
    script: ["https://www.googletagmanager.com"],
    connect: [
      "https://www.google-analytics.com",
      "https://*.google-analytics.com",
      "https://*.analytics.google.com",
      "https://www.googletagmanager.com",
    ],
    img: ["https://www.google-analytics.com", "https://*.google-analytics.com", "https://www.googletagmanager.com"],
  },
  metaPixel: {
    script: ["https://connect.facebook.net"],
    connect: ["https://www.facebook.com", "https://connect.facebook.net"],
    img: ["https://www.facebook.com"],
  },
} as const;

export type CspSettings = Pick<RuntimeSettings, "apiDirectOrigin" | "gaMeasurementId" | "metaPixelId">;

export function contentSecurityPolicy(scriptHashes: readonly string[], settings: CspSettings = {}): string {
  const vendors = [
    ...(settings.gaMeasurementId ? [ANALYTICS_VENDORS.googleAnalytics] : []),
    ...(settings.metaPixelId ? [ANALYTICS_VENDORS.metaPixel] : []),
  ];
  const hosts = (kind: "script" | "connect" | "img") => [...new Set(vendors.flatMap((vendor) => vendor[kind]))];
  const scriptSrc = ["'self'", ...scriptHashes.map((hash) => `'${hash}'`), ...hosts("script")];
  const connectSrc = ["'self'", ...(settings.apiDirectOrigin ? [settings.apiDirectOrigin] : []), ...hosts("connect")];
  return [
    "default-src 'self'",
    `script-src ${scriptSrc.join(" ")}`,
    // React and Radix set style attributes (positions, transforms): inline styles, never inline scripts.
    "style-src 'self' 'unsafe-inline'",
    ["img-src 'self' data:", ...hosts("img")].join(" "),
    "font-src 'self'",
    `connect-src ${connectSrc.join(" ")}`,
    "frame-src 'none'",
    "frame-ancestors 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "manifest-src 'self'",
    "worker-src 'self'",
    // report-to for browsers with the Reporting API; report-uri for the rest (ignored where report-to is understood).
    `report-uri ${CSP_REPORT_PATH}`,
    `report-to ${CSP_REPORT_GROUP}`,
  ].join("; ");
}

/** The service worker's own policy: it may fetch this site to cache it, and nothing else. */
export const SERVICE_WORKER_CSP = "default-src 'self'; frame-ancestors 'none'; base-uri 'none'";

const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g;

/**
 * The script types a policy governs: scripts the page runs, and speculation rules, which the
 * browser reads only when script-src allows them (R-HTML-08). JSON data blocks are neither.
 */
const POLICED_SCRIPT_TYPES = new Set(["module", "text/javascript", "speculationrules"]);

/** sha256 hashes of the inline scripts of a page that script-src governs. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(INLINE_SCRIPT)) {
    const attributes = match[1] ?? "";
    const type = /\btype=["']?([^"'\s>]+)/.exec(attributes)?.[1];
    if (type && !POLICED_SCRIPT_TYPES.has(type)) continue;
    hashes.add(
      `sha256-${createHash("sha256")
        .update(match[2] ?? "")
        .digest("base64")}`,
    );
  }
  return [...hashes];
}

export function runtimeConfigTag(settings: RuntimeSettings): string {
  return jsonScriptTag("runtime-config", settings);
}

/**
 * A page as the server sends it, prerendered or rendered for a form's post (server/pages.server.ts):
 * the runtime settings before `</head>`, and the policy that allows exactly its own inline scripts.
 */
export function withRuntimeSettings(
  page: string,
  settings: RuntimeSettings,
  configTag = runtimeConfigTag(settings),
): { html: string; csp: string } {
  const html = beforeHeadEnd(page, configTag);
  return { html, csp: contentSecurityPolicy(inlineScriptHashes(html), settings) };
}

function contentTypeFor(path: string): string {
  if (path.endsWith("rss.xml")) return "application/rss+xml; charset=utf-8";
  return getMimeType(path, MEDIA_TYPES) ?? "application/octet-stream";
}

/** Where the build writes each page's inline-script hashes (scripts/build-server.mjs): beside the client folder, never served. */
export function cspHashesPath(clientDir: string): string {
  return join(clientDir, "..", "csp-hashes.json");
}

/** Cache policy by path relative to the client folder: hashed assets forever, pages and the worker revalidated. */
export function cacheControlFor(path: string): string {
  if (path.startsWith("assets/")) return "public, max-age=31536000, immutable";
  if (path.endsWith(".html") || path.endsWith(".data") || path === "sw.js" || path.endsWith(".webmanifest")) {
    return "public, max-age=0, must-revalidate";
  }
  return "public, max-age=86400";
}

function prepare(
  path: string,
  body: Buffer,
  { csp, br, gzip }: { csp?: string; br?: Buffer; gzip?: Buffer } = {},
): StaticFile {
  const file: StaticFile = {
    body,
    etag: etagOf(body),
    contentType: contentTypeFor(path),
    cacheControl: cacheControlFor(path),
    ...(csp ? { csp } : {}),
  };
  if (br && gzip) {
    // Precompressed by the build (scripts/build-server.mjs).
    file.br = br;
    file.gzip = gzip;
  } else if (isCompressible(path, body.length)) {
    Object.assign(file, compress(body));
  }
  return file;
}

async function readIfExists(path: string): Promise<Buffer | undefined> {
  try {
    return await readFile(path);
  } catch {
    return undefined;
  }
}

async function walk(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}

export type StaticSite = {
  /** A file by its URL path ("/assets/x.js"), or the page for a route path ("/about"). */
  lookup(urlPath: string): { file: StaticFile; status: 200 | 404 } | null;
  files: Map<string, StaticFile>;
};

export async function loadStaticSite(clientDir: string, settings: RuntimeSettings): Promise<StaticSite> {
  const files = new Map<string, StaticFile>();
  const configTag = runtimeConfigTag(settings);
  for (const absolute of await walk(clientDir)) {
    if (absolute.endsWith(".br") || absolute.endsWith(".gz")) continue;
    const path = relative(clientDir, absolute).split(sep).join("/");
    const body = await readFile(absolute);
    if (path.endsWith(".html")) {
      const { html, csp } = withRuntimeSettings(body.toString("utf8"), settings, configTag);
      const file = prepare(path, Buffer.from(html, "utf8"), { csp });
      if (EXPERIMENT_SLOT_MARKERS.some((marker) => html.includes(marker))) file.experimentSlot = true;
      files.set(`/${path}`, file);
    } else {
      const [br, gzip] = await Promise.all([readIfExists(`${absolute}.br`), readIfExists(`${absolute}.gz`)]);
      // A worker is governed by its own script's policy: the service worker
      // must be able to fetch this site to cache it, and nothing else.
      const csp = path === "sw.js" ? SERVICE_WORKER_CSP : undefined;
      files.set(`/${path}`, prepare(path, body, { br, gzip, ...(csp ? { csp } : {}) }));
    }
  }

  // Each edition's not-found page, for the unknown paths under its prefix.
  const notFound = new Map(
    LOCALES.map((locale) => [notFoundPath(locale), files.get(`${notFoundPath(locale)}/index.html`)]),
  );

  return {
    files,
    lookup(urlPath) {
      const direct = files.get(urlPath);
      if (direct && !urlPath.endsWith(".html")) return { file: direct, status: 200 };
      const page = files.get(urlPath === "/" ? "/index.html" : `${urlPath}/index.html`);
      if (page && !notFound.has(urlPath)) return { file: page, status: 200 };
      const missing = notFound.get(notFoundPath(localeOf(urlPath))) ?? notFound.get(notFoundPath());
      return missing ? { file: missing, status: 404 } : null;
    },
  };
}
