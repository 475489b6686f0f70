/**
 * The prerendered site served by the libraries instead of from memory, kept so
 * every bench run weighs the two (STATIC_SERVING=library; docs/decisions/008-performance.md):
 * @hono/node-server's serveStatic with the build's precompressed files, hono's
 * etag() and secureHeaders(), each page's policy from the build's hash manifest.
 * serveStatic sends files as they are on disk, so the pages with the runtime
 * settings are written once at start into a folder of their own. Files it does
 * not find (redirects, the 404 page) fall through to the app's
 * in-memory route.
 */
import { serveStatic } from "@hono/node-server/serve-static";
import type { Context, MiddlewareHandler } from "hono";
import { etag } from "hono/etag";
import { secureHeaders } from "hono/secure-headers";
import { mkdir, mkdtemp, readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join, relative, sep } from "node:path";
import { compress } from "./compression.server";
import { API_CSP, CSP_REPORT_GROUP, CSP_REPORT_PATH, SECURITY_HEADERS } from "./security-headers.server";
import {
  cacheControlFor,
  contentSecurityPolicy,
  cspHashesPath,
  runtimeConfigTag,
  SERVICE_WORKER_CSP,
  type RuntimeSettings,
} from "./static-site.server";

export async function libraryStatic(clientDir: string, settings: RuntimeSettings): Promise<MiddlewareHandler[]> {
  const pagesDir = await mkdtemp(join(tmpdir(), "drivebee-pages-"));
  const hashes = JSON.parse(await readFile(cspHashesPath(clientDir), "utf8")) as Record<string, string[]>;
  const policies = new Map<string, string>([["/sw.js", SERVICE_WORKER_CSP]]);
  const configTag = runtimeConfigTag(settings);
  for (const [path, scriptHashes] of Object.entries(hashes)) {
    const html = (await readFile(join(clientDir, path), "utf8")).replace("</head>", `${configTag}</head>`);
    const body = Buffer.from(html, "utf8");
    const { br, gzip } = compress(body);
    const target = join(pagesDir, path);
    await mkdir(dirname(target), { recursive: true });
    await Promise.all([writeFile(target, body), writeFile(`${target}.br`, br), writeFile(`${target}.gz`, gzip)]);
    policies.set(path, contentSecurityPolicy(scriptHashes, settings));
  }

  // serveStatic names the file it sends (with .br or .gz when precompressed); headers follow from the plain file.
  // They go on its answer afterwards: serveStatic has built its response when it reports the file.
  const served = new WeakMap<Context, string>();
  const onFound = (root: string) => (file: string, c: Context) => {
    served.set(
      c,
      relative(root, file.replace(/\.(?:br|gz)$/, ""))
        .split(sep)
        .join("/"),
    );
  };
  const fileHeaders: MiddlewareHandler = async (c, next) => {
    await next();
    const path = served.get(c);
    if (path === undefined) return;
    c.res.headers.set("Cache-Control", cacheControlFor(path));
    c.res.headers.set("Content-Security-Policy", policies.get(`/${path}`) ?? API_CSP);
  };
  const header = (name: string) => SECURITY_HEADERS[name]!;
  return [
    secureHeaders({
      strictTransportSecurity: header("strict-transport-security"),
      referrerPolicy: header("referrer-policy"),
      xFrameOptions: header("x-frame-options"),
      crossOriginOpenerPolicy: header("cross-origin-opener-policy"),
      reportingEndpoints: [{ name: CSP_REPORT_GROUP, url: CSP_REPORT_PATH }],
    }),
    etag(),
    fileHeaders,
    serveStatic({ root: pagesDir, precompressed: true, onFound: onFound(pagesDir) }),
    serveStatic({ root: clientDir, precompressed: true, onFound: onFound(clientDir) }),
  ];
}
