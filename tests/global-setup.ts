/**
 * Vitest global setup: a real PostgreSQL server for the API tests, so every
 * query is checked on PGlite and on PostgreSQL (ARCHITECTURE.md, Tests).
 * TEST_DATABASE_URL set by hand wins; SKIP_POSTGRES=1 skips it locally.
 */
import type { TestProject } from "vitest/node";
// @ts-expect-error: a plain .mjs script shared with the command line
import { startPostgres } from "../scripts/postgres-test-server.mjs";

declare module "vitest" {
  export interface ProvidedContext {
    postgresUrl: string | null;
  }
}

export default async function setup(project: TestProject) {
  if (process.env.TEST_DATABASE_URL) {
    project.provide("postgresUrl", process.env.TEST_DATABASE_URL);
    return;
  }
  if (process.env.SKIP_POSTGRES === "1") {
    project.provide("postgresUrl", null);
    return;
  }
  const server = (await startPostgres()) as { url: string; stop: () => Promise<void> } | null;
  if (!server) {
    if (process.env.CI) throw new Error("PostgreSQL is required in CI: run scripts/ensure-system-deps.mjs first.");
    console.warn("PostgreSQL is not installed: API tests run on PGlite only.");
    project.provide("postgresUrl", null);
    return;
  }
  project.provide("postgresUrl", server.url);
  return () => server.stop();
}
