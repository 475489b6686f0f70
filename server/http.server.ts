/** Small HTTP helpers shared by the API routes. */
import type { Context } from "hono";
import type { ZodError } from "zod";

export type ApiError = { error: string; field?: string };

/** The first problem of a failed parse, as `{ error, field }` (R-OPEN-04). */
export function validationError(error: ZodError): ApiError {
  const issue = error.issues[0];
  const field = issue?.path[0];
  return { error: issue?.message ?? "Invalid request", ...(typeof field === "string" ? { field } : {}) };
}

/**
 * Text PostgreSQL cannot store as given: NUL (text and jsonb refuse it) and a
 * UTF-16 half without its pair (jsonb refuses it; text would store U+FFFD).
 */
const UNSTORABLE_TEXT = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

function hasUnstorableText(value: unknown): boolean {
  if (typeof value === "string") return UNSTORABLE_TEXT.test(value);
  if (value !== null && typeof value === "object") return Object.values(value).some(hasUnstorableText);
  return false;
}

/** The first field of a parsed payload holding text the database cannot store (answered 400, never a 500), or null. */
export function unstorableField(payload: object): string | null {
  for (const [field, value] of Object.entries(payload)) if (hasUnstorableText(value)) return field;
  return null;
}

/** The visitor's address: the socket's, or the load balancer's X-Forwarded-For when trusted. */
export function clientIp(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header("x-forwarded-for")?.split(",")[0]?.trim();
    if (forwarded) return forwarded;
  }
  const incoming = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming;
  return incoming?.socket?.remoteAddress ?? "unknown";
}

/** Reads a JSON body; malformed JSON is the caller's mistake (400), never a 500. */
export async function readJson(c: Context): Promise<{ ok: true; value: unknown } | { ok: false; response: Response }> {
  const type = c.req.header("content-type") ?? "";
  if (!type.toLowerCase().includes("application/json")) {
    return { ok: false, response: c.json({ error: "Expected a JSON body" } satisfies ApiError, 400) };
  }
  try {
    return { ok: true, value: await c.req.json() };
  } catch {
    return { ok: false, response: c.json({ error: "Malformed JSON" } satisfies ApiError, 400) };
  }
}

const UNAVAILABLE_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "57P01",
  "57P02",
  "57P03",
  "08000",
  "08001",
  "08003",
  "08004",
  "08006",
]);

/** Errors that mean "the database is not reachable right now": answered 503, not 500. */
export function isUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 4; depth++) {
    const { code, message } = current as { code?: string; message?: string };
    if (code && UNAVAILABLE_CODES.has(code)) return true;
    if (message && /Connection terminated|connect ECONNREFUSED|timeout exceeded when trying to connect|Client has encountered a connection error|Cannot use a pool after calling end/i.test(message)) {
      return true;
    }
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
