import { defineConfig } from "vitest/config";
import { appStoreQrPlugin } from "./build-tools/app-store-qr";
import { heroBootPlugin } from "./build-tools/hero-boot";
import { alias } from "./vite.config";

/**
 * `npm run test:resilience`: load, faults, hostile input and security
 * headers against the real built server. Separate from `npm run test:unit`;
 * `.ci/run` runs it after `npm test`. Files run one after another: the load
 * tests measure capacity and must not share the two CPUs with each other.
 */
export default defineConfig({
  plugins: [appStoreQrPlugin(), heroBootPlugin()],
  resolve: { alias },
  test: {
    include: ["tests/resilience/**/*.test.ts"],
    environment: "node",
    globalSetup: ["tests/support/resilience-setup.ts"],
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 120_000,
    restoreMocks: true,
  },
});
