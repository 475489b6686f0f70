// After the client build: bundle the Node server (TypeScript → build/app-server/index.js,
// packages external) and precompress the static files (brotli 11 and gzip 9), so the
// server starts fast and never compresses per request. HTML is compressed by the server
// at start, after it adds the runtime settings.
import { build } from "esbuild";
import { readdir, readFile, writeFile } from "node:fs/promises";
import { extname, join } from "node:path";
import { brotliCompressSync, constants as zlib, gzipSync } from "node:zlib";
import { buildServiceWorker } from "../build-tools/service-worker.mjs";

await build({
  entryPoints: ["server/index.ts"],
  outfile: "build/app-server/index.js",
  bundle: true,
  platform: "node",
  target: "node20",
  format: "esm",
  packages: "external",
  sourcemap: true,
  logLevel: "warning",
});
console.log("Server bundled: build/app-server/index.js");

await buildServiceWorker();

const COMPRESSIBLE = new Set([".js", ".css", ".json", ".data", ".svg", ".txt", ".xml", ".webmanifest"]);
const entries = await readdir("build/client", { withFileTypes: true, recursive: true });
let count = 0;
for (const entry of entries) {
  if (!entry.isFile() || !COMPRESSIBLE.has(extname(entry.name))) continue;
  const path = join(entry.parentPath, entry.name);
  const body = await readFile(path);
  if (body.length <= 512) continue;
  await writeFile(`${path}.br`, brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: body.length } }));
  await writeFile(`${path}.gz`, gzipSync(body, { level: 9 }));
  count += 1;
}
console.log(`Precompressed ${count} static files (.br, .gz)`);
