// The page view beacon's weight (R-FUNNEL-38): the bytes app/features/page-view.ts adds to every
// page, bundled on its own and compressed as the server sends it, beside Plausible's script.
import { join } from "node:path";
import { brotliCompressSync, constants as zlib, gzipSync } from "node:zlib";
import { build } from "esbuild";
import { repoRoot } from "../scripts/ensure-build.mjs";

/**
 * Plausible's tracking script, measured once and written here (the bench fetches nothing from the
 * internet): priv/tracker/js/plausible.js of github.com/plausible/analytics at commit
 * 1e082085d53035bcead3be3a96354bbb4c1c7043, the base script a site loads as /js/script.js (page views
 * only, no extension), read from that commit and compressed with Node 24's zlib as bytes() below
 * does, on 2026-12-02. Plausible describes it as "< 1 KB".
 */
export const PLAUSIBLE_SCRIPT = {
  source: "plausible/analytics@1e082085d5, priv/tracker/js/plausible.js (served as /js/script.js)",
  measuredOn: "2026-12-02",
  raw: 1297,
  gzip: 710,
  brotli: 601,
};

function sizes(body) {
  return {
    raw: body.length,
    gzip: gzipSync(body, { level: 9 }).length,
    brotli: brotliCompressSync(body, {
      params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: body.length },
    }).length,
  };
}

/** What the page already loads for other work (the idle helper, the attribution record, the page registry): not the beacon's bytes. */
const ALREADY_LOADED = /^(~\/lib\/idle|\.\/attribution|@core\/pages)$/;

/**
 * The beacon module minified on its own, with the constants it reads (tree-shaken) and without
 * what the page loads anyway. An upper bound of what it adds: inside the app's chunk, it shares
 * its minifier's names and compression dictionary with the rest.
 */
export async function beaconBytes() {
  const result = await build({
    entryPoints: [join(repoRoot, "app/features/page-view.ts")],
    bundle: true,
    minify: true,
    format: "esm",
    write: false,
    target: "es2022",
    tsconfig: join(repoRoot, "tsconfig.json"),
    logLevel: "silent",
    plugins: [
      {
        name: "already-loaded",
        setup(builder) {
          builder.onResolve({ filter: ALREADY_LOADED }, (args) => ({ path: args.path, external: true }));
        },
      },
    ],
  });
  return { module: "app/features/page-view.ts", ...sizes(Buffer.from(result.outputFiles[0].contents)) };
}
