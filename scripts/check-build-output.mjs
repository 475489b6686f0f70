// Fails the build when a built text file still holds an unfilled content
// placeholder (`{{name}}`): every generator fills through core/placeholders.ts,
// and this is the net under all of them. Run by `npm run build`.
import { readdirSync, readFileSync } from "node:fs";
import { extname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";

const TEXT_EXTENSIONS = new Set([
  ".html",
  ".xml",
  ".txt",
  ".json",
  ".webmanifest",
  ".svg",
  ".data",
  ".js",
  ".mjs",
  ".css",
]);

/** Built text files under `dir` that contain `{{`, as paths relative to `dir`. */
export function filesWithPlaceholders(dir) {
  const found = [];
  const walk = (folder) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (TEXT_EXTENSIONS.has(extname(entry.name)) && readFileSync(path, "utf8").includes("{{"))
        found.push(relative(dir, path));
    }
  };
  walk(dir);
  return found.sort();
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dir = process.argv[2] ?? "build/client";
  const found = filesWithPlaceholders(dir);
  if (found.length > 0) {
    console.error(`Unfilled content placeholders ({{...}}) in ${dir}:\n${found.map((file) => `  ${file}`).join("\n")}`);
    process.exit(1);
  }
}
