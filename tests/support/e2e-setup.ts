/**
 * Playwright's global setup: the built server (built when missing or stale)
 * on a throwaway PostgreSQL, so a test can also reach the database from
 * outside the server, as `npm run admin:create` does. The returned function
 * stops both.
 */
import { ensureBuild } from "../../scripts/ensure-build.mjs";
import { E2E_PORT, E2E_POSTGRES_PORT } from "./ports";
import { startPostgres } from "./postgres.mjs";
import { TEST_API_KEY, TEST_PARTNER_SECRET, TEST_SECRET } from "./requests";
import { startServerProcess } from "./server-process.mjs";

export default async function setup() {
  ensureBuild();
  const database = await startPostgres({ port: E2E_POSTGRES_PORT });
  if (!database)
    throw new Error("PostgreSQL is not installed: run `node scripts/ensure-system-deps.mjs` (npm test does).");
  // Read by the test workers, which Playwright starts after this setup.
  process.env.E2E_DATABASE_URL = database.url;
  const server = await startServerProcess({
    env: {
      PORT: String(E2E_PORT),
      HOST: "127.0.0.1",
      DATABASE_URL: database.url,
      APP_SECRET: TEST_SECRET,
      PUBLIC_API_KEY: TEST_API_KEY,
      // Request-level tests vary X-Forwarded-For to act as different visitors.
      TRUST_PROXY: "true",
      // Configured ids make the consent notice and the analytics path real;
      // the scripts themselves never load (their hosts are routed away in tests).
      GA_MEASUREMENT_ID: "G-E2ETEST1",
      META_PIXEL_ID: "1234567890",
      // A test moves the server's clock for its own requests (X-Test-Now, server/test-clock.server.ts).
      TEST_CLOCK: "header",
      // The broker's signed events (R-FUNNEL-20): the funnel's browser test sends one.
      PARTNER_WEBHOOK_SECRET: TEST_PARTNER_SECRET,
    },
  }).catch(async (error: unknown) => {
    await database.stop();
    throw error;
  });
  return async () => {
    await server.stop();
    await database.stop();
  };
}
