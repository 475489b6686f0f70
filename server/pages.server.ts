/**
 * The pages that take a post, rendered on the server by React Router's request handler
 * (R-HTML-05) from the server build the client build came with (build/server/index.js). Every
 * other page is prerendered and served from memory (server/static-site.server.ts); this renders
 * only what a form's post answers with, with the same runtime settings and a policy of its own
 * inline scripts' hashes.
 */
import { pathToFileURL } from "node:url";
import { createRequestHandler, RouterContextProvider, type RouterContext, type ServerBuild } from "react-router";
import type { FormPostContext } from "../core/form-posts";
import { withRuntimeSettings, type RuntimeSettings } from "./static-site.server";

export type PageRenderer = (request: Request, context: FormPostContext) => Promise<Response>;

/** The renderer of a server build: its answers as the server sends them, HTML with the runtime settings and its policy. */
export function createPageRenderer(build: ServerBuild, settings: RuntimeSettings): PageRenderer {
  const handle = createRequestHandler(build, "production");
  const formPostsContext = formPostsContextOf(build);
  return async (request, { formPosts }) => {
    // React Router hands the routes a context provider; the key is the build's own (app/lib/form-post.ts).
    const response = await handle(request, new RouterContextProvider(new Map([[formPostsContext, formPosts]])));
    if (!response.headers.get("content-type")?.startsWith("text/html")) return response;
    const { html, csp } = withRuntimeSettings(await response.text(), settings);
    const headers = new Headers(response.headers);
    headers.set("Content-Type", "text/html; charset=utf-8");
    headers.set("Content-Security-Policy", csp);
    // An answer to one visitor's post: never stored by a cache, never shown to another.
    headers.set("Cache-Control", "no-store");
    headers.delete("Content-Length");
    return new Response(html, { status: response.status, headers });
  };
}

/** The forms' context key the server build's entry exports (app/entry.server.tsx). */
function formPostsContextOf(build: ServerBuild): RouterContext<FormPostContext["formPosts"]> {
  const entry = build.entry.module as ServerBuild["entry"]["module"] & {
    formPostsContext?: RouterContext<FormPostContext["formPosts"]>;
  };
  if (!entry.formPostsContext)
    throw new Error("the server build's entry exports no formPostsContext (app/entry.server.tsx)");
  return entry.formPostsContext;
}

/** Loads the server build written beside the client build. */
export async function loadPageRenderer(serverBuildFile: string, settings: RuntimeSettings): Promise<PageRenderer> {
  const build = (await import(pathToFileURL(serverBuildFile).href)) as ServerBuild;
  return createPageRenderer(build, settings);
}
