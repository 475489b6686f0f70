import { defineConfig } from "@playwright/test";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "./tests/support/chromium.mjs";
import { E2E_PORT } from "./tests/support/ports";

/** Browser tests against the real built server, which the global setup starts. */
export default defineConfig({
  testDir: "tests/e2e",
  globalSetup: "./tests/support/e2e-setup.ts",
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: process.env.CI ? 1 : 0,
  timeout: 45_000,
  expect: { timeout: 7_000 },
  reporter: "list",
  use: {
    baseURL: `http://localhost:${E2E_PORT}`,
    viewport: { width: 1440, height: 900 },
    // The service worker would answer some requests before page.route() sees them;
    // the offline test allows it (tests/e2e/offline.spec.ts).
    serviceWorkers: "block",
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS },
  },
  projects: [
    { name: "site", testIgnore: /experiments\.spec\.ts$/ },
    // Experiments change what every visitor sees: run them alone, after the rest.
    { name: "experiments", testMatch: /experiments\.spec\.ts$/, dependencies: ["site"] },
  ],
});
