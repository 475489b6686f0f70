/**
 * /api/admin/*: what an operator does with the leads (R-OPEN-10, 51), one
 * sub-app per resource joined with `app.route()`: the overview, enquiries,
 * newsletter subscribers, the Android waitlist, the privacy request tool,
 * the audit log, the browsers' CSP violation reports and the experiments.
 *
 * Every route sits behind `requireAdmin` (mounted once, before all of them;
 * admin-routes.test.ts enumerates the router to prove it). Reads are
 * paginated at 50 rows; every change writes an audit entry in the same
 * transaction. Every refusal is `{ error, field? }` (server/validate.server.ts).
 */
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { pageQuerySchema } from "../../core/schemas/admin";
import type { Auth } from "../auth/auth.server";
import type { Database } from "../db/client.server";
import { auditPage, cspReportPage } from "../db/queries/logs";
import { overview } from "../db/queries/overview";
import type { SnapshotCache } from "../experiments/store.server";
import { apiErrors, refuse, validate } from "../validate.server";
import { subscriberRoutes, waitlistRoutes } from "./audience.server";
import { enquiryRoutes } from "./enquiries.server";
import { experimentRoutes } from "./experiments.server";
import { requireAdmin, type AdminEnv } from "./guard.server";
import { privacyRoutes } from "./privacy.server";

export type AdminRoutesDeps = {
  auth: Auth;
  db: Database;
  now: () => number;
  snapshot: SnapshotCache;
  /** Whether the mail worker runs (SMTP_URL is set); the overview says so when it does not. */
  mailConfigured: boolean;
};

export function createAdminRoutes({ auth, db, now, snapshot, mailConfigured }: AdminRoutesDeps) {
  const deps = { db, now };
  const app = new Hono<AdminEnv>();
  app.onError(apiErrors);

  // First, for every route below: session (401) and admin role (403).
  app.use("*", requireAdmin({ auth, db }));
  app.use("*", bodyLimit({ maxSize: 8 * 1024, onError: () => refuse(413, "Request body too large") }));

  app.get("/overview", async (c) => c.json({ ...(await overview(db, now())), mailConfigured }));
  app.route("/enquiries", enquiryRoutes(deps));
  app.route("/subscribers", subscriberRoutes(deps));
  app.route("/waitlist", waitlistRoutes(deps));
  app.route("/privacy", privacyRoutes(deps));
  // The admin's own log, and Content-Security-Policy violations reported by browsers (server/csp-report.server.ts).
  app.get("/audit", validate("query", pageQuerySchema), async (c) =>
    c.json(await auditPage(db, c.req.valid("query").page)),
  );
  app.get("/csp-reports", validate("query", pageQuerySchema), async (c) =>
    c.json(await cspReportPage(db, c.req.valid("query").page)),
  );
  app.route("/experiments", experimentRoutes({ ...deps, snapshot }));

  app.all("*", () => refuse(404, "Not found"));
  return app;
}
