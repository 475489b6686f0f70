/**
 * The node fast path (server/node-listener.server.ts) and the Hono route
 * answer every static request alike: status, headers and body bytes, over a
 * real socket and through `app.request`. Also checks which requests the fast
 * path answers itself, so the comparison is not Hono against Hono.
 */
import { getRequestListener } from "@hono/node-server";
import fc from "fast-check";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer, request, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type createServerApp } from "./app";
import { createSnapshotCache, type SnapshotCache } from "./experiments/store.server";
import { createNodeListener } from "./node-listener.server";
import type { StaticResponder } from "./static-response.server";
import { loadStaticSite } from "./static-site.server";
import { createHarness, TEST_API_KEY, type Harness } from "../tests/support/api";

const filler = (label: string) => `<p>${label} ${"lorem ipsum dolor sit amet ".repeat(40)}</p>`;
const page = (title: string, extra = "") =>
  `<!doctype html><html><head><title>${title}</title><script>window.__ctx=${JSON.stringify(title)}</script></head><body>${extra}${filler(title)}</body></html>`;

const FILES: Record<string, string> = {
  "index.html": page("Home", '<section data-ab-slot="hero"><h1>Default</h1></section>'),
  "about/index.html": page("About"),
  "faq/index.html": page("FAQ"),
  "404/index.html": page("Not found"),
  // The team pages' shells: their layout's fallback, prerendered.
  "auth/index.html": page("Sign in"),
  "admin/index.html": page("Leads"),
  "ab-testing-admin/index.html": page("Experiments"),
  "assets/entry-Ab12Cd34.js": `export const x = ${JSON.stringify(filler("js"))};`,
  "sw.js": `self.addEventListener("fetch", () => {}); // ${filler("sw")}`,
  "favicon.svg": '<svg xmlns="http://www.w3.org/2000/svg"/>',
};

type Answer = { status: number; headers: Record<string, string>; body: Buffer };

// Added by node's HTTP layer on the wire, never part of what the app decides.
const TRANSPORT_HEADERS = ["date", "connection", "keep-alive"];

function flatten(headers: IncomingHttpHeaders): Record<string, string> {
  const flat: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined && !TRANSPORT_HEADERS.includes(name))
      flat[name] = Array.isArray(value) ? value.join(", ") : value;
  }
  return flat;
}

function overSocket(server: Server, path: string, method: string, headers: Record<string, string>): Promise<Answer> {
  const { port } = server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const outgoing = request({ host: "127.0.0.1", port, path, method, headers, agent: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () =>
        resolve({ status: response.statusCode ?? 0, headers: flatten(response.headers), body: Buffer.concat(chunks) }),
      );
      response.on("error", reject);
    });
    outgoing.on("error", reject);
    outgoing.end();
  });
}

function listen(server: Server): Promise<Server> {
  return new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(server)));
}

describe("static files: the node fast path and the Hono route agree", () => {
  let dir: string;
  let harness: Harness;
  let snapshot: SnapshotCache;
  let app: ReturnType<typeof createServerApp>["app"];
  let statics: StaticResponder;
  let fast: Server;
  let honoOnly: Server;
  let honoCalls: string[] = [];

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), "drivebee-static-"));
    for (const [path, text] of Object.entries(FILES)) {
      mkdirSync(dirname(join(dir, path)), { recursive: true });
      writeFileSync(join(dir, path), text);
    }
    const site = await loadStaticSite(dir, { publicApiKey: TEST_API_KEY });
    harness = await createHarness({ databaseUrl: "memory://" });
    snapshot = createSnapshotCache(harness.db);
    const parts = harness.serve(site, snapshot);
    app = parts.app;
    statics = parts.statics;
    const counted = {
      fetch: (request: Request, ...rest: unknown[]) => {
        honoCalls.push(`${request.method} ${new URL(request.url).pathname}`);
        return (app.fetch as (...args: unknown[]) => Response | Promise<Response>)(request, ...rest);
      },
    };
    fast = await listen(
      createServer(createNodeListener({ app: counted, statics: parts.statics, hostname: "127.0.0.1" })),
    );
    const honoListener = getRequestListener(app.fetch, { hostname: "127.0.0.1" });
    honoOnly = await listen(createServer((request, response) => void honoListener(request, response)));
  }, 60_000);

  afterAll(async () => {
    await new Promise((resolve) => fast.close(resolve));
    await new Promise((resolve) => honoOnly.close(resolve));
    await harness.close();
    rmSync(dir, { recursive: true, force: true });
  });

  async function homeEtag() {
    return (await app.request("/")).headers.get("etag")!;
  }

  const br = { "accept-encoding": "gzip, deflate, br" };
  const cases: {
    label: string;
    path: string;
    method?: string;
    headers?: Record<string, string> | (() => Promise<Record<string, string>>);
    viaHono?: boolean;
    status: number;
  }[] = [
    { label: "home, brotli", path: "/", headers: br, status: 200 },
    { label: "home, gzip only", path: "/", headers: { "accept-encoding": "gzip" }, status: 200 },
    { label: "home, no encoding", path: "/", status: 200 },
    { label: "home, HEAD", path: "/", method: "HEAD", headers: br, status: 200 },
    { label: "home, query", path: "/?utm_source=x", headers: br, status: 200 },
    {
      label: "home, If-None-Match",
      path: "/",
      headers: async () => ({ ...br, "if-none-match": await homeEtag() }),
      status: 304,
    },
    { label: "home, stale If-None-Match", path: "/", headers: { ...br, "if-none-match": '"old"' }, status: 200 },
    { label: "about", path: "/about", headers: br, status: 200 },
    {
      label: "about, If-None-Match",
      path: "/about",
      headers: async () => ({ "if-none-match": (await app.request("/about")).headers.get("etag")! }),
      status: 304,
    },
    { label: "faq, gzip", path: "/faq", headers: { "accept-encoding": "gzip" }, status: 200 },
    { label: "hashed asset", path: "/assets/entry-Ab12Cd34.js", headers: br, status: 200 },
    { label: "hashed asset, HEAD", path: "/assets/entry-Ab12Cd34.js", method: "HEAD", status: 200 },
    { label: "small file (never compressed)", path: "/favicon.svg", headers: br, status: 200 },
    { label: "service worker", path: "/sw.js", headers: br, status: 200 },
    // A path without a page of its own may be a server route (R-HTML-01): Hono answers, with the same 404 page.
    { label: "missing page", path: "/missing", headers: br, viaHono: true, status: 404 },
    { label: "missing page, HEAD", path: "/missing", method: "HEAD", viaHono: true, status: 404 },
    {
      label: "missing page ignores If-None-Match",
      path: "/missing",
      headers: async () => ({ "if-none-match": (await app.request("/missing")).headers.get("etag")! }),
      viaHono: true,
      status: 404,
    },
    { label: "the quote page's redirect", path: "/quote/online?source=header", viaHono: true, status: 302 },
    { label: "the Arabic quote page's redirect", path: "/ar/quote/whatsapp", viaHono: true, status: 302 },
    { label: "missing file", path: "/missing.js", headers: br, viaHono: true, status: 404 },
    { label: "old hashed asset", path: "/assets/entry-00000000.js", viaHono: true, status: 404 },
    { label: "trailing slash", path: "/about/", viaHono: true, status: 301 },
    { label: "trailing slash with query", path: "/faq/?a=1", viaHono: true, status: 301 },
    { label: "bad escape", path: "/%E0%A4%A", viaHono: true, status: 400 },
    { label: "escaped path", path: "/ab%6Fut", viaHono: true, status: 200 },
    { label: "dot segment", path: "/blog/../about", viaHono: true, status: 200 },
    // A Host the URL standard rewrites (case, a default port) is Hono's to parse.
    { label: "Host in upper case", path: "/about", headers: { host: "DriveBee.AE" }, viaHono: true, status: 200 },
    { label: "Host with the default port", path: "/", headers: { host: "drivebee.ae:80" }, viaHono: true, status: 200 },
    { label: "Host of an IPv6 address", path: "/about", headers: { host: "[::1]:3000" }, status: 200 },
    { label: "team page's shell /auth", path: "/auth", headers: br, status: 200 },
    { label: "team page's shell /admin", path: "/admin", status: 200 },
    { label: "team page's shell /ab-testing-admin", path: "/ab-testing-admin", method: "HEAD", status: 200 },
    { label: "the 404 page's own path", path: "/404", viaHono: true, status: 404 },
    { label: "API stays Hono's", path: "/api/health", viaHono: true, status: 200 },
    { label: "unknown API", path: "/api/nope", viaHono: true, status: 404 },
    { label: "POST a page", path: "/about", method: "POST", viaHono: true, status: 405 },
    { label: "DELETE home", path: "/", method: "DELETE", viaHono: true, status: 405 },
  ];

  it.each(cases)("$label: $method $path", async ({ path, method = "GET", headers = {}, viaHono = false, status }) => {
    const requestHeaders = typeof headers === "function" ? await headers() : headers;
    honoCalls = [];
    const viaFast = await overSocket(fast, path, method, requestHeaders);
    expect(honoCalls.length > 0, `answered by ${viaHono ? "Hono" : "the fast path"}`).toBe(viaHono);
    const viaHonoSocket = await overSocket(honoOnly, path, method, requestHeaders);
    const inProcess = await app.request(path, { method, headers: requestHeaders });
    const inProcessBody = Buffer.from(await inProcess.arrayBuffer());

    expect(viaFast.status).toBe(status);
    // On the wire: byte for byte what Hono sends (but the Date).
    expect(viaFast).toEqual(viaHonoSocket);
    // In process: the same status, headers and body; on the wire node adds framing where Hono's answer has none.
    const inProcessHeaders = Object.fromEntries(inProcess.headers);
    const wireHeaders = { ...viaFast.headers };
    for (const framing of ["content-length", "transfer-encoding"])
      if (!(framing in inProcessHeaders)) delete wireHeaders[framing];
    expect({ status: viaFast.status, headers: wireHeaders, body: viaFast.body }).toEqual({
      status: inProcess.status,
      headers: inProcessHeaders,
      body: inProcessBody,
    });
    if (method === "HEAD" || status === 304) expect(viaFast.body.length).toBe(0);
  });

  const SITE = "https://drivebee.ae";
  const staysOnSite = (location: string) => new URL(location, SITE).origin === SITE;

  // Each answered 301 Location: //evil.example (or a header with CR/LF in it, a 500) before.
  it.each([
    ["//evil.example/", 404],
    ["///evil.example/", 404],
    ["/%2Fevil.example/", 404],
    ["/%2fevil.example//", 404],
    ["/%5Cevil.example/", 404],
    // A raw backslash is refused by @hono/node-server before any route.
    ["/\\evil.example/", 400],
    ["/%09/evil.example/", 404],
    ["/%20/evil.example/", 404],
    ["/%0d%0aSet-Cookie:%20x=1/", 404],
  ] as const)(
    "a trailing-slash redirect never leaves the site: GET %s answers %i, no Location",
    async (path, status) => {
      const viaFast = await overSocket(fast, path, "GET", {});
      expect(viaFast.status).toBe(status);
      if (status === 404) expect(viaFast.body.toString()).toContain("<title>Not found</title>");
      expect(viaFast.headers.location).toBeUndefined();
      expect(viaFast.headers["set-cookie"]).toBeUndefined();
      expect(await overSocket(honoOnly, path, "GET", {})).toEqual(viaFast);
      // In process the URL parser reads "\\" as "/": the 404 page too.
      const inProcess = await app.request(path);
      expect(inProcess.status).toBe(404);
      expect(inProcess.headers.get("location")).toBeNull();
    },
  );

  it("a trailing-slash redirect never leaves the site: GET / /evil.example/ in process answers the 404 page", async () => {
    const response = await app.request("/ /evil.example/");
    expect(response.status).toBe(404);
    expect(response.headers.get("location")).toBeNull();
  });

  it("a trailing-slash redirect keeps an unusual but harmless path on the site, encoded", async () => {
    const answer = await overSocket(fast, "/caf%C3%A9%3Fx%23y%0A/?a=1", "GET", {});
    // A path with a control character is no page of ours: the 404 page, never a Location carrying it.
    expect(answer.status).toBe(404);
    const plain = await overSocket(fast, "/caf%C3%A9%3Fx%23y/?a=1", "GET", {});
    expect(plain.status).toBe(301);
    expect(plain.headers.location).toBe("/caf%C3%A9%3Fx%23y?a=1");
    expect(staysOnSite(plain.headers.location!)).toBe(true);
  });

  // Percent-encoded or raw pieces a browser may read as "/", skip, or take for the start of a host.
  const piece = fc.oneof(
    fc.constantFrom(
      "/",
      "//",
      "\\",
      "%2F",
      "%2f",
      "%5C",
      "%5c",
      "%09",
      "%0A",
      "%0D",
      "%0d%0a",
      "%20",
      "%00",
      "%7F",
      "%C2%85",
      "%E2%80%A8",
      "%3F",
      "%23",
      "@",
      ":",
      ".",
      "..",
      "%2E%2E",
    ),
    fc.constantFrom("evil.example", "about", "faq", "x"),
    fc.string({ unit: "grapheme", maxLength: 6 }).map(encodeURIComponent),
  );
  const trailingSlashPath = fc.array(piece, { minLength: 1, maxLength: 8 }).map((pieces) => `/${pieces.join("")}/`);

  it("any generated path: a redirect's Location resolves to this site, starts with one slash and carries no control character", () => {
    fc.assert(
      fc.property(trailingSlashPath, fc.constantFrom("", "?a=1", "?next=//evil.example"), (path, search) => {
        const route = statics.route(path, search);
        if (route.kind !== "redirect") return;
        expect(route.location).toMatch(/^\/(?![/\\])/);
        // eslint-disable-next-line no-control-regex -- finding control characters is the point
        expect(route.location).not.toMatch(/[\u0000-\u0020\u007f-\u009f\\]/);
        expect(staysOnSite(route.location), route.location).toBe(true);
      }),
      { numRuns: 5_000 },
    );
  });

  it("any generated path over a real socket, fast path and Hono alike: no Location leaves the site", async () => {
    await fc.assert(
      fc.asyncProperty(trailingSlashPath, async (path) => {
        const viaFast = await overSocket(fast, path, "GET", {});
        const viaHono = await overSocket(honoOnly, path, "GET", {});
        expect(viaFast.status).toBe(viaHono.status);
        expect(viaFast.status).toBeLessThan(500);
        expect(viaFast.headers.location).toBe(viaHono.headers.location);
        if (viaFast.headers.location !== undefined)
          expect(staysOnSite(viaFast.headers.location), viaFast.headers.location).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it("serves the home page with the active experiments, waiting for the snapshot only when it is stale", async () => {
    snapshot.invalidate();
    honoCalls = [];
    const cold = await overSocket(fast, "/", "GET", {});
    expect(honoCalls).toEqual([]);
    expect(cold.body.toString()).toContain('<script type="application/json" id="ab-snapshot">');
    expect(cold.headers["content-security-policy"]).toMatch(/script-src 'self' 'sha256-/);
    const warm = await overSocket(fast, "/", "GET", {});
    expect(warm).toEqual(cold);
    expect(warm.headers.etag).toBe(await homeEtag());
    // The prerendered file's own ETag differs: the served page is the variant with the snapshot.
    expect(warm.body.toString()).not.toEqual(FILES["index.html"]);
  });
});
