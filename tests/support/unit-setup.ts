/**
 * Vitest global setup: a real PostgreSQL server for the API tests, so every
 * query is checked on PGlite and on PostgreSQL (docs/testing.md).
 * Test files run in several workers at once and each test empties the tables
 * it uses, so every worker gets a database of its own on that server.
 * TEST_DATABASE_URL set by hand wins (the workers' databases are made on its
 * server); SKIP_POSTGRES=1 skips PostgreSQL locally.
 */
import type { TestProject } from "vitest/node";
import { createDatabases, startRequiredPostgres } from "./postgres.mjs";

declare module "vitest" {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation merges only with an interface
  export interface ProvidedContext {
    /** One database URL per worker: worker `VITEST_POOL_ID` (1, 2, …) uses entry `VITEST_POOL_ID - 1`. */
    postgresUrls: string[];
  }
}

export default async function setup(project: TestProject) {
  const server =
    process.env.TEST_DATABASE_URL || process.env.SKIP_POSTGRES === "1"
      ? null
      : await startRequiredPostgres("the API tests");
  const serverUrl = process.env.TEST_DATABASE_URL ?? server?.url;
  const workers = Array.from({ length: project.config.maxWorkers }, (_, index) => `drivebee_test_${index + 1}`);
  project.provide("postgresUrls", serverUrl ? await createDatabases(serverUrl, workers) : []);
  return () => server?.stop();
}
