/**
 * Helpers of the resilience tests: the built server with test settings, API
 * calls as the browser makes them over the network, and a fixed-concurrency
 * worker pool.
 */
import fc from "fast-check";
import pg from "pg";
import { expect, inject, type TestContext } from "vitest";
import { functionCall, TEST_API_KEY, TEST_SECRET, type CallOptions } from "./requests";
import { startServerProcess, type ServerProcess } from "./server-process.mjs";

export { TEST_API_KEY, TEST_SECRET };

/** The built server on 127.0.0.1:`port` with `databaseUrl`, trusting X-Forwarded-For (tests act as many visitors). */
export function startServer(
  port: number,
  databaseUrl: string,
  env: Record<string, string> = {},
): Promise<ServerProcess> {
  return startServerProcess({
    env: {
      PORT: String(port),
      HOST: "127.0.0.1",
      DATABASE_URL: databaseUrl,
      PUBLIC_API_KEY: TEST_API_KEY,
      APP_SECRET: TEST_SECRET,
      TRUST_PROXY: "true",
      ...env,
    },
  });
}

export type ApiAnswer = { status: number; body: unknown; headers: Headers };

/** A client address per request number: 10.x.y.z. */
export function ipFor(n: number): string {
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
}

/** A server function called over the network; a body that is not JSON is kept as text. */
export async function callApi(origin: string, name: string, options?: CallOptions): Promise<ApiAnswer> {
  const [path, init] = functionCall(name, options);
  const response = await fetch(`${origin}${path}`, init);
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    // not JSON: kept as text, and the tests say so
  }
  return { status: response.status, body: parsed, headers: response.headers };
}

export async function csrfToken(origin: string): Promise<{ csrfToken: string; timestamp: number }> {
  const answer = await callApi(origin, "csrf-token", { method: "GET" });
  if (answer.status !== 200) throw new Error(`csrf-token answered ${answer.status}`);
  return answer.body as { csrfToken: string; timestamp: number };
}

/** Runs `worker` over `items` with at most `concurrency` in flight; results in item order. */
export async function pool<T, R>(
  items: readonly T[],
  concurrency: number,
  worker: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const runners = Array.from({ length: Math.min(concurrency, items.length) }, async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await worker(items[index]!, index);
    }
  });
  await Promise.all(runners);
  return results;
}

/** The queue's settings in process tests: quick polling, a 1-second first retry, a short job timeout. */
export const QUICK_QUEUE_ENV = {
  QUEUE_POLL_SECONDS: "0.5",
  QUEUE_RETRY_DELAY_SECONDS: "1",
  QUEUE_RETRY_LIMIT: "8",
  QUEUE_JOB_TIMEOUT_SECONDS: "4",
};

/** Sends contact enquiry `n` (its own e-mail, client address and CSRF token) and returns its id. */
export async function submitEnquiry(origin: string, n: number): Promise<string> {
  const answer = await callApi(origin, "contact-submit", {
    body: {
      firstName: "Layla",
      lastName: "Haddad",
      email: `enquiry-${n}@example.com`,
      subject: `Question ${n}`,
      message: `Enquiry number ${n}, about the cashback at renewal.`,
      ...(await csrfToken(origin)),
    },
    ip: ipFor(n),
  });
  if (answer.status !== 201)
    throw new Error(`contact-submit answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  return (answer.body as { id: string }).id;
}

/** A hostile request to `path` of the in-process `app`: `body` goes with any method but GET and HEAD, which carry none. */
export async function rawRequest(
  app: { request: (path: string, init: RequestInit) => Response | Promise<Response> },
  path: string,
  { method, headers, body }: { method: string; headers: Record<string, string>; body: string },
): Promise<Response> {
  const hasBody = method !== "GET" && method !== "HEAD";
  return app.request(path, { method, headers, ...(hasBody ? { body } : {}) });
}

/**
 * The answers of an endpoint under hostile requests, counted by status. `check` holds each to
 * the fuzz tests' rule: never a 5xx; but for HEAD and the `bodiless` statuses, JSON; and a
 * refusal says why in a string `error`: every such answer, or with `jsonSuccesses` the 4xx only.
 */
export function answerTally({ bodiless, jsonSuccesses = false }: { bodiless: number[]; jsonSuccesses?: boolean }) {
  const statuses = new Map<number, number>();
  return {
    statuses,
    count: (status: number) => statuses.get(status) ?? 0,
    async check(response: Response, method: string, what: string) {
      statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
      expect(response.status, what).toBeLessThan(500);
      if (method === "HEAD" || bodiless.includes(response.status)) return;
      expect(response.headers.get("content-type")).toMatch(/^application\/json/);
      const answer = JSON.parse(await response.text()) as { error?: unknown };
      if (!jsonSuccesses || response.status >= 400) expect(typeof answer.error).toBe("string");
    },
    /** The counts, statuses in order, for the log. */
    summary: () => JSON.stringify(Object.fromEntries([...statuses].sort(([a], [b]) => a - b))),
  };
}

/** A hostile request's method: a POST twelve times in thirteen, else any other (HEAD and GET carry no body). */
export const mostlyPost = fc.oneof(
  { weight: 12, arbitrary: fc.constant("POST") },
  { weight: 1, arbitrary: fc.constantFrom("GET", "PUT", "DELETE", "PATCH", "OPTIONS", "HEAD") },
);

/**
 * `runs` hostile requests drawn from `request` sent raw to `path` of `app`, each from the client
 * address `ip()` gives (a new one each time, so the per-IP limit does not answer them all) and
 * with `headers(drawn)` beside its content type; every answer is held to `answerTally`'s rule,
 * whose counts come back.
 */
export async function sendHostileRequests<R extends { method: string; contentType: string; body: string }>(
  app: Parameters<typeof rawRequest>[0],
  path: string,
  request: fc.Arbitrary<R>,
  {
    runs,
    bodiless,
    ip,
    headers = () => ({}),
  }: { runs: number; bodiless: number[]; ip: () => string; headers?: (drawn: R) => Record<string, string> },
) {
  const answers = answerTally({ bodiless });
  await fc.assert(
    fc.asyncProperty(request, async (drawn) => {
      const { method, contentType, body } = drawn;
      const response = await rawRequest(app, path, {
        method,
        headers: { "content-type": contentType, ...headers(drawn), "x-forwarded-for": ip() },
        body,
      });
      await answers.check(response, method, `${method} ${contentType} ${body.slice(0, 200)}`);
    }),
    { numRuns: runs },
  );
  return answers;
}

/** Resolves once `condition` holds, polling; rejects after `timeoutMs` naming `what`. */
export async function until(condition: () => boolean, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** An empty database `name` on the PostgreSQL server of `serverUrl` (dropped first if it exists); its URL. */
export async function freshDatabase(serverUrl: string, name: string): Promise<string> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await client.query(`CREATE DATABASE ${name}`);
  } finally {
    await client.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** An empty database `name` on the suite's PostgreSQL server (its URL), or the test skipped where PostgreSQL is not installed. */
export async function freshPostgresDatabase(context: TestContext, name: string): Promise<string> {
  const serverUrl = inject("resiliencePostgresUrl");
  if (!serverUrl) return context.skip("PostgreSQL is not installed");
  return freshDatabase(serverUrl, name);
}
