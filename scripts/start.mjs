// `npm start`: build what is missing or stale, then serve on http://localhost:3000.
import { ensureBuild } from "./ensure-build.mjs";

try {
  ensureBuild({ quiet: false });
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

// `npm start` is the quick start on one's own machine (the team login on localhost);
// a deployment sets NODE_ENV=production or runs `npm run serve`. Set after the build,
// which must stay a production build.
process.env.NODE_ENV ??= "development";
await import(new URL("../build/app-server/index.js", import.meta.url).href);
