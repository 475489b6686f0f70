/**
 * The app secret on disk and at start (server/secrets.server.ts): kept inside
 * the database folder, 0600, refused when it cannot be trusted; PostgreSQL in
 * production needs APP_SECRET; one key per purpose.
 */
import {
  chmodSync,
  chownSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { AppSecretError, appSecretFor, deriveKey, resolveAppSecret } from "./secrets.server";

const STRONG = "a-strong-secret-of-forty-characters-0123";
let parent: string;

beforeEach(() => {
  parent = mkdtempSync(join(tmpdir(), "drivebee-secret-"));
  vi.spyOn(console, "warn").mockImplementation(() => {});
  vi.spyOn(console, "log").mockImplementation(() => {});
});
afterEach(() => rmSync(parent, { recursive: true, force: true }));

/** A database folder as openDatabase leaves it (it exists, 0700). */
function databaseFolder(name = "pglite") {
  const folder = join(parent, name);
  mkdirSync(folder, { mode: 0o700 });
  return folder;
}

function plant(file: string, secret: string, mode = 0o600) {
  writeFileSync(file, secret, { mode });
  chmodSync(file, mode);
}

describe("the generated app secret", () => {
  it("is kept inside the database folder, mode 0600, and read back on the next start", () => {
    const folder = databaseFolder();
    const secret = resolveAppSecret({ dataFolder: folder });
    const file = join(folder, "app-secret");
    expect(readFileSync(file, "utf8")).toBe(secret);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(secret.length).toBeGreaterThanOrEqual(32);
    expect(existsSync(join(parent, "app-secret"))).toBe(false);
    expect(resolveAppSecret({ dataFolder: folder })).toBe(secret);
  });

  it("two databases in one parent folder get different secrets", () => {
    const a = resolveAppSecret({ dataFolder: databaseFolder("a") });
    const b = resolveAppSecret({ dataFolder: databaseFolder("b") });
    expect(a).not.toBe(b);
  });

  it("APP_SECRET, when set, is used and nothing is written", () => {
    const folder = databaseFolder();
    expect(resolveAppSecret({ configured: STRONG, dataFolder: folder })).toBe(STRONG);
    expect(existsSync(join(folder, "app-secret"))).toBe(false);
  });
});

describe("a secret file that cannot be trusted stops the start", () => {
  it("refuses a planted secret shorter than 32 characters, naming the file", () => {
    const folder = databaseFolder();
    const file = join(folder, "app-secret");
    plant(file, "only-twenty-chars-xx");
    expect(() => resolveAppSecret({ dataFolder: folder })).toThrow(AppSecretError);
    expect(() => resolveAppSecret({ dataFolder: folder })).toThrow(`${file} holds 20 characters, fewer than 32`);
  });

  it("refuses a secret file others may read (mode 0644)", () => {
    const folder = databaseFolder();
    plant(join(folder, "app-secret"), STRONG, 0o644);
    expect(() => resolveAppSecret({ dataFolder: folder })).toThrow(/has mode 0644, not 0600/);
  });

  it.runIf(process.getuid?.() === 0)("refuses a secret file that belongs to another user", () => {
    const folder = databaseFolder();
    const file = join(folder, "app-secret");
    plant(file, STRONG);
    chownSync(file, 65534, 65534);
    expect(() => resolveAppSecret({ dataFolder: folder })).toThrow(/belongs to user 65534, not to this process/);
  });

  it("the message says how to fix it", () => {
    const folder = databaseFolder();
    plant(join(folder, "app-secret"), "short");
    expect(() => resolveAppSecret({ dataFolder: folder })).toThrow(
      /Delete it to have a new one generated.*or set APP_SECRET/,
    );
  });
});

describe("the secret older versions kept beside the folder", () => {
  it("is moved into the folder when it passes the checks (admins stay signed in)", () => {
    const legacy = join(parent, "app-secret");
    plant(legacy, STRONG);
    const folder = databaseFolder();
    expect(resolveAppSecret({ dataFolder: folder })).toBe(STRONG);
    expect(existsSync(legacy)).toBe(false);
    expect(statSync(join(folder, "app-secret")).mode & 0o777).toBe(0o600);
    // The second database in that parent no longer finds it, and gets its own.
    expect(resolveAppSecret({ dataFolder: databaseFolder("other") })).not.toBe(STRONG);
  });

  it("is ignored (a new secret is generated) when it is weak", () => {
    const legacy = join(parent, "app-secret");
    plant(legacy, "only-twenty-chars-xx");
    const folder = databaseFolder();
    const secret = resolveAppSecret({ dataFolder: folder });
    expect(secret).not.toBe("only-twenty-chars-xx");
    expect(secret.length).toBeGreaterThanOrEqual(32);
    expect(existsSync(legacy)).toBe(true);
  });
});

describe("the start rule (appSecretFor)", () => {
  const postgres = { kind: "postgres" as const };

  it("PostgreSQL without APP_SECRET in production refuses to start", () => {
    expect(() => appSecretFor({ NODE_ENV: "production", APP_SECRET: undefined }, postgres)).toThrow(
      /APP_SECRET is not set, and it is required with PostgreSQL in production/,
    );
  });

  it("PostgreSQL without APP_SECRET runs in development and tests, with a random secret and a warning", () => {
    for (const NODE_ENV of ["development", "test"] as const) {
      const secret = appSecretFor({ NODE_ENV, APP_SECRET: undefined }, postgres);
      expect(secret.length).toBeGreaterThanOrEqual(32);
    }
    expect(console.warn).toHaveBeenCalledWith(expect.stringMatching(/APP_SECRET is not set/));
  });

  it("PostgreSQL with APP_SECRET uses it in production", () => {
    expect(appSecretFor({ NODE_ENV: "production", APP_SECRET: STRONG }, postgres)).toBe(STRONG);
  });

  it("PGlite in production without APP_SECRET keeps its own in the folder", () => {
    const folder = databaseFolder();
    const secret = appSecretFor({ NODE_ENV: "production", APP_SECRET: undefined }, { kind: "pglite", folder });
    expect(readFileSync(join(folder, "app-secret"), "utf8")).toBe(secret);
  });
});

describe("deriveKey", () => {
  it("two purposes never share a key, and neither is the app secret", () => {
    const keys = ["auth", "csrf"].map((purpose) => deriveKey(STRONG, purpose));
    expect(new Set([...keys, STRONG]).size).toBe(3);
    expect(deriveKey(STRONG, "csrf")).toBe(deriveKey(STRONG, "csrf"));
    expect(deriveKey("another-secret-another-secret-0123", "csrf")).not.toBe(keys[1]);
  });
});
