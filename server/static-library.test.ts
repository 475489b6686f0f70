/**
 * The library way of serving the site (STATIC_SERVING=library), which the bench
 * weighs against the in-memory path: it must serve what a visitor needs for the
 * comparison to mean anything (the page with the runtime settings, its own CSP
 * from the build's manifest, brotli, ETag and 304, the cache policy) and leave
 * what it has no file for to the app.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "./app";
import { compress } from "./compression.server";
import { loadEnv } from "./env.server";
import { libraryStatic } from "./static-library.server";
import { cspHashesPath, inlineScriptHashes, loadStaticSite } from "./static-site.server";
import { createHarness, TEST_API_KEY, TEST_SECRET, type Harness } from "../tests/support/api";

const HOME = `<!doctype html><html><head><script>window.x=1</script></head><body>${"<p>DriveBee</p>".repeat(80)}</body></html>`;
const ASSET = `export const text = ${JSON.stringify("x".repeat(2000))};`;

describe("serveStatic + etag() + secureHeaders() (the bench's library variant)", () => {
  let root: string;
  let harness: Harness;
  let app: ReturnType<typeof createApp>;

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), "drivebee-library-"));
    const client = join(root, "client");
    mkdirSync(join(client, "assets"), { recursive: true });
    mkdirSync(join(client, "404"));
    writeFileSync(join(client, "index.html"), HOME);
    writeFileSync(join(client, "404/index.html"), "<!doctype html><title>Not found</title>");
    writeFileSync(join(client, "assets/entry-Ab12.js"), ASSET);
    writeFileSync(join(client, "assets/entry-Ab12.js.br"), compress(Buffer.from(ASSET)).br);
    writeFileSync(cspHashesPath(client), JSON.stringify({ "/index.html": inlineScriptHashes(HOME) }));
    const settings = { publicApiKey: TEST_API_KEY };
    harness = await createHarness({ databaseUrl: "memory://" });
    app = createApp({
      env: loadEnv({ PUBLIC_API_KEY: TEST_API_KEY, DATABASE_URL: "memory://" }),
      site: await loadStaticSite(client, settings),
      db: harness.db,
      secret: TEST_SECRET,
      jobs: harness.jobs,
      auth: harness.auth,
      serveFiles: await libraryStatic(client, settings),
    });
    // A fresh database with its migrations and queue: seconds on a busy machine, as in the other harness suites.
  }, 60_000);

  afterAll(async () => {
    await harness.close();
    rmSync(root, { recursive: true, force: true });
  });

  it("serves the page brotli-compressed, with the runtime settings and a policy allowing its inline script", async () => {
    const response = await app.request("/", { headers: { "accept-encoding": "gzip, br" } });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-encoding")).toBe("br");
    expect(response.headers.get("cache-control")).toBe("public, max-age=0, must-revalidate");
    expect(response.headers.get("content-security-policy")).toContain(`'${inlineScriptHashes(HOME)[0]}'`);
    expect(response.headers.get("x-frame-options")).toBe("DENY");
    const html = brotliDecompressSync(Buffer.from(await response.arrayBuffer())).toString("utf8");
    expect(html).toContain(`<script type="application/json" id="runtime-config">{"publicApiKey":"${TEST_API_KEY}"}`);
  });

  it("answers 304 to the ETag it sent", async () => {
    const first = await app.request("/");
    const etag = first.headers.get("etag");
    expect(etag).toMatch(/^"[0-9a-f]+"$/);
    const again = await app.request("/", { headers: { "if-none-match": etag! } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
  });

  it("serves a hashed asset from the build's precompressed file, cached for a year", async () => {
    const response = await app.request("/assets/entry-Ab12.js", { headers: { "accept-encoding": "br" } });
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(brotliDecompressSync(Buffer.from(await response.arrayBuffer())).toString("utf8")).toBe(ASSET);
  });

  it("leaves a path without a file to the app: the 404 page", async () => {
    const response = await app.request("/no-such-page");
    expect(response.status).toBe(404);
    expect(await response.text()).toContain("<title>Not found</title>");
  });
});
