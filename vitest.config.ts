import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";
import { appStoreQrPlugin } from "./build-tools/app-store-qr";
import { heroBootPlugin } from "./build-tools/hero-boot";
import { alias } from "./vite.config";

// Unit and component tests; the React Router plugin is not needed here.
export default defineConfig({
  plugins: [appStoreQrPlugin(), heroBootPlugin()],
  resolve: { alias },
  test: {
    include: [
      "app/**/*.test.{ts,tsx}",
      "build-tools/**/*.test.ts",
      "core/**/*.test.ts",
      "server/**/*.test.ts",
      "scripts/**/*.test.ts",
      "bench/**/*.test.mjs",
    ],
    environment: "node",
    globalSetup: ["tests/support/unit-setup.ts"],
    restoreMocks: true,
    // Most of a test's time is spent waiting on PostgreSQL, the job queue and SMTP, so
    // two files at once halve the run even on two CPUs (Vitest's default there is one).
    // At most four: each worker holds PostgreSQL connections (the setup gives each its
    // own database).
    maxWorkers: Math.min(4, Math.max(2, availableParallelism())),
    // API tests wait on a real job queue and SMTP server (their polls allow 10 s): on a busy
    // two-CPU machine a mail can take longer than the default 5 s to arrive.
    testTimeout: 15_000,
    // A poll waits on the queue or the database; Vitest 5 fails it at its deadline even when an
    // attempt started in time would have passed (Vitest 4 let it), so the default of 1 s was too
    // short on a busy two-CPU machine. Polls that name their own timeout keep it.
    expect: { poll: { timeout: 10_000 } },
  },
});
