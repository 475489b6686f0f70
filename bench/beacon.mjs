// The page view beacon's weight (R-FUNNEL-38): the bytes app/features/page-view.ts adds to every
// page, bundled on its own and compressed as the server sends it, beside Plausible's script.
import { join } from "node:path";
import { brotliCompressSync, constants as zlib, gzipSync } from "node:zlib";
import { transform } from "esbuild";
import { rollup } from "rollup";
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
  gzip: 723,
  brotli: 595,
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
 * The beacon module bundled on its own as the site's build does it (Rollup, which leaves out the
 * constants it does not read; esbuild strips the types and minifies), without what the page loads
 * anyway (the consent notice reads the page registry). An upper bound of what it adds: the import
 * and export statements and the attribution fields' names, which the page has already, are counted.
 */
export async function beaconBytes() {
  const typescript = {
    name: "typescript",
    resolveId(source) {
      if (ALREADY_LOADED.test(source)) return { id: source, external: true };
      if (source.startsWith("@core/")) return join(repoRoot, "core", `${source.slice("@core/".length)}.ts`);
      return null;
    },
    async transform(code, id) {
      return id.endsWith(".ts") ? (await transform(code, { loader: "ts", format: "esm" })).code : null;
    },
  };
  const bundle = await rollup({ input: join(repoRoot, "app/features/page-view.ts"), plugins: [typescript] });
  const { output } = await bundle.generate({ format: "es" });
  await bundle.close();
  const minified = await transform(output[0].code, { minify: true, format: "esm", target: "es2022" });
  return { module: "app/features/page-view.ts", ...sizes(Buffer.from(minified.code)) };
}
