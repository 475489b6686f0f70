/**
 * The Hono app: security headers on every response, the API namespaces, and
 * the prerendered site from memory. Tests call `app.request(...)` directly.
 */
import { Hono } from "hono";
import type { Database } from "./db/client.server";
import { ping } from "./db/client.server";
import type { Env } from "./env.server";
import { createAdminRoutes } from "./admin/routes.server";
import { createAuth, type Auth } from "./auth/auth.server";
import { createAuthRoutes, createMeRoutes } from "./auth/routes.server";
import { createExperimentPages } from "./experiments/page.server";
import { createSnapshotCache, type SnapshotCache } from "./experiments/store.server";
import { createRestRoutes } from "./experiments/rest.server";
import { createFunctions } from "./functions";
import { isUnavailable } from "./http.server";
import type { Mailer } from "./mailer.server";
import type { StaticFile, StaticSite } from "./static-site.server";

export type AppDeps = {
  env: Env;
  site: StaticSite;
  db: Database;
  secret: string;
  mailer: Mailer;
  /** Tests move the clock. */
  now?: () => number;
  /** Made from db and secret when not given. */
  auth?: Auth;
  /** Active experiments for the home page's HTML (issue 6); made from db when not given. */
  snapshot?: SnapshotCache;
};

const SECURITY_HEADERS: Record<string, string> = {
  "Strict-Transport-Security": "max-age=63072000; includeSubDomains; preload",
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "X-Frame-Options": "DENY",
  "Cross-Origin-Opener-Policy": "same-origin",
  "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=()",
};

/** Non-page responses (API, assets) still refuse framing and sniffing. */
const API_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'";

function preferredEncoding(acceptEncoding: string | undefined, file: StaticFile): "br" | "gzip" | null {
  if (!acceptEncoding) return null;
  if (file.br && /\bbr\b/.test(acceptEncoding)) return "br";
  if (file.gzip && /\bgzip\b/.test(acceptEncoding)) return "gzip";
  return null;
}

function serveFile(file: StaticFile, status: number, request: Request, headOnly: boolean): Response {
  const headers = new Headers({
    "Content-Type": file.contentType,
    "Cache-Control": file.cacheControl,
    ETag: file.etag,
    Vary: "Accept-Encoding",
  });
  if (file.csp) headers.set("Content-Security-Policy", file.csp);
  if (status === 200 && request.headers.get("if-none-match") === file.etag) {
    return new Response(null, { status: 304, headers });
  }
  const encoding = preferredEncoding(request.headers.get("accept-encoding") ?? undefined, file);
  const body = encoding === "br" ? file.br! : encoding === "gzip" ? file.gzip! : file.body;
  if (encoding) headers.set("Content-Encoding", encoding);
  headers.set("Content-Length", String(body.length));
  return new Response(headOnly ? null : (new Uint8Array(body.buffer, body.byteOffset, body.byteLength) as Uint8Array<ArrayBuffer>), {
    status,
    headers,
  });
}

export function createApp({ env, site, db, secret, mailer, now, auth = createAuth({ db, secret }), snapshot = createSnapshotCache(db) }: AppDeps) {
  const app = new Hono();
  const clock = now ?? Date.now;
  const experimentPages = createExperimentPages(snapshot);

  app.onError((error, c) => {
    if (isUnavailable(error)) {
      c.header("Retry-After", "5");
      return c.json({ error: "The service is briefly unavailable. Please try again in a moment." }, 503);
    }
    console.error(`${c.req.method} ${new URL(c.req.url).pathname} failed:`, error);
    return c.json({ error: "Something went wrong on our side." }, 500);
  });

  app.use(async (c, next) => {
    await next();
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) c.res.headers.set(name, value);
    if (!c.res.headers.has("Content-Security-Policy")) c.res.headers.set("Content-Security-Policy", API_CSP);
  });

  app.route(
    "/functions/v1",
    createFunctions({
      db,
      secret,
      mailer,
      publicApiKey: env.PUBLIC_API_KEY,
      trustProxy: env.TRUST_PROXY,
      corsOrigins: env.CORS_ORIGINS,
      ...(now ? { now } : {}),
    }),
  );
  app.all("/functions/v1/*", (c) => c.json({ error: "Not found" }, 404));

  // For load balancers: the process is up and the database answers.
  app.get("/api/health", async (c) => {
    const databaseUp = await ping(db);
    return c.json({ status: databaseUp ? "ok" : "degraded", database: databaseUp }, databaseUp ? 200 : 503);
  });
  app.route("/api/auth", createAuthRoutes({ auth, db, trustProxy: env.TRUST_PROXY, now: clock }));
  app.route("/api/me", createMeRoutes({ auth, db }));
  app.route("/api/admin", createAdminRoutes({ auth, db, now: clock, snapshot }));
  app.route("/rest/v1", createRestRoutes({ db, auth, publicApiKey: env.PUBLIC_API_KEY, corsOrigins: env.CORS_ORIGINS }));
  app.all("/api/*", (c) => c.json({ error: "Not found" }, 404));

  app.on(["GET", "HEAD"], "*", async (c) => {
    const url = new URL(c.req.url);
    let path: string;
    try {
      path = decodeURIComponent(url.pathname);
    } catch {
      return c.text("Bad request", 400);
    }
    // One URL per page: "/about/" → "/about" (canonical links have no trailing slash).
    if (path.length > 1 && path.endsWith("/")) {
      return c.redirect(`${path.replace(/\/+$/, "") || "/"}${url.search}`, 301);
    }
    const found = site.lookup(path);
    const lastSegment = path.slice(path.lastIndexOf("/") + 1);
    // A missing file (an old hashed asset, say) is a plain 404, not the not-found page.
    if (!found || (found.status === 404 && lastSegment.includes("."))) return c.text("Not found", 404);
    const file = found.file.experimentSlot ? await experimentPages.page(found.file) : found.file;
    return serveFile(file, found.status, c.req.raw, c.req.method === "HEAD");
  });

  app.all("*", (c) => c.text("Method not allowed", 405, { Allow: "GET, HEAD" }));

  return app;
}
