/**
 * The database schema (Drizzle). The same migrations run on PGlite (the
 * embedded default) and PostgreSQL 15+ (ARCHITECTURE.md): nothing here needs
 * a newer PostgreSQL than 15.
 */
import {
  ENQUIRY_STATUS_VALUES,
  REMINDER_STATUS_VALUES,
  SUBSCRIBER_STATUS_VALUES,
  WAITLIST_STATUS_VALUES,
} from "../../core/schemas/admin";
import { LOCALES } from "../../core/locales";
import { EXPERIMENT_PLAN } from "../../core/constants";
import { PRIMARY_METRICS } from "../../core/schemas/experiments";
import { authSchema, user } from "./auth-schema";
import { sql } from "drizzle-orm";
import {
  bigserial,
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from "drizzle-orm/pg-core";

export * from "./auth-schema";

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

/**
 * Double opt-in (issue 15): a signup is `pending` until its confirmation link
 * is followed; only `subscribed` addresses are mailed and counted as
 * subscribers.
 */

/** R-OPEN-03: newsletter subscribers, one row per address. */
export const newsletterSubscribers = pgTable(
  "newsletter_subscribers",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    email: varchar("email", { length: 100 }).notNull().unique(),
    source: varchar("source", { length: 32 }).notNull(),
    userAgent: text("user_agent"),
    status: varchar("status", { length: 16, enum: SUBSCRIBER_STATUS_VALUES }).notNull().default("pending"),
    /** The edition the visitor signed up on: their confirmation and unsubscribe pages and mails are in it. */
    language: varchar("language", { length: 2, enum: LOCALES }).notNull().default("en"),
    createdAt: createdAt(),
    /** When the last confirmation e-mail was queued: a repeated signup re-sends at most hourly. */
    confirmationSentAt: timestamp("confirmation_sent_at", { withTimezone: true }),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    unsubscribedAt: timestamp("unsubscribed_at", { withTimezone: true }),
  },
  (table) => [
    index("newsletter_subscribers_created_at_idx").on(table.createdAt),
    index("newsletter_subscribers_status_idx").on(table.status),
  ],
);

/**
 * Renewal reminders (issue 15): `pending` until confirmed (double opt-in),
 * then `scheduled` until the reminder goes out 30 days before the 1st of
 * `renewal_month`, then `sent` (deleted RETENTION days later).
 */

export const renewalReminders = pgTable(
  "renewal_reminders",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    email: varchar("email", { length: 100 }).notNull(),
    /** "YYYY-MM": the month the policy renews. */
    renewalMonth: varchar("renewal_month", { length: 7 }).notNull(),
    status: varchar("status", { length: 16, enum: REMINDER_STATUS_VALUES }).notNull().default("pending"),
    /** Where the form was: the home page or the quote dialog. */
    source: varchar("source", { length: 32 }).notNull(),
    /** The edition the visitor signed up on: their mails, pages and quote link are in it. */
    language: varchar("language", { length: 2, enum: LOCALES }).notNull().default("en"),
    /** The visitor ticked the consent line (the schema refuses a signup without it). */
    consentAt: timestamp("consent_at", { withTimezone: true }).notNull(),
    /** Campaign attribution of the visit, carried into the reminder's quote link. */
    attribution: jsonb("attribution").$type<Record<string, string | number | boolean>>(),
    userAgent: text("user_agent"),
    createdAt: createdAt(),
    confirmationSentAt: timestamp("confirmation_sent_at", { withTimezone: true }),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    unsubscribedAt: timestamp("unsubscribed_at", { withTimezone: true }),
  },
  (table) => [
    // One reminder per address and month: a household may have two cars renewing in different months.
    uniqueIndex("renewal_reminders_email_month_idx").on(table.email, table.renewalMonth),
    index("renewal_reminders_status_month_idx").on(table.status, table.renewalMonth),
    index("renewal_reminders_created_at_idx").on(table.createdAt),
  ],
);

/**
 * R-OPEN-03: the Android waitlist, one row per address (a repeat is a quiet success). Double
 * opt-in (R-SAFE-28..30): `pending` until its confirmation is pressed, then `confirmed`; only
 * confirmed entries are told of the launch, in their language. An unsubscribe keeps the row as
 * `unsubscribed`, the opt-out on record (server/db/queries/opt-out.ts). Rows stored before the
 * double opt-in are pending with no confirmation sent (docs/decisions.md).
 */
export const androidWaitlist = pgTable(
  "android_waitlist",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    email: varchar("email", { length: 100 }).notNull().unique(),
    source: varchar("source", { length: 32 }).notNull().default("app_download_dialog"),
    userAgent: text("user_agent"),
    status: varchar("status", { length: 16, enum: WAITLIST_STATUS_VALUES }).notNull().default("pending"),
    /** The edition the visitor joined from: their confirmation, its page and the announcement are in it. */
    language: varchar("language", { length: 2, enum: LOCALES }).notNull().default("en"),
    createdAt: createdAt(),
    /** When the last confirmation e-mail was queued: a repeated signup re-sends at most daily. */
    confirmationSentAt: timestamp("confirmation_sent_at", { withTimezone: true }),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    unsubscribedAt: timestamp("unsubscribed_at", { withTimezone: true }),
    notifiedAt: timestamp("notified_at", { withTimezone: true }),
  },
  (table) => [
    index("android_waitlist_created_at_idx").on(table.createdAt),
    index("android_waitlist_status_idx").on(table.status),
  ],
);

/**
 * Announcements an admin sent to the Android waitlist (issue 15): what was
 * sent, by whom, to how many. Each address's mail is its own job, once per
 * address; `android_waitlist.notified_at` is set as it goes out. The Arabic
 * subject and text go to Arabic entries (R-SAFE-29); an announcement stored
 * before there were any has none.
 */
export const waitlistAnnouncements = pgTable("waitlist_announcements", {
  id: uuid("id").primaryKey().defaultRandom(),
  subject: varchar("subject", { length: 200 }).notNull(),
  body: text("body").notNull(),
  subjectAr: varchar("subject_ar", { length: 200 }),
  bodyAr: text("body_ar"),
  actorEmail: text("actor_email").notNull(),
  recipients: integer("recipients").notNull(),
  createdAt: createdAt(),
});

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
    status: varchar("status", { length: 16, enum: ENQUIRY_STATUS_VALUES }).notNull().default("new"),
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

/**
 * The confirmation e-mails each mailbox was sent within the last week (R-SAFE-22): the per-recipient
 * caps' count, by a key of the mailbox (`mailboxKey`), never the address. `sends` maps each mail
 * job's id to when it went out (ms since 1970), so a retried job counts once. The retention job
 * deletes a row a week after its last send.
 */
export const recipientMail = pgTable(
  "recipient_mail",
  {
    mailbox: varchar("mailbox", { length: 200 }).primaryKey(),
    sends: jsonb("sends").$type<Record<string, number>>().notNull(),
    lastSentAt: timestamp("last_sent_at", { withTimezone: true }).notNull(),
  },
  (table) => [index("recipient_mail_last_sent_at_idx").on(table.lastSentAt)],
);

export const USER_ROLES = ["admin"] as const;
export type UserRole = (typeof USER_ROLES)[number];

/** Spec §3/§6: a user is an admin when this table has a row (user_id, 'admin'). */
export const userRoles = pgTable(
  "user_roles",
  {
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    role: varchar("role", { length: 32, enum: USER_ROLES }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.role] })],
);

/**
 * Who did what, when: every admin change (status, unsubscribe, notified,
 * privacy deletion, exports) and the CLI's grants and revocations. The actor
 * is kept as text so the log outlives a deleted account.
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    actorId: text("actor_id"),
    actorEmail: text("actor_email").notNull(),
    action: varchar("action", { length: 64 }).notNull(),
    target: text("target"),
    details: jsonb("details").$type<Record<string, unknown>>(),
  },
  (table) => [index("audit_log_at_idx").on(table.at)],
);

/**
 * Failed sign-ins (issue 5, brute force): consecutive failures per account
 * and per client address; a key that reaches its limit is locked until
 * locked_until. A success clears the account's row.
 */
export const loginThrottle = pgTable("login_throttle", {
  key: varchar("key", { length: 300 }).primaryKey(),
  failures: integer("failures").notNull().default(0),
  lastFailureAt: timestamp("last_failure_at", { withTimezone: true }).notNull(),
  lockedUntil: timestamp("locked_until", { withTimezone: true }),
});

/**
 * The clients each account has signed in from (R-SAFE-14): while an account is
 * locked, only these still get a password check. Both columns are hashed keys
 * (accountKey and ipKey, server/auth/login-throttle.server.ts), so no address
 * is kept in clear; a row is forgotten RETENTION.knownSignInDays after its last sign-in.
 */
export const loginKnownClients = pgTable(
  "login_known_clients",
  {
    account: varchar("account", { length: 300 }).notNull(),
    client: varchar("client", { length: 300 }).notNull(),
    lastSignInAt: timestamp("last_sign_in_at", { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.account, table.client] })],
);

export const EXPERIMENT_STATUSES = ["draft", "active", "paused", "completed"] as const;

/** Spec §3: one row per variant; visitors are spread uniformly over the active ones (R-OPEN-39). */
export const abExperiments = pgTable(
  "ab_experiments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: varchar("name", { length: 100 }).notNull(),
    status: varchar("status", { length: 16, enum: EXPERIMENT_STATUSES }).notNull().default("draft"),
    isControl: boolean("is_control").notNull().default(false),
    pageLocations: text("page_locations")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    /** First activation; results count from here. */
    startedAt: timestamp("started_at", { withTimezone: true }),
    endedAt: timestamp("ended_at", { withTimezone: true }),
    /** R-FUNNEL-52: what the experiment is judged by; quote hand-offs until the broker reports policies. */
    primaryMetric: varchar("primary_metric", { length: 32, enum: PRIMARY_METRICS }).notNull().default("quote_handoff"),
    /** R-FUNNEL-53: the control's expected conversion rate and the smallest relative change worth finding, 0..1. */
    baselineRate: doublePrecision("baseline_rate").notNull().default(EXPERIMENT_PLAN.defaultBaselineRate),
    minimumEffect: doublePrecision("minimum_effect").notNull().default(EXPERIMENT_PLAN.defaultMinimumEffect),
    /** R-FUNNEL-57: when "Make this the default" ended it; the latest one per page location is the hero every visitor gets. */
    madeDefaultAt: timestamp("made_default_at", { withTimezone: true }),
  },
  (table) => [index("ab_experiments_status_idx").on(table.status)],
);

/** Spec §3: the texts a variant shows at one page location (hero: headline, subheadline, cta_text). */
export const experimentContent = pgTable(
  "experiment_content",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    experimentId: uuid("experiment_id")
      .notNull()
      .references(() => abExperiments.id, { onDelete: "cascade" }),
    pageLocation: varchar("page_location", { length: 32 }).notNull(),
    contentType: varchar("content_type", { length: 32 }).notNull(),
    contentValue: text("content_value").notNull(),
  },
  (table) => [uniqueIndex("experiment_content_slot_idx").on(table.experimentId, table.pageLocation, table.contentType)],
);

export const EXPERIMENT_EVENT_TYPES = ["impression", "quote_request"] as const;

/**
 * What our server records for results (not only GA4): at most one event of
 * each type per anonymous visitor and experiment, so reloads and repeated
 * clicks cannot inflate a variant.
 */
export const experimentEvents = pgTable(
  "experiment_events",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    experimentId: uuid("experiment_id")
      .notNull()
      .references(() => abExperiments.id, { onDelete: "cascade" }),
    visitorId: varchar("visitor_id", { length: 64 }).notNull(),
    eventType: varchar("event_type", { length: 16, enum: EXPERIMENT_EVENT_TYPES }).notNull(),
    pageLocation: varchar("page_location", { length: 32 }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex("experiment_events_once_idx").on(table.experimentId, table.visitorId, table.eventType),
    // The retention job deletes by age.
    index("experiment_events_created_at_idx").on(table.createdAt),
  ],
);

/**
 * Content-Security-Policy violations the browsers report (POST
 * /api/csp-report), for the operator's "Security reports" tab. Only what
 * helps fix a policy: the page without its query, the directive, the
 * blocked origin, where in which script; no IP address. Kept
 * RETENTION.cspReportDays.
 */
export const cspReports = pgTable(
  "csp_reports",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
    documentUrl: varchar("document_url", { length: 512 }),
    violatedDirective: varchar("violated_directive", { length: 128 }),
    effectiveDirective: varchar("effective_directive", { length: 64 }),
    blockedUrl: varchar("blocked_url", { length: 256 }),
    sourceFile: varchar("source_file", { length: 512 }),
    lineNumber: integer("line_number"),
    disposition: varchar("disposition", { length: 16 }),
    userAgent: varchar("user_agent", { length: 256 }),
  },
  (table) => [index("csp_reports_received_at_idx").on(table.receivedAt)],
);

export const schema = {
  newsletterSubscribers,
  renewalReminders,
  androidWaitlist,
  waitlistAnnouncements,
  contactEnquiries,
  rateLimits,
  recipientMail,
  userRoles,
  auditLog,
  loginThrottle,
  loginKnownClients,
  abExperiments,
  experimentContent,
  experimentEvents,
  cspReports,
  ...authSchema,
};

/** Used by tests to empty every table between cases. */
export const ALL_TABLES = sql`newsletter_subscribers, renewal_reminders, android_waitlist, waitlist_announcements, contact_enquiries, rate_limits, recipient_mail, login_throttle, login_known_clients, audit_log, experiment_events, csp_reports, experiment_content, ab_experiments, user_roles, auth_sessions, auth_accounts, auth_verifications, auth_users`;
