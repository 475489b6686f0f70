/**
 * R-SAFE-02: a 150 MB body to every route that reads one, against the real built server: each
 * is answered 413 long before the body could have arrived, whether its length is declared or
 * it streams in chunks, and the server's resident memory (VmRSS of its process) is back within
 * 50 MB of where it started. The routes are read from the router itself (tests/support/body-routes.ts).
 */
import { readFileSync } from "node:fs";
import { connect } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHarness } from "../support/api";
import { bodyRoutes, pageRendererStandIn, type BodyRoute } from "../support/body-routes";
import { PORTS } from "../support/ports";
import { startServer } from "../support/resilience";
import type { ServerProcess } from "../support/server-process.mjs";

const BODY_BYTES = 150 * 1024 * 1024;
const MB = 1024 * 1024;
const CHUNK = Buffer.alloc(64 * 1024, "a");

let server: ServerProcess;
let routes: BodyRoute[];

beforeAll(async () => {
  // The router of the app the built server runs, with the forms' posts mounted.
  const harness = await createHarness({ databaseUrl: "memory://" });
  routes = bodyRoutes(harness.serve({ files: new Map(), lookup: () => null }, undefined, pageRendererStandIn).app);
  await harness.close();
  server = await startServer(PORTS.bodyMemory, "memory://");
});
afterAll(async () => {
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- undefined when beforeAll failed before starting it
  await server?.stop();
});

/** The server process's resident memory, in bytes. */
function residentBytes(): number {
  const status = readFileSync(`/proc/${server.pid}/status`, "utf8");
  const kilobytes = /^VmRSS:\s+(\d+)\s+kB$/m.exec(status)?.[1];
  if (!kilobytes) throw new Error(`no VmRSS in /proc/${server.pid}/status`);
  return Number(kilobytes) * 1024;
}

type Sent = { status: number; sentBeforeAnswer: number };

/**
 * One request of `route` with a 150 MB body, written as fast as the server takes it until its
 * answer's status line arrives (or the connection ends): the status and the bytes sent by then.
 * `chunked`: no declared length, the body in chunks as a streaming client sends it.
 */
function sendHuge({ method, path }: BodyRoute, chunked: boolean): Promise<Sent> {
  return new Promise((resolve, reject) => {
    const socket = connect(server.port, "127.0.0.1");
    let answer = "";
    let sent = 0;
    let status = 0;
    let sentBeforeAnswer = -1;
    const finish = () => {
      socket.destroy();
      if (status === 0) reject(new Error(`${method} ${path}: no answer, ${sent} bytes sent; ${answer.slice(0, 200)}`));
      else resolve({ status, sentBeforeAnswer });
    };
    const write = () => {
      while (sent < BODY_BYTES && status === 0 && !socket.destroyed) {
        const piece = chunked
          ? Buffer.concat([Buffer.from(`${CHUNK.length.toString(16)}\r\n`), CHUNK, Buffer.from("\r\n")])
          : CHUNK;
        sent += CHUNK.length;
        if (!socket.write(piece)) return socket.once("drain", write);
      }
      if (chunked && sent >= BODY_BYTES && status === 0) socket.write("0\r\n\r\n");
    };
    socket.on("connect", () => {
      socket.write(
        [
          `${method} ${path} HTTP/1.1`,
          `Host: 127.0.0.1:${server.port}`,
          "Content-Type: application/x-www-form-urlencoded",
          chunked ? "Transfer-Encoding: chunked" : `Content-Length: ${BODY_BYTES}`,
          "",
          "",
        ].join("\r\n"),
      );
      write();
    });
    socket.on("data", (data) => {
      answer += data.toString("latin1");
      const line = /^HTTP\/1\.1 (\d{3}) /.exec(answer);
      if (line && status === 0) {
        status = Number(line[1]);
        sentBeforeAnswer = socket.bytesWritten;
      }
      // The whole answer (head and body) is in: nothing more to wait for.
      if (status !== 0 && answer.includes("\r\n\r\n")) finish();
    });
    // The server may end the connection while the body is still coming: that is its refusal.
    socket.on("error", finish);
    socket.on("close", finish);
  });
}

describe("a 150 MB body to every route that reads one", () => {
  it("is refused early with 413, and the server's memory comes back within 50 MB", async () => {
    // Warm: the first requests load what the server loads lazily.
    for (const route of routes.slice(0, 3)) await sendHuge(route, false).catch(() => undefined);
    const before = residentBytes();
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, residentBytes())), 20);
    const wrong: string[] = [];
    try {
      for (const route of routes)
        for (const chunked of [false, true]) {
          const label = `${route.method} ${route.path}${chunked ? " (chunked)" : ""}`;
          const answer = await sendHuge(route, chunked).catch((error: unknown) => (error as Error).message);
          if (typeof answer === "string") wrong.push(answer);
          else if (answer.status !== 413) wrong.push(`${label}: ${answer.status}`);
          // Early: the answer came while most of the body was still to be sent.
          else if (answer.sentBeforeAnswer > 16 * MB)
            wrong.push(`${label}: ${Math.round(answer.sentBeforeAnswer / MB)} MB sent before the answer`);
        }
    } finally {
      clearInterval(sampler);
    }
    expect.soft(wrong).toEqual([]);
    const report = () =>
      `${routes.length} routes × 2: resident ${Math.round(before / MB)} MB before, peak ${Math.round(peak / MB)} MB, now ${Math.round(residentBytes() / MB)} MB`;
    console.log(report());
    // Back within 50 MB: give the collector a few seconds to hand memory back.
    await expect.poll(() => residentBytes() - before, { timeout: 15_000, interval: 500 }).toBeLessThanOrEqual(50 * MB);
    console.log(report());
  }, 300_000);
});
