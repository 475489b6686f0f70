// The route list of core/routes.ts (TypeScript), loaded through tsx (which follows
// tsconfig paths), so this plain Node script reads the same list as the router,
// the prerender and the sitemap.
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { tsImport } from "tsx/esm/api";
import { repoRoot } from "../scripts/ensure-build.mjs";

export function loadRoutes() {
  return tsImport(pathToFileURL(join(repoRoot, "core/routes.ts")).href, import.meta.url);
}

/** core/locales.ts: the editions and how a path names its edition. */
export function loadLocales() {
  return tsImport(pathToFileURL(join(repoRoot, "core/locales.ts")).href, import.meta.url);
}
