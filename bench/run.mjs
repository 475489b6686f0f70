// `npm run bench`: measures the built site against references taken in the same
// run on the same machine, and writes bench/report.json and BENCHMARKS.md.
// Never part of `npm test`. See README.md, "Benchmarks".
//
// Settings (environment):
//   BENCH_ROUTES=/,/faq       measure only these routes with Lighthouse (default: every public route)
//   BENCH_RUNS=3              Lighthouse runs per route (the median is reported)
//   BENCH_DURATION=10         seconds per HTTP measurement
//   BENCH_LIGHTHOUSE_BUDGET=720  seconds Lighthouse may take before it stops starting routes
//   BENCH_OUTPUT=dir          write report.json and BENCHMARKS.md there instead of bench/ and the root
//   BENCH_PORT_BASE=4300      first of the four ports the servers listen on (two trial runs at once need two)
//   BENCH_PG_PORT=54340       the throwaway PostgreSQL's port
import { execFileSync, spawnSync } from "node:child_process";
import { createHmac, randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { cpus, loadavg, tmpdir, totalmem } from "node:os";
import { join, resolve } from "node:path";
import { ensureBuild, repoRoot } from "../scripts/ensure-build.mjs";
import { CHROMIUM_PATH } from "../tests/support/chromium.mjs";
import { startPostgres } from "../tests/support/postgres.mjs";
import { startServerProcess } from "../tests/support/server-process.mjs";
import { routeBytes } from "./bytes.mjs";
import { measure, warmUp } from "./http.mjs";
import { runLighthouse } from "./lighthouse.mjs";
import { renderMarkdown, TARGETS, withVerdicts } from "./report.mjs";
import { loadRoutes } from "./routes.mjs";

const PORT_BASE = Number(process.env.BENCH_PORT_BASE ?? 4300);
const PORTS = {
  site: PORT_BASE,
  bare: PORT_BASE + 1,
  pglite: PORT_BASE + 2,
  postgres: PORT_BASE + 3,
  postgresDb: Number(process.env.BENCH_PG_PORT ?? 54340),
};
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const LIGHTHOUSE_BUDGET_S = Number(process.env.BENCH_LIGHTHOUSE_BUDGET ?? 720);
// A trial run can write elsewhere; the committed record is bench/report.json + BENCHMARKS.md.
const OUTPUT_DIR = resolve(repoRoot, process.env.BENCH_OUTPUT ?? "bench");
const MARKDOWN_FILE = process.env.BENCH_OUTPUT ? join(OUTPUT_DIR, "BENCHMARKS.md") : join(repoRoot, "BENCHMARKS.md");
const API_KEY = "bench-public-key";
const APP_SECRET = "bench-secret-bench-secret-bench-secret-00";
const REFERENCE_APP = join(repoRoot, "bench/reference-app");
/** The key the server derives from APP_SECRET for CSRF tokens (deriveKey in server/secrets.server.ts). */
const CSRF_KEY = createHmac("sha256", APP_SECRET).update("drivebee:csrf").digest("base64url");

/** A fresh token, as the server issues it. */
function csrfToken() {
  const nonce = randomBytes(16).toString("base64url");
  const timestamp = Date.now();
  return {
    csrfToken: `${nonce}.${createHmac("sha256", CSRF_KEY).update(`${timestamp}.${nonce}`).digest("base64url")}`,
    timestamp,
  };
}

const started = Date.now();
// Other work on the machine skews every figure: the report says how busy it was.
const loadAtStart = loadavg()[0];
const elapsed = () => `${((Date.now() - started) / 1000).toFixed(0)} s`;
const log = (message) => console.log(`[bench ${elapsed()}] ${message}`);
const phases = {};
async function phase(name, work) {
  const begin = Date.now();
  log(`${name}...`);
  const result = await work();
  phases[name] = Math.round((Date.now() - begin) / 1000);
  return result;
}

// Lighthouse order: home, the content pages, the blog, then the articles, so a
// time budget that runs out skips articles (one template) before anything else.
const { BLOG_SLUGS, PUBLIC_PATHS } = await loadRoutes();
const articlePaths = BLOG_SLUGS.map((slug) => `/blog/${slug}`);
const allRoutes = [...PUBLIC_PATHS.filter((path) => !articlePaths.includes(path)), ...articlePaths];
const lighthouseRoutes = process.env.BENCH_ROUTES
  ? process.env.BENCH_ROUTES.split(",").map((path) => path.trim())
  : allRoutes;

// 1. Builds: the site (when missing or stale) and the reference app (always; about 4 s).
await phase("build", async () => {
  ensureBuild({ log });
  rmSync(join(REFERENCE_APP, "build"), { recursive: true, force: true });
  const reactRouterCli = join(repoRoot, "node_modules/@react-router/dev/bin.js");
  const result = spawnSync(process.execPath, [reactRouterCli, "build"], { cwd: REFERENCE_APP, encoding: "utf8" });
  if (result.status !== 0) throw new Error(`the reference app did not build:\n${result.stdout}\n${result.stderr}`);
});

// 2. Bytes per route, and the reference app's.
const bytes = await phase("bytes", async () => {
  const reference = routeBytes(join(REFERENCE_APP, "build/client"), "/");
  const routes = allRoutes.map((path) => {
    const { js, css } = routeBytes(join(repoRoot, "build/client"), path);
    return { path, js, css };
  });
  return {
    reference: {
      path: "/ (minimal React Router app)",
      js: reference.js,
      css: reference.css,
      jsFiles: reference.jsFiles,
    },
    routes,
  };
});

// 3. Lighthouse on the real server (PGlite in memory: pages do not touch the database).
const lighthouse = await phase("lighthouse", async () => {
  const server = await startServerProcess({
    env: {
      PORT: String(PORTS.site),
      HOST: "127.0.0.1",
      DATABASE_URL: "memory://",
      PUBLIC_API_KEY: API_KEY,
      APP_SECRET,
    },
  });
  try {
    return await runLighthouse({
      origin: server.origin,
      paths: lighthouseRoutes,
      runs: RUNS,
      deadline: Date.now() + LIGHTHOUSE_BUDGET_S * 1000,
      log,
    });
  } finally {
    await server.stop();
  }
});

// 4. HTTP: the bare route, static "/", and newsletter-signup on PGlite and PostgreSQL.
const http = await phase("http", async () => {
  const apiHeaders = { apikey: API_KEY, authorization: `Bearer ${API_KEY}`, "content-type": "application/json" };
  const bare = await startServerProcess({
    entry: "bench/bare-server.mjs",
    env: { PORT: String(PORTS.bare), HOST: "127.0.0.1", BARE_PAGE_FILE: join(repoRoot, "build/client/index.html") },
  });
  const temp = mkdtempSync(join(tmpdir(), "drivebee-bench-"));
  const results = { connections: 10, durationSeconds: DURATION };
  let postgres = null;
  const servers = [bare];
  try {
    const bareUrl = `${bare.origin}/bare`;
    const staticHeaders = { "accept-encoding": "br, gzip" };

    await warmUp({ url: bareUrl, headers: staticHeaders });
    results.bareGet = await measure({
      title: "bare Hono GET",
      url: bareUrl,
      headers: staticHeaders,
      duration: DURATION,
      serverPid: bare.pid,
    });
    log(`  bare GET: ${results.bareGet.requestsPerSecond} req/s`);
    // The same bare route sending the home page's prerendered bytes: what 12 KB costs without our server.
    await warmUp({ url: `${bare.origin}/bare-page`, headers: staticHeaders });
    results.barePage = await measure({
      title: "bare Hono GET, same page bytes",
      url: `${bare.origin}/bare-page`,
      headers: staticHeaders,
      duration: DURATION,
      serverPid: bare.pid,
    });
    log(`  bare GET of the page bytes: ${results.barePage.requestsPerSecond} req/s`);

    const pglite = await startServerProcess({
      env: {
        PORT: String(PORTS.pglite),
        HOST: "127.0.0.1",
        DATABASE_URL: join(temp, "pglite"),
        PUBLIC_API_KEY: API_KEY,
        APP_SECRET,
        TRUST_PROXY: "true",
      },
    });
    servers.push(pglite);
    await warmUp({ url: `${pglite.origin}/`, headers: staticHeaders });
    results.staticHome = await measure({
      title: "static / (br)",
      url: `${pglite.origin}/`,
      headers: staticHeaders,
      duration: DURATION,
      serverPid: pglite.pid,
    });
    log(`  static /: ${results.staticHome.requestsPerSecond} req/s`);

    // POSTs: one unique e-mail and client address per request, so the figures measure
    // validation + CSRF + both rate-limit upserts + the insert, never a 429 or a 409.
    // The server accepts each CSRF token once, and a GET per POST would measure the client:
    // each request carries a token signed as /functions/v1/csrf-token signs it (server/functions/csrf.server.ts).
    const signup = async (_origin, label) => {
      let sequence = 0;
      return (request) => {
        sequence += 1;
        const token = csrfToken();
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
    const post = async (title, url, setupRequest, serverPid) =>
      measure({ title, url, method: "POST", setupRequest, duration: DURATION, serverPid });

    // The bare route gets the same requests (it ignores them), so the client side costs the same.
    await warmUp({ url: bareUrl, method: "POST", setupRequest: await signup(pglite.origin, "bare-warm") });
    results.barePost = await post("bare Hono POST", bareUrl, await signup(pglite.origin, "bare"), bare.pid);
    log(`  bare POST: ${results.barePost.requestsPerSecond} req/s`);

    const pgliteUrl = `${pglite.origin}/functions/v1/newsletter-signup`;
    await warmUp({ url: pgliteUrl, method: "POST", setupRequest: await signup(pglite.origin, "pglite-warm") });
    results.newsletterPglite = await post(
      "newsletter-signup on PGlite",
      pgliteUrl,
      await signup(pglite.origin, "pglite"),
      pglite.pid,
    );
    log(`  newsletter on PGlite: ${results.newsletterPglite.requestsPerSecond} req/s`);
    await pglite.stop();

    postgres = await startPostgres({ port: PORTS.postgresDb });
    if (!postgres) {
      results.newsletterPostgres = {
        skipped: "PostgreSQL is not installed (node scripts/ensure-system-deps.mjs installs it)",
      };
    } else {
      const pgServer = await startServerProcess({
        env: {
          PORT: String(PORTS.postgres),
          HOST: "127.0.0.1",
          DATABASE_URL: postgres.url,
          PUBLIC_API_KEY: API_KEY,
          APP_SECRET,
          TRUST_PROXY: "true",
        },
      });
      servers.push(pgServer);
      const pgUrl = `${pgServer.origin}/functions/v1/newsletter-signup`;
      await warmUp({ url: pgUrl, method: "POST", setupRequest: await signup(pgServer.origin, "pg-warm") });
      results.newsletterPostgres = await post(
        "newsletter-signup on PostgreSQL",
        pgUrl,
        await signup(pgServer.origin, "pg"),
        pgServer.pid,
      );
      log(`  newsletter on PostgreSQL: ${results.newsletterPostgres.requestsPerSecond} req/s`);
    }
  } finally {
    for (const server of servers) await server.stop();
    await postgres?.stop();
    rmSync(temp, { recursive: true, force: true });
  }
  return results;
});

// 5. The report.
const version = (command, args) => {
  try {
    return execFileSync(command, args, { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim();
  } catch {
    return "unknown";
  }
};
const packageVersion = (name) =>
  JSON.parse(readFileSync(join(repoRoot, "node_modules", name, "package.json"), "utf8")).version;
const report = withVerdicts({
  generatedAt: new Date().toISOString(),
  machine: {
    cpu: cpus()[0]?.model ?? "unknown",
    cpus: cpus().length,
    memoryGiB: Math.round(totalmem() / 2 ** 30),
    loadAverage1m: { atStart: Number(loadAtStart.toFixed(2)), atEnd: Number(loadavg()[0].toFixed(2)) },
    node: process.version,
    chromium: version(CHROMIUM_PATH, ["--version"]),
    lighthouse: packageVersion("lighthouse"),
    autocannon: packageVersion("autocannon"),
    reactRouter: packageVersion("react-router"),
  },
  settings: {
    lighthouseRunsPerRoute: RUNS,
    httpDurationSeconds: DURATION,
    httpConnections: 10,
    lighthouseBudgetSeconds: LIGHTHOUSE_BUDGET_S,
  },
  targets: TARGETS,
  lighthouse: {
    profile: "mobile (Lighthouse default: Moto G Power, simulated slow 4G, 4x CPU slowdown)",
    ...lighthouse,
  },
  bytes,
  http,
  phasesSeconds: phases,
  totalSeconds: Math.round((Date.now() - started) / 1000),
});
mkdirSync(OUTPUT_DIR, { recursive: true });
writeFileSync(join(OUTPUT_DIR, "report.json"), `${JSON.stringify(report, null, 2)}\n`);
writeFileSync(MARKDOWN_FILE, renderMarkdown(report));
log(`wrote ${join(OUTPUT_DIR, "report.json")} and ${MARKDOWN_FILE} in ${report.totalSeconds} s`);
console.log(`\n${renderMarkdown(report)}`);
