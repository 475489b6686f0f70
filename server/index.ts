/**
 * Process start: configuration, database (lock, migrations), the job queue,
 * the in-memory site, listen, and a graceful shutdown that lets in-flight
 * requests and jobs finish.
 */
import { getRequestListener } from "@hono/node-server";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { resolve } from "node:path";
import { createServerApp } from "./app";
import { openDatabase } from "./db/client.server";
import { loadEnv } from "./env.server";
import { createNodeListener } from "./node-listener.server";
import { scheduleRetention } from "./jobs/retention.server";
import { createMailer } from "./mailer.server";
import { startJobs, stepTimeoutMs } from "./queue/jobs.server";
import { queueSettings } from "./queue/queue.server";
import { appSecretFor } from "./secrets.server";
import { loadPageRenderer } from "./pages.server";
import { libraryStatic } from "./static-library.server";
import { loadStaticSite, type RuntimeSettings } from "./static-site.server";

async function main() {
  const env = loadEnv();
  const database = await openDatabase(env.DATABASE_URL);
  // Before anything is written: a missing or untrustworthy secret stops the start.
  const secret = appSecretFor(env, database);
  if (env.MIGRATE_ON_START) await database.migrate();
  const queue = queueSettings(env);
  const mailer = createMailer({ smtpUrl: env.SMTP_URL, from: env.SMTP_FROM, timeoutMs: stepTimeoutMs(queue) });
  const jobs = await startJobs({
    db: database.db,
    secret,
    settings: queue,
    mailer,
    webhookUrl: env.LEADS_WEBHOOK_URL,
  });
  if (!jobs.mailConfigured) console.log("Mail: SMTP_URL is not set; e-mails wait in the queue until it is");
  jobs
    .recover()
    .then(
      (queued) =>
        queued > 0 && console.log(`Mail: queued ${queued} e-mails that had no job (enquiry alerts, confirmations)`),
    )
    .catch((error: unknown) => console.error("queue: recovery failed:", (error as Error).message));
  const settings: RuntimeSettings = {
    publicApiKey: env.PUBLIC_API_KEY,
    ...(env.GA_MEASUREMENT_ID ? { gaMeasurementId: env.GA_MEASUREMENT_ID } : {}),
    ...(env.META_PIXEL_ID ? { metaPixelId: env.META_PIXEL_ID } : {}),
    ...(env.API_DIRECT_ORIGIN ? { apiDirectOrigin: env.API_DIRECT_ORIGIN } : {}),
  };
  const site = await loadStaticSite(resolve(env.CLIENT_DIR), settings);
  // The server build beside the client build renders what a form's post answers with (R-HTML-05).
  const pages = await loadPageRenderer(resolve(env.CLIENT_DIR, "../server/index.js"), settings);
  const library = env.STATIC_SERVING === "library";
  const serveFiles = library ? await libraryStatic(resolve(env.CLIENT_DIR), settings) : [];
  const { app, statics } = createServerApp({ env, site, db: database.db, secret, jobs, serveFiles, pages });
  const stopRetention = scheduleRetention(database.db);

  // Static GET/HEAD answered directly from memory; everything else through Hono (server/node-listener.server.ts).
  const listener = library
    ? getRequestListener(app.fetch, { hostname: env.HOST })
    : createNodeListener({ app, statics, hostname: env.HOST });
  const server = createServer(listener);
  server.listen(env.PORT, env.HOST, () => {
    const info = server.address() as AddressInfo;
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
    // Workers take no new job from now on; the ones in hand get a few seconds (then go back to the queue).
    const jobsStopped = jobs.stop();
    const finish = async () => {
      await jobsStopped;
      await database.close();
      process.exit(0);
    };
    server.close(() => void finish());
    // Idle keep-alive sockets would hold close() open, and so would the keep-alive
    // sockets of the requests still in flight once they are answered: close each
    // as soon as it is idle, and tell clients that send more on one to go away.
    // Prepended: the fast path answers synchronously, so a listener after it would be too late.
    server.prependListener("request", (_request, response) => response.setHeader("Connection", "close"));
    server.closeIdleConnections();
    setInterval(() => server.closeIdleConnections(), 100).unref();
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
