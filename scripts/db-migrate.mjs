// `npm run db:migrate`: apply pending migrations once per deploy (DATABASE_URL as for the server).
import { build } from "esbuild";
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";

// Inside node_modules/.cache so the bundle resolves the project's packages.
const dir = join("node_modules", ".cache", "drivebee");
mkdirSync(dir, { recursive: true });
const out = join(dir, "migrate.mjs");
await build({
  stdin: {
    contents: `import { openDatabase } from "./server/db/client.server";
      const db = await openDatabase(process.env.DATABASE_URL);
      try { await db.migrate(); console.log("Migrations applied (" + db.kind + ")"); } finally { await db.close(); }`,
    resolveDir: process.cwd(),
    loader: "ts",
  },
  outfile: out,
  bundle: true,
  platform: "node",
  format: "esm",
  packages: "external",
  logLevel: "warning",
});
await import(pathToFileURL(out).href);
