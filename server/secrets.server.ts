/**
 * The app secret, from which the keys of sessions and CSRF tokens are derived
 * (one key per purpose). Set APP_SECRET in production (the same value on
 * every instance). With the embedded database and no APP_SECRET, one is
 * generated once and kept inside the database folder (mode 0600), so it
 * survives restarts and belongs to that database alone; in memory (tests) a
 * random one per process. PostgreSQL in production needs APP_SECRET.
 */
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { existsSync, lstatSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import type { Env } from "./env.server";

export const APP_SECRET_FILE = "app-secret";
export const APP_SECRET_MIN_LENGTH = 32;

/** A key for one purpose ("auth", "csrf"), so no two uses of the app secret share a key. */
export function deriveKey(secret: string, purpose: string): string {
  return createHmac("sha256", secret).update(`drivebee:${purpose}`).digest("base64url");
}

/** The HMAC of `message` under the key for `purpose`: what every signed token of ours carries. */
export function signFor(secret: string, purpose: string, message: string): string {
  return createHmac("sha256", deriveKey(secret, purpose)).update(message).digest("base64url");
}

/** Whether `given` is the signature of `message` for `purpose`, compared in constant time. */
export function isSignedFor(secret: string, purpose: string, message: string, given: string): boolean {
  const expected = Buffer.from(signFor(secret, purpose, message));
  const actual = Buffer.from(given);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

export class AppSecretError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "AppSecretError";
  }
}

/** Why the secret file cannot be trusted, or null: a regular file of ours, 0600, 32+ characters. */
function secretFileProblem(file: string, secret: string): string | null {
  const stat = lstatSync(file);
  if (!stat.isFile()) return "is not a regular file";
  // Where POSIX permissions exist (not on Windows).
  const uid = process.getuid?.();
  if (uid !== undefined) {
    if (stat.uid !== uid) return `belongs to user ${stat.uid}, not to this process (user ${uid})`;
    if ((stat.mode & 0o777) !== 0o600) return `has mode ${(stat.mode & 0o777).toString(8).padStart(4, "0")}, not 0600`;
  }
  if (secret.length < APP_SECRET_MIN_LENGTH)
    return `holds ${secret.length} characters, fewer than ${APP_SECRET_MIN_LENGTH}`;
  return null;
}

function readSecretFile(file: string): { secret: string; problem: string | null } {
  const secret = readFileSync(file, "utf8").trim();
  return { secret, problem: secretFileProblem(file, secret) };
}

/**
 * The secret kept in `dataFolder`: read (and checked), adopted from where
 * older versions kept it, or generated. Throws AppSecretError, naming the
 * file and the fix, when the file there cannot be trusted.
 */
export function resolveAppSecret({
  configured,
  dataFolder,
}: {
  configured?: string | undefined;
  dataFolder?: string | undefined;
}): string {
  if (configured) return configured;
  if (!dataFolder) return randomBytes(32).toString("base64url");
  const file = join(dataFolder, APP_SECRET_FILE);
  if (!existsSync(file)) adoptLegacySecret(dataFolder, file);
  if (existsSync(file)) {
    const { secret, problem } = readSecretFile(file);
    if (problem) {
      throw new AppSecretError(
        `The app secret file ${file} ${problem}. Delete it to have a new one generated (admins sign in again), ` +
          `or make it a file of this user with mode 0600 holding ${APP_SECRET_MIN_LENGTH}+ characters, or set APP_SECRET.`,
      );
    }
    return secret;
  }
  const secret = randomBytes(32).toString("base64url");
  // "wx": never over a file that appeared meanwhile.
  writeFileSync(file, secret, { mode: 0o600, flag: "wx" });
  return secret;
}

/**
 * A secret beside the folder (the older layout, shared by every database in
 * the same parent) that passes the checks is moved in, so admins stay signed
 * in; the first database to start takes it, any other generates its own. One
 * that fails them is left alone and not used.
 */
function adoptLegacySecret(dataFolder: string, file: string) {
  const legacy = join(dirname(dataFolder), APP_SECRET_FILE);
  if (!existsSync(legacy)) return;
  const { problem } = readSecretFile(legacy);
  if (problem) {
    console.warn(
      `Ignoring the old app secret file ${legacy}: it ${problem}. A new secret is generated in ${file}; delete the old file.`,
    );
    return;
  }
  renameSync(legacy, file);
  console.log(`Moved the app secret ${legacy} into the database folder: ${file}`);
}

/**
 * The secret the server runs with. PostgreSQL has no folder to keep one in:
 * outside development and tests it needs APP_SECRET, or sessions and form
 * tokens would change with every restart and differ between instances.
 */
export function appSecretFor(
  env: Pick<Env, "APP_SECRET" | "NODE_ENV">,
  database: { kind: "pglite" | "pglite-memory" | "postgres"; folder?: string | undefined },
): string {
  if (database.kind === "postgres" && !env.APP_SECRET) {
    if (env.NODE_ENV === "production") {
      throw new AppSecretError(
        "APP_SECRET is not set, and it is required with PostgreSQL in production: set it to 32+ random characters, " +
          "the same on every instance (e.g. `openssl rand -base64 48`).",
      );
    }
    console.warn(
      `APP_SECRET is not set (NODE_ENV=${env.NODE_ENV}): admin sessions and form tokens will not survive a restart or work across instances.`,
    );
  }
  return resolveAppSecret({ configured: env.APP_SECRET, dataFolder: database.folder });
}
