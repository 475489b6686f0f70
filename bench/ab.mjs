// A same-run A/B of builds: `node bench/ab.mjs name=dir name=dir …` measures each built checkout
// (its build/ as `npm run build` leaves it) in turns on this machine: Lighthouse's mobile
// performance on each path, AB_RUNS times with the builds' order turned each run, and the tap
// scenario (bench/taps.mjs), AB_TAP_ROUNDS rounds likewise. The first build is the reference.
// How the devices of docs/decisions/027-keep-only-devices-that-pay.md were measured.
//   AB_RUNS=5  AB_PATHS=/,/ar  AB_TAP_ROUNDS=1  AB_PORT_BASE=4400  AB_OUTPUT=file.json
import { writeFileSync } from "node:fs";
import { loadavg } from "node:os";
import { resolve } from "node:path";
import { startServerProcess } from "../tests/support/server-process.mjs";
import { median, runLighthouse } from "./lighthouse.mjs";
import { measureTaps, summariseTaps } from "./taps.mjs";

const builds = process.argv.slice(2).map((argument) => {
  const [name, dir] = argument.split("=");
  if (!name || !dir) throw new Error(`expected name=dir, got ${argument}`);
  return { name, dir: resolve(dir) };
});
if (builds.length < 2) throw new Error("usage: node bench/ab.mjs reference=dir variant=dir …");
const RUNS = Number(process.env.AB_RUNS ?? 5);
const PATHS = (process.env.AB_PATHS ?? "/,/ar").split(",");
const TAP_ROUNDS = Number(process.env.AB_TAP_ROUNDS ?? 1);
const PORT_BASE = Number(process.env.AB_PORT_BASE ?? 4400);
const log = (message) => console.log(`[ab ${new Date().toISOString().slice(11, 19)}] ${message}`);
/** Build i first in run `run`, the others after it in order: no build always goes first. */
const turned = (run) => builds.map((_, index) => builds[(index + run) % builds.length]);

const loadAtStart = loadavg()[0];
const servers = new Map();
try {
  for (const [index, build] of builds.entries()) {
    const env = {
      PORT: String(PORT_BASE + index),
      HOST: "127.0.0.1",
      DATABASE_URL: "memory://",
      PUBLIC_API_KEY: "bench-public-key",
      APP_SECRET: "bench-secret-bench-secret-bench-secret-00",
    };
    servers.set(build.name, await startServerProcess({ root: build.dir, env, readyTimeoutMs: 180_000 }));
  }
  const lighthouse = Object.fromEntries(
    builds.map(({ name }) => [name, Object.fromEntries(PATHS.map((path) => [path, []]))]),
  );
  for (let run = 0; run < RUNS; run++) {
    for (const path of PATHS) {
      for (const build of turned(run)) {
        const { results } = await runLighthouse({
          origin: servers.get(build.name).origin,
          paths: [path],
          runs: 1,
          log: () => {},
        });
        const [measured] = results;
        if (measured) lighthouse[build.name][path].push(measured.runs[0]);
        log(
          `run ${run + 1} ${path} ${build.name}: ${measured ? `perf ${measured.performance} TBT ${measured.tbtMs} ms LCP ${measured.lcpMs} ms` : "failed"}`,
        );
      }
    }
  }
  const taps = Object.fromEntries(builds.map(({ name }) => [name, []]));
  for (let round = 0; round < TAP_ROUNDS; round++) {
    for (const build of turned(round)) {
      const origin = servers.get(build.name).origin;
      const { results } = await measureTaps({
        rounds: 1,
        log: (line) => log(`${build.name}${line}`),
        targets: PATHS.map((path) => ({
          name: path,
          url: `${origin}${path}`,
          control: '[data-testid="hero"] a[href*="quote"]',
          hydrated: "html[data-hydrated]",
          choice: '[role="dialog"] #quote-method-instant, [data-testid="quote-method-online"]',
        })),
      });
      taps[build.name].push(...results);
    }
  }
  const rows = builds.map(({ name }) => {
    const figures = { name };
    for (const path of PATHS) {
      const runs = lighthouse[name][path];
      figures[path] = {
        performance: runs.map((run) => run.performance),
        performanceMedian: median(runs.map((run) => run.performance)),
        tbtMedianMs: median(runs.map((run) => run.tbtMs)),
        lcpMedianMs: median(runs.map((run) => run.lcpMs)),
        cls: Math.max(...runs.map((run) => run.cls)),
      };
    }
    for (const network of ["unthrottled", "slow4g"]) {
      const all = taps[name].filter((result) => result.network === network).flatMap((result) => result.each);
      figures[network] = summariseTaps(all);
    }
    return figures;
  });
  const report = {
    loadAverage1m: { atStart: loadAtStart, atEnd: loadavg()[0] },
    runs: RUNS,
    tapRounds: TAP_ROUNDS,
    paths: PATHS,
    rows,
  };
  if (process.env.AB_OUTPUT) writeFileSync(process.env.AB_OUTPUT, `${JSON.stringify(report, null, 2)}\n`);
  const tapCell = (summary) =>
    `${summary.lost} lost of ${summary.taps}; dialog p75 ${summary.dialog?.p75Ms ?? "–"} ms; page p75 ${summary.page?.p75Ms ?? "–"} ms; ` +
    `hydrated p75 ${summary.hydrated?.p75Ms ?? "–"} ms; before p75 ${summary.beforeHydrated?.p75Ms ?? "–"} ms`;
  console.log(
    `\nload average (1 min): ${loadAtStart.toFixed(2)} at the start, ${loadavg()[0].toFixed(2)} at the end\n`,
  );
  console.log(
    `| build | ${PATHS.map((path) => `\`${path}\` performance (median; runs) | TBT | LCP`).join(" | ")} | taps, unthrottled | taps, slow 4G |`,
  );
  console.log(`|${" --- |".repeat(1 + PATHS.length * 3 + 2)}`);
  for (const row of rows) {
    const cells = PATHS.flatMap((path) => {
      const figures = row[path];
      return [
        `${figures.performanceMedian} (${figures.performance.join(", ")})`,
        `${figures.tbtMedianMs} ms`,
        `${figures.lcpMedianMs} ms`,
      ];
    });
    console.log(`| ${row.name} | ${cells.join(" | ")} | ${tapCell(row.unthrottled)} | ${tapCell(row.slow4g)} |`);
  }
} finally {
  for (const server of servers.values()) await server.stop();
}
