// The reference for the HTTP figures: a bare Hono route that returns a constant,
// on the same @hono/node-server and Node as the real server, in its own process.
// Prints "listening on" like the real server, so the bench starts both the same way.
// With BARE_PAGE_FILE (an HTML file), /bare-page sends it brotli-compressed as our server does:
// the same payload as our static "/", with nothing else, so the report can tell the
// server's own cost from the client's cost of receiving 12 KB.
import { serve } from "@hono/node-server";
import { Hono } from "hono";
import { readFileSync } from "node:fs";
import { brotliCompressSync, constants as zlib } from "node:zlib";

const app = new Hono();
app.all("/bare", (c) => c.json({ ok: true }));
if (process.env.BARE_PAGE_FILE) {
  const html = readFileSync(process.env.BARE_PAGE_FILE);
  const page = brotliCompressSync(html, {
    params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: html.length },
  });
  app.get("/bare-page", (c) =>
    c.body(page, 200, { "content-type": "text/html; charset=utf-8", "content-encoding": "br" }),
  );
}

const port = Number(process.env.PORT ?? 4301);
const hostname = process.env.HOST ?? "127.0.0.1";
const server = serve({ fetch: app.fetch, port, hostname }, (info) => {
  console.log(`bare Hono route listening on http://${hostname}:${info.port}/bare`);
});
process.on("SIGTERM", () => server.close(() => process.exit(0)));
