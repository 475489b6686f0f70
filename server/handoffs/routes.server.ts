/**
 * The funnel's two doors (R-FUNNEL-10 … 29):
 *
 * - POST /api/handoffs, the page's beacon when a visitor presses a quote, WhatsApp, App Store or
 *   waitlist control. `navigator.sendBeacon` cannot set headers, so there is no API key: the
 *   request must not come from another site, is limited per address before its body is read,
 *   and its body is parsed by the shared schema (JSON, sent as text/plain or application/json).
 *   201 stored, 200 already known, 202 not counted (a bot or a prefetch), 4xx for bad input.
 * - POST /api/partner/events, the broker's server, signed with PARTNER_WEBHOOK_SECRET
 *   (server/handoffs/partner-signature.server.ts); 404 while no secret is configured.
 */
import { eq } from "drizzle-orm";
import { Hono, type Context } from "hono";
import type { z } from "zod";
import { HANDOFFS } from "../../core/constants";
import { handoffBeaconSchema, partnerEventSchema } from "../../core/schemas/handoffs";
import type { Database } from "../db/client.server";
import { handoffs, partnerEvents } from "../db/schema";
import { hit, ipLimitKey } from "../rate-limit/rate-limit.server";
import { clientIp, requestSite, unstorableField, validationError } from "../http.server";
import { apiErrors, refuse } from "../validate.server";
import { notCounted, type HandoffRecorder } from "./handoffs.server";
import { SIGNATURE_HEADER, verifyPartnerSignature } from "./partner-signature.server";

const BEACON_TYPES = new Set(["text/plain", "application/json"]);
const PARTNER_TYPES = new Set(["application/json"]);

/** A 415 unless the body is sent as one of `types`. */
function requireJsonType(c: Context, types: ReadonlySet<string>): void {
  const type = (c.req.header("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
  if (!types.has(type)) refuse(415, `Expected a JSON body (${[...types].join(" or ")})`);
}

/** The body's text as JSON, or a 400. */
function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    refuse(400, "Malformed JSON");
  }
}

/** The schema's output, or a 400 naming the first field that failed. */
function parsed<T>(schema: z.ZodType<T>, value: unknown): T {
  const result = schema.safeParse(value);
  if (!result.success) {
    const error = validationError(result.error);
    refuse(400, error.error, error.field);
  }
  const field = unstorableField(result.data as object);
  if (field !== null) refuse(400, "text.unstorable", field);
  return result.data;
}

function tooMany(c: Context, retryAfterSeconds: number): never {
  c.header("Retry-After", String(retryAfterSeconds));
  refuse(429, "Too many requests. Please try again later.");
}

/** A door's sub-app: every answer, a refusal's too, marked no-store; errors answered as the API's JSON. */
function uncachedApi() {
  const app = new Hono();
  app.onError(apiErrors);
  app.use(async (c, next) => {
    c.header("Cache-Control", "no-store");
    await next();
  });
  return app;
}

/** Any method but POST: a 405 naming the one allowed. */
function methodNotAllowed(c: Context): never {
  c.header("Allow", "POST");
  refuse(405, "Method not allowed");
}

export function createHandoffRoutes({ recorder, trustProxy }: { recorder: HandoffRecorder; trustProxy: number }) {
  const app = uncachedApi();

  app.post("/", async (c) => {
    // A beacon is a simple request any page could send: only this site's pages may (R-FUNNEL-13).
    if (requestSite(c, trustProxy) === "cross-site") refuse(403, "Hand-offs are recorded from this site's pages only");
    const limit = await recorder.limit(c);
    if (!limit.allowed) tooMany(c, limit.retryAfterSeconds);
    requireJsonType(c, BEACON_TYPES);
    const handoff = parsed(handoffBeaconSchema, parseJson(await c.req.text()));
    const skipped = notCounted(c);
    if (skipped) return c.json({ recorded: false, reason: skipped }, 202);
    const outcome = await recorder.store(handoff, "beacon", c.req.header("user-agent"));
    return c.json({ recorded: outcome === "stored" }, outcome === "stored" ? 201 : 200);
  });

  app.all("/", methodNotAllowed);
  return app;
}

export type PartnerEventDeps = {
  db: Database;
  /** PARTNER_WEBHOOK_SECRET; without it the endpoint does not exist (404). */
  secret: string | undefined;
  trustProxy: number;
  now: () => number;
};

export function createPartnerEventRoutes({ db, secret, trustProxy, now }: PartnerEventDeps) {
  const app = uncachedApi();

  app.post("/events", async (c) => {
    if (!secret) refuse(404, "Not found");
    const limit = await hit(db, ipLimitKey("partner", clientIp(c, trustProxy)), HANDOFFS.partnerEventsPerIpPerHour, {
      now: new Date(now()),
    });
    if (!limit.allowed) tooMany(c, limit.retryAfterSeconds);
    // The signature covers the exact bytes sent: it is checked on the raw body, before any parsing.
    const raw = await c.req.text();
    const verdict = verifyPartnerSignature(secret, c.req.header(SIGNATURE_HEADER), raw, now());
    if (verdict === "malformed")
      refuse(401, `Missing or malformed ${SIGNATURE_HEADER} header: expected t=<unix seconds>,v1=<hex HMAC-SHA256>`);
    if (verdict === "mismatch") refuse(401, "Signature does not match the body");
    if (verdict === "stale")
      refuse(
        403,
        `Signature timestamp is more than ${HANDOFFS.signatureToleranceSeconds} seconds from the server's clock`,
      );

    requireJsonType(c, PARTNER_TYPES);
    const event = parsed(partnerEventSchema, parseJson(raw));

    const known = await db.select({ id: handoffs.id }).from(handoffs).where(eq(handoffs.id, event.handoff_id));
    if (known.length === 0) refuse(422, "Unknown handoff_id: no hand-off was recorded with this id", "handoff_id");
    const stored = await db
      .insert(partnerEvents)
      .values({
        handoffId: event.handoff_id,
        event: event.event,
        occurredAt: new Date(event.occurred_at),
        premiumAed: event.premium_aed === undefined ? null : event.premium_aed.toFixed(2),
        receivedAt: new Date(now()),
      })
      .onConflictDoNothing({ target: [partnerEvents.handoffId, partnerEvents.event] })
      .returning({ id: partnerEvents.id });
    // Idempotent per (handoff_id, event): a retry is answered 200 and changes nothing (R-FUNNEL-23).
    return stored.length > 0 ? c.json({ recorded: true }, 201) : c.json({ recorded: false, duplicate: true }, 200);
  });

  app.all("/events", (c) => {
    if (!secret) refuse(404, "Not found");
    methodNotAllowed(c);
  });
  return app;
}
