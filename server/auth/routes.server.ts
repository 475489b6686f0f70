/**
 * /api/auth/* (better-auth behind an allowlist) and /api/me/roles.
 *
 * Only the three calls the site makes are reachable (R-CALL-10): read
 * the session, sign in with e-mail and password, sign out. Sign-up, password
 * reset and the rest of better-auth's endpoints answer 404.
 */
import { availableParallelism } from "node:os";
import { Hono, type Context } from "hono";
import type { RolesAnswer } from "../../core/admin-api";
import { LOGIN_MESSAGES, loginSchema } from "../../core/schemas/admin";
import type { Database } from "../db/client.server";
import { clientIp } from "../http.server";
import { apiErrors, refuse, validate } from "../validate.server";
import { CLIENT_IP_HEADER, rolesOf, servesHost, type Auth } from "./auth.server";
import { attemptAbandoned, attemptSucceeded, beginAttempt } from "./login-throttle.server";
import { createGate, GateFullError, type Gate } from "./password.server";

export type AuthRoutesDeps = {
  auth: Auth;
  db: Database;
  /** Proxies of our own in front of the server (TRUST_PROXY): see clientIp. */
  trustProxy: number;
  now: () => number;
  /** Caps the sign-ins (one scrypt hash each) running at once; made with SIGN_IN_GATE when not given. */
  signInGate?: Gate;
};

/**
 * Hashes at once: one CPU fewer than the machine has (the event loop keeps
 * one: 1 on our 2-CPU machines), and at most 3 (libuv's pool of 4 threads
 * keeps one for files and DNS). Eight more wait; past that the answer is 503
 * at once, so nobody waits behind more than nine hashes (0.1–0.4 s each).
 */
export const SIGN_IN_GATE = { concurrency: Math.min(3, Math.max(1, availableParallelism() - 1)), queue: 8 } as const;
const BUSY_RETRY_SECONDS = 5;

export const UNKNOWN_HOST = "Unknown host: this server does not serve the address in the Host header";

/** better-auth throws (a 500) for a Host outside its list: refuse it here, once, for every caller. */
function requireServedHost(auth: Auth, source: Request | Headers) {
  if (servesHost(auth, source)) return;
  refuse(400, UNKNOWN_HOST);
}

export type SessionInfo = NonNullable<Awaited<ReturnType<Auth["api"]["getSession"]>>>;

/** The signed-in user of a request, or null. */
export async function sessionOf(auth: Auth, request: Request): Promise<SessionInfo | null> {
  // better-auth derives its base URL from the Host header, which an
  // in-process request (tests) may not carry.
  const headers = new Headers(request.headers);
  if (!headers.has("host")) headers.set("host", new URL(request.url).host);
  requireServedHost(auth, headers);
  return auth.api.getSession({ headers });
}

/** A copy of the request for better-auth, carrying the client address we trust and nothing a client set. */
function forward(c: Context, trustProxy: number, body?: string): Request {
  const headers = new Headers(c.req.raw.headers);
  headers.set(CLIENT_IP_HEADER, clientIp(c, trustProxy));
  if (body !== undefined) headers.set("content-length", String(new TextEncoder().encode(body).length));
  return new Request(c.req.url, {
    method: c.req.method,
    headers,
    ...(body !== undefined ? { body } : {}),
  });
}

/** Every request better-auth answers goes through here. */
function passOn(auth: Auth, request: Request): Promise<Response> {
  requireServedHost(auth, request);
  return auth.handler(request);
}

/** 503: the hash queue is full; the attempt was not counted. */
function busy(c: Context): never {
  c.header("Retry-After", String(BUSY_RETRY_SECONDS));
  refuse(503, "Too many sign-ins at once. Please try again in a few seconds.");
}

function minutes(seconds: number) {
  return Math.max(1, Math.ceil(seconds / 60));
}

export function createAuthRoutes({ auth, db, trustProxy, now, signInGate = createGate(SIGN_IN_GATE) }: AuthRoutesDeps) {
  const app = new Hono();
  app.onError(apiErrors);

  app.use("*", async (c, next) => {
    await next();
    c.header("Cache-Control", "no-store");
  });

  app.get("/get-session", (c) => passOn(auth, forward(c, trustProxy)));
  app.post("/sign-out", (c) => passOn(auth, forward(c, trustProxy, "{}")));

  app.post("/sign-in/email", validate("json", loginSchema, { message: LOGIN_MESSAGES.invalid }), async (c) => {
    const { email, password } = c.req.valid("json");
    const ip = clientIp(c, trustProxy);
    const request = forward(c, trustProxy, JSON.stringify({ email, password }));
    // Before anything is counted: a request better-auth would refuse costs no attempt.
    requireServedHost(auth, request);
    // A full queue answers before any database work: in a burst, the shed attempts cost nothing.
    if (signInGate.full) busy(c);
    // Counted before the password is checked, so parallel attempts cannot outrun the count.
    const attempt = await beginAttempt(db, { email, ip }, new Date(now()));
    if (!attempt.allowed) {
      c.header("Retry-After", String(attempt.retryAfterSeconds));
      refuse(429, `Too many sign-in attempts. Please try again in ${minutes(attempt.retryAfterSeconds)} minutes.`);
    }

    let response: Response;
    try {
      response = await signInGate.run(() => auth.handler(request));
    } catch (error) {
      await attemptAbandoned(db, attempt);
      if (!(error instanceof GateFullError)) throw error;
      busy(c);
    }
    if (response.status === 401) refuse(401, LOGIN_MESSAGES.invalid);
    if (response.ok) await attemptSucceeded(db, attempt, new Date(now()));
    else await attemptAbandoned(db, attempt);
    return response;
  });

  app.all("*", () => refuse(404, "Not found"));

  return app;
}

/** GET /api/me/roles (R-CALL-09): the admin check reads the caller's own roles, nobody else's. */
export function createMeRoutes({ auth, db }: Pick<AuthRoutesDeps, "auth" | "db">) {
  const app = new Hono();
  app.onError(apiErrors);
  app.get("/roles", async (c) => {
    c.header("Cache-Control", "no-store");
    const current = await sessionOf(auth, c.req.raw);
    if (!current) refuse(401, "Not signed in");
    return c.json({ userId: current.user.id, roles: await rolesOf(db, current.user.id) } satisfies RolesAnswer);
  });
  return app;
}
