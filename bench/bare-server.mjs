// The references for the HTTP figures, on the same @hono/node-server and Node as the
// real server, in their own process. Prints "listening on" like the real server, so
// the bench starts both the same way.
//   /bare         a constant: what any answer costs.
//   /bare-page    with BARE_PAGE_FILE ({ headers, body: base64 }): the answer our server gave for "/",
//                 header fields and brotli body alike, so the report can tell the server's own cost
//                 from the client's cost of receiving 12 KB.
//   /bare-insert  with BARE_DATABASE_URL (PostgreSQL) or BARE_PGLITE_DIR (a migrated PGlite folder):
//                 the newsletter row alone, one INSERT and its commit; the durable-write floor.
//   /*            with BARE_STATIC_DIR: a prerendered app's files as they are (the reference app of the
//                 tap scenario, bench/taps.mjs): /x answers x/index.html, /assets/… the file.
import { serve } from "@hono/node-server";
import { Hono } from "hono";
import { existsSync, readFileSync, statSync } from "node:fs";
import { extname, join, normalize } from "node:path";

const app = new Hono();
app.all("/bare", (c) => c.json({ ok: true }));

if (process.env.BARE_PAGE_FILE) {
  const page = JSON.parse(readFileSync(process.env.BARE_PAGE_FILE, "utf8"));
  const body = Buffer.from(page.body, "base64");
  app.get("/bare-page", (c) => c.body(body, 200, page.headers));
}

if (process.env.BARE_STATIC_DIR) {
  const root = process.env.BARE_STATIC_DIR;
  const TYPES = {
    ".html": "text/html; charset=utf-8",
    ".js": "text/javascript",
    ".css": "text/css",
    ".json": "application/json",
  };
  app.get("*", (c) => {
    const path = normalize(decodeURIComponent(c.req.path)).replace(/^(\.\.[/\\])+/, "");
    const candidates = [join(root, path), join(root, path, "index.html")];
    const file = candidates.find((candidate) => existsSync(candidate) && statSync(candidate).isFile());
    if (!file) return c.text("Not found", 404);
    return c.body(readFileSync(file), 200, { "content-type": TYPES[extname(file)] ?? "application/octet-stream" });
  });
}

const INSERT = "insert into newsletter_subscribers (email, source, user_agent) values ($1, $2, $3)";
let close = async () => {};
let insert = null;
if (process.env.BARE_DATABASE_URL) {
  const { default: pg } = await import("pg");
  const pool = new pg.Pool({ connectionString: process.env.BARE_DATABASE_URL, max: 10 });
  insert = (values) => pool.query({ name: "bare-insert", text: INSERT, values });
  close = () => pool.end();
} else if (process.env.BARE_PGLITE_DIR) {
  const { PGlite } = await import("@electric-sql/pglite");
  const db = new PGlite(process.env.BARE_PGLITE_DIR);
  await db.waitReady;
  insert = (values) => db.query(INSERT, values);
  close = () => db.close();
}
if (insert) {
  app.post("/bare-insert", async (c) => {
    const { email, source, userAgent } = await c.req.json();
    await insert([email, source, userAgent]);
    return c.json({ ok: true }, 201);
  });
}

const port = Number(process.env.PORT ?? 4301);
const hostname = process.env.HOST ?? "127.0.0.1";
const server = serve({ fetch: app.fetch, port, hostname }, (info) => {
  console.log(`bare Hono route listening on http://${hostname}:${info.port}/bare`);
});
process.on("SIGTERM", () => server.close(() => close().then(() => process.exit(0))));
