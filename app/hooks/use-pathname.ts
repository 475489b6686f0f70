import { useLocation } from "react-router";

/** A path as the site names its pages: without a trailing slash, but for "/". */
export function sitePath(pathname: string): string {
  return pathname.length > 1 && pathname.endsWith("/") ? pathname.replace(/\/+$/, "") || "/" : pathname;
}

/**
 * The page's path as the site names it (one URL per page, as the server redirects "/about/" to
 * "/about"). The prerender renders each page at "<path>/" (React Router asks for "/about/" to
 * write about/index.html) while a visitor's browser is at "/about": every part that reads the
 * path reads it here, so the prerendered HTML and the hydrated page agree (the language
 * switcher's twin, the current link, Home's own parts).
 */
export function usePathname(): string {
  return sitePath(useLocation().pathname);
}
