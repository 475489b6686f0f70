/**
 * Settings the server knows only at run time (analytics ids, the public API
 * key, the direct API origin). The prerendered HTML is static, so the server
 * adds them to every page as a JSON data block (`#runtime-config`), which is
 * read here once.
 */
export type RuntimeConfig = {
  gaMeasurementId?: string;
  metaPixelId?: string;
  publicApiKey?: string;
  apiDirectOrigin?: string;
};

let cached: RuntimeConfig | null = null;

export function runtimeConfig(): RuntimeConfig {
  if (cached) return cached;
  if (typeof document === "undefined") return {};
  try {
    const text = document.getElementById("runtime-config")?.textContent;
    cached = text ? (JSON.parse(text) as RuntimeConfig) : {};
  } catch {
    cached = {};
  }
  return cached;
}

/** Tests only. */
export function resetRuntimeConfigCache() {
  cached = null;
}
