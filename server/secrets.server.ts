/**
 * The server secret that signs CSRF tokens. Set APP_SECRET in production (the
 * same value on every instance). With the embedded database and no
 * APP_SECRET, one is generated once and kept beside the database (mode 0600),
 * so tokens survive restarts; in memory (tests) a random one per process.
 */
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";

export function resolveAppSecret({ configured, dataFolder }: { configured?: string; dataFolder?: string }): string {
  if (configured) return configured;
  if (!dataFolder) return randomBytes(32).toString("base64url");
  const file = join(dirname(dataFolder), "app-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(dirname(file), { recursive: true });
  const secret = randomBytes(32).toString("base64url");
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
