/**
 * Opens the database named by DATABASE_URL:
 * - unset or a path: PGlite in that folder (default data/pglite), locked to this process;
 * - memory://: PGlite in memory (tests);
 * - postgres://…: PostgreSQL through a pg pool (several instances share it).
 * Both run the same migrations and the same queries.
 */
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { chmodSync, lstatSync, mkdirSync, readdirSync } from "node:fs";
import { join, resolve } from "node:path";
import { isMainThread } from "node:worker_threads";
import pg from "pg";
import { APP_SECRET_FILE } from "../secrets.server";
import { lockFolder, type FolderLock } from "./folder-lock.server";
import { schema } from "./schema";

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export type DatabaseHandle = {
  db: Database;
  kind: "pglite" | "pglite-memory" | "postgres";
  /** Applies pending migrations (PostgreSQL: under an advisory lock, so concurrent instances wait). */
  migrate: () => Promise<void>;
  close: () => Promise<void>;
  /** The PGlite folder, when there is one (the app secret is kept inside it). */
  folder?: string;
};

export const DEFAULT_PGLITE_FOLDER = "data/pglite";
const MIGRATIONS_FOLDER = resolve(process.cwd(), "server/db/migrations");
/** Any constant: identifies our migration lock among advisory locks. */
const MIGRATION_LOCK_ID = 7_314_227;

export function isPostgresUrl(url: string | undefined): boolean {
  return Boolean(url && /^postgres(ql)?:\/\//.test(url));
}

export async function openDatabase(url: string | undefined): Promise<DatabaseHandle> {
  if (url && isPostgresUrl(url)) {
    const pool = new pg.Pool({
      connectionString: url,
      max: 10,
      connectionTimeoutMillis: 5000,
      idleTimeoutMillis: 30_000,
    });
    // A dropped connection must not crash the process; requests get 503 until it is back.
    pool.on("error", (error) => console.error("database pool error:", error.message));
    const db = drizzlePg({ client: pool, schema }) as unknown as Database;
    return {
      db,
      kind: "postgres",
      migrate: async () => {
        const client = await pool.connect();
        try {
          await client.query("SELECT pg_advisory_lock($1)", [MIGRATION_LOCK_ID]);
          await migratePg(drizzlePg({ client, schema }), { migrationsFolder: MIGRATIONS_FOLDER });
        } finally {
          await client.query("SELECT pg_advisory_unlock($1)", [MIGRATION_LOCK_ID]).catch(() => {});
          client.release();
        }
      },
      close: () => pool.end(),
    };
  }

  const inMemory = url === "memory://";
  const folder = inMemory ? undefined : resolve((url ?? "").replace(/^file:\/\//, "") || DEFAULT_PGLITE_FOLDER);
  const lock: FolderLock | undefined = folder ? lockFolder(folder) : undefined;
  try {
    if (folder) restrictFolder(folder);
    const client = folder ? new PGlite(folder) : new PGlite();
    await client.waitReady;
    // PGlite's first start copies its files in as 0666: tighten them once it has.
    if (folder) restrictFolder(folder);
    const db = drizzlePglite({ client, schema }) as unknown as Database;
    return {
      db,
      kind: inMemory ? "pglite-memory" : "pglite",
      folder,
      migrate: async () => {
        await migratePglite(drizzlePglite({ client, schema }), { migrationsFolder: MIGRATIONS_FOLDER });
      },
      close: async () => {
        await client.close();
        if (folder) restrictFolder(folder);
        lock?.release();
      },
    };
  } catch (error) {
    lock?.release();
    throw error;
  }
}

/**
 * The folder holds the admins' password hashes and live sessions (in its
 * WAL): only this user may enter it. Folders 0700, files 0600, and a umask
 * for what PostgreSQL writes later. The app secret is left as it is: its own
 * checks (server/secrets.server.ts) must see a mode that was not ours.
 */
export function restrictFolder(folder: string) {
  mkdirSync(folder, { recursive: true, mode: 0o700 });
  // Forks and the main thread only: worker threads cannot change the umask.
  if (isMainThread) process.umask(0o077);
  const walk = (path: string, top: boolean) => {
    for (const entry of readdirSync(path)) {
      if (top && entry === APP_SECRET_FILE) continue;
      const child = join(path, entry);
      const stat = lstatSync(child);
      if (stat.isDirectory()) walk(child, false);
      else if (stat.isFile() && (stat.mode & 0o777) !== 0o600) chmodSync(child, 0o600);
    }
    if ((lstatSync(path).mode & 0o777) !== 0o700) chmodSync(path, 0o700);
  };
  walk(folder, true);
}

/** Cheap liveness check for health endpoints. */
export async function ping(db: Database): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}

/**
 * Runs a fixed statement without a query builder: on PostgreSQL as a named
 * prepared statement (parsed and planned once per connection), on PGlite as
 * a parameterised query. For hot paths only; everything else uses Drizzle.
 */
/** The driver under Drizzle: the pg pool, or the PGlite instance. */
export function driverOf(db: Database): pg.Pool | PGlite {
  return (db as unknown as { $client: pg.Pool | PGlite }).$client;
}

export async function runPrepared<Row>(db: Database, name: string, text: string, values: unknown[]): Promise<Row[]> {
  const client = driverOf(db);
  if (client instanceof pg.Pool) return (await client.query<Row & pg.QueryResultRow>({ name, text, values })).rows;
  return (await client.query<Row>(text, values)).rows;
}
