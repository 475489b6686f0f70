// The one build-freshness rule, for `npm start`, the browser tests, the
// resilience tests and the bench: build when build/ is missing or older than
// any of its sources (tests excluded), or when REBUILD=1.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

export const repoRoot = fileURLToPath(new URL("..", import.meta.url));

export const BUILD_OUTPUTS = ["build/client/index.html", "build/app-server/index.js"];
const BUILD_INPUTS = [
  "app",
  "core",
  "content",
  "server",
  "build-tools",
  "site.config.ts",
  "vite.config.ts",
  "react-router.config.ts",
  "package.json",
  "scripts/build-server.mjs",
  "scripts/check-build-output.mjs",
];

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return /\.test\.tsx?$/.test(path) ? 0 : stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

/** Why the build must run again, or null when build/ is complete and newer than every source. */
export function buildStaleness(root = repoRoot) {
  if (process.env.REBUILD === "1") return "REBUILD=1";
  const outputs = BUILD_OUTPUTS.map((file) => join(root, file));
  if (outputs.some((file) => !existsSync(file))) return "build/ is missing";
  const built = Math.min(...outputs.map((file) => statSync(file).mtimeMs));
  const changed = BUILD_INPUTS.find((input) => newestMtime(join(root, input)) > built);
  return changed ? `${changed} changed since the last build` : null;
}

/** Runs `npm run build` when build/ is stale; returns whether it built. */
export function ensureBuild({ root = repoRoot, log = console.log, quiet = true } = {}) {
  const reason = buildStaleness(root);
  if (!reason) return false;
  log(`Building the site (${reason})...`);
  // A production build whatever the caller runs as (Vitest sets NODE_ENV=test).
  const { NODE_ENV: _callersMode, ...env } = process.env;
  const result = spawnSync("npm", ["run", "build"], {
    cwd: root,
    env,
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
    stdio: quiet ? "pipe" : "inherit",
    shell: process.platform === "win32",
  });
  if (result.status !== 0)
    throw new Error(`npm run build failed (exit ${result.status}):\n${result.stdout ?? ""}\n${result.stderr ?? ""}`);
  return true;
}
