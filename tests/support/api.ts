/**
 * The real Hono app on a real database for API tests: PGlite in memory, or
 * the PostgreSQL server of the global setup. The static site is an empty
 * stand-in; these tests are about the API.
 */
import { sql } from "drizzle-orm";
import { describe, inject, test } from "vitest";
import { createAdmin } from "../../server/admin/accounts.server";
import { createServerApp } from "../../server/app";
import { createAuth } from "../../server/auth/auth.server";
import { scryptPassword, type PasswordHasher } from "../../server/auth/password.server";
import { isPostgresUrl, openDatabase, type DatabaseHandle } from "../../server/db/client.server";
import { ALL_TABLES, account, user } from "../../server/db/schema";
import { loadEnv, type Env } from "../../server/env.server";
import { createMailer } from "../../server/mailer.server";
import { startJobs, stepTimeoutMs } from "../../server/queue/jobs.server";
import type { QueueSettings } from "../../server/queue/queue.server";
import type { SnapshotCache } from "../../server/experiments/store.server";
import type { StaticSite } from "../../server/static-site.server";
import type { PageRenderer } from "../../server/pages.server";
import { functionCall, TEST_API_KEY, TEST_SECRET, type CallOptions } from "./requests";

export { KEY_HEADERS, TEST_API_KEY, TEST_SECRET } from "./requests";

/** The admin account the API tests sign in as (`adminCookie`). */
export const TEST_ADMIN = { email: "ops@drivebee.ae", password: "correct-horse-battery-staple" };

/** The 400 body of a value in `field` that the database could not store (a NUL character). */
export const unstorableAnswer = (field: string) => ({
  error: "Contains invalid characters",
  field,
  rule: "text.unstorable",
});

const emptySite: StaticSite = { files: new Map(), lookup: () => null };

export type Harness = Awaited<ReturnType<typeof createHarness>>;

export type HarnessOptions = {
  smtpUrl?: string;
  leadsWebhookUrl?: string;
  trustProxy?: string;
  nodeEnv?: Env["NODE_ENV"];
  queue?: Partial<QueueSettings>;
  /** PARTNER_WEBHOOK_SECRET: the broker's events endpoint exists only with it (R-FUNNEL-21). */
  partnerWebhookSecret?: string;
};

/** The queue in tests: quick polling, a short first retry, few tries. */
export const TEST_QUEUE_SETTINGS: QueueSettings = {
  pollSeconds: 0.5,
  retryLimit: 2,
  retryDelaySeconds: 1,
  jobTimeoutSeconds: 10,
  // Ten a second: an announcement to a handful of addresses goes out within a test's patience.
  announcementRatePerMinute: 600,
};

let harnessCount = 0;

/** `trustProxy` is TRUST_PROXY: "true" (one proxy of ours, as in production behind the load balancer) unless a test says otherwise. */
export async function createHarness({
  databaseUrl,
  smtpUrl,
  leadsWebhookUrl,
  trustProxy = "true",
  nodeEnv = "test",
  queue = {},
  partnerWebhookSecret,
}: HarnessOptions & { databaseUrl: string }) {
  const database: DatabaseHandle = await openDatabase(databaseUrl);
  await database.migrate();
  const env = loadEnv({
    NODE_ENV: nodeEnv,
    PUBLIC_API_KEY: TEST_API_KEY,
    TRUST_PROXY: trustProxy,
    DATABASE_URL: databaseUrl,
    ...(smtpUrl ? { SMTP_URL: smtpUrl } : {}),
    ...(partnerWebhookSecret ? { PARTNER_WEBHOOK_SECRET: partnerWebhookSecret } : {}),
  });
  let clock = Date.now();
  const settings = { ...TEST_QUEUE_SETTINGS, ...queue };
  const mailer = createMailer({ smtpUrl: env.SMTP_URL, from: env.SMTP_FROM, timeoutMs: stepTimeoutMs(settings) });
  // Test files share one PostgreSQL database: each harness keeps its jobs in a schema of its own.
  const schema = isPostgresUrl(databaseUrl) ? `pgboss_test_${process.pid}_${++harnessCount}` : undefined;
  const jobs = await startJobs({
    db: database.db,
    secret: TEST_SECRET,
    settings,
    mailer,
    webhookUrl: leadsWebhookUrl,
    now: () => clock,
    log: () => undefined,
    ...(schema ? { schema } : {}),
  });
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
  /** The app on this harness's database, clock and login, serving `site`. */
  const serve = (site: StaticSite, snapshot?: SnapshotCache, pages?: PageRenderer) =>
    createServerApp({
      env,
      site,
      db: database.db,
      secret: TEST_SECRET,
      jobs,
      now: () => clock,
      auth,
      snapshot,
      ...(pages ? { pages } : {}),
    });
  const { app } = serve(emptySite);
  const origin = "http://localhost";

  return {
    db: database.db,
    databaseUrl,
    jobs,
    /** pg-boss's schema of this harness, for a second queue instance on the same jobs. */
    queueSchema: schema,
    app,
    auth,
    serve,
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
      await jobs.queue.boss.deleteAllJobs();
      clock = Date.now();
    },
    async close() {
      await jobs.stop();
      await database.close();
    },
    /** A call to a public server function as the browser makes it: the public key, JSON, a client address. */
    async call(name: string, options?: CallOptions) {
      return app.request(...functionCall(name, options));
    },
    /** An account made the way the CLI makes it; `admin: false` leaves out the role. */
    async createUser(email: string, password: string, { admin = true }: { admin?: boolean } = {}) {
      if (admin)
        return createAdmin({ db: database.db, auth, actor: { id: null, email: "cli:test" } }, { email, password });
      const context = await auth.$context;
      const id = crypto.randomUUID();
      await database.db.insert(user).values({ id, name: email, email, emailVerified: true });
      await database.db.insert(account).values({
        id: crypto.randomUUID(),
        accountId: id,
        providerId: "credential",
        userId: id,
        password: await context.password.hash(password),
      });
      return { userId: id, email, created: true, passwordSet: true, wasAdmin: false };
    },
    /** POST /api/auth/sign-in/email as our login page does it. */
    async signIn(
      email: string,
      password: string,
      { ip = "198.51.100.7", at = origin }: { ip?: string; at?: string } = {},
    ) {
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
    /** Makes the test admin (TEST_ADMIN) the way the CLI does, signs it in, and returns its Cookie header. */
    async adminCookie() {
      await this.createUser(TEST_ADMIN.email, TEST_ADMIN.password);
      return this.sessionCookie(TEST_ADMIN.email, TEST_ADMIN.password);
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

/** The databases every API test runs on: PGlite in memory, and this worker's database on the global setup's PostgreSQL when there is one. */
export function testDatabases(): [name: string, databaseUrl: string][] {
  const postgresUrls = inject("postgresUrls");
  const worker = Number(process.env.VITEST_POOL_ID ?? 1);
  const postgresUrl = postgresUrls.length > 0 ? postgresUrls[worker - 1] : null;
  if (postgresUrls.length > 0 && !postgresUrl) throw new Error(`no test database for worker ${worker}`);
  return postgresUrl
    ? [
        ["PGlite", "memory://"],
        ["PostgreSQL", postgresUrl],
      ]
    : [["PGlite", "memory://"]];
}

/**
 * `test` with the fixture `api`: a harness on the suite's `databaseUrl` and
 * `harnessOptions`, emptied (and its clock reset) before each test.
 * Harnesses are made once per file, database and options, and closed when
 * the file is done.
 */
export const apiTest = test
  // eslint-disable-next-line no-empty-pattern -- Vitest reads a fixture's dependencies from its first parameter, which must be a pattern
  .extend("harnesses", { scope: "file" }, ({}, { onCleanup }) => {
    const open = new Map<string, Promise<Harness>>();
    onCleanup(async () => {
      for (const harness of open.values()) await (await harness).close();
    });
    return {
      get(databaseUrl: string, options: HarnessOptions = {}) {
        const key = JSON.stringify([databaseUrl, options]);
        let harness = open.get(key);
        if (!harness) open.set(key, (harness = createHarness({ ...options, databaseUrl })));
        return harness;
      },
    };
  })
  .extend("databaseUrl", "memory://")
  .extend("harnessOptions", {} as HarnessOptions)
  .extend("api", async ({ harnesses, databaseUrl, harnessOptions }) => {
    const api = await harnesses.get(databaseUrl, harnessOptions);
    await api.reset();
    return api;
  });

/**
 * Declares `suite` once per test database ("<title> on PGlite", "... on
 * PostgreSQL"); its `apiTest`s get `api` on that database, made with
 * `options` before the first test (migrations may take a while).
 */
export function describeOnDatabases(title: string, suite: (databaseUrl: string) => void): void;
export function describeOnDatabases(title: string, options: HarnessOptions, suite: (databaseUrl: string) => void): void;
export function describeOnDatabases(
  title: string,
  ...args: [(databaseUrl: string) => void] | [HarnessOptions, (databaseUrl: string) => void]
) {
  const [options, suite] = args.length === 1 ? [{}, args[0]] : args;
  describe.each(testDatabases())(`${title} on %s`, (_name, databaseUrl) => {
    apiTest.override({ databaseUrl, harnessOptions: options });
    apiTest.beforeAll(async ({ harnesses }) => {
      await harnesses.get(databaseUrl, options);
    }, 60_000);
    suite(databaseUrl);
  });
}
