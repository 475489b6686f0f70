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
    // The content module reads the content folder through CommonJS packages (gray-matter):
    // give the bundle a require, which an ES module loaded from a data: URL lacks.
    banner: {
      js: `import { createRequire } from "node:module"; const require = createRequire(${JSON.stringify(join(repoRoot, "package.json"))});`,
    },
  });
  const code = result.outputFiles[0].text;
  return import(`data:text/javascript;base64,${Buffer.from(code).toString("base64")}`);
}
