/**
 * What the service worker does with the requests it answers itself (spec §7 call 8), in the
 * order Workbox tries them: the first route whose urlPattern matches answers. Workbox writes
 * each urlPattern into sw.js as its source text, so none may use anything from outside itself.
 * Requests to /api, /functions and /rest match none: the browser sends them as if there were
 * no worker.
 */
import type { RuntimeCaching } from "workbox-build";

export const RUNTIME_CACHING: RuntimeCaching[] = [
  {
    // R-SAFE-04, first, so no route below ever sees such a request: a URL's query is the
    // visitor's own (a signed link's token, whose page shows their address and which may never
    // expire; a campaign's tags). Such a page or file is fetched from the network, kept nowhere.
    urlPattern: ({ url, sameOrigin }) =>
      sameOrigin && url.search !== "" && !/^\/(api|functions|rest)(\/|$)/.test(url.pathname),
    handler: "NetworkOnly",
  },
  {
    urlPattern: ({ request, url }) =>
      request.mode === "navigate" && !/^\/(api|functions|rest|auth|admin|ab-testing-admin)(\/|$)/.test(url.pathname),
    handler: "NetworkFirst",
    options: { cacheName: "pages", networkTimeoutSeconds: 4, expiration: { maxEntries: 30 } },
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
