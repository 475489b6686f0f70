// The reference for the HTTP figures: a bare Hono route that returns a constant,
// on the same @hono/node-server and Node as the real server, in its own process.
// Prints "listening on" like the real server, so the bench starts both the same way.
import { serve } from "@hono/node-server";
import { Hono } from "hono";

const app = new Hono();
app.all("/bare", (c) => c.json({ ok: true }));

const port = Number(process.env.PORT ?? 4301);
const hostname = process.env.HOST ?? "127.0.0.1";
const server = serve({ fetch: app.fetch, port, hostname }, (info) => {
  console.log(`bare Hono route listening on http://${hostname}:${info.port}/bare`);
});
process.on("SIGTERM", () => server.close(() => process.exit(0)));
