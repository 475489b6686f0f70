/**
 * A Vite plugin that builds the hero's inline boot script (`virtual:hero-boot`) from
 * app/features/experiments/boot-script.ts and what it imports, so the assignment rules the
 * script applies before the first paint are the ones assignment.ts applies after hydration,
 * written and tested once. Vite's own library build bundles it into one classic script
 * (Rollup drops what the script does not use, such as the rest of core/constants.ts, which
 * esbuild's bundler kept: 3.0 against 4.5 KB); boot.ts wraps it with each edition's
 * settings, and the page's CSP allows it by its hash, taken from the built page.
 */
import { fileURLToPath } from "node:url";
import { build, type Plugin, type Rollup } from "vite";
import { virtualModulePlugin } from "./virtual-module";

const ENTRY = fileURLToPath(new URL("../app/features/experiments/boot-entry.ts", import.meta.url));
const root = fileURLToPath(new URL("..", import.meta.url));

/** The boot script's bundle (it reads a free variable `settings`) and the files it was built from. */
export async function bundleHeroBoot(): Promise<{ code: string; inputs: string[] }> {
  const result = (await build({
    configFile: false,
    root,
    logLevel: "silent",
    resolve: { alias: { "@core": `${root}core` } },
    build: {
      write: false,
      minify: "esbuild",
      target: "es2020",
      lib: { entry: ENTRY, formats: ["iife"], name: "heroBoot" },
    },
  })) as Rollup.RollupOutput[];
  const [chunk] = result[0]!.output;
  return { code: chunk.code.trim(), inputs: Object.keys(chunk.modules) };
}

export function heroBootPlugin(): Plugin {
  return virtualModulePlugin("hero-boot", async function () {
    const { code, inputs } = await bundleHeroBoot();
    for (const input of inputs) this.addWatchFile(input);
    return `export const heroBootBundle = ${JSON.stringify(code)};`;
  });
}
