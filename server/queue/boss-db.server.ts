/**
 * pg-boss's database adapter (its `db: { executeSql }` option) over the site's
 * own database client, so the queue uses the same connection settings and, on
 * PGlite, the one in-process connection:
 * - PGlite: statements with parameters through `query`; pg-boss's scripts
 *   without parameters (schema creation, maintenance: several statements in
 *   BEGIN … COMMIT) through `exec`, the only call that runs several at once.
 *   PGlite serialises `query`, `exec` and Drizzle's transactions, so a pg-boss
 *   statement never runs inside one of the site's transactions.
 * - PostgreSQL: the site's pool; a script without parameters on a client of
 *   its own.
 * Either way a script that fails part-way is rolled back at once, so no
 * connection is left inside an aborted transaction (on PGlite, the only
 * connection, that would stop every query).
 */
import pg from "pg";
import { driverOf, type Database } from "../db/client.server";

export type BossDb = { executeSql: (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }> };

export function bossDatabase(db: Database): BossDb {
  const client = driverOf(db);
  if (client instanceof pg.Pool) {
    return {
      async executeSql(text, values) {
        if (values?.length) return client.query(text, values);
        const connection = await client.connect();
        try {
          return await connection.query(text);
        } catch (error) {
          await connection.query("ROLLBACK").catch(() => undefined);
          throw error;
        } finally {
          connection.release();
        }
      },
    };
  }
  return {
    async executeSql(text, values) {
      if (values?.length) return client.query(text, values);
      // Inside PGlite's own transaction: it rolls back on an error before any other statement runs.
      const results = await client.transaction((tx) => tx.exec(text));
      // Every statement's rows, as pg-boss reads node-postgres's answer to a script (a RETURNING before the COMMIT).
      return { rows: results.flatMap((result) => result.rows) };
    },
  };
}
