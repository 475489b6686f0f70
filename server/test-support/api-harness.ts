/**
 * Builds the real Hono app on a real database for API tests: PGlite in
 * memory, or the PostgreSQL server of the global setup. The static site is
 * an empty stand-in; these tests are about the API.
 */
import { sql } from "drizzle-orm";
import { createAdmin } from "../admin/accounts.server";
import { createApp } from "../app";
import { createAuth } from "../auth/auth.server";
import { scryptPassword, type PasswordHasher } from "../auth/password.server";
import { openDatabase, type DatabaseHandle } from "../db/client.server";
import { loadEnv, type Env } from "../env.server";
import { createMailer } from "../mailer.server";
import { ALL_TABLES, account, user } from "../db/schema";
import type { StaticSite } from "../static-site.server";

export const TEST_API_KEY = "test-public-key";
export const TEST_SECRET = "test-secret-test-secret-test-secret-0123";

const emptySite: StaticSite = { files: new Map(), lookup: () => null };

export type Harness = Awaited<ReturnType<typeof createHarness>>;

/** `trustProxy` is TRUST_PROXY: "true" (one proxy of ours, as in production behind the load balancer) unless a test says otherwise. */
export async function createHarness({
  databaseUrl,
  smtpUrl,
  trustProxy = "true",
  nodeEnv = "test",
}: {
  databaseUrl: string;
  smtpUrl?: string;
  trustProxy?: string;
  nodeEnv?: Env["NODE_ENV"];
}) {
  const database: DatabaseHandle = await openDatabase(databaseUrl);
  await database.migrate();
  const env = loadEnv({
    NODE_ENV: nodeEnv,
    PUBLIC_API_KEY: TEST_API_KEY,
    TRUST_PROXY: trustProxy,
    DATABASE_URL: databaseUrl,
    ...(smtpUrl ? { SMTP_URL: smtpUrl } : {}),
  });
  const mailer = createMailer({ smtpUrl: env.SMTP_URL, from: env.SMTP_FROM });
  let clock = Date.now();
  // The login's hasher, counted: how many attempts reached the password check.
  let passwordChecks = 0;
  const password: PasswordHasher = {
    hash: async (plain) => {
      passwordChecks += 1;
      return scryptPassword.hash(plain);
    },
    verify: async (input) => {
      passwordChecks += 1;
      return scryptPassword.verify(input);
    },
  };
  const auth = createAuth({ db: database.db, secret: TEST_SECRET, nodeEnv: env.NODE_ENV, password });
  const app = createApp({ env, site: emptySite, db: database.db, secret: TEST_SECRET, mailer, now: () => clock, auth });
  const origin = "http://localhost";

  return {
    db: database.db,
    mailer,
    app,
    auth,
    now: () => clock,
    /** Password hashes and checks run by the login so far (an unknown address costs a hash, like a real one). */
    passwordChecks: () => passwordChecks,
    advance(ms: number) {
      clock += ms;
    },
    setNow(value: number) {
      clock = value;
    },
    async reset() {
      await database.db.execute(sql`truncate ${ALL_TABLES} cascade`);
      clock = Date.now();
    },
    async close() {
      await mailer.idle();
      await database.close();
    },
    /** A call as the browser makes it: the public key, JSON, a client address. */
    call(
      path: string,
      {
        method = "POST",
        body,
        ip = "203.0.113.10",
        headers = {},
      }: { method?: string; body?: unknown; ip?: string; headers?: Record<string, string> } = {},
    ) {
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
    /** An account made the way the CLI makes it; `admin: false` leaves out the role. */
    async createUser(email: string, password: string, { admin = true }: { admin?: boolean } = {}) {
      if (admin)
        return createAdmin({ db: database.db, auth, actor: { id: null, email: "cli:test" } }, { email, password });
      const context = await auth.$context;
      const id = crypto.randomUUID();
      await database.db.insert(user).values({ id, name: email, email, emailVerified: true });
      await database.db
        .insert(account)
        .values({
          id: crypto.randomUUID(),
          accountId: id,
          providerId: "credential",
          userId: id,
          password: await context.password.hash(password),
        });
      return { userId: id, email, created: true, passwordSet: true, wasAdmin: false };
    },
    /** POST /api/auth/sign-in/email as our login page does it. */
    signIn(email: string, password: string, { ip = "198.51.100.7", at = origin }: { ip?: string; at?: string } = {}) {
      // `at`: the site's origin as the browser saw it (its host is the Host header).
      return app.request(`${at}/api/auth/sign-in/email`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: at, host: new URL(at).host, "x-forwarded-for": ip },
        body: JSON.stringify({ email, password }),
      });
    },
    /** Signs in and returns the Cookie header the browser would send afterwards. */
    async sessionCookie(email: string, password: string) {
      const response = await this.signIn(email, password);
      if (!response.ok) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
      return response.headers
        .getSetCookie()
        .map((cookie) => cookie.split(";")[0])
        .join("; ");
    },
    /** A same-origin call to /api/*, with a session cookie or without. */
    api(
      path: string,
      {
        method = "GET",
        body,
        cookie,
        headers = {},
      }: { method?: string; body?: unknown; cookie?: string; headers?: Record<string, string> } = {},
    ) {
      return app.request(`/api${path}`, {
        method,
        headers: {
          origin,
          ...(cookie ? { cookie } : {}),
          ...(body === undefined ? {} : { "content-type": "application/json" }),
          ...headers,
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
    },
    async csrf(ip?: string) {
      const response = await this.call("csrf-token", { method: "GET", ...(ip ? { ip } : {}) });
      return (await response.json()) as { csrfToken: string; timestamp: number };
    },
  };
}

/**
 * The databases every API test runs on: PGlite in memory, and the real
 * PostgreSQL of the global setup when there is one. Call it in a test file.
 */
export function testDatabases(postgresUrl: string | null): [string, string][] {
  return [
    ["PGlite", "memory://"],
    ["PostgreSQL", postgresUrl],
  ].filter((entry): entry is [string, string] => Boolean(entry[1]));
}
