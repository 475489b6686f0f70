/**
 * The database schema (Drizzle). The same migrations run on PGlite (the
 * embedded default) and PostgreSQL 15+ (ARCHITECTURE.md): nothing here needs
 * a newer PostgreSQL than 15.
 */
import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, text, timestamp, uuid, varchar } from "drizzle-orm/pg-core";

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

/** R-OPEN-03: newsletter subscribers, one row per address. */
export const newsletterSubscribers = pgTable(
  "newsletter_subscribers",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    email: varchar("email", { length: 100 }).notNull().unique(),
    source: varchar("source", { length: 32 }).notNull(),
    userAgent: text("user_agent"),
    status: varchar("status", { length: 16, enum: ["subscribed", "unsubscribed"] }).notNull().default("subscribed"),
    createdAt: createdAt(),
    unsubscribedAt: timestamp("unsubscribed_at", { withTimezone: true }),
  },
  (table) => [index("newsletter_subscribers_created_at_idx").on(table.createdAt)],
);

/** R-OPEN-03: the Android waitlist, one row per address (a repeat is a quiet success). */
export const androidWaitlist = pgTable(
  "android_waitlist",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    email: varchar("email", { length: 100 }).notNull().unique(),
    source: varchar("source", { length: 32 }).notNull().default("app_download_dialog"),
    userAgent: text("user_agent"),
    createdAt: createdAt(),
    notifiedAt: timestamp("notified_at", { withTimezone: true }),
  },
  (table) => [index("android_waitlist_created_at_idx").on(table.createdAt)],
);

export const ENQUIRY_STATUSES = ["new", "in_progress", "resolved"] as const;

/** R-OPEN-03/51: contact enquiries and their lifecycle new → in_progress → resolved. */
export const contactEnquiries = pgTable(
  "contact_enquiries",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    firstName: varchar("first_name", { length: 50 }).notNull(),
    lastName: varchar("last_name", { length: 50 }).notNull(),
    email: varchar("email", { length: 100 }).notNull(),
    phone: varchar("phone", { length: 16 }),
    subject: varchar("subject", { length: 200 }).notNull(),
    message: text("message").notNull(),
    status: varchar("status", { length: 16, enum: ENQUIRY_STATUSES }).notNull().default("new"),
    userAgent: text("user_agent"),
    /** Campaign attribution of the visit (UTM values, click ids, experiment). */
    attribution: jsonb("attribution").$type<Record<string, string | number | boolean>>(),
    /** When the notification e-mail to support went out; null until then. */
    emailedAt: timestamp("emailed_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp("resolved_at", { withTimezone: true }),
  },
  (table) => [
    index("contact_enquiries_created_at_idx").on(table.createdAt),
    index("contact_enquiries_status_idx").on(table.status),
    index("contact_enquiries_email_idx").on(table.email),
  ],
);

/**
 * Rate-limit counters (R-OPEN-05), in the database so they hold across
 * instances: one row per key ("newsletter:email:a@b.com"), a window that
 * starts at its first hit.
 */
export const rateLimits = pgTable(
  "rate_limits",
  {
    key: varchar("key", { length: 200 }).primaryKey(),
    windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
    count: integer("count").notNull().default(0),
  },
  (table) => [index("rate_limits_window_start_idx").on(table.windowStart)],
);

export const schema = { newsletterSubscribers, androidWaitlist, contactEnquiries, rateLimits };

/** Used by tests to empty every table between cases. */
export const ALL_TABLES = sql`newsletter_subscribers, android_waitlist, contact_enquiries, rate_limits`;
