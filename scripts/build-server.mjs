// Bundles the Node server (TypeScript) into build/server/index.js; packages stay external.
import { build } from "esbuild";

await build({
  entryPoints: ["server/index.ts"],
  outfile: "build/server/index.js",
  bundle: true,
  platform: "node",
  target: "node20",
  format: "esm",
  packages: "external",
  sourcemap: true,
  logLevel: "warning",
});
console.log("Server bundled: build/server/index.js");
