/**
 * A value built on first use and kept. For Intl formatters: constructing one
 * loads locale data (tens of milliseconds on a slow phone's CPU), a cost a page
 * should pay when it formats something, not when it loads the module.
 */
export function once<T>(build: () => T): () => T {
  let built: T | undefined;
  return () => (built ??= build());
}
