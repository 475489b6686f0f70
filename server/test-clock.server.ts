/**
 * A clock a browser test can move, for its own requests only: the overdue enquiries (R-DESK-22)
 * are decided by the server's clock, and a test shows one turning overdue by sending its requests
 * "at" a time past the promised reply. Only on a server started with TEST_CLOCK=header, which
 * loadEnv refuses unless NODE_ENV=test (tests/support/e2e-setup.ts starts the only such server).
 * Per request, not per process: the other tests running beside it keep the real time.
 */
import { AsyncLocalStorage } from "node:async_hooks";
import type { MiddlewareHandler } from "hono";
import type { Env } from "./env.server";
import { refuse } from "./validate.server";

/** The instant (ISO 8601) a test's request runs at. */
export const TEST_NOW_HEADER = "X-Test-Now";

export type TestClock = { now: () => number; middleware: MiddlewareHandler };

/**
 * The moving clock for a test's server; nothing otherwise. Throws outside NODE_ENV=test, should an
 * Env that loadEnv did not check ever get here.
 */
export function testClock(env: Pick<Env, "NODE_ENV" | "TEST_CLOCK">, fallback: () => number): TestClock | undefined {
  if (!env.TEST_CLOCK) return undefined;
  if (env.NODE_ENV !== "test") throw new Error(`TEST_CLOCK is for a test's server only, not ${env.NODE_ENV}`);
  const moved = new AsyncLocalStorage<number>();
  return {
    now: () => moved.getStore() ?? fallback(),
    middleware: async (c, next) => {
      const header = c.req.header(TEST_NOW_HEADER);
      if (header === undefined) return next();
      const at = Date.parse(header);
      if (Number.isNaN(at)) refuse(400, `${TEST_NOW_HEADER} must be an ISO 8601 instant`);
      await moved.run(at, next);
    },
  };
}
