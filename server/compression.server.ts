/**
 * The one way the site compresses and tags a file: brotli and gzip bodies and a
 * content ETag. The build precompresses assets with it (scripts/build-server.mjs),
 * the server its pages at start (static-site.server.ts) and the home page's
 * experiment variant when the experiments change (experiments/page.server.ts).
 */
import { createHash } from "node:crypto";
import { extname } from "node:path";
import { brotliCompressSync, constants as zlib, gzipSync } from "node:zlib";

/** Text formats worth compressing; images and fonts are compressed already. */
const COMPRESSIBLE = new Set([".html", ".js", ".css", ".json", ".data", ".svg", ".txt", ".xml", ".webmanifest"]);

/** Below this size the encoding header costs about what compression saves. */
const MIN_BYTES = 512;

export function isCompressible(path: string, size: number): boolean {
  return COMPRESSIBLE.has(extname(path)) && size > MIN_BYTES;
}

/** "max" once per build or start; "fast" where it runs while serving (a new experiment variant). */
export function compress(body: Buffer, effort: "max" | "fast" = "max"): { br: Buffer; gzip: Buffer } {
  const max = effort === "max";
  return {
    br: brotliCompressSync(body, {
      params: { [zlib.BROTLI_PARAM_QUALITY]: max ? 11 : 6, [zlib.BROTLI_PARAM_SIZE_HINT]: body.length },
    }),
    gzip: gzipSync(body, { level: max ? 9 : 6 }),
  };
}

/** A strong validator of the bytes: the same body always gets the same tag. */
export function etagOf(body: Buffer): string {
  return `"${createHash("sha1").update(body).digest("base64url").slice(0, 27)}"`;
}
