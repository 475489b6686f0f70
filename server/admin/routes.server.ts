/**
 * /api/admin/*: what an operator does with the leads (R-OPEN-10, 51), one
 * sub-app per resource joined with `app.route()`: the overview, enquiries,
 * newsletter subscribers, the Android waitlist and its launch announcement,
 * the Outbox of queued messages, the privacy request tool,
 * the audit log, the browsers' CSP violation reports, the experiments and the funnel.
 *
 * Every route sits behind `requireAdmin` (mounted once, before all of them;
 * admin-routes.test.ts enumerates the router to prove it). Reads are
 * paginated at 50 rows; every change writes an audit entry in the same
 * transaction. Every refusal is `{ error, field? }` (server/validate.server.ts).
 */
import { Hono } from "hono";
import { pageQuerySchema } from "../../core/schemas/admin";
import type { Auth } from "../auth/auth.server";
import type { Database } from "../db/client.server";
import { auditPage, cspReportPage } from "../db/queries/logs";
import { overview } from "../db/queries/overview";
import type { SnapshotCache } from "../experiments/store.server";
import type { JobQueue } from "../queue/jobs.server";
import { apiErrors, refuse, validate } from "../validate.server";
import { announcementRoutes } from "./announcements.server";
import { subscriberRoutes, waitlistRoutes } from "./audience.server";
import { reminderRoutes } from "./reminders.server";
import { enquiryRoutes } from "./enquiries.server";
import { experimentRoutes } from "./experiments.server";
import { funnelRoutes } from "./funnel.server";
import { requireAdmin, type AdminEnv } from "./guard.server";
import { outboxRoutes } from "./outbox.server";
import { privacyRoutes } from "./privacy.server";

export type AdminRoutesDeps = {
  auth: Auth;
  db: Database;
  now: () => number;
  snapshot: SnapshotCache;
  /** The job queue: whether mail is configured (the overview says so when not), the Outbox, announcements. */
  jobs: Pick<JobQueue, "mailConfigured" | "outbox" | "announceToWaitlist" | "announcementsOnTheirWay" | "sendMail">;
  /** Our own proxies in front of the server (TRUST_PROXY). */
  trustProxy: number;
};

export function createAdminRoutes({ auth, db, now, snapshot, jobs, trustProxy }: AdminRoutesDeps) {
  const deps = { db, now };
  const app = new Hono<AdminEnv>();
  app.onError(apiErrors);

  // First, for every route below: session (401) and admin role (403).
  app.use("*", requireAdmin({ auth, db, trustProxy }));

  app.get("/overview", async (c) =>
    c.json({
      ...(await overview(db, now())),
      mailConfigured: jobs.mailConfigured,
      failedMessages: await jobs.outbox.failedCount(),
    }),
  );
  app.route("/enquiries", enquiryRoutes({ ...deps, outbox: jobs.outbox, jobs }));
  app.route("/subscribers", subscriberRoutes(deps));
  app.route("/waitlist/announcements", announcementRoutes({ db, jobs }));
  app.route("/waitlist", waitlistRoutes({ ...deps, outbox: jobs.outbox }));
  // Renewal reminders (R-FOLLOW-47).
  app.route("/reminders", reminderRoutes({ ...deps, outbox: jobs.outbox }));
  // The job queue's messages (R-FOLLOW-30).
  app.route("/outbox", outboxRoutes({ db, outbox: jobs.outbox }));
  app.route("/privacy", privacyRoutes({ ...deps, outbox: jobs.outbox }));
  // The admin's own log, and Content-Security-Policy violations reported by browsers (server/csp-report.server.ts).
  app.get("/audit", validate("query", pageQuerySchema), async (c) =>
    c.json(await auditPage(db, c.req.valid("query").page)),
  );
  app.get("/csp-reports", validate("query", pageQuerySchema), async (c) =>
    c.json(await cspReportPage(db, c.req.valid("query").page)),
  );
  app.route("/experiments", experimentRoutes({ ...deps, snapshot }));
  // Visitors → hand-offs → quotes → policies (R-FUNNEL-70..74).
  app.route("/funnel", funnelRoutes(deps));

  app.all("*", () => refuse(404, "Not found"));
  return app;
}
