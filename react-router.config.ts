import type { Config } from "@react-router/dev/config";
import { prerenderPaths } from "./core/routes";

export default {
  // Every public page and the team pages' shell are prerendered at build time; the pages a form
  // posts to are also rendered on the server for a POST (R-HTML-05, docs/decisions/023-html-first-forms.md). A GET
  // never reaches the renderer: the server answers it from the prerendered files.
  ssr: true,
  prerender: [...prerenderPaths],
  // The whole route table travels with each page, as it did when nothing was rendered on the
  // server: no page asks a server for the routes it may lead to.
  routeDiscovery: { mode: "initial" },
  // React Router 8 splits a route's client loader and hydrate fallback into chunks of their own by
  // default; the home page's JavaScript up front and its hydration in turns were measured with one
  // chunk per route (docs/decisions/035-current-majors.md), so it stays one until a bench says otherwise.
  splitRouteModules: false,
} satisfies Config;
