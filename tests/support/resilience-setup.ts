/**
 * Resilience tests' global setup: the built site and server (built when
 * missing or stale), and a throwaway PostgreSQL server for the load test
 * (the fault test starts its own, which it stops and restarts).
 */
import type { TestProject } from "vitest/node";
import { ensureBuild } from "../../scripts/ensure-build.mjs";
import { PORTS } from "./ports";
import { startRequiredPostgres } from "./postgres.mjs";

declare module "vitest" {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation merges only with an interface
  export interface ProvidedContext {
    resiliencePostgresUrl: string | null;
  }
}

export default async function setup(project: TestProject) {
  ensureBuild();
  const server = await startRequiredPostgres("the resilience tests", { port: PORTS.postgresLoad });
  project.provide("resiliencePostgresUrl", server?.url ?? null);
  return () => server?.stop();
}
