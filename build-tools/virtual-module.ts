/**
 * A Vite plugin that serves one module made at build time, `virtual:<name>`: its id resolved
 * with the `\0` prefix Rollup's convention keeps other plugins away from, its source made when
 * the module is first loaded.
 */
import type { Plugin, Rollup } from "vite";

export function virtualModulePlugin(
  name: string,
  /** The module's source; `this` is the plugin context (to watch the files it was made from). */
  source: (this: Rollup.PluginContext) => Promise<string>,
): Plugin {
  const virtualId = `virtual:${name}`;
  const resolvedId = `\0${virtualId}`;
  return {
    name: `drivebee:${name}`,
    resolveId(id) {
      return id === virtualId ? resolvedId : undefined;
    },
    async load(id) {
      if (id !== resolvedId) return undefined;
      return source.call(this);
    },
  };
}
