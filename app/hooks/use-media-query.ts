import { useSyncExternalStore } from "react";

/** A live media query; `serverValue` is what the prerendered HTML and hydration assume. */
function useMatchMedia<Server extends boolean | null>(query: string, serverValue: Server): boolean | Server {
  return useSyncExternalStore<boolean | Server>(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener("change", onChange);
      return () => list.removeEventListener("change", onChange);
    },
    () => window.matchMedia(query).matches,
    () => serverValue,
  );
}

/** Live media query; `serverValue` is what the prerendered HTML assumes. */
export function useMediaQuery(query: string, serverValue = false): boolean {
  return useMatchMedia(query, serverValue);
}

export function usePrefersReducedMotion(): boolean {
  return useMediaQuery("(prefers-reduced-motion: reduce)");
}

/** Like useMediaQuery, but null until the browser has answered (prerender and hydration). */
export function useMediaQuerySnapshot(query: string): boolean | null {
  return useMatchMedia(query, null);
}
