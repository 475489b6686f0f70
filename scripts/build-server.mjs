// After the client build (run with tsx, so it shares the server's TypeScript): bundle the
// Node server (build/app-server/index.js, packages external), precompress the static files
// so the server never compresses per request, and write each page's inline-script hashes.
// HTML is compressed by the server at start, after it adds the runtime settings.
import { build } from "esbuild";
import { readdir, readFile, writeFile } from "node:fs/promises";
import { join, relative, sep } from "node:path";
import { buildServiceWorker } from "../build-tools/service-worker.mjs";
import { withoutModulePreloads } from "../build-tools/module-preloads.ts";
import { offlinePageFile } from "../build-tools/offline-page.ts";
import { LOCALES } from "../core/locales.ts";
import { compress, isCompressible } from "../server/compression.server.ts";
import { cspHashesPath, inlineScriptHashes } from "../server/static-site.server.ts";

// The server runs on the Node that package.json's `node` dependency installs
// (docs/decisions/012-node-24-from-npm.md): its major is the bundle's target.
const { dependencies } = JSON.parse(await readFile("package.json", "utf8"));
const nodeMajor = dependencies.node.split(".")[0];

await build({
  entryPoints: ["server/index.ts"],
  outfile: "build/app-server/index.js",
  bundle: true,
  platform: "node",
  target: `node${nodeMajor}`,
  format: "esm",
  packages: "external",
  sourcemap: true,
  logLevel: "warning",
});
console.log("Server bundled: build/app-server/index.js");

await buildServiceWorker();

// No page carries module preloads (build-tools/module-preloads.ts). After the service
// worker, which reads the home page's preloads to precache the shell.
// The offline pages have no React Router script: they stand alone (build-tools/offline-page.ts).
const standalone = new Set(LOCALES.map((locale) => join("build/client", offlinePageFile(locale))));
let pages = 0;
for (const entry of await readdir("build/client", { withFileTypes: true, recursive: true })) {
  if (!entry.isFile() || !entry.name.endsWith(".html")) continue;
  const path = join(entry.parentPath, entry.name);
  if (standalone.has(path)) continue;
  try {
    await writeFile(path, withoutModulePreloads(await readFile(path, "utf8")));
  } catch (error) {
    throw new Error(`${path}: ${error.message}`, { cause: error });
  }
  pages += 1;
}
console.log(`Pages without module preloads: ${pages}`);

const entries = await readdir("build/client", { withFileTypes: true, recursive: true });
let count = 0;
const cspHashes = {};
for (const entry of entries) {
  if (!entry.isFile()) continue;
  const path = join(entry.parentPath, entry.name);
  const body = await readFile(path);
  if (entry.name.endsWith(".html")) {
    // The runtime settings the server adds are a JSON block, never executed: these hashes stay right.
    cspHashes[`/${relative("build/client", path).split(sep).join("/")}`] = inlineScriptHashes(body.toString("utf8"));
  } else if (isCompressible(entry.name, body.length)) {
    const { br, gzip } = compress(body);
    await writeFile(`${path}.br`, br);
    await writeFile(`${path}.gz`, gzip);
    count += 1;
  }
}
console.log(`Precompressed ${count} static files (.br, .gz)`);
await writeFile(cspHashesPath("build/client"), `${JSON.stringify(cspHashes, null, 1)}\n`);
console.log(`Inline-script hashes of ${Object.keys(cspHashes).length} pages: ${cspHashesPath("build/client")}`);
