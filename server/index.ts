/**
 * Process start: configuration, the in-memory site, listen, graceful shutdown.
 */
import { serve } from "@hono/node-server";
import { resolve } from "node:path";
import { createApp } from "./app";
import { loadEnv } from "./env.server";
import { loadStaticSite } from "./static-site.server";

async function main() {
  const env = loadEnv();
  const site = await loadStaticSite(resolve(env.CLIENT_DIR), {
    publicApiKey: env.PUBLIC_API_KEY,
    ...(env.GA_MEASUREMENT_ID ? { gaMeasurementId: env.GA_MEASUREMENT_ID } : {}),
    ...(env.META_PIXEL_ID ? { metaPixelId: env.META_PIXEL_ID } : {}),
    ...(env.API_DIRECT_ORIGIN ? { apiDirectOrigin: env.API_DIRECT_ORIGIN } : {}),
  });
  const app = createApp({ env, site });

  const server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, (info) => {
    const host = env.HOST === "0.0.0.0" ? "localhost" : env.HOST;
    console.log(`DriveBee website listening on http://${host}:${info.port} (${site.files.size} files in memory)`);
  });

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal} received: finishing in-flight requests`);
    server.close(() => process.exit(0));
    // Keep-alive sockets must not hold the process forever.
    setTimeout(() => process.exit(0), 10_000).unref();
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
