// The readable report (BENCHMARKS.md) of a bench run with its verdicts (bench/verdicts.mjs).
import { TARGETS } from "./verdicts.mjs";

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const mark = (pass) => (pass ? "pass" : "**miss**");
const table = (header, rows) =>
  [
    `| ${header.join(" | ")} |`,
    `| ${header.map(() => "---").join(" | ")} |`,
    ...rows.map((row) => `| ${row.join(" | ")} |`),
  ].join("\n");

/** An edition page's JS beside its twin's, with the verdict. */
function twinCell(route, target) {
  if (route.twin === undefined) return "–";
  if (!route.jsTimesTwin) return `no twin \`${route.twin}\``;
  const { gzip, brotli } = route.jsTimesTwin;
  return `${gzip} / ${brotli} (${mark(Math.max(gzip, brotli) <= target)})`;
}

export function renderMarkdown(report) {
  const { machine, settings, lighthouse, bytes, http, taps, verdicts } = report;
  const homes = (settings.homePaths ?? ["/"]).map((path) => `\`${path}\``).join(" and ");
  const { everyRoute, home } = TARGETS.performance;
  const performanceTarget = home === everyRoute ? `${everyRoute}+` : `${everyRoute}+ (${home}+ on ${homes})`;
  const lines = [];
  lines.push("# Benchmarks");
  lines.push("");
  lines.push(
    `Measured by \`npm run bench\` on ${report.generatedAt.slice(0, 10)} in ${Math.floor(report.totalSeconds / 60)} min ${report.totalSeconds % 60} s, ` +
      `on ${machine.cpus} × ${machine.cpu}, ${machine.memoryGiB} GiB, Node ${machine.node}, ${machine.chromium}, Lighthouse ${machine.lighthouse}, autocannon ${machine.autocannon}. ` +
      "Every figure stands beside its reference or target from the same run on the same machine; the raw figures (every Lighthouse run, every status code) are in [bench/report.json](bench/report.json). " +
      `Load average (1 min) ${machine.loadAverage1m.atStart} at the start, ${machine.loadAverage1m.atEnd} at the end. ` +
      "Absolute numbers depend on the machine and on what else runs on it: compare figures from one run, not across machines.",
  );
  lines.push("");
  lines.push("## Summary");
  lines.push("");
  const summaryRows = [
    [
      `Lighthouse: performance ${performanceTarget}, accessibility, best practices and SEO 100, CLS < 0.01, every measured route`,
      mark(verdicts.lighthouseEveryRoute),
    ],
    [
      `Taps on each home's quote control: ${report.targets.tapsLost} lost`,
      "tapsLost" in verdicts ? mark(verdicts.tapsLost) : "not measured",
    ],
    [
      `Tap to the quote choice, p75: ≤ ${report.targets.tapToChoiceHydratedP75AtMostMs} ms once the page has hydrated, ≤ ${report.targets.tapToChoiceBeforeP75AtMostMs} ms before`,
      "tapToChoice" in verdicts ? mark(verdicts.tapToChoice) : "not measured",
    ],
    [
      `Every Arabic page's JS ≤ ${report.targets.editionJsAtMostTimesTwin}× its English twin's`,
      "editionJs" in verdicts ? mark(verdicts.editionJs) : "not measured",
    ],
  ];
  const { staticHomeAtLeastTimesSamePage, leadPostAtLeastTimesBareInsert, memoryStaticAtLeastTimesLibrary } =
    report.targets;
  for (const [name, label] of [
    ["staticHome", `Static / ≥ ${staticHomeAtLeastTimesSamePage}× a bare route sending the same bytes (req/s)`],
    [
      "newsletterPglite",
      `newsletter-signup POST on PGlite ≥ ${leadPostAtLeastTimesBareInsert}× a bare INSERT on PGlite (req/s)`,
    ],
    [
      "newsletterPostgres",
      `newsletter-signup POST on PostgreSQL ≥ ${leadPostAtLeastTimesBareInsert}× a bare INSERT on PostgreSQL (req/s)`,
    ],
    [
      "memoryStatic",
      `Static / from memory ≥ ${memoryStaticAtLeastTimesLibrary}× serveStatic + etag() + secureHeaders() (else the libraries serve)`,
    ],
  ]) {
    summaryRows.push([label, name in verdicts ? mark(verdicts[name]) : "not measured"]);
  }
  lines.push(table(["target", "result"], summaryRows));
  lines.push("");

  lines.push(
    `## Lighthouse (mobile, median of ${settings.lighthouseRunsPerRoute} runs per route, ${settings.lighthouseRunsPerHome ?? settings.lighthouseRunsPerRoute} on each home)`,
  );
  lines.push("");
  lines.push(
    `Lighthouse's default mobile profile (simulated slow 4G, 4× CPU slowdown) in Debian's Chromium, headless, against the real server on 127.0.0.1. ` +
      `Each figure is the median of its values over the runs. Targets: performance ${performanceTarget}, accessibility, best practices and SEO 100, CLS under 0.01. ` +
      "CPU is Lighthouse's own measure of the machine's speed during the route's runs (its benchmark index, median; higher is faster): " +
      "the simulated 4× slowdown multiplies what this machine took, so a route measured while the CPU index was low scores lower.",
  );
  lines.push("");
  lines.push(
    table(
      ["route", "performance", "accessibility", "best practices", "SEO", "LCP", "CLS", "TBT", "CPU", "result"],
      [
        ["**target**", performanceTarget, "100", "100", "100", "–", "< 0.01", "–", "–", ""],
        ...lighthouse.results.map((route) => [
          `\`${route.path}\``,
          String(route.performance),
          String(route.accessibility),
          String(route.bestPractices),
          String(route.seo),
          `${route.lcpMs} ms`,
          String(route.cls),
          `${route.tbtMs} ms`,
          String(Math.round(route.benchmarkIndex ?? 0)),
          route.pass
            ? "pass"
            : `**miss** (${Object.entries(route.verdicts)
                .filter(([, pass]) => !pass)
                .map(([name]) => name)
                .join(", ")})`,
        ]),
      ],
    ),
  );
  if (lighthouse.skipped.length > 0) {
    lines.push("");
    lines.push(
      `Not measured (the Lighthouse time budget of ${settings.lighthouseBudgetSeconds} s ran out): ${lighthouse.skipped.map((path) => `\`${path}\``).join(", ")}.`,
    );
  }
  if (lighthouse.failed.length > 0) {
    lines.push("");
    lines.push(
      `Not measured (Lighthouse failed three times in a row): ${lighthouse.failed.map(({ path, error }) => `\`${path}\` (${error})`).join(", ")}.`,
    );
  }
  if (lighthouse.retries.length > 0) {
    lines.push("");
    lines.push(
      `${lighthouse.retries.length} run(s) reported a Lighthouse runtime error and were run again: ${lighthouse.retries.map(({ path, error }) => `\`${path}\` (${error})`).join(", ")}.`,
    );
  }
  const failed = [...new Set(lighthouse.results.flatMap((route) => route.failedAudits))];
  if (failed.length > 0) {
    lines.push("");
    lines.push(`Failed pass/fail audits (any run, any route): ${failed.map((id) => `\`${id}\``).join(", ")}.`);
  }
  lines.push("");

  lines.push("## JavaScript and CSS per route");
  lines.push("");
  lines.push(
    "What each route's HTML loads before it is interactive (stylesheets, module preloads, the inline module script's imports and their static imports; " +
      "chunks loaded later with import() are not counted), compressed here as the server sends them (brotli 11, gzip 9). " +
      "The reference is a one-route React Router 8 app (bench/reference-app: framework mode, ssr: false, prerendered) built in the same run with the same Vite and React Router versions: the floor React and the router cost. " +
      "The ratio to the reference is reported, not a target (what a visitor's hand meets is: see Taps). " +
      `Target: an Arabic page's JS at most ${report.targets.editionJsAtMostTimesTwin}× its English twin's (the larger of the gzip and brotli ratios).`,
  );
  lines.push("");
  const lighthouseByPath = new Map(lighthouse.results.map((route) => [route.path, route]));
  lines.push(
    table(
      [
        "route",
        "JS files",
        "JS gzip",
        "JS brotli",
        "× minimal (brotli)",
        "× English twin (gzip / brotli)",
        "CSS gzip",
        "CSS brotli",
        "JS fetched during the Lighthouse load (br)",
      ],
      [
        [
          "**minimal React Router app**",
          String(bytes.reference.js.files),
          kb(bytes.reference.js.gzip),
          kb(bytes.reference.js.brotli),
          "1",
          "–",
          kb(bytes.reference.css.gzip),
          kb(bytes.reference.css.brotli),
          "–",
        ],
        ...bytes.routes.map((route) => {
          const measured = lighthouseByPath.get(route.path);
          const times = route.jsTimesMinimal.brotli;
          return [
            `\`${route.path}\``,
            String(route.js.files),
            kb(route.js.gzip),
            kb(route.js.brotli),
            String(times),
            twinCell(route, report.targets.editionJsAtMostTimesTwin),
            kb(route.css.gzip),
            kb(route.css.brotli),
            measured ? kb(measured.scriptTransferBytes) : "–",
          ];
        }),
      ],
    ),
  );
  lines.push("");

  if (taps) {
    lines.push("## Taps (a phone's thumb while the page arrives)");
    lines.push("");
    lines.push(
      `A fresh phone (${taps.viewport}, CPU slowed ${taps.cpuSlowdown}×) opens each home and taps its hero's quote control once, ` +
        `at ${taps.tapTimesMs[0] / 1000}, ${taps.tapTimesMs[1] / 1000} … ${taps.tapTimesMs.at(-1) / 1000} s after the navigation started, ${taps.rounds} rounds, ` +
        "on an unthrottled network and on Lighthouse's slow 4G (as DevTools applies it: 562.5 ms latency, 1.47 Mbps down). " +
        `A tap is lost when no quote choice is on screen ${taps.lostAfterMs / 1000} s later. The choice comes as the dialog (the control had hydrated) or as the quote page (the tap followed the link). ` +
        "Once hydrated: taps that came after the whole page had hydrated (`data-hydrated`); before: taps while it arrived or hydrated part by part. " +
        "Not shown yet: tap times at which the control was not on screen. The reference is the minimal app's plain link to a second page, in the same run.",
    );
    lines.push("");
    const figure = (value) => (value === null ? "–" : `${value.p75Ms} ms (${value.medianMs}; ${value.count})`);
    lines.push(
      table(
        [
          "page",
          "network",
          "taps",
          "not shown yet",
          "lost",
          "dialog: p75 (median; taps)",
          "page: p75 (median; taps)",
          "once hydrated: p75 (median; taps)",
          "before: p75 (median; taps)",
          "result",
        ],
        taps.results.map((result) => [
          result.reference ? result.target : `\`${result.target}\``,
          result.network,
          String(result.taps),
          String(result.notShownYet),
          result.lost > 0 ? `**${result.lost}** (last at ${(result.lastLostAtMs / 1000).toFixed(1)} s)` : "0",
          figure(result.dialog),
          figure(result.page),
          figure(result.hydrated ?? null),
          figure(result.beforeHydrated ?? null),
          result.verdicts ? mark(Object.values(result.verdicts).every(Boolean)) : "reference",
        ]),
      ),
    );
    lines.push("");
    const lost = taps.results.flatMap((result) =>
      (result.each ?? []).filter((tap) => tap.outcome === "lost").map((tap) => ({ result, tap })),
    );
    if (lost.length > 0) {
      lines.push("Each lost tap: when it came, what was under the thumb, and where the page was when it was given up.");
      lines.push("");
      for (const { result, tap } of lost) lines.push(`- ${describeLostTap(result, tap)}`);
      lines.push("");
    }
  }

  lines.push("## HTTP throughput (autocannon, 127.0.0.1)");
  lines.push("");
  lines.push(
    `${http.connections} connections for ${http.durationSeconds} s each, after a 2 s warm-up. Requests per second counts 2xx answers only. ` +
      "The references are bare Hono routes on the same @hono/node-server and Node, in their own process: a constant; the bytes our server sends for / (brotli); " +
      "and the newsletter row alone, one INSERT and its commit on the same database (PGlite: the same folder once our server has stopped). " +
      "Each newsletter-signup POST carries a new e-mail and a new X-Forwarded-For address (TRUST_PROXY=true) and a real CSRF token, so it runs the whole path: " +
      "public key, body limit, per-IP rate limit, JSON and schema, CSRF HMAC, per-e-mail rate limit, insert. The bare routes receive the same POSTs. " +
      "Static / is served with Accept-Encoding: br by our server from memory, and by a second one started with STATIC_SERVING=library " +
      "(@hono/node-server's serveStatic with precompressed files, hono's etag() and secureHeaders()), each measured in rounds alternating with the scenario it is compared with (A B B A), the rounds added. " +
      "Client and server share the machine's CPUs: CPU per request (from /proc, Linux) says what each answer cost the Node server process (not PostgreSQL's own processes) and autocannon. " +
      "autocannon turns every response body into a string, so a 12 KB page costs the client several times what the bare route's 11 bytes do, whatever the server does.",
  );
  lines.push("");
  /** `measured`: a figure of its own, not a reference nor compared with one. */
  const httpRow = (result, label, measured = false) => {
    if (!result) return [label, "–", "–", "–", "–", "–", "–", "–", "not measured"];
    if (result.skipped) return [label, "–", "–", "–", "–", "–", "–", "–", `skipped: ${result.skipped}`];
    const micros = (value) => (value === null || value === undefined ? "–" : `${value} µs`);
    const others = Object.entries(result.statusCodes)
      .filter(([code]) => !code.startsWith("2"))
      .map(([code, count]) => `${count}× ${code}`);
    const problems = [...others, ...(result.errors ? [`${result.errors} errors`] : [])];
    return [
      label,
      String(result.requestsPerSecond),
      `${result.latencyP50Ms} ms`,
      `${result.latencyP99Ms} ms`,
      micros(result.serverCpuMicrosPerRequest),
      micros(result.clientCpuMicrosPerRequest),
      result.timesReference === undefined ? (measured ? "–" : "1") : `${result.timesReference}×`,
      result.target === undefined ? "–" : `≥ ${result.target}×`,
      (result.pass === undefined ? (measured ? "measured" : "reference") : mark(result.pass)) +
        (problems.length ? ` (${problems.join(", ")})` : ""),
    ];
  };
  lines.push(
    table(
      [
        "scenario",
        "req/s (2xx)",
        "p50",
        "p99",
        "server CPU / req",
        "client CPU / req",
        "× reference",
        "target",
        "result",
      ],
      [
        httpRow(http.bareGet, "bare Hono GET, a constant"),
        httpRow(http.barePage, "**bare Hono GET of the same page bytes** (br; reference)"),
        httpRow(http.staticHome, "static `/`, brotli, from memory"),
        httpRow(http.staticHomeLibrary, "static `/`, brotli, serveStatic + etag() + secureHeaders()"),
        httpRow(http.barePost, "bare Hono POST, a constant"),
        httpRow(http.bareInsertPglite, "**bare INSERT + commit, PGlite** (reference)"),
        httpRow(http.newsletterPglite, "`newsletter-signup` POST, PGlite"),
        httpRow(http.bareInsertPostgres, "**bare INSERT + commit, PostgreSQL** (reference)"),
        httpRow(http.newsletterPostgres, "`newsletter-signup` POST, PostgreSQL 15"),
        httpRow(http.pageViewPglite, "`page-view` beacon POST, PGlite", true),
        httpRow(http.pageViewPostgres, "`page-view` beacon POST, PostgreSQL 15", true),
      ],
    ),
  );
  if (http.staticHome?.timesLibrary !== undefined) {
    const rounds = (result) => (result.rounds ? ` (rounds: ${result.rounds.join(", ")} req/s)` : "");
    lines.push("");
    lines.push(
      `Static \`/\` from memory beside serveStatic + etag() + secureHeaders(), same run: **${http.staticHome.timesLibrary}×** ` +
        `(${http.staticHome.requestsPerSecond}${rounds(http.staticHome)} against ${http.staticHomeLibrary.requestsPerSecond}${rounds(http.staticHomeLibrary)}; ` +
        `the in-memory path stays only at ${report.targets.memoryStaticAtLeastTimesLibrary}× or more: ${mark(verdicts.memoryStatic)}).`,
    );
  }
  lines.push("");
  if (bytes.pageViewBeacon) {
    const beacon = bytes.pageViewBeacon;
    const plausible = bytes.plausibleScript;
    const cpu = (result) =>
      result?.serverCpuMicrosPerRequest === undefined || result.serverCpuMicrosPerRequest === null
        ? "–"
        : `${result.serverCpuMicrosPerRequest} µs`;
    lines.push("## The page view beacon (R-FUNNEL-38)");
    lines.push("");
    lines.push(
      "What counting a page view costs: the server's CPU time per beacon (the `page-view` rows above) and the bytes the beacon's code adds to a page " +
        "(app/features/page-view.ts bundled on its own as the build does, with the constants it reads, and minified; without the idle helper, attribution record and page registry the page loads anyway; its import and export statements counted: an upper bound), " +
        `beside Plausible's tracking script as a reference measured once (${plausible.source}, ${plausible.measuredOn}; the bench fetches nothing).`,
    );
    lines.push("");
    lines.push(
      table(
        ["", "raw", "gzip", "brotli", "server CPU / view (PGlite)", "server CPU / view (PostgreSQL)"],
        [
          [
            "our beacon",
            `${beacon.raw} B`,
            `${beacon.gzip} B`,
            `${beacon.brotli} B`,
            cpu(http.pageViewPglite),
            cpu(http.pageViewPostgres),
          ],
          [
            "Plausible's script (reference)",
            `${plausible.raw} B`,
            `${plausible.gzip} B`,
            `${plausible.brotli} B`,
            "–",
            "–",
          ],
        ],
      ),
    );
    lines.push("");
  }
  lines.push("## Time");
  lines.push("");
  lines.push(
    `${Object.entries(report.phasesSeconds)
      .map(([name, seconds]) => `${name} ${seconds} s`)
      .join(", ")}; total ${report.totalSeconds} s.`,
  );
  lines.push("");
  return lines.join("\n");
}

/** One lost tap in a sentence: the page, the network, the moment, the element hit and the page afterwards. */
export function describeLostTap(result, tap) {
  const when = `${(tap.tappedAtMs / 1000).toFixed(2)} s${tap.hydrated === false ? ", before the page had hydrated" : tap.hydrated ? ", once hydrated" : ""}`;
  const thumb = tap.underThumb ? `under the thumb \`${tap.underThumb}\`` : "nothing recorded under the thumb";
  const after = tap.afterwards
    ? "error" in tap.afterwards
      ? `the page could not be read afterwards (${tap.afterwards.error})`
      : `${tap.afterwards.hydrated ? "hydrated" : "not hydrated"}, at \`${tap.afterwards.url}\` with ${tap.afterwards.dialogs} dialog(s) and readyState ${tap.afterwards.readyState}`
    : "nothing recorded afterwards";
  return `\`${result.target}\`, ${result.network}: tapped at ${when}; ${thumb}; when given up ${after}.`;
}
