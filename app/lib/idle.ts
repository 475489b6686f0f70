/**
 * Runs `work` when the browser is next idle (at the latest after `timeoutMs`), or after
 * `fallbackMs` where there is no requestIdleCallback (Safari, although lib.dom types it as
 * always there). Returns a function that cancels it. The one way the site puts off work that
 * no visitor waits for.
 */
export function whenIdle(work: () => void, { timeoutMs = 4000, fallbackMs = 2000 } = {}): () => void {
  if (typeof window.requestIdleCallback !== "function") {
    const timer = window.setTimeout(work, fallbackMs);
    return () => window.clearTimeout(timer);
  }
  const handle = window.requestIdleCallback(work, { timeout: timeoutMs });
  return () => window.cancelIdleCallback(handle);
}
