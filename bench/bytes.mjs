// JavaScript and CSS a route loads before it is interactive, read from the built
// HTML: its stylesheets, module preloads, script tags and the imports of its
// inline module script, then every static import of those chunks, followed
// transitively. Chunks loaded later by import() (dialogs, web-vitals) are not
// counted. Each file is compressed here the way the server sends it (brotli 11,
// gzip 9), so the site and the reference app are measured the same way.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, constants as zlib, gzipSync } from "node:zlib";

const LINK = /<link\b[^>]*>/gi;
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
const attribute = (tag, name) => new RegExp(`\\b${name}=["']?([^"'\\s>]+)`, "i").exec(tag)?.[1];
// Static imports in minified chunks: `import{a}from"./x.js"`, `import"./x.js"`, `export*from"./x.js"`.
const STATIC_IMPORT = /(?:\bimport|\bexport)\s*(?:[\w*${}\s,]+?\s*from\s*)?["']([^"']+\.js)["']/g;
// The imports of the inline module script, static or dynamic: `import "/assets/x.js"`, `import("/assets/x.js")`.
// import "/x.js", import("/x.js") and import * as route0 from "/x.js" (React Router's route modules).
const INLINE_IMPORT = /(?:\bimport\s*\(?|\bfrom)\s*["'](\/[^"']+\.js)["']/g;

const compressed = new Map();
function sizes(file) {
  let entry = compressed.get(file);
  if (!entry) {
    const body = readFileSync(file);
    entry = {
      raw: body.length,
      gzip: gzipSync(body, { level: 9 }).length,
      brotli: brotliCompressSync(body, {
        params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: body.length },
      }).length,
    };
    compressed.set(file, entry);
  }
  return entry;
}

function resolveUrl(url, from = "/") {
  return new URL(url, `http://site${from}`).pathname;
}

/** The JS and CSS URL paths an HTML page loads up front. */
export function initialAssets(clientDir, html) {
  const js = new Set();
  const css = new Set();
  for (const [tag] of html.matchAll(LINK)) {
    const rel = attribute(tag, "rel")?.toLowerCase();
    const href = attribute(tag, "href");
    if (!href || /^https?:/.test(href)) continue;
    if (rel === "stylesheet") css.add(resolveUrl(href));
    if (rel === "modulepreload") js.add(resolveUrl(href));
  }
  for (const [, attributes, body] of html.matchAll(SCRIPT)) {
    const src = attribute(attributes, "src");
    if (src && !/^https?:/.test(src)) js.add(resolveUrl(src));
    if (/\btype=["']?module/i.test(attributes)) {
      for (const [, url] of body.matchAll(INLINE_IMPORT)) js.add(resolveUrl(url));
    }
  }
  // Follow the static imports of every chunk.
  const queue = [...js];
  while (queue.length > 0) {
    const url = queue.pop();
    const file = join(clientDir, url);
    if (!existsSync(file)) throw new Error(`${url} is referenced but not in ${clientDir}`);
    for (const [, specifier] of readFileSync(file, "utf8").matchAll(STATIC_IMPORT)) {
      const next = resolveUrl(specifier, url);
      if (!js.has(next)) {
        js.add(next);
        queue.push(next);
      }
    }
  }
  return { js: [...js].sort(), css: [...css].sort() };
}

function total(clientDir, urls) {
  const sum = { files: urls.length, raw: 0, gzip: 0, brotli: 0 };
  for (const url of urls) {
    const size = sizes(join(clientDir, url));
    sum.raw += size.raw;
    sum.gzip += size.gzip;
    sum.brotli += size.brotli;
  }
  return sum;
}

/** The prerendered HTML of a route path. */
export function htmlFileFor(clientDir, path) {
  return join(clientDir, path === "/" ? "index.html" : `${path.replace(/^\//, "")}/index.html`);
}

/** Bytes of JS and CSS one route loads up front (raw, gzip, brotli). */
export function routeBytes(clientDir, path) {
  const html = readFileSync(htmlFileFor(clientDir, path), "utf8");
  const assets = initialAssets(clientDir, html);
  return {
    js: total(clientDir, assets.js),
    css: total(clientDir, assets.css),
    jsFiles: assets.js,
    cssFiles: assets.css,
  };
}
