/**
 * The server half of the admin guard (R-OPEN-12, R-ROLE-08): every
 * /api/admin/* request needs a session (401 without) and a user_roles row
 * with role admin (403 without), checked on every request. Changes must
 * also come from our own pages (Origin / Fetch Metadata), on top of the
 * SameSite=Strict session cookie.
 */
import type { MiddlewareHandler } from "hono";
import type { Database } from "../db/client.server";
import { requestSite } from "../http.server";
import { refuse } from "../validate.server";
import { isAdmin, type Auth } from "../auth/auth.server";
import { sessionOf } from "../auth/routes.server";

export type AdminActor = { id: string; email: string };
export type AdminEnv = { Variables: { admin: AdminActor } };

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

export function requireAdmin({
  auth,
  db,
  trustProxy,
}: {
  auth: Auth;
  db: Database;
  /** Our own proxies in front of the server (TRUST_PROXY): the public origin's scheme is theirs. */
  trustProxy: number;
}): MiddlewareHandler<AdminEnv> {
  return async (c, next) => {
    c.header("Cache-Control", "no-store");
    const current = await sessionOf(auth, c.req.raw);
    if (!current) refuse(401, "Sign in to continue");
    if (!(await isAdmin(db, current.user.id))) refuse(403, "Admins only");
    if (!SAFE_METHODS.has(c.req.method) && requestSite(c, trustProxy) === "cross-site") {
      refuse(403, "Cross-site request refused");
    }
    c.set("admin", { id: current.user.id, email: current.user.email });
    await next();
  };
}
