/**
 * The public server functions under /functions/v1 (spec §7, R-OPEN-02..05, 20, 38):
 * csrf-token, newsletter-signup, android-waitlist-signup, contact-submit,
 * and the experiment results' visitor-id and experiment-event.
 * Every request: the public key, a body-size limit, the shared zod schema,
 * CSRF on the forms that carry it, rate limits per IP and per e-mail, and
 * errors as `{ error, field? }` — bad input is never a 5xx.
 */
import { Hono, type Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import { cors } from "hono/cors";
import { sql } from "drizzle-orm";
import { contactSubmitPayloadSchema, newsletterSignupSchema, waitlistSignupSchema } from "../../core/schemas";
import { experimentEventSchema } from "../../core/schemas/experiments";
import { deriveKey } from "../secrets.server";
import { issueVisitorId, verifyVisitorId } from "../experiments/visitor-id.server";
import type { Database } from "../db/client.server";
import { androidWaitlist, contactEnquiries } from "../db/schema";
import type { ZodError } from "zod";
import { clientIp, readJson, refuseUnstorable, validationError, type ApiError } from "../http.server";
import type { JobQueue } from "../queue/jobs.server";
import { consumeCsrfToken, CSRF_NONCE_WINDOW_MS, csrfNonceKey, issueCsrfToken, verifyCsrfToken } from "./csrf.server";
import { subscribe } from "./newsletter.server";
import { emailLimitKey, hit, ipLimitKey, LIMITS } from "./rate-limit.server";

export type FunctionsDeps = {
  db: Database;
  secret: string;
  publicApiKey: string;
  /** Proxies of our own in front of the server (TRUST_PROXY): see clientIp. */
  trustProxy: number;
  corsOrigins: readonly string[];
  /** The job queue: an enquiry's alert e-mail and webhook post. */
  jobs: Pick<JobQueue, "enquiryReceived">;
  now?: () => number;
};

/** A JSON body is a few hundred bytes; 16 KB leaves room for a 2000-character message in any script. */
export const MAX_BODY_BYTES = 16 * 1024;

/** One of the shared zod schemas, as the handlers use it. */
type Schema<T> = { safeParse: (value: unknown) => { success: true; data: T } | { success: false; error: ZodError } };

export function createFunctions(deps: FunctionsDeps) {
  const now = deps.now ?? Date.now;
  const visitorKey = deriveKey(deps.secret, "experiment-visitor-id");
  const app = new Hono();

  app.use(
    "*",
    cors({
      origin: (origin) => (deps.corsOrigins.includes(origin) ? origin : null),
      allowHeaders: ["apikey", "authorization", "content-type", "x-client-info"],
      allowMethods: ["GET", "POST", "OPTIONS"],
      maxAge: 600,
    }),
  );

  // Spec §6: visitors' calls carry the public anonymous key.
  app.use("*", async (c, next) => {
    const apikey = c.req.header("apikey") ?? c.req.header("authorization")?.replace(/^Bearer\s+/i, "");
    if (apikey !== deps.publicApiKey) return c.json({ error: "Invalid API key" } satisfies ApiError, 401);
    c.header("Cache-Control", "no-store");
    await next();
  });

  app.use(
    "*",
    bodyLimit({
      maxSize: MAX_BODY_BYTES,
      onError: (c) => c.json({ error: "Request body too large" } satisfies ApiError, 413),
    }),
  );

  const tooMany = (c: Context, limit: { retryAfterSeconds: number }) => {
    c.header("Retry-After", String(limit.retryAfterSeconds));
    return c.json({ error: "Too many attempts. Please try again later." } satisfies ApiError, 429);
  };

  async function limited(c: Context, key: string, max: number): Promise<Response | null> {
    const result = await hit(deps.db, key, max, { now: new Date(now()) });
    return result.allowed ? null : tooMany(c, result);
  }

  /** A JSON body that passes the shared schema: the parsed payload, or the 400 to send back. */
  async function parse<T>(c: Context, schema: Schema<T>): Promise<{ data: T } | { response: Response }> {
    const body = await readJson(c);
    if (!body.ok) return { response: body.response };
    const parsed = schema.safeParse(body.value);
    if (!parsed.success) return { response: c.json(validationError(parsed.error), 400) };
    const unstorable = refuseUnstorable(c, parsed.data as object);
    if (unstorable) return { response: unstorable };
    return { data: parsed.data };
  }

  const ipKey = (c: Context, fn: string) => ipLimitKey(fn, clientIp(c, deps.trustProxy));

  /**
   * The common start of every POST: the per-IP limit, a JSON body, the shared
   * schema. Either the parsed payload or the answer to send back.
   */
  async function accept<T>(
    c: Context,
    fn: string,
    schema: Schema<T>,
    perIp: number = LIMITS.perIp,
  ): Promise<{ data: T } | { response: Response }> {
    const blocked = await limited(c, ipKey(c, fn), perIp);
    if (blocked) return { response: blocked };
    return parse(c, schema);
  }

  const csrfRefusal = (c: Context) =>
    c.json({ error: "Invalid or expired security token", field: "csrfToken" } satisfies ApiError, 403);

  /** Verifies the token and spends it: a second use is refused like a forged one. */
  const csrfRejected = async (c: Context, { csrfToken, timestamp }: { csrfToken: string; timestamp: number }) =>
    (await consumeCsrfToken(deps.db, deps.secret, csrfToken, timestamp, now())) ? null : csrfRefusal(c);

  app.get("/csrf-token", (c) => c.json(issueCsrfToken(deps.secret, now())));

  // R-OPEN-38: the connectivity check; answers without side effects.
  app.get("/newsletter-signup", (c) => c.json({ status: "ok" }));

  // The hot path: a valid signup is one statement (server/functions/newsletter.server.ts).
  // A request that fails validation or CSRF still counts against the per-IP limit, so flooding it ends in 429.
  app.post("/newsletter-signup", async (c) => {
    const byIp = ipKey(c, "newsletter");
    // A refused request is counted first: over the limit, the address hears 429 instead.
    const refuse = async (response: Response) => (await limited(c, byIp, LIMITS.perIp)) ?? response;
    const parsed = await parse(c, newsletterSignupSchema);
    if ("response" in parsed) return refuse(parsed.response);
    const { email, source, userAgent, csrfToken, timestamp } = parsed.data;
    // The signature and freshness here; the token is spent inside the signup's one statement.
    const nonce = verifyCsrfToken(deps.secret, csrfToken, timestamp, now());
    if (!nonce) return refuse(csrfRefusal(c));
    const outcome = await subscribe(
      deps.db,
      { email, source, userAgent: userAgent || null },
      {
        ipKey: byIp,
        ipMax: LIMITS.perIp,
        emailKey: emailLimitKey("newsletter", email),
        emailMax: LIMITS.newsletterPerEmail,
        now: new Date(now()),
      },
      { nonceKey: csrfNonceKey(nonce), windowMs: CSRF_NONCE_WINDOW_MS },
    );
    if (outcome.kind === "limited") return tooMany(c, outcome.limit);
    if (outcome.kind === "replayed") return csrfRefusal(c);
    if (outcome.kind === "already-subscribed") return c.json({ error: "Already subscribed" } satisfies ApiError, 409);
    return c.json({ success: true }, 201);
  });

  app.post("/android-waitlist-signup", async (c) => {
    const accepted = await accept(c, "waitlist", waitlistSignupSchema);
    if ("response" in accepted) return accepted.response;
    const { email } = accepted.data;
    const blockedEmail = await limited(c, emailLimitKey("waitlist", email), LIMITS.waitlistPerEmail);
    if (blockedEmail) return blockedEmail;
    // A repeat is still a success: idempotent, and it reveals nothing (R-OPEN-03).
    await deps.db
      .insert(androidWaitlist)
      .values({ email, userAgent: c.req.header("user-agent")?.slice(0, 500) ?? null })
      .onConflictDoNothing({ target: androidWaitlist.email });
    return c.json({ success: true });
  });

  app.post("/contact-submit", async (c) => {
    const accepted = await accept(c, "contact", contactSubmitPayloadSchema);
    if ("response" in accepted) return accepted.response;
    const { csrfToken: _token, timestamp: _timestamp, attribution, ...enquiry } = accepted.data;
    const rejected = await csrfRejected(c, accepted.data);
    if (rejected) return rejected;
    const blockedEmail = await limited(c, emailLimitKey("contact", enquiry.email), LIMITS.contactPerEmail);
    if (blockedEmail) return blockedEmail;
    const [row] = await deps.db
      .insert(contactEnquiries)
      .values({
        firstName: enquiry.firstName,
        lastName: enquiry.lastName,
        email: enquiry.email,
        phone: enquiry.phone || null,
        subject: enquiry.subject,
        message: enquiry.message,
        userAgent: c.req.header("user-agent")?.slice(0, 500) ?? null,
        attribution: attribution ?? null,
      })
      .returning({ id: contactEnquiries.id });
    // Stored first; the alert e-mail and the webhook post are jobs on the queue, tried until they are out.
    await deps.jobs.enquiryReceived(row!.id);
    return c.json({ success: true, id: row!.id }, 201);
  });

  // The anonymous id experiment events are counted by, signed here so that
  // made-up ids count for nothing; limited per address like the events.
  app.get("/visitor-id", async (c) => {
    const blocked = await limited(c, ipKey(c, "visitor-id"), LIMITS.visitorIdsPerIp);
    if (blocked) return blocked;
    return c.json({ visitorId: issueVisitorId(visitorKey) });
  });

  // Experiment results are counted from these (issue 6): one event of each
  // type per signed visitor id and experiment; events for experiments that
  // are not running, or from ids this server did not sign, are ignored (202),
  // so neither a stale tab nor a script can add to the results.
  app.post("/experiment-event", async (c) => {
    const accepted = await accept(c, "experiment", experimentEventSchema, LIMITS.experimentEventsPerIp);
    if ("response" in accepted) return accepted.response;
    const { experimentId, visitorId, type, pageLocation } = accepted.data;
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
  });

  return app;
}
