/** Reading pages of rows for the admin API, and rows as JSON carries them. */
import { count, type SQL } from "drizzle-orm";
import type { SelectResultFields } from "drizzle-orm/query-builders/select.types";
import type { PgColumn, PgTable, SelectedFields } from "drizzle-orm/pg-core";
import type { Page } from "../../../core/admin-api";
import { ADMIN_PAGE_SIZE } from "../../../core/schemas/admin";
import type { Database } from "../client.server";

/** A row as the API sends it: every Date an ISO string. */
export type Json<Row> = {
  [K in keyof Row]: Row[K] extends Date ? string : Row[K] extends Date | null ? string | null : Row[K];
};

export function isoDates<Row extends object>(row: Row): Json<Row> {
  return Object.fromEntries(
    Object.entries(row).map(([key, value]) => [key, value instanceof Date ? value.toISOString() : value]),
  ) as Json<Row>;
}

/** Text for a LIKE pattern, with its own %, _ and \ taken literally. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/** `%text%` for ILIKE, with the user's own % and _ taken literally. */
export const containing = (text: string) => `%${escapeLike(text)}%`;

/** One page (1-based, ADMIN_PAGE_SIZE rows) of `table`'s rows that match `where`, in `order`, with the total. */
export async function readPage<Fields extends SelectedFields>(
  db: Database,
  {
    table,
    columns,
    where,
    order,
    page,
  }: { table: PgTable; columns: Fields; where?: SQL | undefined; order: (PgColumn | SQL)[]; page: number },
): Promise<Page<Json<SelectResultFields<Fields>>>> {
  const [rows, total] = await Promise.all([
    db
      // Drizzle's types cannot follow a generic selection; the result is cast back to it below.
      .select(columns as SelectedFields)
      .from(table)
      .where(where)
      .orderBy(...order)
      .limit(ADMIN_PAGE_SIZE)
      .offset((page - 1) * ADMIN_PAGE_SIZE),
    db.select({ value: count() }).from(table).where(where),
  ]);
  return {
    rows: (rows as unknown as SelectResultFields<Fields>[]).map(isoDates),
    total: total[0]?.value ?? 0,
    page,
    pageSize: ADMIN_PAGE_SIZE,
  };
}
