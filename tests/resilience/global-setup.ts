/**
 * Resilience tests' global setup: the built site and server (built when
 * missing or stale), and a throwaway PostgreSQL server for the load test
 * (port 54341; the fault test starts its own, which it stops and restarts).
 */
import type { TestProject } from "vitest/node";
import { ensureBuild } from "../../scripts/built-server.mjs";
// @ts-expect-error: a plain .mjs script shared with the command line
import { startPostgres } from "../../scripts/postgres-test-server.mjs";
import { PORTS } from "./support/ports";

declare module "vitest" {
  export interface ProvidedContext {
    resiliencePostgresUrl: string | null;
  }
}

export default async function setup(project: TestProject) {
  ensureBuild();
  const server = (await startPostgres({ port: PORTS.postgresLoad })) as {
    url: string;
    stop: () => Promise<void>;
  } | null;
  if (!server) {
    if (process.env.CI) throw new Error("PostgreSQL is required in CI: run scripts/ensure-system-deps.mjs first.");
    console.warn("PostgreSQL is not installed: the resilience tests run on PGlite only.");
  }
  project.provide("resiliencePostgresUrl", server?.url ?? null);
  return () => server?.stop();
}
