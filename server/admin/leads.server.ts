/**
 * One lead list as a resource: `GET /` (a page of 50, searched and filtered)
 * and `GET /export.csv` (every match, audited), and the one-way marks an
 * operator sets on a row (unsubscribed, notified).
 */
import { desc } from "drizzle-orm";
import { Hono, type Context } from "hono";
import type { SelectResultFields } from "drizzle-orm/query-builders/select.types";
import type { z } from "zod";
import { rowIdSchema } from "../../core/schemas/admin";
import type { Database } from "../db/client.server";
import { exportRows, LEADS, type LeadName, type ListContext } from "../db/queries/leads";
import { isoDates, readPage } from "../db/queries/page";
import { refuse, validate } from "../validate.server";
import { auditedFilters, maskEmail, recordAudit } from "./audit.server";
import { csvResponse, toCsv, type CsvColumns } from "./csv.server";
import type { AdminEnv } from "./guard.server";

export type AdminDeps = { db: Database; now: () => number };

type Filters<Name extends LeadName> = Parameters<(typeof LEADS)[Name]["filter"]>[0];

/** A row of a list's CSV export: its table's columns and the ones the list adds (an enquiry's owner). */
type ExportRow<Name extends LeadName> = (typeof LEADS)[Name]["table"]["$inferSelect"] &
  SelectResultFields<(typeof LEADS)[Name]["exported"]>;

/** The list and its CSV export: `name` in audit actions ("enquiries.export"), `file` in the file's name. */
export function leadList<Name extends LeadName>(
  { db, now }: AdminDeps,
  name: Name,
  {
    file,
    query,
    csv,
  }: {
    file: string;
    query: z.ZodType<Filters<Name> & { page: number }>;
    csv: CsvColumns<ExportRow<Name>>;
  },
) {
  const { table, columns, filter, exported } = LEADS[name];
  const where = (filters: Filters<Name>, context: ListContext) =>
    (filter as (filters: Filters<Name>, context: ListContext) => ReturnType<typeof filter>)(filters, context);
  const contextOf = (c: Context<AdminEnv>): ListContext => ({ now: new Date(now()), adminId: c.get("admin").id });
  const app = new Hono<AdminEnv>();
  app.get("/", validate("query", query), async (c) => {
    const filters = c.req.valid("query");
    const order = [desc(table.createdAt), desc(table.id)];
    const context = contextOf(c);
    return c.json(
      await readPage(db, {
        table,
        columns: columns(context),
        where: where(filters, context),
        order,
        page: filters.page,
      }),
    );
  });
  app.get("/export.csv", validate("query", query), async (c) => {
    const filters = c.req.valid("query");
    const rows = await exportRows(db, table, where(filters, contextOf(c)), exported);
    await recordAudit(db, c.get("admin"), `${name}.export`, null, {
      rows: rows.length,
      ...(auditedFilters(filters) as object),
    });
    const day = new Date(now()).toISOString().slice(0, 10);
    return csvResponse(toCsv(rows as ExportRow<Name>[], csv), `${file}-${day}.csv`);
  });
  return app;
}

/** The row id of the path; anything but a UUID is a row that does not exist. */
export function rowId(c: Context, notFound: string): string {
  const id = rowIdSchema.safeParse(c.req.param("id"));
  return id.success ? id.data : refuse(404, notFound);
}

type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

/**
 * `POST /:id/<verb>`: a one-way mark on a row, audited with the row's
 * address masked; marking twice keeps the first time.
 */
export function markRoute<Row extends { email: string }>(
  app: Hono<AdminEnv>,
  { db, now }: AdminDeps,
  verb: string,
  {
    action,
    notFound,
    mark,
  }: { action: string; notFound: string; mark: (tx: Transaction, id: string, at: Date) => Promise<Row | undefined> },
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
