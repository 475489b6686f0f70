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

/**
 * The suite's two projects (vitest.resilience.config.ts) each run this setup; they share
 * one build check and one PostgreSQL, held on the process and stopped by the last teardown.
 */
type Shared = { postgres: ReturnType<typeof startRequiredPostgres>; users: number };
const shared = globalThis as typeof globalThis & { resilienceShared?: Shared };

export default async function setup(project: TestProject) {
  if (!shared.resilienceShared) {
    ensureBuild();
    shared.resilienceShared = {
      postgres: startRequiredPostgres("the resilience tests", { port: PORTS.postgresLoad }),
      users: 0,
    };
  }
  const held = shared.resilienceShared;
  held.users++;
  const server = await held.postgres;
  project.provide("resiliencePostgresUrl", server?.url ?? null);
  return async () => {
    if (--held.users > 0) return;
    shared.resilienceShared = undefined;
    await server?.stop();
  };
}
