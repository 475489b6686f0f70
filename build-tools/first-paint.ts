/**
 * A prerendered page already shows everything; its JavaScript only makes it interactive,
 * and on a slow phone its downloads compete with the first paint (and with the Arabic
 * typeface) for the connection and the main thread. The build gives each page's
 * JavaScript the time after that paint (`pageForFirstPaint`, run by scripts/build-server.mjs
 * before the CSP hashes are taken):
 *
 * - React Router lists every chunk a page needs as `<link rel="modulepreload">` in its head
 *   (about 45 on the home page); they are left out, and the browser follows the imports
 *   itself. Lighthouse (mobile) on `/`: first paint 2.2–2.8 s → 0.8 s, LCP → 1.0 s.
 * - React Router ends the page with an inline module script whose static imports start
 *   every download as soon as the parser reaches them, before the first screen has painted.
 *   That script is rewritten to wait for the page's first contentful paint and then import
 *   the same modules, in a promise, before running the rest of it as it was. `/ar` LCP
 *   1.58–2.49 s → 1.43–1.59 s (docs/decisions.md, The Arabic edition).
 *
 * The wait never hangs: a page opened in a background tab (no paint until it is shown)
 * starts at once, a browser without paint timing starts at once, and one whose paint
 * entry has not come within a second starts then.
 */

/** The inline module script React Router writes: `<script type="module" async="">…</script>`. */
const MODULE_SCRIPT = /<script type="module"([^>]*)>([\s\S]*?)<\/script>/g;
/** Its static imports, one per line: `import "/assets/manifest-….js";`, `import * as route0 from "/assets/root-….js";`. */
const STATIC_IMPORT = /^import (?:\* as (\w+) from )?("[^"\n]+");[ \t]*$/gm;

/** Resolves after the first contentful paint (or at once where no paint will come or can be seen). */
const AFTER_FIRST_PAINT =
  "await new Promise((go) => {" +
  'if (document.visibilityState !== "visible" || !window.PerformanceObserver || !(PerformanceObserver.supportedEntryTypes || []).includes("paint")) return go();' +
  'new PerformanceObserver((list, observer) => { if (list.getEntriesByName("first-contentful-paint").length > 0) { observer.disconnect(); go(); } })' +
  '.observe({ type: "paint", buffered: true });' +
  "setTimeout(go, 1000);" +
  "});";

/** React Router's module script with its static imports made dynamic, after the first paint. */
export function startAfterFirstPaint(script: string): string {
  const imports = [...script.matchAll(STATIC_IMPORT)].map(([, name, url]) => ({ name: name ?? "", url: url! }));
  const rest = script.replace(STATIC_IMPORT, "").trim();
  if (imports.length === 0 || /^\s*import\s*[^\s(]/m.test(rest))
    throw new Error(`React Router's module script is not in the shape this build expects:\n${script}`);
  return [
    AFTER_FIRST_PAINT,
    `const [${imports.map(({ name }) => name).join(", ")}] = await Promise.all([${imports.map(({ url }) => `import(${url})`).join(", ")}]);`,
    rest,
  ].join("\n");
}

const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*>/g;

/**
 * A prerendered page without its module preloads, its module script started after the
 * first paint; throws when it has no module script, or more than one.
 */
export function pageForFirstPaint(html: string): string {
  let scripts = 0;
  const result = html.replace(MODULE_PRELOAD, "").replace(MODULE_SCRIPT, (_tag, attributes: string, body: string) => {
    scripts += 1;
    return `<script type="module"${attributes}>${startAfterFirstPaint(body)}</script>`;
  });
  if (scripts !== 1) throw new Error(`expected one React Router module script in a prerendered page, found ${scripts}`);
  return result;
}
