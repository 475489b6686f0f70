/**
 * One lead list as a resource: `GET /` (a page of 50, searched and filtered)
 * and `GET /export.csv` (every match, audited), and the one-way marks an
 * operator sets on a row (unsubscribed, notified).
 */
import type { SelectedFields } from "drizzle-orm/pg-core";
import { desc, type SQL } from "drizzle-orm";
import { Hono, type Context } from "hono";
import type { z } from "zod";
import type { ListQuery } from "../../core/schemas/admin";
import { rowIdSchema } from "../../core/schemas/admin";
import type { Database } from "../db/client.server";
import { exportRows, type LeadTable } from "../db/queries/leads";
import { isoDates, readPage } from "../db/queries/page";
import { refuse, validate } from "../validate.server";
import { auditedFilters, maskEmail, recordAudit } from "./audit.server";
import { csvResponse, toCsv, type CsvColumn } from "./csv.server";
import type { AdminEnv } from "./guard.server";

export type AdminDeps = { db: Database; now: () => number };

type LeadList<T extends LeadTable, Schema extends z.ZodType<ListQuery>, Fields extends SelectedFields> = {
  /** The list's name in audit actions ("enquiries.export") and in the CSV's file name. */
  name: string;
  file: string;
  table: T;
  /** What a list row sends. */
  columns: Fields;
  query: Schema;
  filter: (query: z.output<Schema>) => SQL | undefined;
  csv: CsvColumn<T["$inferSelect"]>[];
};

/** The list and its CSV export. */
export function leadList<T extends LeadTable, Schema extends z.ZodType<ListQuery>, Fields extends SelectedFields>(
  { db, now }: AdminDeps,
  lead: LeadList<T, Schema, Fields>,
) {
  const app = new Hono<AdminEnv>();
  app.get("/", validate("query", lead.query), async (c) => {
    const query = c.req.valid("query") as z.output<Schema>;
    const order = [lead.table.createdAt, lead.table.id];
    const where = lead.filter(query);
    return c.json(
      await readPage(db, { table: lead.table, columns: lead.columns, where, order: order.map(desc), page: query.page }),
    );
  });
  app.get("/export.csv", validate("query", lead.query), async (c) => {
    const query = c.req.valid("query") as z.output<Schema>;
    const rows = await exportRows(db, lead.table, lead.filter(query));
    await recordAudit(db, c.get("admin"), `${lead.name}.export`, null, { rows: rows.length, ...auditedFilters(query) });
    const day = new Date(now()).toISOString().slice(0, 10);
    return csvResponse(toCsv(rows, lead.csv), `${lead.file}-${day}.csv`);
  });
  return app;
}

/** The row id of the path; anything but a UUID is a row that does not exist. */
export function rowId(c: Context, notFound: string): string {
  const id = rowIdSchema.safeParse(c.req.param("id"));
  return id.success ? id.data : refuse(404, notFound);
}

/**
 * `POST /:id/<verb>`: a one-way mark on a row, audited with the row's
 * address masked; marking twice keeps the first time.
 */
export function markRoute<Row extends { email: string }>(
  app: Hono<AdminEnv>,
  { db, now }: AdminDeps,
  {
    verb,
    action,
    notFound,
    mark,
  }: {
    verb: string;
    action: string;
    notFound: string;
    mark: (tx: Parameters<Parameters<Database["transaction"]>[0]>[0], id: string, at: Date) => Promise<Row | undefined>;
  },
) {
  app.post(`/:id/${verb}`, async (c) => {
    const id = rowId(c, notFound);
    const row = await db.transaction(async (tx) => {
      const marked = await mark(tx, id, new Date(now()));
      if (marked) await recordAudit(tx, c.get("admin"), action, id, { email: maskEmail(marked.email) });
      return marked;
    });
    return c.json(isoDates(row ?? refuse(404, notFound)));
  });
}
