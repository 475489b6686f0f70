/**
 * Keep-alive after an answer that never read its request's body (a 413 from
 * the body limit, R-SAFE-01, whatever route it was for), against the real
 * built server. Such an answer must end the connection and say so
 * (`Connection: close`): a client (or a keep-alive load balancer) that reuses
 * the socket for its next request would otherwise see that request fail, a
 * 502 for an innocent visitor.
 */
import { Agent, request, type IncomingHttpHeaders } from "node:http";
import type { Socket } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ServerProcess } from "../support/server-process.mjs";
import { TEST_API_KEY, startServer } from "../support/resilience";
import { PORTS } from "../support/ports";

const ONE_MB = Buffer.alloc(1024 * 1024, "a");

let server: ServerProcess;
beforeAll(async () => {
  server = await startServer(PORTS.keepAlive, "memory://");
});
afterAll(async () => {
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- undefined when beforeAll failed before starting it
  await server?.stop();
});

type Exchange = { status: number; headers: IncomingHttpHeaders; body: string; socket: Socket };

/** One request through `agent`, with the socket it went over. */
function send(
  agent: Agent,
  path: string,
  { method = "GET", headers = {}, body }: { method?: string; headers?: Record<string, string>; body?: Buffer } = {},
): Promise<Exchange> {
  return new Promise((resolve, reject) => {
    const outgoing = request(`${server.origin}${path}`, { method, headers, agent }, (response) => {
      let text = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => (text += chunk));
      response.on("end", () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: text, socket: response.socket }),
      );
      response.on("error", reject);
    });
    outgoing.on("error", reject);
    outgoing.end(body);
  });
}

const json = { "content-type": "application/json" };
const EARLY_ANSWERS = [
  {
    label: "413 from /functions/v1 (1 MB body)",
    path: "/functions/v1/contact-submit",
    headers: { apikey: TEST_API_KEY, ...json },
    status: 413,
  },
  {
    label: "413 before the API key is looked at (1 MB body, a wrong key)",
    path: "/functions/v1/contact-submit",
    headers: { apikey: "wrong-key", ...json },
    status: 413,
  },
  {
    label: "413 from the login (1 MB body)",
    path: "/api/auth/sign-in/email",
    headers: { origin: "http://127.0.0.1", ...json },
    status: 413,
  },
  {
    label: "413 before the admin API looks for a session (1 MB body)",
    path: "/api/admin/privacy/erase",
    headers: json,
    status: 413,
  },
  { label: "413 for a POST to a page (1 MB body)", path: "/about", headers: json, status: 413 },
];

describe("an answer sent before its body was read", () => {
  it.each(EARLY_ANSWERS)(
    "$label: says Connection: close, then three requests on the same keep-alive agent are all answered",
    async ({ path, headers, status }) => {
      // One connection at a time, kept alive: what a load balancer's pool to this instance does.
      const agent = new Agent({ keepAlive: true, maxSockets: 1 });
      try {
        const early = await send(agent, path, { method: "POST", headers, body: ONE_MB });
        expect(early.status).toBe(status);
        expect(early.headers.connection).toBe("close");
        const after = [];
        for (let i = 0; i < 3; i++) after.push(await send(agent, "/api/health"));
        expect(after.map((exchange) => exchange.status)).toEqual([200, 200, 200]);
        // The three share one new connection: keep-alive still works after the close.
        expect(new Set(after.map((exchange) => exchange.socket)).size).toBe(1);
        expect(after[0]!.socket).not.toBe(early.socket);
      } finally {
        agent.destroy();
      }
    },
  );

  it("fetch (undici's pool) after 413s on 1 MB bodies, with the key and without: every following request is answered", async () => {
    for (const apikey of [TEST_API_KEY, "wrong-key"]) {
      const early = await fetch(`${server.origin}/functions/v1/contact-submit`, {
        method: "POST",
        headers: { apikey, ...json },
        body: ONE_MB,
      });
      expect(early.status).toBe(413);
      expect(await early.json()).toHaveProperty("error");
      for (let i = 0; i < 3; i++) {
        const next = await fetch(`${server.origin}/api/health`);
        expect(next.status).toBe(200);
        await next.arrayBuffer();
      }
    }
  });

  it("an answer after the whole body was read keeps the connection alive", async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const small = await send(agent, "/functions/v1/contact-submit", {
        method: "POST",
        headers: { apikey: TEST_API_KEY, ...json },
        body: Buffer.from('{"email":"x"}'),
      });
      expect(small.status).toBe(400);
      expect(small.headers.connection).toBe("keep-alive");
      const next = await send(agent, "/api/health");
      expect(next.status).toBe(200);
      expect(next.socket).toBe(small.socket);
    } finally {
      agent.destroy();
    }
  });
});
