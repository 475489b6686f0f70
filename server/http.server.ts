/** Small HTTP helpers shared by the API routes. */
import { isIP } from "node:net";
import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";
import { Address6 } from "ip-address";
import type { ZodError } from "zod";
import { RULE_MESSAGES, isRuleCode, type RuleCode } from "../core/schemas/rules";

/** A refusal's body: English words, the field they are about, and the rule that failed so either edition can word it. */
export type ApiError = { error: string; field?: string; rule?: RuleCode };

/**
 * The body of a refusal for `problem`, a form rule's code or a plain English
 * message: a rule answers with its English words and its code (R-OPEN-04, R-EDITION-18).
 */
export function apiError(problem: string, field?: string): ApiError {
  const named = field === undefined ? {} : { field };
  return isRuleCode(problem)
    ? { error: RULE_MESSAGES[problem], ...named, rule: problem }
    : { error: problem, ...named };
}

/** The first problem of a failed parse, as `{ error, field?, rule? }`. */
export function validationError(error: ZodError): ApiError {
  const issue = error.issues[0];
  const field = issue?.path[0];
  return apiError(issue?.message ?? "Invalid request", typeof field === "string" ? field : undefined);
}

/**
 * Text PostgreSQL cannot store as given: NUL (text and jsonb refuse it) and a
 * UTF-16 half without its pair (jsonb refuses it; text would store U+FFFD).
 */
// eslint-disable-next-line no-control-regex -- finding NUL is the point
const UNSTORABLE_TEXT = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

function hasUnstorableText(value: unknown): boolean {
  if (typeof value === "string") return UNSTORABLE_TEXT.test(value);
  if (value !== null && typeof value === "object") return Object.values(value).some(hasUnstorableText);
  return false;
}

/**
 * The first field of a parsed body or a query (`c.req.query()`) holding text the
 * database cannot store, or null. Every value a client sends to SQL passes
 * through here, so it is answered 400, never a 500.
 */
export function unstorableField(payload: object): string | null {
  for (const [field, value] of Object.entries(payload)) if (hasUnstorableText(value)) return field;
  return null;
}

/**
 * A client as every per-address limit counts it (R-SAFE-10, R-SAFE-11): an IPv4
 * address, or for IPv6 the first address of the client's /64, written one way.
 * Only clientIp (through forwardedClient) and countedAddress make one, so a
 * per-address counter keyed by anything else does not type-check.
 */
export type ClientAddress = string & { readonly brand: "ClientAddress" };

/** IPv4-mapped IPv6 (`::ffff:0:0/96`): an IPv4 client as a dual-stack socket or proxy writes it. */
const IPV4_MAPPED = new Address6("::ffff:0:0/96");

/**
 * The prefix an IPv6 client is counted by: the network one subscriber is given
 * (RFC 6177), inside which a device picks and changes addresses at will (RFC 8981).
 */
const IPV6_CLIENT_PREFIX = 64;

/**
 * `value` as a counted client (see ClientAddress), or null when it is not one
 * IP address: IPv4-mapped IPv6 becomes IPv4, any spelling of an IPv6 address
 * (case, leading zeros, `::`) its /64's network address in RFC 5952 form.
 */
export function countedAddress(value: string | undefined): ClientAddress | null {
  // 45 characters is the longest address; a zone (%eth0) means nothing beyond our own network.
  if (!value || value.length > 45 || value.includes("%")) return null;
  const version = isIP(value);
  // node:net accepts only the dotted-decimal form of IPv4 (no leading zeros, hex or short forms): one spelling.
  if (version === 4) return value as ClientAddress;
  if (version !== 6) return null;
  try {
    const address = new Address6(value);
    if (address.isInSubnet(IPV4_MAPPED)) return address.to4().correctForm() as ClientAddress;
    const network = new Address6(`${address.correctForm()}/${IPV6_CLIENT_PREFIX}`);
    return network.startAddress().correctForm() as ClientAddress;
  } catch {
    // node:net and ip-address agree on every IPv6 spelling the property test writes (http.server.test.ts); should they not, the socket's address stands.
    return null;
  }
}

/**
 * The client seen through `trustedHops` proxies of our own. Each
 * proxy appends the address it received the request from to X-Forwarded-For,
 * so only the last `trustedHops` entries were written by us: the one our
 * outermost proxy appended (the Nth from the right) is the client. Entries to
 * its left are whatever the client sent. A missing or malformed entry falls
 * back to the socket's address.
 */
export function forwardedClient(
  forwardedFor: string | undefined,
  trustedHops: number,
  socketAddress: string | undefined,
): ClientAddress {
  const socket = countedAddress(socketAddress) ?? ("unknown" as ClientAddress);
  if (trustedHops < 1 || !forwardedFor) return socket;
  const entries = forwardedFor.split(",");
  const entry = entries.length >= trustedHops ? entries[entries.length - trustedHops] : undefined;
  return countedAddress(entry?.trim()) ?? socket;
}

/** The socket's remote address; none for a request made in process (`app.request` in tests). */
function socketAddress(c: Context): string | undefined {
  if (!(c.env as { incoming?: unknown } | undefined)?.incoming) return undefined;
  return getConnInfo(c).remote.address;
}

/**
 * The visitor: the socket's address, or the entry our own proxies wrote in
 * X-Forwarded-For (see forwardedClient), as every per-address limit counts it
 * (ClientAddress). The one function that names the client.
 */
export function clientIp(c: Context, trustedHops: number): ClientAddress {
  return forwardedClient(c.req.header("x-forwarded-for"), trustedHops, socketAddress(c));
}

/**
 * The origin the visitor's browser sees this site at: the scheme our outermost proxy was reached
 * over (the X-Forwarded-Proto value the nearest of our `trustedHops` proxies wrote, where we have
 * proxies) and the host the request named. Behind a TLS proxy the socket speaks http while the
 * browser is on https: the scheme must come from the proxy, never be left out of the comparison.
 */
export function publicOrigin(c: Context, trustedHops: number): string {
  const url = new URL(c.req.url);
  const forwarded =
    trustedHops > 0 ? c.req.header("x-forwarded-proto")?.split(",").at(-1)?.trim().toLowerCase() : undefined;
  const scheme = forwarded === "https" || forwarded === "http" ? `${forwarded}:` : url.protocol;
  return `${scheme}//${url.host}`;
}

/**
 * Where a request says it comes from (OWASP's verification with standard headers): Fetch
 * Metadata first, then the Origin header compared whole (scheme, host and port) with the
 * public origin. "unknown" when neither says (an old browser, or a client that is not a browser).
 * The one judge of a request's origin: the admin API refuses "cross-site" (R-ROLE-08), a form's
 * post anything but "same-origin" (R-HTML-04).
 */
export function requestSite(c: Context, trustedHops: number): "same-origin" | "cross-site" | "unknown" {
  const fetchSite = c.req.header("sec-fetch-site");
  if (fetchSite === "same-origin") return "same-origin";
  // "none": the visitor's own act (a bookmark, the address bar); the Origin header decides, if any.
  if (fetchSite && fetchSite !== "none") return "cross-site";
  const origin = c.req.header("origin");
  if (!origin) return "unknown";
  return origin === publicOrigin(c, trustedHops) ? "same-origin" : "cross-site";
}

const SHORT_ESCAPES: Record<string, string> = { "\n": "\\n", "\r": "\\r", "\t": "\\t" };

/** Text for a log line: control characters (C0, DEL, C1, the line separators) escaped, so no client-sent text can start a line of its own. */
export function forLog(text: string): string {
  return text.replace(
    // eslint-disable-next-line no-control-regex -- finding control characters is the point
    /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g,
    (char) => SHORT_ESCAPES[char] ?? `\\u${char.charCodeAt(0).toString(16).padStart(4, "0")}`,
  );
}

/**
 * Logs a failed request as one line: `what` (method and path) and the error
 * with its stack and cause, all through forLog. An error's message may quote
 * request data (a header value, a path), so the stack's line breaks are escaped too.
 */
export function logRequestError(what: string, error: unknown): void {
  const describe = (value: unknown) =>
    value instanceof Error ? (value.stack ?? `${value.name}: ${value.message}`) : String(value);
  const cause = error instanceof Error && error.cause !== undefined ? ` [cause] ${describe(error.cause)}` : "";
  console.error(forLog(`${what} failed: ${describe(error)}${cause}`));
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
    if (
      message &&
      /Connection terminated|connect ECONNREFUSED|timeout exceeded when trying to connect|Client has encountered a connection error|Cannot use a pool after calling end/i.test(
        message,
      )
    ) {
      return true;
    }
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
