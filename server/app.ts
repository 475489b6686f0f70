/**
 * The Hono app: security headers on every response, the API namespaces, and
 * the prerendered site from memory. Tests call `app.request(...)` directly.
 */
import { Hono, type MiddlewareHandler } from "hono";
import { HTTPException } from "hono/http-exception";
import type { Database } from "./db/client.server";
import { ping } from "./db/client.server";
import type { Env } from "./env.server";
import { createAdminRoutes } from "./admin/routes.server";
import { createAuth, type Auth } from "./auth/auth.server";
import { createAuthRoutes, createMeRoutes } from "./auth/routes.server";
import { limitBodies } from "./body-limit.server";
import { createCspReportRoutes } from "./csp-report.server";
import { createExperimentPages } from "./experiments/page.server";
import { createSnapshotCache, type SnapshotCache } from "./experiments/store.server";
import { createRestRoutes } from "./experiments/rest.server";
import { createFunctions } from "./functions";
import { mountFormPosts } from "./forms/routes.server";
import { createLeadIntake } from "./leads/intake.server";
import { createLinkConfirmations } from "./links/confirm-links.server";
import type { PageRenderer } from "./pages.server";
import { createNewsletterOneClick, createNewsletterRoutes } from "./newsletter/routes.server";
import { PAGE_VIEWS } from "../core/constants";
import { LOCALES, localized } from "../core/locales";
import { newsletterPath, REMINDER_PATHS } from "../core/pages";
import { createReminderOneClick, createReminderRoutes } from "./reminders/routes.server";
import { createQuoteChoiceRoutes } from "./quote-choice.server";
import { createAppStoreRoutes } from "./handoffs/app-store.server";
import { createReminderQuoteRoutes } from "./handoffs/reminder-quote.server";
import { createHandoffRecorder } from "./handoffs/handoffs.server";
import { createHandoffRoutes, createPartnerEventRoutes } from "./handoffs/routes.server";
import { HANDOFFS_PATH, PARTNER_PATH } from "../core/pages";
import { isUnavailable, logRequestError } from "./http.server";
import type { JobQueue } from "./queue/jobs.server";
import { apiErrors, refuse } from "./validate.server";
import { API_CSP, CSP_REPORT_PATH, SECURITY_HEADERS } from "./security-headers.server";
import { answerFile, createStaticResponder, type StaticResponder } from "./static-response.server";
import type { StaticSite } from "./static-site.server";
import { testClock } from "./test-clock.server";
import { createPageViewRoutes } from "./visits/page-views.server";
import { createWaitlistRoutes } from "./waitlist/routes.server";
import { createWaitlistUnsubscribeRoutes, WAITLIST_UNSUBSCRIBE_PATH } from "./waitlist/unsubscribe.server";

export type AppDeps = {
  env: Env;
  site: StaticSite;
  db: Database;
  secret: string;
  /** The job queue (server/queue/jobs.server.ts): e-mail and webhook posts. */
  jobs: JobQueue;
  /** Tests move the clock. */
  now?: () => number;
  /** Made from db and secret when not given. */
  auth?: Auth;
  /** Active experiments for the home page's HTML ("No flash", docs/decisions/007-ab-experiments.md); made from db when not given. */
  snapshot?: SnapshotCache;
  /** Middleware that serves built files before the in-memory route (server/static-library.server.ts). */
  serveFiles?: MiddlewareHandler[];
  /** React Router's renderer of the pages that take a form's post (R-HTML-05); without it they are not mounted. */
  pages?: PageRenderer;
};

export function createApp(deps: AppDeps): Hono {
  return createServerApp(deps).app;
}

/** The app and its static responder, which the node fast path (server/node-listener.server.ts) shares. */
export function createServerApp({
  env,
  site,
  db,
  secret,
  jobs,
  now,
  auth = createAuth({ db, secret, nodeEnv: env.NODE_ENV }),
  snapshot = createSnapshotCache(db),
  serveFiles = [],
  pages,
}: AppDeps): {
  app: Hono;
  statics: StaticResponder;
} {
  const app = new Hono();
  // A browser test's server moves it per request (TEST_CLOCK, never in production); otherwise the real time.
  const movable = testClock(env, now ?? Date.now);
  const clock = movable?.now ?? now ?? Date.now;
  const statics = createStaticResponder(site, createExperimentPages(snapshot));

  app.onError((error, c) => {
    // A refusal thrown on purpose (server/validate.server.ts) is answered as `{ error, field? }`.
    if (error instanceof HTTPException) return apiErrors(error, c);
    if (isUnavailable(error)) {
      c.header("Retry-After", "5");
      return c.json({ error: "The service is briefly unavailable. Please try again in a moment." }, 503);
    }
    logRequestError(`${c.req.method} ${new URL(c.req.url).pathname}`, error);
    return c.json({ error: "Something went wrong on our side." }, 500);
  });

  app.use(async (c, next) => {
    await next();
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) c.res.headers.set(name, value);
    if (!c.res.headers.has("Content-Security-Policy")) c.res.headers.set("Content-Security-Policy", API_CSP);
  });
  // Before every route: no body is read that has not passed its limit (R-SAFE-01).
  app.use(limitBodies);
  if (movable) app.use(movable.middleware);

  // Every lead, from a JSON function or a form's post, is stored by one intake (R-HTML-03).
  const intake = createLeadIntake({ db, jobs, now: clock });
  app.route(
    "/functions/v1",
    createFunctions({
      db,
      secret,
      intake,
      publicApiKey: env.PUBLIC_API_KEY,
      trustProxy: env.TRUST_PROXY,
      corsOrigins: env.CORS_ORIGINS,
      now: clock,
    }),
  );
  app.all("/functions/v1/*", () => refuse(404, "Not found"));

  // For load balancers: the process is up and the database answers; for operators, the Node that serves (R-RUN-02).
  app.get("/api/health", async (c) => {
    const databaseUp = await ping(db);
    return c.json(
      { status: databaseUp ? "ok" : "degraded", database: databaseUp, node: process.versions.node },
      databaseUp ? 200 : 503,
    );
  });
  app.route("/api/auth", createAuthRoutes({ auth, db, trustProxy: env.TRUST_PROXY, now: clock }));
  app.route("/api/me", createMeRoutes({ auth, db }));
  // A confirmation link's button, with its script or without (R-SAFE-21): one function per list behind both.
  const confirmations = createLinkConfirmations({ db, secret, now: clock, jobs });
  app.route("/api/newsletter", createNewsletterRoutes({ confirmations }));
  app.route("/api/reminders", createReminderRoutes({ confirmations }));
  app.route("/api/admin", createAdminRoutes({ auth, db, now: clock, snapshot, jobs, trustProxy: env.TRUST_PROXY }));
  app.route(CSP_REPORT_PATH, createCspReportRoutes({ db, trustProxy: env.TRUST_PROXY, now: clock }));
  // The page views our server counts, without cookies, whatever the visitor chose about analytics (R-FUNNEL-30).
  app.route(PAGE_VIEWS.endpoint, createPageViewRoutes({ db, trustProxy: env.TRUST_PROXY, now: clock }));
  app.route(
    "/rest/v1",
    createRestRoutes({ db, auth, publicApiKey: env.PUBLIC_API_KEY, corsOrigins: env.CORS_ORIGINS }),
  );
  // The link in the waitlist's e-mails, and its one-click POST (RFC 8058): the opt-out is kept on record (R-SAFE-30).
  app.route(WAITLIST_UNSUBSCRIBE_PATH, createWaitlistUnsubscribeRoutes({ db, secret, now: clock }));
  app.route("/api/waitlist", createWaitlistRoutes({ confirmations }));
  // The funnel (R-FUNNEL-10 … 29): the pages' hand-off beacons and the broker's signed events.
  const handoffRecorder = createHandoffRecorder({ db, trustProxy: env.TRUST_PROXY, now: clock });
  app.route(HANDOFFS_PATH, createHandoffRoutes({ recorder: handoffRecorder, trustProxy: env.TRUST_PROXY }));
  app.route(
    PARTNER_PATH,
    createPartnerEventRoutes({ db, secret: env.PARTNER_WEBHOOK_SECRET, trustProxy: env.TRUST_PROXY, now: clock }),
  );
  app.all("/api/*", () => refuse(404, "Not found"));
  // RFC 8058's one-click POST goes to the very URL of the List-Unsubscribe header: the unsubscribe page of the subscriber's edition.
  const oneClickUnsubscribe = createNewsletterOneClick({ db, secret, now: clock });
  for (const locale of LOCALES) app.route(newsletterPath("unsubscribe", locale), oneClickUnsubscribe);
  // A reminder's links lead to the pages of the edition it was asked for on.
  const reminderOneClick = createReminderOneClick({ db, secret, now: clock });
  for (const locale of LOCALES) app.route(localized(REMINDER_PATHS.unsubscribe, locale), reminderOneClick);

  // The quote page's methods without JavaScript: 302 to the broker or WhatsApp (R-HTML-01).
  app.route("/", createQuoteChoiceRoutes({ recorder: handoffRecorder }));
  // The App Store badge without JavaScript: recorded, then 302 to the App Store (R-FUNNEL-16).
  app.route("/", createAppStoreRoutes({ recorder: handoffRecorder }));
  // A renewal reminder e-mail's quote link: recorded, then 302 to the broker with its id (R-FUNNEL-18).
  app.route("/", createReminderQuoteRoutes({ db, recorder: handoffRecorder }));
  mountFormPosts(app, {
    db,
    intake,
    confirmations,
    renderer: pages,
    trustProxy: env.TRUST_PROXY,
    now: clock,
    handoffs: handoffRecorder,
  });

  for (const handler of serveFiles) app.on(["GET", "HEAD"], "*", handler);
  app.on(["GET", "HEAD"], "*", async (c) => {
    const url = new URL(c.req.url);
    const route = statics.route(url.pathname, url.search);
    if (route.kind === "bad-request") return c.text("Bad request", 400);
    if (route.kind === "redirect") return c.redirect(route.location, 301);
    if (route.kind === "missing") return c.text("Not found", 404);
    const file = await statics.current(route.file);
    const answer = answerFile(file, route.status, {
      head: c.req.method === "HEAD",
      ifNoneMatch: c.req.header("if-none-match"),
      acceptEncoding: c.req.header("accept-encoding"),
    });
    const body =
      answer.body &&
      (new Uint8Array(answer.body.buffer, answer.body.byteOffset, answer.body.byteLength) as Uint8Array<ArrayBuffer>);
    return new Response(body, { status: answer.status, headers: answer.headers });
  });

  app.all("*", (c) => c.text("Method not allowed", 405, { Allow: "GET, HEAD" }));

  return { app, statics };
}
