// The HTTP figures of the bench (bench/run.mjs): the bare references, static "/" from memory
// and through the libraries, newsletter-signup on PGlite and PostgreSQL beside a bare
// INSERT on the same database, and the page view beacon on both. Each server is a built process of its own (tests/support/server-process.mjs).
import { createHmac, randomBytes } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { get as httpGet } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startPostgres } from "../tests/support/postgres.mjs";
import { startServerProcess } from "../tests/support/server-process.mjs";
import { combined, measure, warmUp } from "./http.mjs";

/** A phone's browser: a bot's beacon would be answered without a row (R-FUNNEL-34). */
const BEACON_USER_AGENT =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1";

/** A fresh token, as the server issues it with the key it derives from its secret (deriveKey in server/secrets.server.ts). */
function csrfToken(appSecret) {
  const key = createHmac("sha256", appSecret).update("drivebee:csrf").digest("base64url");
  const nonce = randomBytes(16).toString("base64url");
  const timestamp = Date.now();
  return {
    csrfToken: `${nonce}.${createHmac("sha256", key).update(`${timestamp}.${nonce}`).digest("base64url")}`,
    timestamp,
  };
}

/** A response as the server sent it: its header fields (but those node adds itself) and its still-encoded body. */
function rawResponse(url, headers) {
  return new Promise((resolve, reject) => {
    httpGet(url, { headers }, (response) => {
      const chunks = [];
      response.on("data", (chunk) => chunks.push(chunk));
      response.on("end", () => {
        const { date, connection, "keep-alive": keepAlive, "content-length": length, ...rest } = response.headers;
        resolve({ headers: rest, body: Buffer.concat(chunks) });
      });
      response.on("error", reject);
    }).on("error", reject);
  });
}

/** Every HTTP scenario; `ports`: bare, pglite, postgres, library (servers) and postgresDb. */
export async function measureHttp({ ports, duration, apiKey, appSecret, log }) {
  const apiHeaders = { apikey: apiKey, authorization: `Bearer ${apiKey}`, "content-type": "application/json" };
  const temp = mkdtempSync(join(tmpdir(), "drivebee-bench-"));
  const results = { connections: 10, durationSeconds: duration };
  const servers = [];
  let postgres = null;
  // Each app server compresses every page at start: on a busy machine that takes a while.
  const start = async (options) => {
    const server = await startServerProcess({ readyTimeoutMs: 180_000, ...options });
    servers.push(server);
    return server;
  };
  const stop = async (server) => {
    await server.stop();
    servers.splice(servers.indexOf(server), 1);
  };
  const appEnv = (port, databaseUrl, extra = {}) => ({
    env: {
      PORT: String(port),
      HOST: "127.0.0.1",
      DATABASE_URL: databaseUrl,
      PUBLIC_API_KEY: apiKey,
      APP_SECRET: appSecret,
      TRUST_PROXY: "true",
      ...extra,
    },
  });
  const bareServer = (port, env) =>
    start({ entry: "bench/bare-server.mjs", env: { PORT: String(port), HOST: "127.0.0.1", ...env } });
  const get = async (name, title, url, serverPid) => {
    const headers = { "accept-encoding": "br, gzip" };
    await warmUp({ url, headers });
    results[name] = await measure({ title, url, headers, duration: duration, serverPid });
    log(`  ${title}: ${results[name].requestsPerSecond} req/s`);
  };
  // POSTs: one unique e-mail and client address per request, so the figures measure
  // validation + CSRF + both rate-limit upserts + the insert, never a 429 or a 409.
  // The server accepts each CSRF token once, and a GET per POST would measure the client:
  // each request carries a token signed as /functions/v1/csrf-token signs it (server/functions/csrf.server.ts).
  const signup = (label) => {
    let sequence = 0;
    return (request) => {
      sequence += 1;
      const token = csrfToken(appSecret);
      const ip = `10.${(sequence >> 16) & 255}.${(sequence >> 8) & 255}.${sequence & 255}`;
      return {
        ...request,
        headers: { ...apiHeaders, "x-forwarded-for": ip },
        body: JSON.stringify({
          email: `bench-${label}-${sequence}@example.com`,
          source: "footer",
          userAgent: "autocannon",
          csrfToken: token.csrfToken,
          timestamp: token.timestamp,
        }),
      };
    };
  };
  // The bare routes get the same requests, so the client side costs the same.
  const post = async (name, title, url, label, serverPid) => {
    await warmUp({ url, method: "POST", setupRequest: signup(`${label}-warm`) });
    results[name] = await measure({
      title,
      url,
      method: "POST",
      setupRequest: signup(label),
      duration: duration,
      serverPid,
    });
    log(`  ${title}: ${results[name].requestsPerSecond} req/s`);
  };

  // Page view beacons (R-FUNNEL-38): as the page's sendBeacon sends them, each from its own address,
  // so the figure is the whole path (body limit, schema, bot check, visitor hash, the shared INSERT).
  const beacon = () => {
    let sequence = 0;
    return (request) => {
      sequence += 1;
      return {
        ...request,
        headers: {
          "content-type": "text/plain;charset=UTF-8",
          "sec-fetch-site": "same-origin",
          "user-agent": BEACON_USER_AGENT,
          "x-forwarded-for": `10.${(sequence >> 16) & 255}.${(sequence >> 8) & 255}.${sequence & 255}`,
        },
        body: JSON.stringify({ path: "/", referrer: "www.google.com", utm_source: "radio", utm_campaign: "ramadan" }),
      };
    };
  };
  const postBeacons = async (name, title, url, serverPid) => {
    await warmUp({ url, method: "POST", setupRequest: beacon() });
    results[name] = await measure({ title, url, method: "POST", setupRequest: beacon(), duration, serverPid });
    log(
      `  ${title}: ${results[name].requestsPerSecond} req/s, ${results[name].serverCpuMicrosPerRequest} µs server CPU each`,
    );
  };

  try {
    const pglite = await start(appEnv(ports.pglite, join(temp, "pglite")));
    // The bare page route sends exactly the header fields and body our server sends for "/"
    // (read with node:http: fetch would decompress the body).
    const home = await rawResponse(`${pglite.origin}/`, { "accept-encoding": "br" });
    writeFileSync(
      join(temp, "home.json"),
      JSON.stringify({ headers: home.headers, body: home.body.toString("base64") }),
    );
    const bare = await bareServer(ports.bare, { BARE_PAGE_FILE: join(temp, "home.json") });
    await get("bareGet", "bare Hono GET", `${bare.origin}/bare`, bare.pid);

    // Static "/" from memory beside the same bytes from a bare route, and beside serveStatic + etag() +
    // secureHeaders() (docs/decisions/008-performance.md); each pair alternated (A B B A), so a change
    // in the machine's load falls on both sides.
    const library = await start(appEnv(ports.library, "memory://", { STATIC_SERVING: "library" }));
    const scenarios = {
      barePage: ["bare Hono GET, same bytes as static /", `${bare.origin}/bare-page`, bare.pid],
      staticHome: ["static / (br), from memory", `${pglite.origin}/`, pglite.pid],
      staticHomeLibrary: ["static / (br), serveStatic", `${library.origin}/`, library.pid],
    };
    const rounds = { barePage: [], staticHome: [], staticHomeLibrary: [] };
    for (const name of [
      "barePage",
      "staticHome",
      "staticHome",
      "barePage",
      "staticHomeLibrary",
      "staticHome",
      "staticHome",
      "staticHomeLibrary",
    ]) {
      await get(name, ...scenarios[name]);
      rounds[name].push(results[name]);
    }
    for (const [name, runs] of Object.entries(rounds)) results[name] = runs.reduce(combined);
    await stop(library);

    await post("barePost", "bare Hono POST", `${bare.origin}/bare`, "bare", bare.pid);
    await stop(bare);
    const pgliteUrl = `${pglite.origin}/functions/v1/newsletter-signup`;
    await post("newsletterPglite", "newsletter-signup on PGlite", pgliteUrl, "pglite", pglite.pid);
    await postBeacons("pageViewPglite", "page-view beacon on PGlite", `${pglite.origin}/api/page-view`, pglite.pid);
    await stop(pglite);
    // The same PGlite folder, now migrated and free: one process may hold it at a time.
    const pgliteInsert = await bareServer(ports.bare, { BARE_PGLITE_DIR: join(temp, "pglite") });
    const insertUrl = `${pgliteInsert.origin}/bare-insert`;
    await post("bareInsertPglite", "bare INSERT on PGlite", insertUrl, "pglite-bare", pgliteInsert.pid);
    await stop(pgliteInsert);

    postgres = await startPostgres({ port: ports.postgresDb });
    if (!postgres) {
      const skipped = "PostgreSQL is not installed (node scripts/ensure-system-deps.mjs installs it)";
      results.newsletterPostgres = { skipped };
      results.bareInsertPostgres = { skipped };
      results.pageViewPostgres = { skipped };
    } else {
      const pgServer = await start(appEnv(ports.postgres, postgres.url));
      const pgUrl = `${pgServer.origin}/functions/v1/newsletter-signup`;
      await post("newsletterPostgres", "newsletter-signup on PostgreSQL", pgUrl, "pg", pgServer.pid);
      await postBeacons(
        "pageViewPostgres",
        "page-view beacon on PostgreSQL",
        `${pgServer.origin}/api/page-view`,
        pgServer.pid,
      );
      await stop(pgServer);
      const pgInsert = await bareServer(ports.bare, { BARE_DATABASE_URL: postgres.url });
      await post(
        "bareInsertPostgres",
        "bare INSERT on PostgreSQL",
        `${pgInsert.origin}/bare-insert`,
        "pg-bare",
        pgInsert.pid,
      );
    }
  } finally {
    for (const server of servers) await server.stop();
    await postgres?.stop();
    rmSync(temp, { recursive: true, force: true });
  }
  return results;
}
