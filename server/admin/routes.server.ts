/**
 * /api/admin/*: what an operator does with the leads (R-OPEN-10, 51):
 * enquiries (list, search, detail, status, CSV), newsletter subscribers
 * (list, search, unsubscribe, CSV), the Android waitlist (list, mark
 * notified, CSV), an overview, the privacy request tool, the audit log and
 * the browsers' CSP violation reports.
 *
 * Every route sits behind `requireAdmin` (mounted once, before all of them;
 * admin-routes.test.ts enumerates the router to prove it). Reads are
 * paginated at 50 rows; every change writes an audit entry in the same
 * transaction.
 */
import { and, count, desc, eq, ilike, inArray, isNotNull, isNull, or, sql, type SQL } from "drizzle-orm";
import { Hono, type Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import type {
  AuditEntry,
  CspReportRow,
  EnquiryDetail,
  EnquirySummary,
  Overview,
  Page,
  PeriodCounts,
  PrivacyErasure,
  PrivacyReport,
  SubscriberRow,
  WaitlistRow,
} from "../../core/admin-api";
import {
  ADMIN_PAGE_SIZE,
  enquiryListQuerySchema,
  enquiryStatusUpdateSchema,
  privacyEraseSchema,
  privacyLookupSchema,
  rowIdSchema,
  subscriberListQuerySchema,
  waitlistListQuerySchema,
} from "../../core/schemas/admin";
import type { Auth } from "../auth/auth.server";
import type { Database } from "../db/client.server";
import {
  androidWaitlist,
  auditLog,
  contactEnquiries,
  cspReports,
  newsletterSubscribers,
  rateLimits,
} from "../db/schema";
import type { ApiError } from "../http.server";
import type { SnapshotCache } from "../experiments/store.server";
import { registerExperimentRoutes } from "./experiments.server";
import { escapeLike, iso, parseBody, parseQuery } from "./parse.server";
import { auditedFilters, recordAudit, maskEmail } from "./audit.server";
import { csvResponse, toCsv } from "./csv.server";
import { requireAdmin, type AdminEnv } from "./guard.server";
import { EMAIL_LIMITED, emailLimitKey } from "../functions/rate-limit.server";

export type AdminRoutesDeps = { auth: Auth; db: Database; now: () => number; snapshot: SnapshotCache };

/** CSV exports stop here; beyond it, narrow the search. */
const EXPORT_MAX_ROWS = 50_000;
/** UAE time (UTC+4, no daylight saving) for "today" and the daily chart. */
const TIME_ZONE = "Asia/Dubai";
const DAY_MS = 24 * 60 * 60 * 1000;

type Row<T> = T extends (infer R)[] ? R : never;

/** `%text%` for ILIKE, with the user's own % and _ taken literally. */
function containing(text: string) {
  return `%${escapeLike(text)}%`;
}

function pageOf<R>(rows: R[], total: number, page: number): Page<R> {
  return { rows, total, page, pageSize: ADMIN_PAGE_SIZE };
}

const enquirySummaryColumns = {
  id: contactEnquiries.id,
  firstName: contactEnquiries.firstName,
  lastName: contactEnquiries.lastName,
  email: contactEnquiries.email,
  subject: contactEnquiries.subject,
  status: contactEnquiries.status,
  createdAt: contactEnquiries.createdAt,
};

function enquirySummary(row: { createdAt: Date } & Omit<EnquirySummary, "createdAt">): EnquirySummary {
  return { ...row, createdAt: row.createdAt.toISOString() };
}

function enquiryDetail(row: typeof contactEnquiries.$inferSelect): EnquiryDetail {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    phone: row.phone,
    subject: row.subject,
    message: row.message,
    status: row.status,
    userAgent: row.userAgent,
    attribution: row.attribution ?? null,
    emailedAt: iso(row.emailedAt),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    resolvedAt: iso(row.resolvedAt),
  };
}

function subscriberRow(row: typeof newsletterSubscribers.$inferSelect): SubscriberRow {
  return {
    id: row.id,
    email: row.email,
    source: row.source,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    unsubscribedAt: iso(row.unsubscribedAt),
  };
}

function waitlistRow(row: typeof androidWaitlist.$inferSelect): WaitlistRow {
  return {
    id: row.id,
    email: row.email,
    source: row.source,
    createdAt: row.createdAt.toISOString(),
    notifiedAt: iso(row.notifiedAt),
  };
}

function enquiryFilter({ q, status }: { q?: string | undefined; status?: string | undefined }): SQL | undefined {
  const parts: (SQL | undefined)[] = [];
  if (q) {
    const like = containing(q);
    parts.push(
      or(
        ilike(contactEnquiries.email, like),
        ilike(contactEnquiries.firstName, like),
        ilike(contactEnquiries.lastName, like),
        ilike(contactEnquiries.subject, like),
        ilike(contactEnquiries.message, like),
        ilike(contactEnquiries.phone, like),
      ),
    );
  }
  if (status) parts.push(eq(contactEnquiries.status, status as EnquirySummary["status"]));
  return and(...parts);
}

function subscriberFilter({
  q,
  status,
}: {
  q?: string | undefined;
  status?: "subscribed" | "unsubscribed" | undefined;
}) {
  return and(
    q ? ilike(newsletterSubscribers.email, containing(q)) : undefined,
    status ? eq(newsletterSubscribers.status, status) : undefined,
  );
}

function waitlistFilter({ q, notified }: { q?: string | undefined; notified?: "yes" | "no" | undefined }) {
  return and(
    q ? ilike(androidWaitlist.email, containing(q)) : undefined,
    notified === "yes"
      ? isNotNull(androidWaitlist.notifiedAt)
      : notified === "no"
        ? isNull(androidWaitlist.notifiedAt)
        : undefined,
  );
}

function stamp(now: number) {
  return new Date(now).toISOString().slice(0, 10);
}

export function createAdminRoutes({ auth, db, now, snapshot }: AdminRoutesDeps) {
  const app = new Hono<AdminEnv>();

  // First, for every route below: session (401) and admin role (403).
  app.use("*", requireAdmin({ auth, db }));
  app.use(
    "*",
    bodyLimit({
      maxSize: 8 * 1024,
      onError: (c) => c.json({ error: "Request body too large" } satisfies ApiError, 413),
    }),
  );

  app.get("/overview", async (c) => {
    const at = now();
    const since = (days: number) => new Date(at - days * DAY_MS).toISOString();
    // "Today" starts at midnight in Dubai.
    const todayStart = sql`((${new Date(at).toISOString()}::timestamptz at time zone ${TIME_ZONE})::date::timestamp at time zone ${TIME_ZONE})`;
    const periods = (table: typeof contactEnquiries | typeof newsletterSubscribers | typeof androidWaitlist) =>
      db
        .select({
          today: sql<number>`count(*) filter (where ${table.createdAt} >= ${todayStart})`.mapWith(Number),
          last7Days: sql<number>`count(*) filter (where ${table.createdAt} >= ${since(7)})`.mapWith(Number),
          last30Days: sql<number>`count(*) filter (where ${table.createdAt} >= ${since(30)})`.mapWith(Number),
          total: count(),
        })
        .from(table)
        .then((rows) => rows[0] as PeriodCounts);
    const daily = (table: typeof contactEnquiries | typeof newsletterSubscribers | typeof androidWaitlist) =>
      db
        .select({
          day: sql<string>`to_char((${table.createdAt} at time zone ${TIME_ZONE})::date, 'YYYY-MM-DD')`,
          count: count(),
        })
        .from(table)
        .where(sql`${table.createdAt} >= ${todayStart} - interval '29 days'`)
        .groupBy(sql`1`);
    const [enquiries, subscribers, waitlist, open, enquiryDays, subscriberDays, waitlistDays] = await Promise.all([
      periods(contactEnquiries),
      periods(newsletterSubscribers),
      periods(androidWaitlist),
      db.select({ value: count() }).from(contactEnquiries).where(eq(contactEnquiries.status, "new")),
      daily(contactEnquiries),
      daily(newsletterSubscribers),
      daily(androidWaitlist),
    ]);
    const dubaiToday = new Date(at + 4 * 60 * 60 * 1000);
    const days: Overview["daily"] = [];
    for (let offset = 29; offset >= 0; offset--) {
      const day = new Date(dubaiToday.getTime() - offset * DAY_MS).toISOString().slice(0, 10);
      const find = (rows: { day: string; count: number }[]) => rows.find((row) => row.day === day)?.count ?? 0;
      days.push({ day, enquiries: find(enquiryDays), subscribers: find(subscriberDays), waitlist: find(waitlistDays) });
    }
    return c.json({
      openEnquiries: open[0]?.value ?? 0,
      enquiries,
      subscribers,
      waitlist,
      daily: days,
    } satisfies Overview);
  });

  // Contact enquiries.
  app.get("/enquiries", async (c) => {
    const query = parseQuery(c, enquiryListQuerySchema);
    if ("response" in query) return query.response;
    const where = enquiryFilter(query.data);
    const [rows, total] = await Promise.all([
      db
        .select(enquirySummaryColumns)
        .from(contactEnquiries)
        .where(where)
        .orderBy(desc(contactEnquiries.createdAt), desc(contactEnquiries.id))
        .limit(ADMIN_PAGE_SIZE)
        .offset((query.data.page - 1) * ADMIN_PAGE_SIZE),
      db.select({ value: count() }).from(contactEnquiries).where(where),
    ]);
    return c.json(pageOf(rows.map(enquirySummary), total[0]?.value ?? 0, query.data.page));
  });

  app.get("/enquiries/export.csv", async (c) => {
    const query = parseQuery(c, enquiryListQuerySchema);
    if ("response" in query) return query.response;
    const rows = await db
      .select()
      .from(contactEnquiries)
      .where(enquiryFilter(query.data))
      .orderBy(desc(contactEnquiries.createdAt))
      .limit(EXPORT_MAX_ROWS);
    await recordAudit(db, c.get("admin"), "enquiries.export", null, {
      rows: rows.length,
      ...auditedFilters(query.data),
    });
    const csv = toCsv(rows, [
      { header: "id", value: (row: Row<typeof rows>) => row.id },
      { header: "created_at", value: (row) => row.createdAt },
      { header: "status", value: (row) => row.status },
      { header: "first_name", value: (row) => row.firstName },
      { header: "last_name", value: (row) => row.lastName },
      { header: "email", value: (row) => row.email },
      { header: "phone", value: (row) => row.phone },
      { header: "subject", value: (row) => row.subject },
      { header: "message", value: (row) => row.message },
      { header: "utm_source", value: (row) => String(row.attribution?.utm_source ?? "") },
      { header: "utm_campaign", value: (row) => String(row.attribution?.utm_campaign ?? "") },
      { header: "resolved_at", value: (row) => row.resolvedAt },
    ]);
    return csvResponse(csv, `enquiries-${stamp(now())}.csv`);
  });

  app.get("/enquiries/:id", async (c) => {
    const id = rowIdSchema.safeParse(c.req.param("id"));
    if (!id.success) return c.json({ error: "Enquiry not found" } satisfies ApiError, 404);
    const [row] = await db.select().from(contactEnquiries).where(eq(contactEnquiries.id, id.data));
    if (!row) return c.json({ error: "Enquiry not found" } satisfies ApiError, 404);
    return c.json(enquiryDetail(row));
  });

  app.patch("/enquiries/:id", async (c) => {
    const id = rowIdSchema.safeParse(c.req.param("id"));
    if (!id.success) return c.json({ error: "Enquiry not found" } satisfies ApiError, 404);
    const body = await parseBody(c, enquiryStatusUpdateSchema);
    if ("response" in body) return body.response;
    const { status } = body.data;
    const at = new Date(now());
    const updated = await db.transaction(async (tx) => {
      const [before] = await tx
        .select({ status: contactEnquiries.status })
        .from(contactEnquiries)
        .where(eq(contactEnquiries.id, id.data))
        .for("update");
      if (!before) return null;
      const [row] = await tx
        .update(contactEnquiries)
        .set({ status, updatedAt: at, resolvedAt: status === "resolved" ? at : null })
        .where(eq(contactEnquiries.id, id.data))
        .returning();
      await recordAudit(tx, c.get("admin"), "enquiry.status", id.data, { from: before.status, to: status });
      return row ?? null;
    });
    if (!updated) return c.json({ error: "Enquiry not found" } satisfies ApiError, 404);
    return c.json(enquiryDetail(updated));
  });

  // Newsletter subscribers.
  app.get("/subscribers", async (c) => {
    const query = parseQuery(c, subscriberListQuerySchema);
    if ("response" in query) return query.response;
    const where = subscriberFilter(query.data);
    const [rows, total] = await Promise.all([
      db
        .select()
        .from(newsletterSubscribers)
        .where(where)
        .orderBy(desc(newsletterSubscribers.createdAt), desc(newsletterSubscribers.id))
        .limit(ADMIN_PAGE_SIZE)
        .offset((query.data.page - 1) * ADMIN_PAGE_SIZE),
      db.select({ value: count() }).from(newsletterSubscribers).where(where),
    ]);
    return c.json(pageOf(rows.map(subscriberRow), total[0]?.value ?? 0, query.data.page));
  });

  app.get("/subscribers/export.csv", async (c) => {
    const query = parseQuery(c, subscriberListQuerySchema);
    if ("response" in query) return query.response;
    const rows = await db
      .select()
      .from(newsletterSubscribers)
      .where(subscriberFilter(query.data))
      .orderBy(desc(newsletterSubscribers.createdAt))
      .limit(EXPORT_MAX_ROWS);
    await recordAudit(db, c.get("admin"), "subscribers.export", null, {
      rows: rows.length,
      ...auditedFilters(query.data),
    });
    const csv = toCsv(rows, [
      { header: "email", value: (row: Row<typeof rows>) => row.email },
      { header: "status", value: (row) => row.status },
      { header: "source", value: (row) => row.source },
      { header: "subscribed_at", value: (row) => row.createdAt },
      { header: "unsubscribed_at", value: (row) => row.unsubscribedAt },
    ]);
    return csvResponse(csv, `newsletter-subscribers-${stamp(now())}.csv`);
  });

  app.post("/subscribers/:id/unsubscribe", async (c) => {
    const id = rowIdSchema.safeParse(c.req.param("id"));
    if (!id.success) return c.json({ error: "Subscriber not found" } satisfies ApiError, 404);
    const at = new Date(now());
    const updated = await db.transaction(async (tx) => {
      const [row] = await tx
        .update(newsletterSubscribers)
        .set({
          status: "unsubscribed",
          unsubscribedAt: sql`coalesce(${newsletterSubscribers.unsubscribedAt}, ${at.toISOString()}::timestamptz)`,
        })
        .where(eq(newsletterSubscribers.id, id.data))
        .returning();
      if (row)
        await recordAudit(tx, c.get("admin"), "subscriber.unsubscribe", id.data, { email: maskEmail(row.email) });
      return row ?? null;
    });
    if (!updated) return c.json({ error: "Subscriber not found" } satisfies ApiError, 404);
    return c.json(subscriberRow(updated));
  });

  // The Android waitlist.
  app.get("/waitlist", async (c) => {
    const query = parseQuery(c, waitlistListQuerySchema);
    if ("response" in query) return query.response;
    const where = waitlistFilter(query.data);
    const [rows, total] = await Promise.all([
      db
        .select()
        .from(androidWaitlist)
        .where(where)
        .orderBy(desc(androidWaitlist.createdAt), desc(androidWaitlist.id))
        .limit(ADMIN_PAGE_SIZE)
        .offset((query.data.page - 1) * ADMIN_PAGE_SIZE),
      db.select({ value: count() }).from(androidWaitlist).where(where),
    ]);
    return c.json(pageOf(rows.map(waitlistRow), total[0]?.value ?? 0, query.data.page));
  });

  app.get("/waitlist/export.csv", async (c) => {
    const query = parseQuery(c, waitlistListQuerySchema);
    if ("response" in query) return query.response;
    const rows = await db
      .select()
      .from(androidWaitlist)
      .where(waitlistFilter(query.data))
      .orderBy(desc(androidWaitlist.createdAt))
      .limit(EXPORT_MAX_ROWS);
    await recordAudit(db, c.get("admin"), "waitlist.export", null, {
      rows: rows.length,
      ...auditedFilters(query.data),
    });
    const csv = toCsv(rows, [
      { header: "email", value: (row: Row<typeof rows>) => row.email },
      { header: "source", value: (row) => row.source },
      { header: "joined_at", value: (row) => row.createdAt },
      { header: "notified_at", value: (row) => row.notifiedAt },
    ]);
    return csvResponse(csv, `android-waitlist-${stamp(now())}.csv`);
  });

  app.post("/waitlist/:id/notified", async (c) => {
    const id = rowIdSchema.safeParse(c.req.param("id"));
    if (!id.success) return c.json({ error: "Waitlist entry not found" } satisfies ApiError, 404);
    const at = new Date(now());
    const updated = await db.transaction(async (tx) => {
      const [row] = await tx
        .update(androidWaitlist)
        .set({ notifiedAt: sql`coalesce(${androidWaitlist.notifiedAt}, ${at.toISOString()}::timestamptz)` })
        .where(eq(androidWaitlist.id, id.data))
        .returning();
      if (row) await recordAudit(tx, c.get("admin"), "waitlist.notified", id.data, { email: maskEmail(row.email) });
      return row ?? null;
    });
    if (!updated) return c.json({ error: "Waitlist entry not found" } satisfies ApiError, 404);
    return c.json(waitlistRow(updated));
  });

  // The privacy request tool (UAE PDPL access and erasure requests).
  // A POST, so the address is never in a URL (access logs, proxies, browser history).
  app.post("/privacy/lookup", async (c) => {
    const body = await parseBody(c, privacyLookupSchema);
    if ("response" in body) return body.response;
    const { email } = body.data;
    const [subscribers, waitlist, enquiries] = await Promise.all([
      db
        .select()
        .from(newsletterSubscribers)
        .where(eq(sql`lower(${newsletterSubscribers.email})`, email)),
      db
        .select()
        .from(androidWaitlist)
        .where(eq(sql`lower(${androidWaitlist.email})`, email)),
      db
        .select()
        .from(contactEnquiries)
        .where(eq(sql`lower(${contactEnquiries.email})`, email))
        .orderBy(desc(contactEnquiries.createdAt)),
    ]);
    await recordAudit(db, c.get("admin"), "privacy.lookup", maskEmail(email), {
      found: subscribers.length + waitlist.length + enquiries.length,
    });
    return c.json({
      email,
      subscribers: subscribers.map(subscriberRow),
      waitlist: waitlist.map(waitlistRow),
      enquiries: enquiries.map(enquiryDetail),
    } satisfies PrivacyReport);
  });

  app.post("/privacy/erase", async (c) => {
    const body = await parseBody(c, privacyEraseSchema);
    if ("response" in body) return body.response;
    const { email } = body.data;
    const deleted = await db.transaction(async (tx) => {
      const subscribers = await tx
        .delete(newsletterSubscribers)
        .where(eq(sql`lower(${newsletterSubscribers.email})`, email))
        .returning({ id: newsletterSubscribers.id });
      const waitlist = await tx
        .delete(androidWaitlist)
        .where(eq(sql`lower(${androidWaitlist.email})`, email))
        .returning({ id: androidWaitlist.id });
      const enquiries = await tx
        .delete(contactEnquiries)
        .where(eq(sql`lower(${contactEnquiries.email})`, email))
        .returning({ id: contactEnquiries.id });
      // Rate-limit counters are keyed by the address too.
      await tx.delete(rateLimits).where(
        inArray(
          rateLimits.key,
          EMAIL_LIMITED.map((fn) => emailLimitKey(fn, email)),
        ),
      );
      const counts = { subscribers: subscribers.length, waitlist: waitlist.length, enquiries: enquiries.length };
      // The log keeps that an erasure happened, not the address it erased.
      await recordAudit(tx, c.get("admin"), "privacy.erase", maskEmail(email), counts);
      return counts;
    });
    return c.json({ email, deleted } satisfies PrivacyErasure);
  });

  app.get("/audit", async (c) => {
    const query = parseQuery(c, enquiryListQuerySchema.pick({ page: true }));
    if ("response" in query) return query.response;
    const [rows, total] = await Promise.all([
      db
        .select()
        .from(auditLog)
        .orderBy(desc(auditLog.at), desc(auditLog.id))
        .limit(ADMIN_PAGE_SIZE)
        .offset((query.data.page - 1) * ADMIN_PAGE_SIZE),
      db.select({ value: count() }).from(auditLog),
    ]);
    const entries: AuditEntry[] = rows.map((row) => ({
      id: row.id,
      at: row.at.toISOString(),
      actorEmail: row.actorEmail,
      action: row.action,
      target: row.target,
      details: row.details ?? null,
    }));
    return c.json(pageOf(entries, total[0]?.value ?? 0, query.data.page));
  });

  // Content-Security-Policy violations reported by browsers (server/csp-report.server.ts).
  app.get("/csp-reports", async (c) => {
    const query = parseQuery(c, enquiryListQuerySchema.pick({ page: true }));
    if ("response" in query) return query.response;
    const [rows, total] = await Promise.all([
      db
        .select()
        .from(cspReports)
        .orderBy(desc(cspReports.receivedAt), desc(cspReports.id))
        .limit(ADMIN_PAGE_SIZE)
        .offset((query.data.page - 1) * ADMIN_PAGE_SIZE),
      db.select({ value: count() }).from(cspReports),
    ]);
    const reports: CspReportRow[] = rows.map(({ receivedAt, ...row }) => ({
      ...row,
      receivedAt: receivedAt.toISOString(),
    }));
    return c.json(pageOf(reports, total[0]?.value ?? 0, query.data.page));
  });

  registerExperimentRoutes(app, { db, now, snapshot });

  app.all("*", (c) => c.json({ error: "Not found" } satisfies ApiError, 404));

  return app;
}
