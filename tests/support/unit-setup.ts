/**
 * Vitest global setup: a real PostgreSQL server for the API tests, so every
 * query is checked on PGlite and on PostgreSQL (ARCHITECTURE.md, Tests).
 * TEST_DATABASE_URL set by hand wins; SKIP_POSTGRES=1 skips it locally.
 */
import type { TestProject } from "vitest/node";
import { startRequiredPostgres } from "./postgres.mjs";

declare module "vitest" {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation merges only with an interface
  export interface ProvidedContext {
    postgresUrl: string | null;
  }
}

export default async function setup(project: TestProject) {
  if (process.env.TEST_DATABASE_URL) {
    project.provide("postgresUrl", process.env.TEST_DATABASE_URL);
    return;
  }
  const server = process.env.SKIP_POSTGRES === "1" ? null : await startRequiredPostgres("the API tests");
  project.provide("postgresUrl", server?.url ?? null);
  return () => server?.stop();
}
