/**
 * The database schema (Drizzle). The same migrations run on PGlite (the
 * embedded default) and PostgreSQL 15+ (docs/deploying.md): nothing here needs
 * a newer PostgreSQL than 15.
 */
import {
  ENQUIRY_EVENT_KINDS,
  ENQUIRY_STATUS_VALUES,
  REMINDER_STATUS_VALUES,
  SUBSCRIBER_STATUS_VALUES,
  WAITLIST_STATUS_VALUES,
} from "../../core/schemas/admin";
import { LOCALES } from "../../core/locales";
import { EXPERIMENT_PLAN, PAGE_VIEWS } from "../../core/constants";
import { DEVICE_CLASSES } from "../../core/device-class";
import { HANDOFF_CHANNELS, HANDOFF_KINDS, HANDOFF_SURFACES, PARTNER_EVENTS } from "../../core/handoffs";
import { PRIMARY_METRICS } from "../../core/schemas/experiments";
import { authSchema, user } from "./auth-schema";
import { sql } from "drizzle-orm";
import {
  bigserial,
  boolean,
  type AnyPgColumn,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
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

/** A row's own id, made by the database. */
const uuidKey = () => uuid("id").primaryKey().defaultRandom();

/** The id of the row this one belongs to: deleting that row deletes this one. */
const parentId = <Name extends string>(name: Name, parent: () => AnyPgColumn) =>
  uuid(name).notNull().references(parent, { onDelete: "cascade" });

/**
 * What a double opt-in address list keeps of each address besides its id, the address and where
 * it signed up (the newsletter's, the Android waitlist's): its status, `pending` until its
 * confirmation link is followed; the edition the visitor signed up on, whose language their
 * confirmation, its pages and the list's mails are in; when the last confirmation e-mail was
 * queued (a repeated signup re-sends it at most every confirmationResendMs, core/constants.ts);
 * when it was confirmed, and when it unsubscribed.
 */
const optInListColumns = <Statuses extends readonly ["pending", ...string[]]>(statuses: Statuses) => ({
  userAgent: text("user_agent"),
  status: varchar("status", { length: 16, enum: statuses }).notNull().default("pending"),
  language: varchar("language", { length: 2, enum: LOCALES }).notNull().default("en"),
  createdAt: createdAt(),
  confirmationSentAt: timestamp("confirmation_sent_at", { withTimezone: true }),
  confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
  unsubscribedAt: timestamp("unsubscribed_at", { withTimezone: true }),
});

/** Such a list is read newest first and counted by status (the admin's lists and dashboard). */
const optInListIndexes = (name: string, table: { createdAt: AnyPgColumn; status: AnyPgColumn }) => [
  index(`${name}_created_at_idx`).on(table.createdAt),
  index(`${name}_status_idx`).on(table.status),
];

/**
 * R-OPEN-03: newsletter subscribers, one row per address. Double opt-in (R-FOLLOW-08): only
 * `subscribed` addresses are mailed and counted as subscribers.
 */
export const newsletterSubscribers = pgTable(
  "newsletter_subscribers",
  {
    id: uuidKey(),
    email: varchar("email", { length: 100 }).notNull().unique(),
    source: varchar("source", { length: 32 }).notNull(),
    ...optInListColumns(SUBSCRIBER_STATUS_VALUES),
  },
  (table) => optInListIndexes("newsletter_subscribers", table),
);

/**
 * Renewal reminders (R-FOLLOW-40..44): `pending` until confirmed (double opt-in),
 * then `scheduled` until the reminder goes out 30 days before the 1st of
 * `renewal_month`, then `sent` (deleted RETENTION days later).
 */

export const renewalReminders = pgTable(
  "renewal_reminders",
  {
    id: uuidKey(),
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
 * double opt-in are pending with no confirmation sent (docs/decisions/020-waitlist-double-opt-in.md).
 */
export const androidWaitlist = pgTable(
  "android_waitlist",
  {
    id: uuidKey(),
    email: varchar("email", { length: 100 }).notNull().unique(),
    source: varchar("source", { length: 32 }).notNull().default("app_download_dialog"),
    ...optInListColumns(WAITLIST_STATUS_VALUES),
    notifiedAt: timestamp("notified_at", { withTimezone: true }),
  },
  (table) => optInListIndexes("android_waitlist", table),
);

/**
 * Announcements an admin sent to the Android waitlist (R-FOLLOW-31): what was
 * sent, by whom, to how many. Each address's mail is its own job, once per
 * address; `android_waitlist.notified_at` is set as it goes out. The Arabic
 * subject and text go to Arabic entries (R-SAFE-29); an announcement stored
 * before there were any has none.
 */
export const waitlistAnnouncements = pgTable("waitlist_announcements", {
  id: uuidKey(),
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
    id: uuidKey(),
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
    /** The edition of the page it was sent from: the visitor is answered in its language (R-DESK-02). */
    language: varchar("language", { length: 2, enum: LOCALES }).notNull().default("en"),
    /** When the visitor's acknowledgement e-mail went out (R-DESK-02); null until then. */
    acknowledgedAt: timestamp("acknowledged_at", { withTimezone: true }),
    /** When the team first answered from /admin (R-DESK-11): the time to first reply counts to it. */
    firstRepliedAt: timestamp("first_replied_at", { withTimezone: true }),
    /** The admin who owns it (R-DESK-20); null while unassigned, and again if their account goes. */
    ownerId: text("owner_id").references(() => user.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp("resolved_at", { withTimezone: true }),
  },
  (table) => [
    index("contact_enquiries_created_at_idx").on(table.createdAt),
    index("contact_enquiries_status_idx").on(table.status),
    index("contact_enquiries_email_idx").on(table.email),
    index("contact_enquiries_owner_idx").on(table.ownerId),
  ],
);

/**
 * An enquiry's history (R-DESK-10..): each reply the team sent from /admin, with its text, each
 * press of its WhatsApp or call link, each note, and each change of its status or owner, with who
 * did it and when. Deleted with its enquiry
 * (retention, erasure): a reply's text is kept exactly as long as the enquiry it answers.
 */
export const enquiryEvents = pgTable(
  "enquiry_events",
  {
    id: uuidKey(),
    enquiryId: parentId("enquiry_id", () => contactEnquiries.id),
    /** The order events were written in: several can share one instant (a change of owner and status together). */
    seq: bigserial("seq", { mode: "number" }).notNull(),
    kind: varchar("kind", { length: 16, enum: ENQUIRY_EVENT_KINDS }).notNull(),
    /** The admin who did it, as the audit log names them. */
    actorEmail: text("actor_email").notNull(),
    /** A reply's text as sent, or a note's. */
    body: text("body"),
    /** A change's before and after: a status, an owner's address. */
    details: jsonb("details").$type<{ from: string | null; to: string | null }>(),
    createdAt: createdAt(),
  },
  (table) => [index("enquiry_events_enquiry_idx").on(table.enquiryId, table.seq)],
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

/** R-ENT-17, R-ROLE-03: a user is an admin when this table has a row (user_id, 'admin'). */
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
 * Failed sign-ins (brute force, R-SAFE-13..15): consecutive failures per account
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

/** R-ENT-06: one row per variant; visitors are spread uniformly over the active ones (R-OPEN-39). */
export const abExperiments = pgTable(
  "ab_experiments",
  {
    id: uuidKey(),
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

/** R-ENT-07: the texts a variant shows at one page location (hero: headline, subheadline, cta_text). */
export const experimentContent = pgTable(
  "experiment_content",
  {
    id: uuidKey(),
    experimentId: parentId("experiment_id", () => abExperiments.id),
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
    experimentId: parentId("experiment_id", () => abExperiments.id),
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

/**
 * Every press of a control that hands the visitor on (R-FUNNEL-10): the broker's quote site, the
 * WhatsApp chat, the App Store, the Android waitlist. The id is the `handoff_id` the quote link
 * carries, which the broker's events name (partner_events). The dimensions say what brought the
 * visitor and where they pressed; nothing says who they are: no address, no user agent
 * (R-FUNNEL-01), no cookie.
 */
export const handoffs = pgTable(
  "handoffs",
  {
    id: uuid("id").primaryKey(),
    createdAt: createdAt(),
    kind: varchar("kind", { length: 16, enum: HANDOFF_KINDS }).notNull(),
    surface: varchar("surface", { length: 16, enum: HANDOFF_SURFACES }).notNull(),
    channel: varchar("channel", { length: 12, enum: HANDOFF_CHANNELS }).notNull(),
    edition: varchar("edition", { length: 2, enum: LOCALES }).notNull(),
    /** The control's quote context: internal_source, _medium, _campaign, _content and _term of the quote link. */
    source: varchar("source", { length: 80 }).notNull(),
    medium: varchar("medium", { length: 80 }).notNull(),
    campaign: varchar("campaign", { length: 80 }),
    content: varchar("content", { length: 80 }),
    term: varchar("term", { length: 80 }),
    /** The visit's campaign, from its UTM fields. */
    utmSource: varchar("utm_source", { length: 100 }),
    utmMedium: varchar("utm_medium", { length: 100 }),
    utmCampaign: varchar("utm_campaign", { length: 100 }),
    utmContent: varchar("utm_content", { length: 100 }),
    utmTerm: varchar("utm_term", { length: 100 }),
    /** The first page of the visit, a path without its query; unknown without JavaScript. */
    landingPage: varchar("landing_page", { length: 256 }),
    /** The experiment variant the visitor saw, if any: no reference, a deleted experiment keeps its hand-offs. */
    experimentId: uuid("experiment_id"),
    experimentName: varchar("experiment_name", { length: 100 }),
    isControl: boolean("is_control"),
    deviceClass: varchar("device_class", { length: 8, enum: DEVICE_CLASSES }).notNull(),
  },
  (table) => [
    index("handoffs_created_at_idx").on(table.createdAt),
    index("handoffs_experiment_idx").on(table.experimentId),
  ],
);

/** The broker's events about a hand-off (R-FUNNEL-20): at most one of each per hand-off (R-FUNNEL-23). */
export const partnerEvents = pgTable(
  "partner_events",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    handoffId: parentId("handoff_id", () => handoffs.id),
    event: varchar("event", { length: 16, enum: PARTNER_EVENTS }).notNull(),
    occurredAt: timestamp("occurred_at", { withTimezone: true }).notNull(),
    premiumAed: numeric("premium_aed", { precision: 12, scale: 2 }),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex("partner_events_once_idx").on(table.handoffId, table.event)],
);

/**
 * Hand-offs older than RETENTION.handoffMonths, as counts per Gulf day and per combination of their
 * dimensions (an absent one as ''), with what the broker reported of them (R-FUNNEL-15): the
 * funnel reads them beside the raw hand-offs, so a breakdown of an old period still adds up.
 */
export const handoffDays = pgTable(
  "handoff_days",
  {
    day: date("day", { mode: "string" }).notNull(),
    kind: varchar("kind", { length: 16, enum: HANDOFF_KINDS }).notNull(),
    surface: varchar("surface", { length: 16, enum: HANDOFF_SURFACES }).notNull(),
    channel: varchar("channel", { length: 12, enum: HANDOFF_CHANNELS }).notNull(),
    edition: varchar("edition", { length: 2, enum: LOCALES }).notNull(),
    source: varchar("source", { length: 80 }).notNull(),
    medium: varchar("medium", { length: 80 }).notNull(),
    campaign: varchar("campaign", { length: 80 }).notNull().default(""),
    content: varchar("content", { length: 80 }).notNull().default(""),
    term: varchar("term", { length: 80 }).notNull().default(""),
    utmSource: varchar("utm_source", { length: 100 }).notNull().default(""),
    utmMedium: varchar("utm_medium", { length: 100 }).notNull().default(""),
    utmCampaign: varchar("utm_campaign", { length: 100 }).notNull().default(""),
    utmContent: varchar("utm_content", { length: 100 }).notNull().default(""),
    utmTerm: varchar("utm_term", { length: 100 }).notNull().default(""),
    landingPage: varchar("landing_page", { length: 256 }).notNull().default(""),
    experimentId: varchar("experiment_id", { length: 36 }).notNull().default(""),
    experimentName: varchar("experiment_name", { length: 100 }).notNull().default(""),
    deviceClass: varchar("device_class", { length: 8, enum: DEVICE_CLASSES }).notNull(),
    handoffs: integer("handoffs").notNull(),
    /** Of those, how many the broker reported any event for (a quote started), and a policy bought. */
    quotesStarted: integer("quotes_started").notNull(),
    policies: integer("policies").notNull(),
    premiumAed: numeric("premium_aed", { precision: 14, scale: 2 }).notNull().default("0"),
  },
  (table) => [
    uniqueIndex("handoff_days_key_idx").on(
      table.day,
      table.kind,
      table.surface,
      table.channel,
      table.edition,
      table.source,
      table.medium,
      table.campaign,
      table.content,
      table.term,
      table.utmSource,
      table.utmMedium,
      table.utmCampaign,
      table.utmContent,
      table.utmTerm,
      table.landingPage,
      table.experimentId,
      table.experimentName,
      table.deviceClass,
    ),
  ],
);

/**
 * A page view counted by our server (R-FUNNEL-30..35): the page, its edition, the referring
 * page's domain, the landing URL's campaign values and which ad click ids it carried (never
 * their values), the device class and the experiment shown. No cookie, no IP address, no user
 * agent: the visitor is a hash that changes every Gulf day under a salt deleted after its day
 * (visit_salts), so nothing here can be traced to a person. Kept RETENTION.pageViewMonths,
 * then rolled up into page_view_days and visit_days (R-FUNNEL-36).
 */
export const pageViews = pgTable(
  "page_views",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    viewedAt: timestamp("viewed_at", { withTimezone: true }).notNull().defaultNow(),
    /** The Gulf calendar day of the view, the day its visitor hash belongs to. */
    day: date("day", { mode: "string" }).notNull(),
    path: varchar("path", { length: PAGE_VIEWS.pathMax }).notNull(),
    edition: varchar("edition", { length: 2, enum: LOCALES }).notNull(),
    deviceClass: varchar("device_class", { length: 8, enum: DEVICE_CLASSES }).notNull(),
    referrerDomain: varchar("referrer_domain", { length: PAGE_VIEWS.referrerDomainMax }),
    utmSource: varchar("utm_source", { length: PAGE_VIEWS.campaignValueMax }),
    utmMedium: varchar("utm_medium", { length: PAGE_VIEWS.campaignValueMax }),
    utmCampaign: varchar("utm_campaign", { length: PAGE_VIEWS.campaignValueMax }),
    utmContent: varchar("utm_content", { length: PAGE_VIEWS.campaignValueMax }),
    utmTerm: varchar("utm_term", { length: PAGE_VIEWS.campaignValueMax }),
    hasGclid: boolean("has_gclid").notNull().default(false),
    hasFbclid: boolean("has_fbclid").notNull().default(false),
    hasMsclkid: boolean("has_msclkid").notNull().default(false),
    hasTtclid: boolean("has_ttclid").notNull().default(false),
    /** The experiment shown (one variant each); no reference, so a view is one insert with no lookup. */
    experimentId: varchar("experiment_id", { length: 36 }),
    /** The day's visitor: 128 bits of SHA-256(salt of the day, site, client address, user agent), hex. */
    visitorHash: varchar("visitor_hash", { length: 32 }).notNull(),
  },
  // The day is what the counts group by and the roll-up moves.
  (table) => [index("page_views_day_idx").on(table.day)],
);

/**
 * The secret salt of each Gulf day's visitor hashes (R-FUNNEL-33): made by the first view of the
 * day, deleted once the day is over (by the next day's first view and by the retention job), so a
 * stored hash can never again be matched to an address.
 */
export const visitSalts = pgTable("visit_salts", {
  day: date("day", { mode: "string" }).primaryKey(),
  salt: varchar("salt", { length: 64 }).notNull(),
});

/**
 * Page views older than RETENTION.pageViewMonths, as counts per Gulf day and per combination of
 * the dimensions page_views has (an absent one as ''): views, and distinct visitors within that
 * combination (R-FUNNEL-36). A day's visitors across combinations are in visit_days.
 */
export const pageViewDays = pgTable(
  "page_view_days",
  {
    day: date("day", { mode: "string" }).notNull(),
    path: varchar("path", { length: PAGE_VIEWS.pathMax }).notNull(),
    edition: varchar("edition", { length: 2, enum: LOCALES }).notNull(),
    deviceClass: varchar("device_class", { length: 8, enum: DEVICE_CLASSES }).notNull(),
    referrerDomain: varchar("referrer_domain", { length: PAGE_VIEWS.referrerDomainMax }).notNull().default(""),
    utmSource: varchar("utm_source", { length: PAGE_VIEWS.campaignValueMax }).notNull().default(""),
    utmMedium: varchar("utm_medium", { length: PAGE_VIEWS.campaignValueMax }).notNull().default(""),
    utmCampaign: varchar("utm_campaign", { length: PAGE_VIEWS.campaignValueMax }).notNull().default(""),
    utmContent: varchar("utm_content", { length: PAGE_VIEWS.campaignValueMax }).notNull().default(""),
    utmTerm: varchar("utm_term", { length: PAGE_VIEWS.campaignValueMax }).notNull().default(""),
    hasGclid: boolean("has_gclid").notNull(),
    hasFbclid: boolean("has_fbclid").notNull(),
    hasMsclkid: boolean("has_msclkid").notNull(),
    hasTtclid: boolean("has_ttclid").notNull(),
    experimentId: varchar("experiment_id", { length: 36 }).notNull().default(""),
    views: integer("views").notNull(),
    visitors: integer("visitors").notNull(),
  },
  (table) => [
    uniqueIndex("page_view_days_key_idx").on(
      table.day,
      table.path,
      table.edition,
      table.deviceClass,
      table.referrerDomain,
      table.utmSource,
      table.utmMedium,
      table.utmCampaign,
      table.utmContent,
      table.utmTerm,
      table.hasGclid,
      table.hasFbclid,
      table.hasMsclkid,
      table.hasTtclid,
      table.experimentId,
    ),
  ],
);

/** A rolled-up Gulf day's page views and distinct visitors in all (R-FUNNEL-36). */
export const visitDays = pgTable("visit_days", {
  day: date("day", { mode: "string" }).primaryKey(),
  views: integer("views").notNull(),
  visitors: integer("visitors").notNull(),
});

export const schema = {
  newsletterSubscribers,
  renewalReminders,
  androidWaitlist,
  waitlistAnnouncements,
  contactEnquiries,
  enquiryEvents,
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
  handoffs,
  partnerEvents,
  handoffDays,
  pageViews,
  visitSalts,
  pageViewDays,
  visitDays,
  ...authSchema,
};

/** Used by tests to empty every table between cases. */
export const ALL_TABLES = sql`newsletter_subscribers, renewal_reminders, android_waitlist, waitlist_announcements, contact_enquiries, enquiry_events, rate_limits, recipient_mail, login_throttle, login_known_clients, audit_log, experiment_events, csp_reports, partner_events, handoffs, handoff_days, page_views, visit_salts, page_view_days, visit_days, experiment_content, ab_experiments, user_roles, auth_sessions, auth_accounts, auth_verifications, auth_users`;
