/**
 * The routes that can take a request body, read from the router itself (R-SAFE-01): every
 * method but GET and HEAD, catch-alls included, each with a concrete path. The unit test of
 * the limit and the resilience test of memory walk the same list.
 */
import type { Hono } from "hono";
import type { PageRenderer } from "../../server/pages.server";

const SOME_ID = "00000000-0000-4000-8000-000000000000";

/** React Router's handler, without which the forms' posts are not mounted; an over-limit body must never reach it. */
export const pageRendererStandIn: PageRenderer = async () => new Response("rendered");

export type BodyRoute = { method: string; path: string };

export function bodyRoutes(app: Hono): BodyRoute[] {
  const routes = new Map<string, BodyRoute>();
  for (const route of app.routes) {
    if (route.method === "GET" || route.method === "HEAD") continue;
    const method = route.method === "ALL" ? "POST" : route.method;
    const path = route.path.replace(/:\w+/g, SOME_ID).replace(/\*/g, "x");
    routes.set(`${method} ${path}`, { method, path });
  }
  return [...routes.values()];
}
