/**
 * Accounts and sessions (R-ENT-16, R-CALL-10, R-OPEN-12, 13),
 * by better-auth on our Drizzle database: e-mail and password only, no
 * public sign-up, sessions in the database behind an httpOnly, Secure,
 * SameSite=Strict cookie. Admins come from `npm run admin:create`.
 */
import { betterAuth, getHostFromSource, isDynamicBaseURLConfig, matchesHostPattern } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { and, eq } from "drizzle-orm";
import { ADMIN_PASSWORD_MIN } from "../../core/schemas/admin";
import { RETENTION } from "../../core/constants";
import { siteConfig } from "../../site.config";
import type { Database } from "../db/client.server";
import type { Env } from "../env.server";
import { authSchema, userRoles, type UserRole } from "../db/schema";
import { hit } from "../rate-limit/rate-limit.server";
import { deriveKey } from "../secrets.server";
import { scryptPassword, type PasswordHasher } from "./password.server";

/** The header our server sets (overwriting any client value) with the address it trusts. */
export const CLIENT_IP_HEADER = "x-drivebee-client-ip";

/**
 * A session ends this long after sign-in, however much it is used (R-SAFE-03): better-auth
 * never moves its expiry (disableSessionRefresh). Renewed on use, a session in daily use never
 * ended; a session left idle this long is this old, so no shorter idle limit is lost.
 */
export const SESSION_TTL_SECONDS = RETENTION.staffSessionHours * 60 * 60;

export type AuthOptions = {
  db: Database;
  /** The app secret; the auth key is derived from it, so CSRF and sessions never share a key. */
  secret: string;
  /** Outside production the login is also served on localhost and 127.0.0.1 (a developer's machine, the tests). */
  nodeEnv: Env["NODE_ENV"];
  /** Extra hosts (host or host:port) the login may be served from besides the site's own. */
  allowedHosts?: string[];
  /** How passwords are hashed and checked; tests wrap it to count the checks. */
  password?: PasswordHasher;
};

const LOCAL_HOSTS = ["localhost", "localhost:*", "127.0.0.1:*"];

export function createAuth({ db, secret, nodeEnv, allowedHosts = [], password = scryptPassword }: AuthOptions) {
  const siteHost = new URL(siteConfig.origin).host;
  // better-auth also trusts these hosts as origins: in production only the site's own.
  const hosts = [siteHost, `www.${siteHost}`, ...(nodeEnv === "production" ? [] : LOCAL_HOSTS), ...allowedHosts];
  return betterAuth({
    appName: siteConfig.name,
    secret: deriveKey(secret, "auth"),
    basePath: "/api/auth",
    baseURL: {
      allowedHosts: hosts,
      protocol: "auto",
    },
    database: drizzleAdapter(db, { provider: "pg", schema: authSchema }),
    emailAndPassword: {
      enabled: true,
      disableSignUp: true,
      minPasswordLength: ADMIN_PASSWORD_MIN,
      maxPasswordLength: 128,
      // better-auth's own hash, wrapped so the login can bound and count it (password.server.ts).
      password,
    },
    session: {
      expiresIn: SESSION_TTL_SECONDS,
      disableSessionRefresh: true,
    },
    // Per-IP limits on every auth endpoint, counted in our rate_limits table
    // so every instance shares them. Failed logins have their own lockout
    // (login-throttle.server.ts).
    rateLimit: {
      enabled: true,
      window: 60,
      max: 60,
      // Failed logins are counted per account and per address by our own
      // throttle (login-throttle.server.ts), which replaces the built-in
      // "3 sign-ins per 10 seconds" rule.
      customRules: { "/sign-in/email": false },
      customStorage: {
        consume: async (key, rule) => {
          const result = await hit(db, `auth:${key}`, rule.max, { windowMs: rule.window * 1000 });
          return result.allowed
            ? { allowed: true, retryAfter: null }
            : { allowed: false, retryAfter: result.retryAfterSeconds };
        },
      },
    },
    advanced: {
      useSecureCookies: true,
      cookiePrefix: "drivebee",
      defaultCookieAttributes: { sameSite: "strict", httpOnly: true, secure: true, path: "/" },
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
    telemetry: { enabled: false },
  });
}

export type Auth = ReturnType<typeof createAuth>;

/**
 * Whether better-auth serves this request's Host. It throws for any other
 * host (a 500), so every caller asks first and answers 400.
 */
export function servesHost(auth: Auth, source: Request | Headers): boolean {
  const config = auth.options.baseURL;
  if (!isDynamicBaseURLConfig(config)) return true;
  // Like better-auth: X-Forwarded-Host only with advanced.trustedProxyHeaders, which we leave off.
  const host = getHostFromSource(source, false);
  return host !== null && config.allowedHosts.some((pattern) => matchesHostPattern(host, pattern));
}

/** R-CALL-09: the roles of one user (a user may read only their own; R-OPEN-12). */
export async function rolesOf(db: Database, userId: string): Promise<UserRole[]> {
  const rows = await db.select({ role: userRoles.role }).from(userRoles).where(eq(userRoles.userId, userId));
  return rows.map((row) => row.role);
}

export async function isAdmin(db: Database, userId: string): Promise<boolean> {
  const rows = await db
    .select({ role: userRoles.role })
    .from(userRoles)
    .where(and(eq(userRoles.userId, userId), eq(userRoles.role, "admin")))
    .limit(1);
  return rows.length === 1;
}
