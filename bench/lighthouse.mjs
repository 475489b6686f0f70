// Lighthouse 13 (its Node API, the default mobile profile with simulated
// throttling) in Debian's Chromium, launched once through chrome-launcher.
// Each route is measured `runs` times; every figure reported is the median of
// its own values over those runs (all runs are kept in the report).
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { CHROMIUM_FLAGS as CHROME_FLAGS, CHROMIUM_PATH } from "../tests/support/chromium.mjs";

const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

function summarise(lhr) {
  const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const audit = (id) => lhr.audits[id]?.numericValue ?? null;
  const network = lhr.audits["network-requests"]?.details?.items ?? [];
  const transferred = (type) =>
    network.filter((item) => item.resourceType === type).reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    lcpMs: Math.round(audit("largest-contentful-paint")),
    cls: Number((audit("cumulative-layout-shift") ?? 0).toFixed(4)),
    tbtMs: Math.round(audit("total-blocking-time")),
    fcpMs: Math.round(audit("first-contentful-paint")),
    // What the page really fetched while Lighthouse loaded it, as served (brotli), lazy chunks included.
    scriptTransferBytes: transferred("Script"),
    stylesheetTransferBytes: transferred("Stylesheet"),
    failedAudits: Object.values(lhr.categories)
      .flatMap((category) => category.auditRefs)
      .filter((ref) => ref.weight > 0 && ref.group !== "metrics")
      .map((ref) => lhr.audits[ref.id])
      .filter((audit) => audit && audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === "binary")
      .map((audit) => audit.id),
  };
}

/**
 * Measures each of `paths` on `origin`, `runs` times (a number, or a function of the
 * path). Stops starting new routes once `deadline` (a Date.now() value) would be
 * passed, and lists those as skipped.
 */
export async function runLighthouse({ origin, paths, runs = 3, deadline = Infinity, log = console.log }) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: CHROME_FLAGS,
    logLevel: "error",
  });
  const results = [];
  const skipped = [];
  const failed = [];
  const retries = [];
  let slowestRouteMs = 0;
  try {
    for (const path of paths) {
      if (Date.now() + slowestRouteMs > deadline) {
        skipped.push(path);
        continue;
      }
      const started = Date.now();
      const lhrs = [];
      let failure = null;
      const runsHere = typeof runs === "function" ? runs(path) : runs;
      for (let run = 0; run < runsHere && !failure; run++) {
        // A run that Lighthouse itself reports as broken (now and then NO_NAVSTART: the trace
        // missed the navigation) is run again, twice at most; the retries are counted.
        for (let attempt = 1; ; attempt++) {
          let result;
          let error;
          try {
            result = await lighthouse(`${origin}${path}`, {
              port: chrome.port,
              output: "json",
              logLevel: "error",
              onlyCategories: CATEGORIES,
              // Screenshots feed no score; leaving them out saves about a second per run.
              disableFullPageScreenshot: true,
              skipAudits: ["screenshot-thumbnails", "final-screenshot"],
            });
            const runtimeError = result?.lhr.runtimeError;
            error = !result
              ? "Lighthouse returned nothing"
              : runtimeError && (runtimeError.code ?? runtimeError.message);
          } catch (thrown) {
            error = thrown instanceof Error ? thrown.message : String(thrown);
          }
          if (!error) {
            lhrs.push(result.lhr);
            break;
          }
          retries.push({ path, run, attempt, error });
          log(`  ${path}: run ${run + 1} failed (${error})${attempt < 3 ? ", running it again" : ""}`);
          if (attempt === 3) {
            failure = error;
            break;
          }
        }
      }
      if (failure) {
        failed.push({ path, error: failure });
        continue;
      }
      const runsSummary = lhrs.map(summarise);
      const medianOf = (key) => median(runsSummary.map((run) => run[key]));
      results.push({
        path,
        performance: medianOf("performance"),
        accessibility: medianOf("accessibility"),
        bestPractices: medianOf("bestPractices"),
        seo: medianOf("seo"),
        lcpMs: medianOf("lcpMs"),
        cls: medianOf("cls"),
        tbtMs: medianOf("tbtMs"),
        fcpMs: medianOf("fcpMs"),
        scriptTransferBytes: medianOf("scriptTransferBytes"),
        stylesheetTransferBytes: medianOf("stylesheetTransferBytes"),
        failedAudits: [...new Set(runsSummary.flatMap((run) => run.failedAudits))],
        benchmarkIndex: median(lhrs.map((lhr) => lhr.environment?.benchmarkIndex ?? 0)),
        runs: runsSummary.map(({ failedAudits: _failed, ...rest }) => rest),
      });
      const elapsed = Date.now() - started;
      slowestRouteMs = Math.max(slowestRouteMs, elapsed);
      const last = results.at(-1);
      log(
        `  ${path.padEnd(36)} perf ${last.performance} a11y ${last.accessibility} bp ${last.bestPractices} seo ${last.seo} ` +
          `LCP ${last.lcpMs} ms CLS ${last.cls} TBT ${last.tbtMs} ms (${(elapsed / 1000).toFixed(1)} s)`,
      );
    }
  } finally {
    await chrome.kill();
  }
  return { results, skipped, failed, retries };
}
