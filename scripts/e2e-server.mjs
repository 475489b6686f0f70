// The server the browser tests run against: the real built server on a throwaway
// PostgreSQL (Debian's package, scripts/postgres-test-server.mjs), so a test can also
// reach the database from outside the server, as `npm run admin:create` does.
// Playwright starts it (playwright.config.ts, webServer) and stops it with SIGTERM.
import { spawn } from "node:child_process";
import { startPostgres } from "./postgres-test-server.mjs";

const port = Number(process.env.E2E_POSTGRES_PORT ?? 54330);
const database = await startPostgres({ port });
if (!database) {
  console.error("PostgreSQL is not installed: run `node scripts/ensure-system-deps.mjs` (npm test does).");
  process.exit(1);
}

const server = spawn(process.execPath, ["build/app-server/index.js"], {
  stdio: "inherit",
  env: { ...process.env, DATABASE_URL: database.url },
});

let stopping = false;
async function stop(code) {
  if (stopping) return;
  stopping = true;
  if (server.exitCode === null && server.signalCode === null) {
    server.kill("SIGTERM");
    await new Promise((resolve) => server.once("exit", resolve));
  }
  await database.stop();
  process.exit(code);
}

server.on("exit", (code) => void stop(code ?? 1));
for (const signal of ["SIGTERM", "SIGINT", "SIGHUP"]) process.on(signal, () => void stop(0));
