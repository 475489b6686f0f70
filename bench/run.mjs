// `npm run bench`: measures the built site against references taken in the same
// run on the same machine, and writes bench/report.json and BENCHMARKS.md.
// Never part of `npm test`. See README.md, "Benchmarks".
//
// Settings (environment):
//   BENCH_ROUTES=/,/faq       measure only these routes with Lighthouse (default: every public route)
//   BENCH_RUNS=3              Lighthouse runs per route (the median is reported); each edition's home gets 5 at least
//   BENCH_DURATION=10         seconds per HTTP measurement
//   BENCH_LIGHTHOUSE_BUDGET=1320 seconds Lighthouse may take before it stops starting routes
//   BENCH_OUTPUT=dir          write report.json and BENCHMARKS.md there instead of bench/ and the root
//   BENCH_PORT_BASE=4300      first of the five ports the servers listen on (two trial runs at once need two)
//   BENCH_PG_PORT=54340       the throwaway PostgreSQL's port
//   BENCH_TAP_ROUNDS=3        rounds of the tap scenario (0 leaves it out)
import { execFileSync, spawnSync } from "node:child_process";
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { cpus, loadavg, totalmem } from "node:os";
import { join, resolve } from "node:path";
import { ensureBuild, repoRoot } from "../scripts/ensure-build.mjs";
import { CHROMIUM_PATH } from "../tests/support/chromium.mjs";
import { startServerProcess } from "../tests/support/server-process.mjs";
import { beaconBytes, PLAUSIBLE_SCRIPT } from "./beacon.mjs";
import { routeBytes } from "./bytes.mjs";
import { runLighthouse } from "./lighthouse.mjs";
import { renderMarkdown } from "./report.mjs";
import { loadLocales, loadRoutes } from "./routes.mjs";
import { measureHttp } from "./scenarios.mjs";
import { measureTaps } from "./taps.mjs";
import { TARGETS, withVerdicts } from "./verdicts.mjs";

const PORT_BASE = Number(process.env.BENCH_PORT_BASE ?? 4300);
const PORTS = {
  site: PORT_BASE,
  bare: PORT_BASE + 1,
  pglite: PORT_BASE + 2,
  postgres: PORT_BASE + 3,
  library: PORT_BASE + 4,
  postgresDb: Number(process.env.BENCH_PG_PORT ?? 54340),
};
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const HOME_RUNS = 5;
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const TAP_ROUNDS = Number(process.env.BENCH_TAP_ROUNDS ?? 3);
const LIGHTHOUSE_BUDGET_S = Number(process.env.BENCH_LIGHTHOUSE_BUDGET ?? 1320);
// A trial run can write elsewhere; the committed record is bench/report.json + BENCHMARKS.md.
const OUTPUT_DIR = resolve(repoRoot, process.env.BENCH_OUTPUT ?? "bench");
const MARKDOWN_FILE = process.env.BENCH_OUTPUT ? join(OUTPUT_DIR, "BENCHMARKS.md") : join(repoRoot, "BENCHMARKS.md");
const API_KEY = "bench-public-key";
const APP_SECRET = "bench-secret-bench-secret-bench-secret-00";
const REFERENCE_APP = join(repoRoot, "bench/reference-app");
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

// Every edition's routes (R-EDITION-01). Lighthouse order: the homes, the content pages, the
// blogs, then the articles, so a time budget that runs out skips articles (one template) first.
const { BLOG_SLUGS, publicPaths } = await loadRoutes();
const { LOCALES, DEFAULT_LOCALE, localeOf, unprefixed } = await loadLocales();
const articles = new Set(BLOG_SLUGS.map((slug) => `/blog/${slug}`));
const isArticle = (path) => articles.has(unprefixed(path));
const editions = LOCALES.map((locale) => publicPaths(locale));
const homePaths = editions.map((paths) => paths.find((path) => unprefixed(path) === "/"));
const allRoutes = [
  ...homePaths,
  ...editions.flatMap((paths) => paths.filter((path) => !homePaths.includes(path) && !isArticle(path))),
  ...editions.flatMap((paths) => paths.filter(isArticle)),
];
/** A page of another edition is weighed against its twin in the default one. */
const twinOf = (path) => (localeOf(path) === DEFAULT_LOCALE ? undefined : unprefixed(path));
const lighthouseRoutes = process.env.BENCH_ROUTES
  ? process.env.BENCH_ROUTES.split(",").map((path) => path.trim())
  : allRoutes;

// 1. Builds: the site (when missing or stale) and the reference app (always; about 4 s).
await phase("build", async () => {
  ensureBuild({ log });
  rmSync(join(REFERENCE_APP, "build"), { recursive: true, force: true });
  // The CLI's file as the package names it (it was bin.js up to React Router 7, bin.cjs since 8).
  const devPackage = join(repoRoot, "node_modules/@react-router/dev");
  const reactRouterCli = join(
    devPackage,
    JSON.parse(readFileSync(join(devPackage, "package.json"), "utf8")).bin["react-router"],
  );
  const result = spawnSync(process.execPath, [reactRouterCli, "build"], { cwd: REFERENCE_APP, encoding: "utf8" });
  if (result.status !== 0) throw new Error(`the reference app did not build:\n${result.stdout}\n${result.stderr}`);
});

// 2. Bytes per route, and the reference app's.
const bytes = await phase("bytes", async () => {
  const reference = routeBytes(join(REFERENCE_APP, "build/client"), "/");
  const routes = allRoutes.map((path) => {
    const { js, css } = routeBytes(join(repoRoot, "build/client"), path);
    const twin = twinOf(path);
    return twin === undefined ? { path, js, css } : { path, twin, js, css };
  });
  return {
    reference: {
      path: "/ (minimal React Router app)",
      js: reference.js,
      css: reference.css,
      jsFiles: reference.jsFiles,
    },
    routes,
    pageViewBeacon: await beaconBytes(),
    plausibleScript: PLAUSIBLE_SCRIPT,
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
      // The homes' targets are judged on a median of 5 (docs/decisions/008-performance.md): their scores move more from run to run.
      runs: (path) => (homePaths.includes(path) ? Math.max(RUNS, HOME_RUNS) : RUNS),
      deadline: Date.now() + LIGHTHOUSE_BUDGET_S * 1000,
      log,
    });
  } finally {
    await server.stop();
  }
});

// 4. Taps (bench/taps.mjs): each edition's home beside the reference app's plain link, each
// served as in production (the site by its own server, the reference app's files by the bare one).
const taps =
  TAP_ROUNDS > 0
    ? await phase("taps", async () => {
        const env = {
          PORT: String(PORTS.site),
          HOST: "127.0.0.1",
          DATABASE_URL: "memory://",
          PUBLIC_API_KEY: API_KEY,
          APP_SECRET,
        };
        const site = await startServerProcess({ env });
        const reference = await startServerProcess({
          entry: "bench/bare-server.mjs",
          env: { PORT: String(PORTS.bare), HOST: "127.0.0.1", BARE_STATIC_DIR: join(REFERENCE_APP, "build/client") },
        });
        try {
          return await measureTaps({
            rounds: TAP_ROUNDS,
            log,
            targets: [
              ...homePaths.map((path) => ({
                name: path,
                url: `${site.origin}${path}`,
                control: '[data-testid="hero"] a[href*="quote"]',
                hydrated: "html[data-hydrated]",
                choice: '[role="dialog"] #quote-method-instant, [data-testid="quote-method-online"]',
              })),
              {
                name: "minimal app, plain <a>",
                reference: true,
                url: `${reference.origin}/`,
                control: '[data-testid="reference-cta"]',
                choice: '[data-testid="reference-quote"]',
              },
            ],
          });
        } finally {
          await reference.stop();
          await site.stop();
        }
      })
    : null;

// 5. HTTP (bench/scenarios.mjs).
const http = await phase("http", () =>
  measureHttp({ ports: PORTS, duration: DURATION, apiKey: API_KEY, appSecret: APP_SECRET, log }),
);

// 6. The report.
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
    lighthouseRunsPerHome: Math.max(RUNS, HOME_RUNS),
    httpDurationSeconds: DURATION,
    httpConnections: 10,
    lighthouseBudgetSeconds: LIGHTHOUSE_BUDGET_S,
    homePaths,
  },
  targets: TARGETS,
  lighthouse: {
    profile: "mobile (Lighthouse default: Moto G Power, simulated slow 4G, 4x CPU slowdown)",
    ...lighthouse,
  },
  bytes,
  taps,
  http,
  phasesSeconds: phases,
  totalSeconds: Math.round((Date.now() - started) / 1000),
});
mkdirSync(OUTPUT_DIR, { recursive: true });
writeFileSync(join(OUTPUT_DIR, "report.json"), `${JSON.stringify(report, null, 2)}\n`);
writeFileSync(MARKDOWN_FILE, renderMarkdown(report));
log(`wrote ${join(OUTPUT_DIR, "report.json")} and ${MARKDOWN_FILE} in ${report.totalSeconds} s`);
console.log(`\n${renderMarkdown(report)}`);
