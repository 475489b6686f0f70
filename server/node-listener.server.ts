/**
 * The node request handler. GET and HEAD of the prerendered site are answered
 * here, straight from the static responder's precomputed header lists and
 * buffers (no Request, Headers or Response objects, no Hono dispatch).
 * Everything else, and every request target that is not plain, goes to Hono
 * through @hono/node-server. Both sides decide with server/static-response.server.ts.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Socket } from "node:net";
import { getRequestListener } from "@hono/node-server";
import type { Hono } from "hono";
import { logRequestError } from "./http.server";
import { answerFile, type StaticAnswer, type StaticResponder } from "./static-response.server";
import type { StaticFile } from "./static-site.server";

// The API namespaces are always Hono's, whatever the method.
const API_PATH = /^\/(?:api|functions|rest)(?:[/?]|$)/;

type NodeListener = (request: IncomingMessage, response: ServerResponse) => void;

/**
 * The path of a request whose Host and path the URL standard leaves exactly as
 * sent (no case folding, default port, dot segment, backslash or escape to
 * resolve), or null. Those are the requests any URL parser, Hono's included,
 * reads the same way; the rest go to Hono, which parses or refuses them itself.
 */
function plainPath(host: string | undefined, pathname: string): string | null {
  if (!host || pathname.includes("%") || !pathname.startsWith("/")) return null;
  const url = URL.parse(`http://${host}${pathname}`);
  return url?.host === host && url.pathname === pathname ? pathname : null;
}

/** Whether a request carries a body (a length above 0, or chunks). */
function hasBody(request: IncomingMessage): boolean {
  const length = request.headers["content-length"];
  return request.headers["transfer-encoding"] !== undefined || (length !== undefined && length !== "0");
}

/**
 * How long a connection stays half open after an answer sent before its request's body
 * arrived: closed at once, the client's unsent body meets a reset, and a reset makes the
 * client's system drop our answer before the client has read it (R-SAFE-01: the 413 must
 * reach the client). The client reads the answer and closes; this bounds one that does not.
 */
const LINGER_MS = 2000;

/**
 * An answer sent before its request's body has all arrived (a 413, a 401 that
 * never reads the body) ends the connection and says so: `Connection: close`.
 * Keeping it alive would leave the client writing a body nobody reads while
 * it reuses the socket for its next request, which then fails. The close sends
 * the answer and our end of the stream, then waits for the client's (LINGER_MS).
 */
function closeIfBodyUnread(request: IncomingMessage, response: ServerResponse): void {
  // eslint-disable-next-line @typescript-eslint/unbound-method -- called below with apply(this, …)
  const writeHead = response.writeHead;
  // Node writes every head through writeHead (end() without one calls it too), so this sees each answer.
  response.writeHead = function (this: ServerResponse, ...args: Parameters<typeof writeHead>) {
    if (!request.complete) {
      this.shouldKeepAlive = false;
      lingerOnClose(request.socket);
    }
    return writeHead.apply(this, args);
  } as typeof writeHead;
}

/** Node ends a connection that is not kept alive with destroySoon(): here, our end first, the rest after LINGER_MS. */
function lingerOnClose(socket: Socket): void {
  socket.destroySoon = function (this: Socket) {
    if (this.writable) this.end();
    const timer = setTimeout(() => this.destroy(), LINGER_MS);
    timer.unref();
    this.once("close", () => clearTimeout(timer));
  };
}

function send(response: ServerResponse, answer: StaticAnswer) {
  response.writeHead(answer.status, answer.headers);
  response.end(answer.body ?? undefined);
}

export function createNodeListener({
  app,
  statics,
  hostname,
}: {
  app: Pick<Hono, "fetch">;
  statics: StaticResponder;
  hostname?: string;
}): NodeListener {
  const hono = getRequestListener(app.fetch, hostname ? { hostname } : {}) as NodeListener;

  function fast(request: IncomingMessage, response: ServerResponse): void {
    const { method, url = "" } = request;
    if (method !== "GET" && method !== "HEAD") {
      hono(request, response);
      return;
    }
    const query = url.indexOf("?");
    const pathname = plainPath(request.headers.host, query === -1 ? url : url.slice(0, query));
    if (pathname === null || API_PATH.test(pathname)) {
      hono(request, response);
      return;
    }
    const route = statics.route(pathname, query === -1 ? "" : url.slice(query));
    // Redirects, 400 and 404s are rare: Hono answers them, from the same decision. A path without a
    // page of its own may be a server route, such as the quote page's redirects (R-HTML-01).
    if (route.kind !== "file" || route.status === 404) {
      hono(request, response);
      return;
    }
    const answer = (file: StaticFile) =>
      answerFile(file, route.status, {
        head: method === "HEAD",
        ifNoneMatch: request.headers["if-none-match"],
        acceptEncoding: request.headers["accept-encoding"],
      });
    const current = statics.current(route.file);
    if (current instanceof Promise) {
      current.then(
        (file) => send(response, answer(file)),
        () => hono(request, response),
      );
    } else {
      send(response, answer(current));
    }
  }

  return (request, response) => {
    if (hasBody(request)) closeIfBodyUnread(request, response);
    try {
      fast(request, response);
    } catch (error) {
      // A bug here must not take the process down: Hono answers (or its error handler does).
      logRequestError(`${request.method} ${request.url} (static fast path)`, error);
      if (!response.headersSent) hono(request, response);
    }
  };
}
