/**
 * The server half of the admin guard (R-OPEN-12, R-ROLE-08): every
 * /api/admin/* request needs a session (401 without) and a user_roles row
 * with role admin (403 without), checked on every request. Changes must
 * also come from our own pages (Origin / Fetch Metadata), on top of the
 * SameSite=Strict session cookie.
 */
import type { MiddlewareHandler } from "hono";
import type { Database } from "../db/client.server";
import { refuse } from "../validate.server";
import { isAdmin, type Auth } from "../auth/auth.server";
import { sessionOf } from "../auth/routes.server";

export type AdminActor = { id: string; email: string };
export type AdminEnv = { Variables: { admin: AdminActor } };

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** A change request from another site (or a page we did not serve) is refused. */
export function isCrossSite(headers: Headers, requestUrl: string): boolean {
  const fetchSite = headers.get("sec-fetch-site");
  if (fetchSite && fetchSite !== "same-origin" && fetchSite !== "none") return true;
  const origin = headers.get("origin");
  if (!origin) return false;
  try {
    return new URL(origin).host !== new URL(requestUrl).host;
  } catch {
    return true;
  }
}

export function requireAdmin({ auth, db }: { auth: Auth; db: Database }): MiddlewareHandler<AdminEnv> {
  return async (c, next) => {
    c.header("Cache-Control", "no-store");
    const current = await sessionOf(auth, c.req.raw);
    if (!current) refuse(401, "Sign in to continue");
    if (!(await isAdmin(db, current.user.id))) refuse(403, "Admins only");
    if (!SAFE_METHODS.has(c.req.method) && isCrossSite(c.req.raw.headers, c.req.url)) {
      refuse(403, "Cross-site request refused");
    }
    c.set("admin", { id: current.user.id, email: current.user.email });
    await next();
  };
}
