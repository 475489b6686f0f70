/**
 * Process start: configuration, database (lock, migrations), the in-memory
 * site, listen, and a graceful shutdown that lets in-flight requests finish.
 */
import { serve } from "@hono/node-server";
import type { Server as HttpServer } from "node:http";
import { resolve } from "node:path";
import { createApp } from "./app";
import { openDatabase } from "./db/client.server";
import { loadEnv } from "./env.server";
import { scheduleRetention } from "./jobs/retention.server";
import { createMailer } from "./mailer.server";
import { resolveAppSecret } from "./secrets.server";
import { loadStaticSite } from "./static-site.server";

async function main() {
  const env = loadEnv();
  const database = await openDatabase(env.DATABASE_URL);
  if (env.MIGRATE_ON_START) await database.migrate();
  const secret = resolveAppSecret({ configured: env.APP_SECRET, dataFolder: database.folder });
  if (database.kind === "postgres" && !env.APP_SECRET) {
    console.warn("APP_SECRET is not set: admin sessions and form tokens will not survive a restart or work across instances. Set it (32+ characters, the same on every instance).");
  }
  const mailer = createMailer({ smtpUrl: env.SMTP_URL, from: env.SMTP_FROM });
  const site = await loadStaticSite(resolve(env.CLIENT_DIR), {
    publicApiKey: env.PUBLIC_API_KEY,
    ...(env.GA_MEASUREMENT_ID ? { gaMeasurementId: env.GA_MEASUREMENT_ID } : {}),
    ...(env.META_PIXEL_ID ? { metaPixelId: env.META_PIXEL_ID } : {}),
    ...(env.API_DIRECT_ORIGIN ? { apiDirectOrigin: env.API_DIRECT_ORIGIN } : {}),
  });
  const app = createApp({ env, site, db: database.db, secret, mailer });
  const stopRetention = scheduleRetention(database.db);

  const server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, (info) => {
    const host = env.HOST === "0.0.0.0" ? "localhost" : env.HOST;
    console.log(
      `DriveBee website listening on http://${host}:${info.port} (${site.files.size} files in memory, database: ${database.kind})`,
    );
  });

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal} received: finishing in-flight requests`);
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    stopRetention();
    server.close(async () => {
      await mailer.idle();
      await database.close();
      process.exit(0);
    });
    // Idle keep-alive sockets would hold close() open, and so would the keep-alive
    // sockets of the requests still in flight once they are answered: close each
    // as soon as it is idle, and tell clients that send more on one to go away.
    const http = server as HttpServer;
    http.on("request", (_request, response) => response.setHeader("Connection", "close"));
    http.closeIdleConnections();
    setInterval(() => http.closeIdleConnections(), 100).unref();
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
