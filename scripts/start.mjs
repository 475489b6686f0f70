// `npm start`: build what is missing, then serve on http://localhost:3000.
import { spawnSync } from "node:child_process";
import { existsSync, statSync } from "node:fs";

const clientEntry = "build/client/index.html";
const serverEntry = "build/app-server/index.js";
const built = existsSync(clientEntry) && existsSync(serverEntry);
const stale = built && statSync("package.json").mtimeMs > statSync(clientEntry).mtimeMs;

if (!built || stale || process.env.REBUILD === "1") {
  console.log(built ? "Rebuilding (dependencies changed)..." : "First start: building the site...");
  const result = spawnSync("npm", ["run", "build"], { stdio: "inherit", shell: process.platform === "win32" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// `npm start` is the quick start on one's own machine (the team login on localhost);
// a deployment sets NODE_ENV=production or runs `npm run serve`. Set after the build,
// which must stay a production build.
process.env.NODE_ENV ??= "development";
await import(new URL(`../${serverEntry}`, import.meta.url).href);
