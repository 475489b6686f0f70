/**
 * The public server functions under /functions/v1 (R-CALL-01..04, R-OPEN-02..05, 20, 38):
 * csrf-token, newsletter-signup, android-waitlist-signup, contact-submit,
 * renewal-reminder-signup, and the experiment results' visitor-id and experiment-event.
 * Every request: the public key, the shared zod schema
 * (server/validate.server.ts), CSRF on the forms that carry it, rate limits per
 * IP and per e-mail, and refusals as `{ error, field? }`: bad input is never a 5xx.
 * Bodies are limited for the whole app by server/body-limit.server.ts.
 */
import { Hono, type Context, type MiddlewareHandler } from "hono";
import { cors } from "hono/cors";
import { HTTPException } from "hono/http-exception";
import { sql } from "drizzle-orm";
import {
  contactSubmitPayloadSchema,
  newsletterSignupSchema,
  reminderSignupSchemaAt,
  waitlistSignupSchema,
} from "../../core/schemas";
import { experimentEventSchema } from "../../core/schemas/experiments";
import { USER_AGENT_MAX } from "../../core/schemas/newsletter";
import { DEFAULT_LOCALE } from "../../core/locales";
import { deriveKey } from "../secrets.server";
import type { LeadIntake } from "../leads/intake.server";
import { issueVisitorId, verifyVisitorId } from "../experiments/visitor-id.server";
import type { Database } from "../db/client.server";
import { clientIp } from "../http.server";
import { apiErrors, refuse, validate } from "../validate.server";
import { consumeCsrfToken, issueCsrfToken, verifyCsrfToken } from "./csrf.server";
import { hit, ipLimitKey, LIMITS } from "../rate-limit/rate-limit.server";

export type FunctionsDeps = {
  db: Database;
  secret: string;
  publicApiKey: string;
  /** Proxies of our own in front of the server (TRUST_PROXY): see clientIp. */
  trustProxy: number;
  corsOrigins: readonly string[];
  /** Stores each lead and queues what follows it, as a form's post does (server/leads/intake.server.ts). */
  intake: LeadIntake;
  now?: () => number;
};

/** 429 with the seconds until the window frees up. */
function tooMany(c: Context, retryAfterSeconds: number): never {
  c.header("Retry-After", String(retryAfterSeconds));
  refuse(429, "Too many attempts. Please try again later.");
}

function refuseCsrf(): never {
  refuse(403, "Invalid or expired security token", "csrfToken");
}

export function createFunctions(deps: FunctionsDeps) {
  const now = deps.now ?? Date.now;
  const visitorKey = deriveKey(deps.secret, "experiment-visitor-id");
  const app = new Hono();
  app.onError(apiErrors);

  app.use(
    "*",
    cors({
      origin: (origin) => (deps.corsOrigins.includes(origin) ? origin : null),
      allowHeaders: ["apikey", "authorization", "content-type", "x-client-info"],
      allowMethods: ["GET", "POST", "OPTIONS"],
      maxAge: 600,
    }),
  );

  // R-ROLE-02: visitors' calls carry the public anonymous key.
  app.use("*", async (c, next) => {
    const apikey = c.req.header("apikey") ?? c.req.header("authorization")?.replace(/^Bearer\s+/i, "");
    if (apikey !== deps.publicApiKey) refuse(401, "Invalid API key");
    c.header("Cache-Control", "no-store");
    await next();
  });

  /** Counts one request against `key`; over `max`, the request ends in 429. */
  async function limit(c: Context, key: string, max: number): Promise<void> {
    const result = await hit(deps.db, key, max, { now: new Date(now()) });
    if (!result.allowed) tooMany(c, result.retryAfterSeconds);
  }

  const ipKey = (c: Context, fn: string) => ipLimitKey(fn, clientIp(c, deps.trustProxy));

  /** The per-IP limit, counted before the body is read, so a flood of junk is limited like real requests. */
  const perIp =
    (fn: string, max: number = LIMITS.perIp): MiddlewareHandler =>
    async (c, next) => {
      await limit(c, ipKey(c, fn), max);
      await next();
    };

  /** Verifies the token and spends it: a second use is refused like a forged one. */
  async function spendCsrf({ csrfToken, timestamp }: { csrfToken: string; timestamp: number }) {
    if (!(await consumeCsrfToken(deps.db, deps.secret, csrfToken, timestamp, now()))) refuseCsrf();
  }

  app.get("/csrf-token", (c) => c.json(issueCsrfToken(deps.secret, now())));

  // R-OPEN-38: the connectivity check; answers without side effects.
  app.get("/newsletter-signup", (c) => c.json({ status: "ok" }));

  /**
   * The newsletter's per-IP count: a valid signup counts itself inside its one
   * statement (server/functions/newsletter.server.ts); a body the validator
   * refused, or a forged token, is counted here, so flooding it ends in 429 as well.
   */
  const countInvalid: MiddlewareHandler = async (c, next) => {
    await next();
    if (c.error instanceof HTTPException && c.error.status === 400)
      await limit(c, ipKey(c, "newsletter"), LIMITS.perIp);
  };

  // The hot path: a valid signup is one statement.
  app.post("/newsletter-signup", countInvalid, validate("json", newsletterSignupSchema), async (c) => {
    const { email, source, userAgent, csrfToken, timestamp, language } = c.req.valid("json");
    // The signature and freshness here; the token is spent inside the signup's one statement.
    const nonce = verifyCsrfToken(deps.secret, csrfToken, timestamp, now());
    if (!nonce) {
      await limit(c, ipKey(c, "newsletter"), LIMITS.perIp);
      refuseCsrf();
    }
    const outcome = await deps.intake.newsletter(
      { email, source, userAgent: userAgent || null, language },
      { ipKey: ipKey(c, "newsletter"), csrfNonce: nonce },
    );
    if (outcome.kind === "limited") tooMany(c, outcome.retryAfterSeconds);
    if (outcome.kind === "replayed") refuseCsrf();
    if (outcome.kind === "already-subscribed") refuse(409, "Already subscribed");
    return c.json({ success: true }, 201);
  });

  // "Not renewing yet? We'll remind you" (R-FOLLOW-41). The months it accepts follow this server's clock.
  app.post("/renewal-reminder-signup", perIp("reminder"), validate("json", reminderSignupSchemaAt(now)), async (c) => {
    const payload = c.req.valid("json");
    await spendCsrf(payload);
    const outcome = await deps.intake.reminder({
      email: payload.email,
      renewalMonth: payload.renewalMonth,
      source: payload.source,
      language: payload.language,
      attribution: payload.attribution,
      userAgent: c.req.header("user-agent")?.slice(0, USER_AGENT_MAX) ?? null,
    });
    if (outcome.kind === "limited") tooMany(c, outcome.retryAfterSeconds);
    // The same answer whether it was new, pending or scheduled already: it reveals nothing of an address.
    return c.json({ success: true }, 201);
  });

  // R-SAFE-28: stored pending in the page's edition (English when the body does not say), confirmed from the inbox.
  app.post("/android-waitlist-signup", perIp("waitlist"), validate("json", waitlistSignupSchema), async (c) => {
    const { email, language = DEFAULT_LOCALE } = c.req.valid("json");
    const outcome = await deps.intake.waitlist({
      email,
      language,
      userAgent: c.req.header("user-agent")?.slice(0, USER_AGENT_MAX) ?? null,
    });
    if (outcome.kind === "limited") tooMany(c, outcome.retryAfterSeconds);
    return c.json({ success: true });
  });

  app.post("/contact-submit", perIp("contact"), validate("json", contactSubmitPayloadSchema), async (c) => {
    const payload = c.req.valid("json");
    const { csrfToken: _token, timestamp: _timestamp, attribution, language = DEFAULT_LOCALE, ...enquiry } = payload;
    await spendCsrf(payload);
    const outcome = await deps.intake.contact(enquiry, {
      attribution,
      language,
      userAgent: c.req.header("user-agent")?.slice(0, USER_AGENT_MAX) ?? null,
    });
    if (outcome.kind === "limited") tooMany(c, outcome.retryAfterSeconds);
    return c.json({ success: true, id: outcome.id }, 201);
  });

  // The anonymous id experiment events are counted by, signed here so that
  // made-up ids count for nothing; limited per address like the events.
  app.get("/visitor-id", perIp("visitor-id", LIMITS.visitorIdsPerIp), (c) =>
    c.json({ visitorId: issueVisitorId(visitorKey) }),
  );

  // Experiment results are counted from these (docs/decisions/007-ab-experiments.md): one event of each
  // type per signed visitor id and experiment; events for experiments that
  // are not running, or from ids this server did not sign, are ignored (202),
  // so neither a stale tab nor a script can add to the results.
  app.post(
    "/experiment-event",
    perIp("experiment", LIMITS.experimentEventsPerIp),
    validate("json", experimentEventSchema),
    async (c) => {
      const { experimentId, visitorId, type, pageLocation } = c.req.valid("json");
      if (!verifyVisitorId(visitorKey, visitorId)) return c.json({ success: true, recorded: false }, 202);
      const inserted = await deps.db.execute(sql`
      insert into experiment_events (experiment_id, visitor_id, event_type, page_location)
      select id, ${visitorId}, ${type}, ${pageLocation} from ab_experiments
      where id = ${experimentId} and status = 'active' and ${pageLocation} = any(page_locations)
      on conflict (experiment_id, visitor_id, event_type) do nothing`);
      const recorded =
        Number(
          (inserted as { rowCount?: number; affectedRows?: number }).rowCount ??
            (inserted as { affectedRows?: number }).affectedRows ??
            0,
        ) > 0;
      return c.json({ success: true, recorded }, recorded ? 201 : 202);
    },
  );

  return app;
}
