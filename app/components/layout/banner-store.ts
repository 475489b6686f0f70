import { useSyncExternalStore } from "react";

/**
 * Whether the sticky banner shows, so the header can sit below it (R-HEADER-06).
 * A store outside React, not a context: the banner decides after hydration,
 * and a context changing value above the page would make React re-render
 * every part of the page that has not hydrated yet instead of hydrating it.
 */
let visible = false;
const listeners = new Set<() => void>();

export function setBannerVisible(next: boolean): void {
  if (next === visible) return;
  visible = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useBannerVisible(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => visible,
    () => false,
  );
}
