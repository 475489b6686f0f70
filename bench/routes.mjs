// The route list of core/routes.ts (TypeScript), bundled on the fly with esbuild
// (which follows tsconfig paths), so this plain Node script reads the same list
// as the router, the prerender and the sitemap.
import { build } from "esbuild";
import { join } from "node:path";
import { repoRoot } from "../scripts/ensure-build.mjs";

export async function loadRoutes() {
  const result = await build({
    entryPoints: [join(repoRoot, "core/routes.ts")],
    absWorkingDir: repoRoot,
    bundle: true,
    write: false,
    format: "esm",
    platform: "node",
    logLevel: "error",
  });
  const code = result.outputFiles[0].text;
  return import(`data:text/javascript;base64,${Buffer.from(code).toString("base64")}`);
}
