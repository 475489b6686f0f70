/**
 * Toasts without sonner in the page's load: the app shell loads the toasters'
 * code when the browser is first idle (the first toast may be the one that
 * says the network is gone), and mounts them at the first toast. Mounting
 * them at idle cost every page view a long task on a phone for nothing
 * (docs/decisions/008-performance.md); sonner's stylesheet, which it adds as
 * it loads, restyles nothing because app.css already gives <html> its custom
 * properties. A toast waits for its toaster, because sonner only shows toasts
 * made after one is mounted, and for a frame after that, so the toasters' live
 * region is on the page before its first words.
 */
import type * as Sonner from "sonner";
import type { ExternalToast } from "sonner";

let wanted = false;
let mounted: Promise<void> | null = null;
let markMounted: () => void = () => {};
const listeners = new Set<() => void>();

/** Mounts the toasters (once); resolves when they are on the page. */
export function requestToasters(): Promise<void> {
  if (!mounted) {
    mounted = new Promise((resolve) => {
      markMounted = resolve;
    });
    wanted = true;
    for (const listener of listeners) listener();
  }
  return mounted;
}

/** For the app shell (useSyncExternalStore): whether the toasters should be on the page. */
export const toastersWanted = () => wanted;
export function subscribeToToasters(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Called by the toasters once they are mounted: toasts go out from the next frame on. */
export const toastersMounted = () => void requestAnimationFrame(() => markMounted());

type Kind = "success" | "error" | "info";

let sonner: Promise<typeof Sonner> | null = null;

function show(kind: Kind, message: string, options?: ExternalToast): void {
  sonner ??= import("sonner");
  void Promise.all([sonner, requestToasters()]).then(([{ toast }]) => {
    toast[kind](message, options);
  });
}

/** The public site's toasts (sonner's API, shown as soon as sonner is ready). */
export const toast = {
  success: (message: string, options?: ExternalToast) => show("success", message, options),
  error: (message: string, options?: ExternalToast) => show("error", message, options),
  info: (message: string, options?: ExternalToast) => show("info", message, options),
};
