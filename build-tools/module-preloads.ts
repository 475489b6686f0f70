/**
 * A prerendered page already shows everything; its JavaScript only makes it interactive.
 * React Router lists every chunk a page needs as `<link rel="modulepreload">` in its head
 * (about 45 on the home page), and on a slow phone those downloads compete with the first
 * paint and the typeface for the connection. The build leaves them out
 * (`withoutModulePreloads`, run by scripts/build-server.mjs before the CSP hashes are taken)
 * and the browser follows the module script's imports itself. Measured both ways in one run
 * (docs/decisions/027-keep-only-devices-that-pay.md): with the preloads, `/` scored 85
 * against 90 (LCP 3.0 s against 1.2 s), and on slow 4G a tap after hydration waited 5 s for
 * the dialog's code.
 */

const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*>/g;
/** The inline module script React Router writes: `<script type="module" async="">…</script>`. */
const MODULE_SCRIPT = /<script type="module"[^>]*>/g;

/** A prerendered page without its module preloads; throws unless it has exactly one module script. */
export function withoutModulePreloads(html: string): string {
  const scripts = html.match(MODULE_SCRIPT)?.length ?? 0;
  if (scripts !== 1) throw new Error(`expected one React Router module script in a prerendered page, found ${scripts}`);
  return html.replace(MODULE_PRELOAD, "");
}
