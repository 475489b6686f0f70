/**
 * Runtime settings, validated once at start (docs/configuration.md).
 * A bad value stops the process with a message that names the variable.
 */
import { z } from "zod";

const optionalText = z
  .string()
  .trim()
  .transform((value) => value || undefined)
  .optional();

const envSchema = z.object({
  /**
   * production (the default), development or test. Conveniences for a machine of one's own (the login
   * served on localhost, a PostgreSQL without APP_SECRET) exist only outside production.
   */
  NODE_ENV: z.enum(["production", "development", "test"]).default("production"),
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  /** The public anonymous key visitors' calls carry (R-ROLE-02, {key}). */
  PUBLIC_API_KEY: z.string().min(8).default("drivebee-public-anon-key"),
  /** The "direct route" (R-STATE-ROUTE-03, R-OPEN-38): the API's own origin, used when the same-origin proxy fails. */
  API_DIRECT_ORIGIN: z
    .url()
    .optional()
    .or(z.literal("").transform(() => undefined)),
  GA_MEASUREMENT_ID: optionalText.pipe(
    z
      .string()
      .regex(/^G-[A-Z0-9]+$/, "must look like G-XXXXXXX")
      .optional(),
  ),
  META_PIXEL_ID: optionalText.pipe(z.string().regex(/^\d+$/, "must be digits").optional()),
  /**
   * How many proxies of our own stand in front of the server (load balancer, CDN): the client's
   * address is the X-Forwarded-For entry the outermost of them appended (server/http.server.ts,
   * forwardedClient). 0, false or unset: none, the socket's address. true means 1.
   */
  TRUST_PROXY: z
    .string()
    .trim()
    .default("0")
    .transform((value) => (value === "true" ? "1" : value === "false" || value === "" ? "0" : value))
    .pipe(z.string().regex(/^\d{1,2}$/, "must be a number of proxies (0, 1, 2, ...), true (= 1) or false (= 0)"))
    .transform(Number),
  /** Unset: embedded PGlite in data/pglite. memory:// for tests. postgres://… to scale out. */
  DATABASE_URL: optionalText,
  /** HMAC key for CSRF tokens (and sessions). Unset with PGlite: generated once into the data folder. */
  APP_SECRET: optionalText.pipe(z.string().min(32, "must be at least 32 characters").optional()),
  /** Apply pending migrations at start. Deployments with several instances run `npm run db:migrate` once instead. */
  MIGRATE_ON_START: z
    .enum(["true", "false", "1", "0", ""])
    .default("true")
    .transform((value) => value !== "false" && value !== "0"),
  /** smtp://user:pass@host:port: the mail queue's worker runs when set; without it mail jobs wait (server/queue). */
  SMTP_URL: optionalText.pipe(z.url().optional()),
  SMTP_FROM: z.string().default("DriveBee website <no-reply@drivebee.ae>"),
  /** An incoming webhook (Slack, Teams): each contact enquiry is posted there as `{ text }`, name and subject only. */
  LEADS_WEBHOOK_URL: optionalText.pipe(z.url().optional()),
  /**
   * The secret the partner broker signs its events with (POST /api/partner/events, R-FUNNEL-21;
   * docs/partner-api.md). Unset: the endpoint answers 404. At least 32 characters.
   */
  PARTNER_WEBHOOK_SECRET: optionalText.pipe(z.string().min(32, "must be at least 32 characters").optional()),
  /** How often an idle queue worker looks for jobs; a job sent by this instance wakes its worker at once. */
  QUEUE_POLL_SECONDS: z.coerce.number().min(0.5).max(60).default(2),
  /** Tries after the first before a job ends as failed. */
  QUEUE_RETRY_LIMIT: z.coerce.number().int().min(0).max(30).default(10),
  /** The first retry's delay; each next one doubles (with jitter). */
  QUEUE_RETRY_DELAY_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  /** A job running longer is failed (and retried); also how soon one a killed process left active is taken up again. */
  QUEUE_JOB_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(3600).default(120),
  /** The Android launch announcement goes out at most this many e-mails a minute (jobs spaced by start time). */
  ANNOUNCEMENT_RATE_PER_MINUTE: z.coerce.number().int().min(1).max(6000).default(60),
  /** Origins allowed to call the API across origins (the direct route of R-OPEN-38), comma-separated. */
  CORS_ORIGINS: z
    .string()
    .default("")
    .transform((value) =>
      value
        .split(",")
        .map((origin) => origin.trim())
        .filter(Boolean),
    ),
  /** Where the built client lives; tests and the bench point it elsewhere. */
  CLIENT_DIR: z.string().default("build/client"),
  /** "library": the bench's comparison of serveStatic with the in-memory path (server/static-library.server.ts). */
  STATIC_SERVING: z.enum(["memory", "library"]).default("memory"),
  /**
   * "header": a browser test moves the server's clock for its own requests (server/test-clock.server.ts).
   * Only the browser tests' server sets it (tests/support/e2e-setup.ts); refused unless NODE_ENV=test.
   */
  TEST_CLOCK: optionalText.pipe(z.enum(["header"]).optional()),
});

export type Env = z.infer<typeof envSchema>;

/** Checks that span variables: a test's clock never in production (nor in development). */
const checkedEnvSchema = envSchema.superRefine((env, context) => {
  if (env.TEST_CLOCK && env.NODE_ENV !== "test")
    context.addIssue({
      code: "custom",
      path: ["TEST_CLOCK"],
      message: `is for a test's server only (NODE_ENV=test), not ${env.NODE_ENV}`,
    });
});

/** Every variable the app reads: what a test or bench process clears from its parent's environment. */
export const ENV_NAMES = Object.keys(envSchema.shape) as (keyof Env)[];

export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const result = checkedEnvSchema.safeParse(source);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`).join("\n");
    throw new Error(`Invalid environment:\n${problems}`);
  }
  return result.data;
}
