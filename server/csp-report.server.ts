/**
 * POST /api/csp-report: where browsers report Content-Security-Policy
 * violations of our pages, in both forms they use: `report-uri`
 * (`application/csp-report`, one report) and the Reporting API's
 * `report-to` (`application/reports+json`, a batch). A small body
 * (BODY_LIMITS.cspReport), a per-IP limit, the fields worth keeping (no query
 * strings, the blocked URL's origin only, no IP address) into csp_reports; the
 * operator reads them in /admin. Browsers ignore the answer: 204 when stored, a 4xx for anything
 * that is not a report.
 */
import { Hono, type Context } from "hono";
import { z } from "zod";
import type { Database } from "./db/client.server";
import { cspReports } from "./db/schema";
import { hit, ipLimitKey } from "./rate-limit/rate-limit.server";
import { apiError, clientIp, unstorableField, validationError, type ApiError } from "./http.server";
import { apiErrors, refuse } from "./validate.server";

export type CspReportDeps = {
  db: Database;
  /** Trusted proxy hops (TRUST_PROXY). */ trustProxy: number;
  now: () => number;
};

/** Requests per client address and hour: a page with a broken policy reports a handful per view. */
export const CSP_REPORTS_PER_IP = 60;
/** Reports stored from one request (a batch); the rest are dropped. */
const MAX_REPORTS_PER_REQUEST = 5;

const LEGACY_TYPE = "application/csp-report";
const REPORTING_TYPE = "application/reports+json";

export type CspReportRecord = typeof cspReports.$inferInsert;

/** Text cut to `max` characters (code points, so no surrogate pair is split). */
const text = (max: number) =>
  z
    .string()
    .transform((value) => Array.from(value).slice(0, max).join("") || null)
    .nullish()
    .catch(null);

const lineNumber = z.number().int().min(0).max(10_000_000).nullish().catch(null);

/** A directive name ("script-src-elem"); anything else is not one. */
const DIRECTIVE_NAME = /^[a-z][a-z-]{0,63}$/;
const directiveName = z.string().regex(DIRECTIVE_NAME).nullish().catch(null);
/** Older browsers' violated-directive: the name and its sources, printable ASCII as policies are. */
const violatedDirective = z
  .string()
  .regex(/^[\x21-\x7e][\x20-\x7e]*$/)
  .transform((value) => value.slice(0, 128))
  .nullish()
  .catch(null);
const disposition = z.enum(["enforce", "report"]).nullish().catch(null);

/** A URL without its query string and fragment (they may carry personal data), or null. */
function withoutQuery(value: string | null | undefined, max: number): string | null {
  if (!value) return null;
  if (!URL.canParse(value)) return null;
  const url = new URL(value);
  const kept = url.origin === "null" ? url.protocol : `${url.origin}${url.pathname}`;
  return Array.from(kept).slice(0, max).join("");
}

/** The blocked resource: its origin, its scheme (data:, blob:) or a keyword such as "inline" or "eval". */
function blockedOrigin(value: string | null | undefined): string | null {
  if (!value) return null;
  if (/^[a-z][a-z-]{0,31}$/.test(value)) return value;
  if (!URL.canParse(value)) return null;
  const url = new URL(value);
  return url.origin === "null" ? url.protocol : url.origin;
}

// report-uri: { "csp-report": { "document-uri", "violated-directive", ... } }.
const legacyReportSchema = z.object({
  "csp-report": z.object({
    "document-uri": text(2048),
    "violated-directive": violatedDirective,
    "effective-directive": directiveName,
    "blocked-uri": text(2048),
    "source-file": text(2048),
    "line-number": lineNumber,
    disposition,
  }),
});

// report-to: [{ type: "csp-violation", user_agent, body: { documentURL, effectiveDirective, ... } }].
const reportingBatchSchema = z
  .array(
    z.object({
      type: z.string(),
      user_agent: text(256),
      body: z
        .object({
          documentURL: text(2048),
          effectiveDirective: directiveName,
          blockedURL: text(2048),
          sourceFile: text(2048),
          lineNumber,
          disposition,
        })
        .nullish()
        .catch(null),
    }),
  )
  .min(1)
  .max(100);

function legacyRecords(data: z.infer<typeof legacyReportSchema>, userAgent: string | null): CspReportRecord[] {
  const report = data["csp-report"];
  return [
    {
      documentUrl: withoutQuery(report["document-uri"], 512),
      violatedDirective: report["violated-directive"] ?? null,
      // Older browsers send only violated-directive ("script-src 'self' ..."): its first word is the directive.
      effectiveDirective:
        report["effective-directive"] ?? directiveName.parse(report["violated-directive"]?.split(" ")[0]),
      blockedUrl: blockedOrigin(report["blocked-uri"]),
      sourceFile: withoutQuery(report["source-file"], 512),
      lineNumber: report["line-number"] ?? null,
      disposition: report.disposition ?? null,
      userAgent,
    },
  ];
}

function reportingRecords(data: z.infer<typeof reportingBatchSchema>, userAgent: string | null): CspReportRecord[] {
  return data
    .filter((report) => report.type === "csp-violation" && report.body?.effectiveDirective)
    .slice(0, MAX_REPORTS_PER_REQUEST)
    .map(({ body, user_agent }) => ({
      documentUrl: withoutQuery(body!.documentURL, 512),
      violatedDirective: null,
      effectiveDirective: body!.effectiveDirective ?? null,
      blockedUrl: blockedOrigin(body!.blockedURL),
      sourceFile: withoutQuery(body!.sourceFile, 512),
      lineNumber: body!.lineNumber ?? null,
      disposition: body!.disposition ?? null,
      userAgent: user_agent ?? userAgent,
    }));
}

/** The report(s) in a request body of the given content type, or the 4xx to answer. */
export function parseCspReports(
  contentType: string,
  raw: string,
  userAgentHeader: string | undefined,
): { records: CspReportRecord[] } | { status: 400 | 415; error: ApiError } {
  const type = contentType.split(";")[0]!.trim().toLowerCase();
  if (type !== LEGACY_TYPE && type !== REPORTING_TYPE) {
    return { status: 415, error: { error: `Expected ${LEGACY_TYPE} or ${REPORTING_TYPE}` } };
  }
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return { status: 400, error: { error: "Malformed JSON" } };
  }
  const userAgent = userAgentHeader ? Array.from(userAgentHeader).slice(0, 256).join("") : null;
  const parsed = type === LEGACY_TYPE ? legacyReportSchema.safeParse(value) : reportingBatchSchema.safeParse(value);
  if (!parsed.success) return { status: 400, error: validationError(parsed.error) };
  const records =
    type === LEGACY_TYPE
      ? legacyRecords(parsed.data as z.infer<typeof legacyReportSchema>, userAgent)
      : reportingRecords(parsed.data as z.infer<typeof reportingBatchSchema>, userAgent);
  // Every violation names a directive; without one it is not a report we can use.
  if (!records.some((record) => record.effectiveDirective))
    return { status: 400, error: { error: "Not a CSP violation report" } };
  for (const record of records) {
    const field = unstorableField(record);
    if (field) return { status: 400, error: apiError("text.unstorable", field) };
  }
  return { records };
}

export function createCspReportRoutes({ db, trustProxy, now }: CspReportDeps) {
  const app = new Hono();

  app.onError(apiErrors);

  app.post("/", async (c: Context) => {
    // Counted before anything else, so a flood of junk is limited like real reports.
    const limit = await hit(db, ipLimitKey("csp-report", clientIp(c, trustProxy)), CSP_REPORTS_PER_IP, {
      now: new Date(now()),
    });
    if (!limit.allowed) {
      c.header("Retry-After", String(limit.retryAfterSeconds));
      refuse(429, "Too many reports");
    }
    const result = parseCspReports(c.req.header("content-type") ?? "", await c.req.text(), c.req.header("user-agent"));
    if ("error" in result) refuse(result.status, result.error.error, result.error.field);
    const at = new Date(now());
    await db.insert(cspReports).values(result.records.map((record) => ({ ...record, receivedAt: at })));
    return c.body(null, 204);
  });

  app.all("/", (c) => {
    c.header("Allow", "POST");
    refuse(405, "Method not allowed");
  });

  return app;
}
