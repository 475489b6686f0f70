/**
 * GET and HEAD of the prerendered site, decided in one place: which file a
 * path leads to (or a redirect, a 400, a plain 404), and the complete answer
 * for a file, with every header list (security headers, the page's CSP,
 * ETag, encoding, length) built once per file and encoding. The Hono route
 * (server/app.ts) and the node fast path (server/node-listener.server.ts)
 * both answer from here, so they cannot drift apart.
 */
import { localeOf } from "../core/locales";
import { notFoundPath, PRERENDERED_NO_VARY_SEARCH } from "../core/pages";
import { API_CSP, SECURITY_HEADERS } from "./security-headers.server";
import type { StaticFile, StaticSite } from "./static-site.server";

/** Header names are lower case, as the Fetch API reports them. */
export type StaticHeaders = Readonly<Record<string, string>>;

/** Where a GET or HEAD of a path leads. */
export type StaticRoute =
  | { kind: "file"; file: StaticFile; status: 200 | 404 }
  | { kind: "redirect"; location: string }
  | { kind: "bad-request" }
  | { kind: "missing" };

export type StaticAnswer = { status: number; headers: StaticHeaders; body: Buffer | null };

export type StaticRequest = { head: boolean; ifNoneMatch: string | undefined; acceptEncoding: string | undefined };

/** A file's header lists: for 304, and per encoding it can be sent in. */
type PreparedHeaders = {
  notModified: StaticHeaders;
  identity: StaticHeaders;
  br?: StaticHeaders;
  gzip?: StaticHeaders;
};

// Keyed by the file object: an experiment variant of a page is a new object with its own ETag and bodies.
const prepared = new WeakMap<StaticFile, PreparedHeaders>();

function prepare(file: StaticFile): PreparedHeaders {
  const common = {
    "content-type": file.contentType,
    "cache-control": file.cacheControl,
    etag: file.etag,
    vary: "Accept-Encoding",
    ...SECURITY_HEADERS,
    "content-security-policy": file.csp ?? API_CSP,
    // A page's bytes never depend on its query (R-HTML-08).
    ...(file.contentType.startsWith("text/html") ? { "no-vary-search": PRERENDERED_NO_VARY_SEARCH } : {}),
  };
  const sized = (body: Buffer, encoding?: "br" | "gzip") => ({
    ...common,
    ...(encoding ? { "content-encoding": encoding } : {}),
    "content-length": String(body.length),
  });
  return {
    notModified: common,
    identity: sized(file.body),
    ...(file.br ? { br: sized(file.br, "br") } : {}),
    ...(file.gzip ? { gzip: sized(file.gzip, "gzip") } : {}),
  };
}

function preferredEncoding(acceptEncoding: string | undefined, file: StaticFile): "br" | "gzip" | null {
  if (!acceptEncoding) return null;
  if (file.br && /\bbr\b/.test(acceptEncoding)) return "br";
  if (file.gzip && /\bgzip\b/.test(acceptEncoding)) return "gzip";
  return null;
}

/** The answer for a file: 304 on a matching If-None-Match, else br > gzip > identity; HEAD has no body. */
export function answerFile(file: StaticFile, status: 200 | 404, request: StaticRequest): StaticAnswer {
  let headers = prepared.get(file);
  if (!headers) {
    headers = prepare(file);
    prepared.set(file, headers);
  }
  if (status === 200 && request.ifNoneMatch === file.etag)
    return { status: 304, headers: headers.notModified, body: null };
  const encoding = preferredEncoding(request.acceptEncoding, file);
  if (encoding === "br") return { status, headers: headers.br!, body: request.head ? null : file.br! };
  if (encoding === "gzip") return { status, headers: headers.gzip!, body: request.head ? null : file.gzip! };
  return { status, headers: headers.identity, body: request.head ? null : file.body };
}

// "//host", "/\host", "/<tab>/host": a browser reads these as another site (it drops tabs and reads "\" as "/").
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const NOT_ONE_PATH = /^\/[/\s]|[\\\u0000-\u001f\u007f]/;

/**
 * A decoded path as a redirect target that stays on this site: exactly one
 * leading "/", each segment percent-encoded (no CR/LF can reach the header).
 * Null for a path no page of ours has (a second leading slash, a backslash,
 * whitespace after the first slash, a control character): it gets the 404 page.
 */
export function sameSiteLocation(path: string): string | null {
  if (!path.startsWith("/") || NOT_ONE_PATH.test(path)) return null;
  return path.split("/").map(encodeURIComponent).join("/");
}

/** Where a GET or HEAD of `pathname` (as in a URL, still percent-encoded) leads. */
export function routeStatic(site: StaticSite, pathname: string, search: string): StaticRoute {
  let path: string;
  try {
    path = decodeURIComponent(pathname);
  } catch {
    return { kind: "bad-request" };
  }
  // One URL per page: "/about/" → "/about" (canonical links have no trailing slash).
  if (path.length > 1 && path.endsWith("/")) {
    const location = sameSiteLocation(path.replace(/\/+$/, "") || "/");
    if (location !== null) return { kind: "redirect", location: `${location}${search}` };
    const notFound = site.lookup(notFoundPath(localeOf(path)));
    return notFound ? { kind: "file", file: notFound.file, status: 404 } : { kind: "missing" };
  }
  const found = site.lookup(path);
  // A missing file (an old hashed asset, say) is a plain 404, not the not-found page.
  if (!found || (found.status === 404 && path.slice(path.lastIndexOf("/") + 1).includes(".")))
    return { kind: "missing" };
  return { kind: "file", file: found.file, status: found.status };
}

export type StaticResponder = {
  /** Where a GET or HEAD of `pathname` leads (see routeStatic). */
  route(pathname: string, search: string): StaticRoute;
  /** The file as served now (the home page with the current experiments); a promise only while the snapshot refreshes. */
  current(file: StaticFile): StaticFile | Promise<StaticFile>;
};

export function createStaticResponder(
  site: StaticSite,
  experimentPages: { page(file: StaticFile): StaticFile | Promise<StaticFile> },
): StaticResponder {
  return {
    route: (pathname, search) => routeStatic(site, pathname, search),
    current: (file) => (file.experimentSlot ? experimentPages.page(file) : file),
  };
}
