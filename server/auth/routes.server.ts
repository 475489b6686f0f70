/**
 * /api/auth/* (better-auth behind an allowlist) and /api/me/roles.
 *
 * Only the three calls the site makes are reachable (spec §7 call 7): read
 * the session, sign in with e-mail and password, sign out. Sign-up, password
 * reset and the rest of better-auth's endpoints answer 404.
 */
import { Hono, type Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { RolesAnswer } from "../../core/admin-api";
import { LOGIN_MESSAGES, loginSchema } from "../../core/schemas/admin";
import type { Database } from "../db/client.server";
import { clientIp, readJson, type ApiError } from "../http.server";
import { CLIENT_IP_HEADER, rolesOf, type Auth } from "./auth.server";
import { LOGIN_LIMITS, accountKey, ipKey, lockedFor, recordFailure, recordSuccess } from "./login-throttle.server";

export type AuthRoutesDeps = {
  auth: Auth;
  db: Database;
  /** Proxies of our own in front of the server (TRUST_PROXY): see clientIp. */
  trustProxy: number;
  now: () => number;
};

export type SessionInfo = NonNullable<Awaited<ReturnType<Auth["api"]["getSession"]>>>;

/** The signed-in user of a request, or null. */
export async function sessionOf(auth: Auth, request: Request): Promise<SessionInfo | null> {
  // better-auth derives its base URL from the Host header, which an
  // in-process request (tests) may not carry.
  const headers = new Headers(request.headers);
  if (!headers.has("host")) headers.set("host", new URL(request.url).host);
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

function minutes(seconds: number) {
  return Math.max(1, Math.ceil(seconds / 60));
}

export function createAuthRoutes({ auth, db, trustProxy, now }: AuthRoutesDeps) {
  const app = new Hono();

  app.use("*", async (c, next) => {
    await next();
    c.header("Cache-Control", "no-store");
  });
  app.use("*", bodyLimit({ maxSize: 8 * 1024, onError: (c) => c.json({ error: "Request body too large" } satisfies ApiError, 413) }));

  app.get("/get-session", (c) => auth.handler(forward(c, trustProxy)));
  app.post("/sign-out", (c) => auth.handler(forward(c, trustProxy, "{}")));

  app.post("/sign-in/email", async (c) => {
    const body = await readJson(c);
    if (!body.ok) return body.response;
    const parsed = loginSchema.safeParse(body.value);
    if (!parsed.success) return c.json({ error: LOGIN_MESSAGES.invalid } satisfies ApiError, 400);

    const { email, password } = parsed.data;
    const ip = clientIp(c, trustProxy);
    const keys = [accountKey(email), ipKey(ip)];
    const at = new Date(now());
    const wait = await lockedFor(db, keys, at);
    if (wait > 0) {
      c.header("Retry-After", String(wait));
      return c.json({ error: `Too many sign-in attempts. Please try again in ${minutes(wait)} minutes.` } satisfies ApiError, 429);
    }

    const response = await auth.handler(forward(c, trustProxy, JSON.stringify({ email, password })));
    if (response.status === 401) {
      await recordFailure(db, accountKey(email), LOGIN_LIMITS.accountFailures, at);
      await recordFailure(db, ipKey(ip), LOGIN_LIMITS.ipFailures, at);
      return c.json({ error: LOGIN_MESSAGES.invalid } satisfies ApiError, 401);
    }
    if (response.ok) await recordSuccess(db, accountKey(email));
    return response;
  });

  app.all("*", (c) => c.json({ error: "Not found" } satisfies ApiError, 404));

  return app;
}

/** GET /api/me/roles (spec §7 call 6): the admin check reads the caller's own roles, nobody else's. */
export function createMeRoutes({ auth, db }: Pick<AuthRoutesDeps, "auth" | "db">) {
  const app = new Hono();
  app.get("/roles", async (c) => {
    c.header("Cache-Control", "no-store");
    const current = await sessionOf(auth, c.req.raw);
    if (!current) return c.json({ error: "Not signed in" } satisfies ApiError, 401);
    return c.json({ userId: current.user.id, roles: await rolesOf(db, current.user.id) } satisfies RolesAnswer);
  });
  return app;
}
