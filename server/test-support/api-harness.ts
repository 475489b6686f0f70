/**
 * Builds the real Hono app on a real database for API tests: PGlite in
 * memory, or the PostgreSQL server of the global setup. The static site is
 * an empty stand-in; these tests are about the API.
 */
import { sql } from "drizzle-orm";
import { createApp } from "../app";
import { openDatabase, type DatabaseHandle } from "../db/client.server";
import { loadEnv } from "../env.server";
import { createMailer } from "../mailer.server";
import type { StaticSite } from "../static-site.server";

export const TEST_API_KEY = "test-public-key";
export const TEST_SECRET = "test-secret-test-secret-test-secret-0123";

const emptySite: StaticSite = { files: new Map(), lookup: () => null };

export type Harness = Awaited<ReturnType<typeof createHarness>>;

export async function createHarness({ databaseUrl, smtpUrl }: { databaseUrl: string; smtpUrl?: string }) {
  const database: DatabaseHandle = await openDatabase(databaseUrl);
  await database.migrate();
  const env = loadEnv({ PUBLIC_API_KEY: TEST_API_KEY, TRUST_PROXY: "true", DATABASE_URL: databaseUrl, ...(smtpUrl ? { SMTP_URL: smtpUrl } : {}) });
  const mailer = createMailer({ smtpUrl: env.SMTP_URL, from: env.SMTP_FROM });
  let clock = Date.now();
  const app = createApp({ env, site: emptySite, db: database.db, secret: TEST_SECRET, mailer, now: () => clock });

  return {
    db: database.db,
    mailer,
    app,
    now: () => clock,
    advance(ms: number) {
      clock += ms;
    },
    setNow(value: number) {
      clock = value;
    },
    async reset() {
      await database.db.execute(sql`truncate newsletter_subscribers, android_waitlist, contact_enquiries, rate_limits`);
      clock = Date.now();
    },
    async close() {
      await mailer.idle();
      await database.close();
    },
    /** A call as the browser makes it: the public key, JSON, a client address. */
    call(path: string, { method = "POST", body, ip = "203.0.113.10", headers = {} }: { method?: string; body?: unknown; ip?: string; headers?: Record<string, string> } = {}) {
      return app.request(`/functions/v1/${path}`, {
        method,
        headers: {
          apikey: TEST_API_KEY,
          authorization: `Bearer ${TEST_API_KEY}`,
          "x-forwarded-for": ip,
          ...(body === undefined ? {} : { "content-type": "application/json" }),
          ...headers,
        },
        ...(body === undefined ? {} : { body: typeof body === "string" ? body : JSON.stringify(body) }),
      });
    },
    async csrf(ip?: string) {
      const response = await this.call("csrf-token", { method: "GET", ...(ip ? { ip } : {}) });
      return (await response.json()) as { csrfToken: string; timestamp: number };
    },
  };
}
