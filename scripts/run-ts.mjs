// Runs one of our TypeScript command-line entry points (server/cli/*.ts) on Node 20,
// which has no TypeScript loader: esbuild bundles it (packages stay external) and we import it.
// Usage: node scripts/run-ts.mjs server/cli/admin.ts [args...]
import { build } from "esbuild";
import { mkdirSync } from "node:fs";
import { basename, join, resolve } from "node:path";
import { pathToFileURL } from "node:url";

const [entry, ...args] = process.argv.slice(2);
if (!entry) {
  console.error("Usage: node scripts/run-ts.mjs <entry.ts> [args...]");
  process.exit(2);
}
// Inside node_modules/.cache so the bundle resolves the project's packages.
const dir = join("node_modules", ".cache", "drivebee");
mkdirSync(dir, { recursive: true });
const out = join(dir, `${basename(entry, ".ts")}.mjs`);
await build({
  entryPoints: [resolve(entry)],
  outfile: out,
  bundle: true,
  platform: "node",
  format: "esm",
  packages: "external",
  logLevel: "warning",
});
process.argv = [process.argv[0], resolve(entry), ...args];
await import(pathToFileURL(resolve(out)).href);
