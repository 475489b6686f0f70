/**
 * What the service worker does with the requests it answers itself (R-CALL-12, R-OPEN-52, 56), in the
 * order Workbox tries them: the first route whose urlPattern matches answers. Workbox writes
 * each urlPattern into sw.js as its source text, so none may use anything from outside itself.
 * Requests to /api, /functions and /rest match none: the browser sends them as if there were
 * no worker. Every other navigation that fails offline is answered with the offline page.
 */
import type { RuntimeCaching } from "workbox-build";
import type { WorkboxPlugin } from "workbox-core";

/**
 * R-OPEN-56: a navigation the worker cannot answer (the network failed and no cache holds the
 * page) gets the offline page of its edition, /ar/offline under /ar and /offline elsewhere
 * (core/pages.ts `offlinePath`), from the precache (its key carries Workbox's revision query,
 * hence ignoreSearch). A test checks the choice against core/locales.ts for any path.
 */
export const OFFLINE_FALLBACK: WorkboxPlugin = {
  handlerDidError: async ({ request }) =>
    (await caches.match(/^\/ar(\/|$)/.test(new URL(request.url).pathname) ? "/ar/offline" : "/offline", {
      ignoreSearch: true,
    })) ?? undefined,
};

export const RUNTIME_CACHING: RuntimeCaching[] = [
  {
    // R-SAFE-04, first, so no route below ever sees such a request: a URL's query is the
    // visitor's own (a signed link's token, whose page shows their address and which may never
    // expire; a campaign's tags). Such a page is fetched from the network, kept nowhere, and
    // offline it is the offline page (R-OPEN-56).
    urlPattern: ({ request, url, sameOrigin }) =>
      sameOrigin &&
      request.mode === "navigate" &&
      url.search !== "" &&
      !/^\/(api|functions|rest)(\/|$)/.test(url.pathname),
    handler: "NetworkOnly",
    options: { plugins: [OFFLINE_FALLBACK] },
  },
  {
    // R-SAFE-04: a file or page data with a query, likewise kept nowhere.
    urlPattern: ({ url, sameOrigin }) =>
      sameOrigin && url.search !== "" && !/^\/(api|functions|rest)(\/|$)/.test(url.pathname),
    handler: "NetworkOnly",
  },
  {
    // The team's pages are never kept; offline they are the offline page too (R-OPEN-56).
    urlPattern: ({ request, url, sameOrigin }) =>
      sameOrigin && request.mode === "navigate" && /^\/(auth|admin|ab-testing-admin)(\/|$)/.test(url.pathname),
    handler: "NetworkOnly",
    options: { plugins: [OFFLINE_FALLBACK] },
  },
  {
    urlPattern: ({ request, url }) =>
      request.mode === "navigate" && !/^\/(api|functions|rest|auth|admin|ab-testing-admin)(\/|$)/.test(url.pathname),
    handler: "NetworkFirst",
    options: {
      cacheName: "pages",
      networkTimeoutSeconds: 4,
      expiration: { maxEntries: 30 },
      plugins: [OFFLINE_FALLBACK],
    },
  },
  {
    // React Router's page data for client-side navigations.
    urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.endsWith(".data"),
    handler: "NetworkFirst",
    options: { cacheName: "page-data", networkTimeoutSeconds: 4, expiration: { maxEntries: 30 } },
  },
  {
    urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith("/assets/"),
    handler: "CacheFirst",
    options: { cacheName: "assets", expiration: { maxEntries: 200, maxAgeSeconds: 60 * 60 * 24 * 60 } },
  },
  {
    urlPattern: ({ url, sameOrigin }) => sameOrigin && /\.(png|webp|svg|jpg)$/.test(url.pathname),
    handler: "StaleWhileRevalidate",
    options: { cacheName: "images", expiration: { maxEntries: 80 } },
  },
];
