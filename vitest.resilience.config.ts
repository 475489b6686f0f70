import { defineConfig } from "vitest/config";
import { appStoreQrPlugin } from "./build-tools/app-store-qr";
import { heroBootPlugin } from "./build-tools/hero-boot";
import { alias } from "./vite.config";

/**
 * `npm run test:resilience`: load, faults, hostile input and security
 * headers against the real built server. Separate from `npm run test:unit`;
 * `.ci/run` runs it after `npm test`.
 *
 * Two groups, one after the other (docs/decisions/036-resilience-in-two-groups.md).
 * First the files that mostly wait (on a retry's delay, an SMTP server that answers
 * late, a restart): they share the two CPUs, three at a time. Then the files that
 * measure capacity, latency or memory, one at a time, each with the machine to itself.
 * Every file has its own ports (tests/support/ports.ts) and databases.
 */
const WAITING = [
  "tests/resilience/queue-kill.test.ts",
  "tests/resilience/mail-queue.test.ts",
  "tests/resilience/newsletter-optin.test.ts",
  "tests/resilience/recipient-caps.test.ts",
  "tests/resilience/faults.test.ts",
  "tests/resilience/schemas.test.ts",
  "tests/resilience/security.test.ts",
];

export default defineConfig({
  plugins: [appStoreQrPlugin(), heroBootPlugin()],
  resolve: { alias },
  test: {
    environment: "node",
    globalSetup: ["tests/support/resilience-setup.ts"],
    testTimeout: 120_000,
    hookTimeout: 120_000,
    restoreMocks: true,
    projects: [
      {
        extends: true,
        test: { name: "waiting", include: WAITING, maxWorkers: 3, sequence: { groupOrder: 0 } },
      },
      {
        extends: true,
        test: {
          name: "measuring",
          include: ["tests/resilience/**/*.test.ts"],
          exclude: WAITING,
          fileParallelism: false,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
