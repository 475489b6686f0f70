/**
 * The browser tests' movable clock (server/test-clock.server.ts): a request's X-Test-Now sets the
 * server's time for that request alone, and only on a test's server; production refuses to start with it.
 */
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { loadEnv } from "./env.server";
import { TEST_NOW_HEADER, testClock } from "./test-clock.server";
import { apiErrors } from "./validate.server";

const REAL = Date.parse("2026-12-02T06:00:00Z");
const MOVED = "2026-12-08T10:00:00.000Z";

describe("TEST_CLOCK", () => {
  it("the server refuses to start with it unless NODE_ENV=test: in production (the default too) and in development", () => {
    for (const source of [
      { NODE_ENV: "production", TEST_CLOCK: "header" },
      { TEST_CLOCK: "header" },
      { NODE_ENV: "development", TEST_CLOCK: "header" },
    ])
      expect(() => loadEnv(source), JSON.stringify(source)).toThrow(/TEST_CLOCK: is for a test's server only/);
    expect(() => loadEnv({ NODE_ENV: "test", TEST_CLOCK: "tomorrow" })).toThrow(/TEST_CLOCK/);
    expect(loadEnv({ NODE_ENV: "test", TEST_CLOCK: "header" }).TEST_CLOCK).toBe("header");
    expect(loadEnv({ NODE_ENV: "production" }).TEST_CLOCK).toBeUndefined();
    // An Env that loadEnv did not check cannot make one either.
    expect(() => testClock({ NODE_ENV: "production", TEST_CLOCK: "header" }, Date.now)).toThrow(/TEST_CLOCK/);
  });

  it("without it there is no movable clock; with it a request's X-Test-Now is that request's time, and only its own", async () => {
    expect(testClock({ NODE_ENV: "test", TEST_CLOCK: undefined }, () => REAL)).toBeUndefined();

    const clock = testClock({ NODE_ENV: "test", TEST_CLOCK: "header" }, () => REAL)!;
    const app = new Hono();
    app.onError(apiErrors);
    app.use(clock.middleware);
    // Read after an await, as a handler reads it after the database answers.
    app.get("/now", async (c) => {
      await new Promise((resolve) => setTimeout(resolve, 1));
      return c.text(new Date(clock.now()).toISOString());
    });
    const at = async (header?: string) =>
      app.request("/now", header === undefined ? {} : { headers: { [TEST_NOW_HEADER]: header } });

    const [moved, real] = await Promise.all([at(MOVED), at()]);
    expect(await moved.text()).toBe(MOVED);
    expect(await real.text()).toBe(new Date(REAL).toISOString());
    expect(clock.now()).toBe(REAL);
    expect((await at("next week")).status).toBe(400);
  });
});
