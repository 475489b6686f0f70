/**
 * The team login under attack (security review), against the real built
 * server: a burst of wrong passwords must not starve the rest of the server
 * (each attempt costs a scrypt hash), and hostile sign-in requests never
 * answer 5xx — except the deliberate 503 "busy, retry" of a full hash queue.
 */
import fc from "fast-check";
import { request as httpRequest } from "node:http";
import { describe, expect, inject, it } from "vitest";
import type { ServerProcess } from "../support/server-process.mjs";
import { emailish, field, payload, rawBody } from "../support/arbitraries";
import { ipFor, pool, startServer } from "../support/resilience";
import { PORTS } from "../support/ports";

const BURST = 60;
/**
 * The slowest /api/health answer allowed during the burst. Measured on the
 * 2-CPU test machine with other work on it: 1.4–3.9 s before the hash queue
 * (every attempt hashing at once; the review saw 5.8 s), 0.13–0.7 s after.
 */
const HEALTH_BOUND_MS = 1_000;
/**
 * The slowest answer to an attempt of the burst, in lone sign-ins (one
 * attempt's time on the idle server, measured first): with the queue nobody
 * waits behind more than `concurrency + queue` hashes (9 on 2 CPUs; the rest
 * hear 503 at once): 10–18 lone sign-ins measured. Before it the last
 * attempt waited for all 60: 57–61 lone sign-ins (6–7 s on a quiet machine,
 * 44–47 s on a busy one).
 */
const SLOWEST_IN_LONE_SIGN_INS = 40;
const HOSTILE_RUNS = 300;

type Answer = { status: number; body: unknown; headers: Headers };

/** POST /api/auth/sign-in/email through node:http, which (unlike fetch) sends the Host header we give it. */
function signIn(
  origin: string,
  {
    body,
    ip,
    contentType = "application/json",
    host,
  }: { body: string; ip: string; contentType?: string; host?: string },
): Promise<Answer> {
  const url = new URL("/api/auth/sign-in/email", origin);
  const payload = Buffer.from(body);
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      url,
      {
        method: "POST",
        headers: {
          "content-type": contentType,
          "content-length": payload.length,
          origin,
          "x-forwarded-for": ip,
          host: host ?? url.host,
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => {
          const text = Buffer.concat(chunks).toString("utf8");
          let parsed: unknown = text;
          try {
            parsed = JSON.parse(text);
          } catch {
            // not JSON: kept as text, and the tests say so
          }
          const headers = new Headers();
          for (const [name, value] of Object.entries(response.headers))
            if (typeof value === "string") headers.set(name, value);
          resolve({ status: response.statusCode ?? 0, body: parsed, headers });
        });
      },
    );
    request.on("error", reject);
    request.end(payload);
  });
}

/** Asks /api/health every 50 ms until `done` settles; returns each answer's time in ms. */
async function sampleHealth(origin: string, done: Promise<unknown>): Promise<number[]> {
  let finished = false as boolean; // set when `done` settles
  void done.finally(() => (finished = true));
  const samples: number[] = [];
  while (!finished) {
    const started = performance.now();
    const response = await fetch(`${origin}/api/health`);
    await response.arrayBuffer();
    expect(response.status).toBe(200);
    samples.push(performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return samples;
}

/** One wrong password on an idle server, in ms: the median of three. */
async function loneSignIn(server: ServerProcess, round: number): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < 3; i++) {
    const started = performance.now();
    const answer = await signIn(server.origin, {
      body: JSON.stringify({ email: `lone${round}-${i}@example.com`, password: "wrong-password" }),
      ip: `192.0.2.${10 * round + i + 1}`,
    });
    expect(answer.status).toBe(401);
    times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b)[1]!;
}

async function burst(server: ServerProcess) {
  // The first round warms up (better-auth's context loads on the first sign-in).
  await loneSignIn(server, 1);
  const lone = await loneSignIn(server, 2);
  // Every attempt from its own address on its own account: no throttle refuses any,
  // only the hash queue stands between the burst and the CPU.
  const started = performance.now();
  const attempts = pool(
    Array.from({ length: BURST }, (_, i) => i),
    BURST,
    async (i) => {
      const answer = await signIn(server.origin, {
        body: JSON.stringify({ email: `victim${i}@example.com`, password: `wrong-password-${i}` }),
        ip: ipFor(1000 + i),
      });
      return { ...answer, ms: performance.now() - started };
    },
  );
  const [answers, health] = await Promise.all([attempts, sampleHealth(server.origin, attempts)]);
  const statuses = new Map<number, number>();
  for (const answer of answers) statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
  const worst = Math.max(...health);
  const slowest = Math.max(...answers.map((answer) => answer.ms));
  console.log(
    `login burst: ${JSON.stringify(Object.fromEntries(statuses))}, lone sign-in ${lone.toFixed(0)} ms, slowest answer ${slowest.toFixed(0)} ms; /api/health ${health.length} samples, worst ${worst.toFixed(0)} ms`,
  );
  for (const answer of answers) {
    expect([401, 503]).toContain(answer.status);
    if (answer.status === 401) expect(answer.body).toEqual({ error: "Invalid email or password" });
    if (answer.status === 503) {
      expect(Number(answer.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(typeof (answer.body as { error?: unknown }).error).toBe("string");
    }
  }
  // Some attempts were checked: the queue sheds the excess, not everything.
  expect(statuses.get(401) ?? 0).toBeGreaterThan(0);
  expect(health.length).toBeGreaterThan(0);
  expect(worst, `worst /api/health ${worst.toFixed(0)} ms during the burst`).toBeLessThan(HEALTH_BOUND_MS);
  expect(slowest, `slowest answer ${slowest.toFixed(0)} ms, lone sign-in ${lone.toFixed(0)} ms`).toBeLessThan(
    SLOWEST_IN_LONE_SIGN_INS * lone,
  );
}

/** Runs `test` against a fresh built server, stopped afterwards (the next test reuses the port). */
async function withServer(port: number, databaseUrl: string, test: (server: ServerProcess) => Promise<void>) {
  const server = await startServer(port, databaseUrl);
  try {
    await test(server);
  } finally {
    await server.stop();
  }
}

describe("login under attack (built server)", () => {
  it(`a ${BURST}-request wrong-password burst leaves /api/health answering within ${HEALTH_BOUND_MS} ms, and no attempt waits long (PGlite)`, async () => {
    await withServer(PORTS.loginPglite, "memory://", burst);
  });

  it(`a ${BURST}-request wrong-password burst leaves /api/health answering within ${HEALTH_BOUND_MS} ms, and no attempt waits long (PostgreSQL)`, async (context) => {
    const databaseUrl = inject("resiliencePostgresUrl");
    if (!databaseUrl) return context.skip("PostgreSQL is not installed");
    await withServer(PORTS.loginPostgres, databaseUrl, burst);
  });

  it(`${HOSTILE_RUNS} hostile sign-in requests, some at hosts the site does not serve: never a 5xx, every error a JSON { error }`, async () => {
    const body = rawBody(
      [
        {
          weight: 10,
          arbitrary: payload({
            email: field(emailish),
            password: field(fc.string({ minLength: 1, maxLength: 300 })),
          }).map((value) => JSON.stringify(value)),
        },
      ],
      [
        '{"__proto__":{"admin":true},"email":"a@example.com","password":"x"}',
        "[]",
        "null",
        "{}",
        "",
        '{"email":"a@example.com"',
      ],
    );
    const request = fc.record({
      body,
      contentType: fc.oneof(
        { weight: 8, arbitrary: fc.constant("application/json") },
        { weight: 1, arbitrary: fc.constantFrom("text/plain", "application/x-www-form-urlencoded", "") },
      ),
      // Mostly the server's own host; sometimes one it does not serve.
      host: fc.oneof(
        { weight: 8, arbitrary: fc.constant(undefined) },
        {
          weight: 1,
          arbitrary: fc.constantFrom(
            "evil.example",
            "drivebee.ae.evil.example",
            "localhost.evil.example:1",
            "[::1]:80",
          ),
        },
      ),
    });
    const samples = fc.sample(request, { numRuns: HOSTILE_RUNS, seed: 20261123 });
    const statuses = new Map<number, number>();
    await withServer(PORTS.loginPglite, "memory://", async (server) => {
      // Two at a time: the queue never fills, so a 503 here would be a fault.
      await pool(samples, 2, async (sample, index) => {
        const answer = await signIn(server.origin, {
          body: sample.body,
          contentType: sample.contentType,
          ip: ipFor(5000 + index),
          ...(sample.host ? { host: sample.host } : {}),
        });
        statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
        expect(answer.status, JSON.stringify(sample).slice(0, 300)).toBeLessThan(500);
        expect(typeof (answer.body as { error?: unknown }).error, JSON.stringify(sample).slice(0, 300)).toBe("string");
      });
    });
    console.log(`hostile sign-in: ${JSON.stringify(Object.fromEntries([...statuses].sort(([a], [b]) => a - b)))}`);
    // The password check ran too, not only the refusals; and some hosts were refused.
    expect(statuses.get(401) ?? 0).toBeGreaterThan(HOSTILE_RUNS / 10);
    expect(samples.filter((sample) => sample.host).length).toBeGreaterThan(HOSTILE_RUNS / 20);
  });
});
