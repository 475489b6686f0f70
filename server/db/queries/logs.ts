/** The admin's logs, newest first: its own audit log and the browsers' CSP violation reports. */
import { desc, getTableColumns } from "drizzle-orm";
import type { Database } from "../client.server";
import { auditLog, cspReports } from "../schema";
import { readPage } from "./page";

const { actorId: _actorId, ...auditColumns } = getTableColumns(auditLog);

export const auditPage = (db: Database, page: number) =>
  readPage(db, { table: auditLog, columns: auditColumns, order: [desc(auditLog.at), desc(auditLog.id)], page });

export const cspReportPage = (db: Database, page: number) =>
  readPage(db, {
    table: cspReports,
    columns: getTableColumns(cspReports),
    order: [desc(cspReports.receivedAt), desc(cspReports.id)],
    page,
  });
