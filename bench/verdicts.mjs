// The bench's targets and the pass/miss verdicts the report shows. Targets are reported, never
// asserted: the bench measures, it does not gate.
export const TARGETS = {
  /** Each home's own target was 100; the tap scenario is what holds the homes now (R-HTML-07), and Lighthouse 95 as every route. */
  performance: { everyRoute: 95, home: 95 },
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  clsBelow: 0.01,
  /**
   * The tap scenario (R-HTML-06, 07): no tap lost; tap to the quote choice (dialog or page), by
   * when the tap came: once the page has hydrated, and before.
   */
  tapsLost: 0,
  tapToChoiceHydratedP75AtMostMs: 300,
  tapToChoiceBeforeP75AtMostMs: 1000,
  /** A page of another edition (Arabic) beside its twin in the default one (R-EDITION-01). */
  editionJsAtMostTimesTwin: 1.1,
  /** Static "/" beside a bare route sending the same bytes: the client's cost of receiving 12 KB is in both. */
  staticHomeAtLeastTimesSamePage: 0.9,
  /** The newsletter POST beside a bare route running the same single INSERT and commit (the durable-write floor). */
  leadPostAtLeastTimesBareInsert: 0.7,
  /** The in-memory static path is kept only while it is this much faster than serveStatic + etag() + secureHeaders(). */
  memoryStaticAtLeastTimesLibrary: 1.3,
};

const ratio = (value, reference) => (reference > 0 ? Number((value / reference).toFixed(3)) : null);

/** Adds pass/miss verdicts to a raw report. */
export function withVerdicts(report) {
  const { lighthouse, bytes, http, taps } = report;
  // Every edition's home has the home's target (older reports name "/" only).
  const homes = new Set(report.settings.homePaths ?? ["/"]);
  for (const route of lighthouse.results) {
    const performanceTarget = homes.has(route.path) ? TARGETS.performance.home : TARGETS.performance.everyRoute;
    route.verdicts = {
      performance: route.performance >= performanceTarget,
      accessibility: route.accessibility >= TARGETS.accessibility,
      bestPractices: route.bestPractices >= TARGETS.bestPractices,
      seo: route.seo >= TARGETS.seo,
      cls: route.cls < TARGETS.clsBelow,
    };
    route.pass = Object.values(route.verdicts).every(Boolean);
  }
  for (const route of bytes.routes) {
    route.jsTimesMinimal = {
      gzip: ratio(route.js.gzip, bytes.reference.js.gzip),
      brotli: ratio(route.js.brotli, bytes.reference.js.brotli),
    };
  }
  const byPath = new Map(bytes.routes.map((route) => [route.path, route]));
  const editionRoutes = bytes.routes.filter((route) => route.twin !== undefined);
  for (const route of editionRoutes) {
    const twin = byPath.get(route.twin);
    route.jsTimesTwin = twin
      ? { gzip: ratio(route.js.gzip, twin.js.gzip), brotli: ratio(route.js.brotli, twin.js.brotli) }
      : null;
  }
  const verdicts = {
    lighthouseEveryRoute:
      lighthouse.results.length > 0 &&
      lighthouse.failed.length === 0 &&
      lighthouse.results.every((route) => route.pass),
  };
  // The site's homes only: the reference app's plain link is the floor they stand beside.
  const siteTaps = (taps?.results ?? []).filter((result) => !result.reference);
  for (const result of siteTaps) {
    result.verdicts = {
      lost: result.lost <= TARGETS.tapsLost,
      hydrated: result.hydrated === null || result.hydrated.p75Ms <= TARGETS.tapToChoiceHydratedP75AtMostMs,
      before: result.beforeHydrated === null || result.beforeHydrated.p75Ms <= TARGETS.tapToChoiceBeforeP75AtMostMs,
    };
  }
  if (siteTaps.length > 0) {
    verdicts.tapsLost = siteTaps.every((result) => result.verdicts.lost);
    verdicts.tapToChoice = siteTaps.every((result) => result.verdicts.hydrated && result.verdicts.before);
  }
  if (editionRoutes.length > 0)
    verdicts.editionJs = editionRoutes.every(
      (route) =>
        route.jsTimesTwin !== null &&
        Math.max(route.jsTimesTwin.gzip, route.jsTimesTwin.brotli) <= TARGETS.editionJsAtMostTimesTwin,
    );
  const versus = (name, reference, target) => {
    const result = http[name];
    if (!result || result.skipped) return;
    result.reference = reference.title;
    result.timesReference = ratio(result.requestsPerSecond, reference.requestsPerSecond);
    result.target = target;
    result.pass = result.timesReference >= target;
    verdicts[name] = result.pass;
  };
  versus("staticHome", http.barePage, TARGETS.staticHomeAtLeastTimesSamePage);
  versus("newsletterPglite", http.bareInsertPglite, TARGETS.leadPostAtLeastTimesBareInsert);
  versus("newsletterPostgres", http.bareInsertPostgres, TARGETS.leadPostAtLeastTimesBareInsert);
  // The static-serving decision: how the in-memory path compares with the libraries in the same run.
  if (http.staticHome && http.staticHomeLibrary) {
    http.staticHome.timesLibrary = ratio(http.staticHome.requestsPerSecond, http.staticHomeLibrary.requestsPerSecond);
    verdicts.memoryStatic = http.staticHome.timesLibrary >= TARGETS.memoryStaticAtLeastTimesLibrary;
  }
  return { ...report, verdicts };
}
