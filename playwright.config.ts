import { defineConfig } from "@playwright/test";

const PORT = Number(process.env.E2E_PORT ?? 4173);
const POSTGRES_PORT = Number(process.env.E2E_POSTGRES_PORT ?? 54330);
/** The database of the server under test; tests reach it the way the admin CLI does. */
process.env.E2E_DATABASE_URL = `postgres://postgres@127.0.0.1:${POSTGRES_PORT}/postgres`;

/**
 * Browser tests against the real built server, in Debian's Chromium
 * (never a downloaded browser; ARCHITECTURE.md, Tests).
 */
export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: process.env.CI ? 1 : 0,
  timeout: 45_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [["list"]] : [["list"]],
  use: {
    baseURL: `http://localhost:${PORT}`,
    viewport: { width: 1440, height: 900 },
    trace: "off",
    // The service worker would answer some requests before page.route() sees them;
    // the offline test allows it (tests/e2e/offline.spec.ts).
    serviceWorkers: "block",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  projects: [
    { name: "site", testIgnore: /experiments\.spec\.ts$/ },
    // Experiments change what every visitor sees: run them alone, after the rest.
    { name: "experiments", testMatch: /experiments\.spec\.ts$/, dependencies: ["site"] },
  ],
  webServer: {
    // The built server on a throwaway PostgreSQL (scripts/e2e-server.mjs).
    command: "node scripts/e2e-server.mjs",
    url: `http://localhost:${PORT}/`,
    reuseExistingServer: false,
    timeout: 60_000,
    // SIGTERM, not SIGKILL: the script stops its PostgreSQL and removes its folder.
    gracefulShutdown: { signal: "SIGTERM", timeout: 20_000 },
    env: {
      NODE_ENV: "test",
      E2E_POSTGRES_PORT: String(POSTGRES_PORT),
      APP_SECRET: "e2e-secret-e2e-secret-e2e-secret-0123456789",
      PORT: String(PORT),
      HOST: "127.0.0.1",
      PUBLIC_API_KEY: "e2e-public-key",
      // Request-level tests vary X-Forwarded-For to act as different visitors.
      TRUST_PROXY: "true",
      // Configured ids make the consent notice and the analytics path real;
      // the scripts themselves never load (their hosts are routed away in tests).
      GA_MEASUREMENT_ID: "G-E2ETEST1",
      META_PIXEL_ID: "1234567890",
    },
  },
});
