import type { EntryContext } from "react-router";
import { ServerRouter } from "react-router";
import { prerender } from "react-dom/static";

// The key of the forms' context, for the Node server that hands the routes their post's answerer
// (server/pages.server.ts): it must be this build's own object.
export { formPostsContext } from "~/lib/form-post";

/**
 * Runs at build time only (`ssr: false`): every page is prerendered whole, lazy
 * parts included, so React's static prerender (which waits for all of it) writes
 * the HTML rather than a stream that inline scripts would have to finish.
 */
export default async function handleRequest(
  request: Request,
  status: number,
  headers: Headers,
  routerContext: EntryContext,
): Promise<Response> {
  let failed = false as boolean; // set by onError
  const { prelude } = await prerender(<ServerRouter context={routerContext} url={request.url} />, {
    // Without a chunk size, React outlines large finished sections behind an inline script.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    onError(error) {
      failed = true;
      console.error(error);
    },
  });
  headers.set("Content-Type", "text/html");
  return new Response(prelude, { status: failed ? 500 : status, headers });
}
