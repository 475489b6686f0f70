import { useSyncExternalStore } from "react";

const unchanging = () => () => undefined;

/**
 * False in the prerendered HTML and while React hydrates it, true from the render after: what a
 * control does once its JavaScript is there (R-HTML-01, 02) changes then, without a hydration mismatch.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    unchanging,
    () => true,
    () => false,
  );
}
