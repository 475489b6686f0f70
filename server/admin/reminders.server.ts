/**
 * /api/admin/reminders (R-FOLLOW-47): renewal reminders, a page of
 * 50 newest first, searched by address and filtered by status, each address
 * masked (the list is for seeing the flow, not for reading addresses); the
 * CSV export carries them in full, and is audited like the other exports.
 */
import { desc } from "drizzle-orm";
import { Hono } from "hono";
import type { LeadMessages, ReminderRow } from "../../core/admin-api";
import { reminderListQuerySchema } from "../../core/schemas/admin";
import { EXPORT_MAX_ROWS } from "../db/queries/leads";
import { readPage } from "../db/queries/page";
import { reminderColumns, reminderFilter } from "../db/queries/reminders";
import { renewalReminders } from "../db/schema";
import { validate } from "../validate.server";
import { auditedFilters, maskEmail, recordAudit } from "./audit.server";
import { csvResponse, toCsv } from "./csv.server";
import type { AdminEnv } from "./guard.server";
import { rowId, type AdminDeps } from "./leads.server";
import type { Outbox } from "../queue/outbox.server";

export function reminderRoutes({ db, now, outbox }: AdminDeps & { outbox: Pick<Outbox, "forLead"> }) {
  const app = new Hono<AdminEnv>();
  const order = [desc(renewalReminders.createdAt), desc(renewalReminders.id)];

  app.get("/", validate("query", reminderListQuerySchema), async (c) => {
    const filters = c.req.valid("query");
    const page = await readPage(db, {
      table: renewalReminders,
      columns: reminderColumns,
      where: reminderFilter(filters),
      order,
      page: filters.page,
    });
    const rows: ReminderRow[] = page.rows.map((row) => ({ ...row, email: maskEmail(row.email) }));
    return c.json({ ...page, rows });
  });

  app.get("/export.csv", validate("query", reminderListQuerySchema), async (c) => {
    const filters = c.req.valid("query");
    const rows = await db
      .select()
      .from(renewalReminders)
      .where(reminderFilter(filters))
      .orderBy(...order)
      .limit(EXPORT_MAX_ROWS);
    await recordAudit(db, c.get("admin"), "reminders.export", null, {
      rows: rows.length,
      ...(auditedFilters(filters) as object),
    });
    const day = new Date(now()).toISOString().slice(0, 10);
    const csv = toCsv(rows, {
      email: "email",
      renewal_month: "renewalMonth",
      status: "status",
      source: "source",
      language: "language",
      created_at: "createdAt",
      confirmation_sent_at: "confirmationSentAt",
      confirmed_at: "confirmedAt",
      sent_at: "sentAt",
      unsubscribed_at: "unsubscribedAt",
    });
    return csvResponse(csv, `renewal-reminders-${day}.csv`);
  });

  // The reminder's messages (R-DESK-30): its confirmations and the reminder itself, from the Outbox.
  app.get("/:id/messages", async (c) => {
    const id = rowId(c, "Reminder not found");
    return c.json({ rows: await outbox.forLead("reminderId", id) } satisfies LeadMessages);
  });

  return app;
}
