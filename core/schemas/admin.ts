/**
 * Payloads of the login and the admin dashboard (R-OPEN-10, 12, 13): the
 * /auth form and the /admin screens validate with these, and so does the
 * server before it touches the database.
 */
import "./zod-config";
import { z } from "zod";
import { siteConfig } from "../../site.config";
import { MAX_CASHBACK_PERCENT } from "../constants";
import { FUNNEL_BREAKDOWNS } from "../admin-api";

export const LOGIN_MESSAGES = {
  emailRequired: "Email is required",
  emailInvalid: "Please enter a valid email address",
  passwordRequired: "Password is required",
  /** R-OPEN-13: never says which of the two was wrong. */
  invalid: "Invalid email or password",
} as const;

/** The /auth form. Only the shape is checked: the account's existence is the server's secret. */
export const loginSchema = z.object({
  email: z
    .string({ error: LOGIN_MESSAGES.emailRequired })
    .trim()
    .toLowerCase()
    .min(1, LOGIN_MESSAGES.emailRequired)
    .max(254, LOGIN_MESSAGES.emailInvalid)
    .pipe(z.email({ error: LOGIN_MESSAGES.emailInvalid })),
  password: z
    .string({ error: LOGIN_MESSAGES.passwordRequired })
    .min(1, LOGIN_MESSAGES.passwordRequired)
    .max(256, LOGIN_MESSAGES.invalid),
});
export type LoginInput = z.input<typeof loginSchema>;

/** Admin passwords (the CLI): long enough that the lockout, not the password, is the weak point. */
export const ADMIN_PASSWORD_MIN = 12;
export const adminPasswordSchema = z
  .string()
  .min(ADMIN_PASSWORD_MIN, `Password must be at least ${ADMIN_PASSWORD_MIN} characters`)
  .max(128, "Password must be at most 128 characters");

/** R-OPEN-10: reads are paginated at 50 rows. */
export const ADMIN_PAGE_SIZE = 50;

export const ENQUIRY_STATUS_VALUES = ["new", "in_progress", "resolved"] as const;
/** Double opt-in (R-FOLLOW-08): a signup is pending until its confirmation link is followed. */
export const SUBSCRIBER_STATUS_VALUES = ["pending", "subscribed", "unsubscribed"] as const;
export type SubscriberStatus = (typeof SUBSCRIBER_STATUS_VALUES)[number];
/**
 * An Android waitlist entry (R-SAFE-28..30): pending until its confirmation is pressed, then
 * confirmed (only those are told of the launch); unsubscribed keeps the opt-out on record.
 */
export const WAITLIST_STATUS_VALUES = ["pending", "confirmed", "unsubscribed"] as const;
export type WaitlistStatus = (typeof WAITLIST_STATUS_VALUES)[number];
/** A renewal reminder: pending (unconfirmed) → scheduled → sent, or unsubscribed. */
export const REMINDER_STATUS_VALUES = ["pending", "scheduled", "sent", "unsubscribed"] as const;
export type ReminderStatus = (typeof REMINDER_STATUS_VALUES)[number];
export type EnquiryStatus = (typeof ENQUIRY_STATUS_VALUES)[number];
export const ENQUIRY_STATUS_LABELS: Record<EnquiryStatus, string> = {
  new: "New",
  in_progress: "In progress",
  resolved: "Resolved",
};

/** The desk's views of the list (R-DESK-23): the signed-in admin's enquiries, nobody's, and those past their promised reply. */
export const ENQUIRY_VIEW_VALUES = ["mine", "unassigned", "overdue"] as const;
export type EnquiryViewFilter = (typeof ENQUIRY_VIEW_VALUES)[number];
export const ENQUIRY_VIEW_LABELS: Record<EnquiryViewFilter, string> = {
  mine: "Mine",
  unassigned: "Unassigned",
  overdue: "Overdue",
};

const searchText = z
  .string()
  .trim()
  .max(100, "Search must be at most 100 characters")
  .optional()
  .transform((value) => value || undefined);

/** A page of a log (1-based). */
export const pageQuerySchema = z.object({ page: z.coerce.number().int().min(1).max(100_000).default(1) });

/** A Gulf calendar day, YYYY-MM-DD, that exists. */
const calendarDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "Use a date as YYYY-MM-DD")
  .refine(
    (day) =>
      !Number.isNaN(Date.parse(`${day}T00:00:00Z`)) && new Date(`${day}T00:00:00Z`).toISOString().startsWith(day),
    "No such date",
  );

/** The longest period the funnel reads at once, in days: two years, a month and its year before. */
export const FUNNEL_MAX_DAYS = 731;

/**
 * The funnel's period and breakdown (R-FUNNEL-70, 71): Gulf days, both included; without them the
 * server reads the last FUNNEL.defaultDays days up to today.
 */
export const funnelQuerySchema = z
  .object({
    from: calendarDay.optional(),
    to: calendarDay.optional(),
    by: z.enum(FUNNEL_BREAKDOWNS, { error: "Unknown breakdown" }).default("campaign"),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    error: "The period must end on or after its first day",
    path: ["to"],
  })
  .refine(
    (query) => !query.from || !query.to || Date.parse(query.to) - Date.parse(query.from) < FUNNEL_MAX_DAYS * 86_400_000,
    { error: `A period is at most ${FUNNEL_MAX_DAYS} days`, path: ["from"] },
  );
export type FunnelQuery = z.infer<typeof funnelQuerySchema>;

/** A list read: page, optional search text, optional filter. */
export const listQuerySchema = pageQuerySchema.extend({ q: searchText });
export type ListQuery = z.infer<typeof listQuerySchema>;

export const enquiryListQuerySchema = listQuerySchema.extend({
  status: z.enum(ENQUIRY_STATUS_VALUES).optional(),
  view: z.enum(ENQUIRY_VIEW_VALUES).optional(),
});
export const subscriberListQuerySchema = listQuerySchema.extend({
  status: z.enum(SUBSCRIBER_STATUS_VALUES).optional(),
});
export const reminderListQuerySchema = listQuerySchema.extend({
  status: z.enum(REMINDER_STATUS_VALUES).optional(),
});
export const waitlistListQuerySchema = listQuerySchema.extend({
  status: z.enum(WAITLIST_STATUS_VALUES).optional(),
  notified: z.enum(["yes", "no"]).optional(),
});

/** A change of an enquiry (R-OPEN-51, R-DESK-20, 22): its status, its owner (an admin's id, or null for nobody), or both. */
export const enquiryUpdateSchema = z
  .object({
    status: z.enum(ENQUIRY_STATUS_VALUES, { error: "Status must be new, in_progress or resolved" }).optional(),
    ownerId: z.string({ error: "Owner must be an admin's id or null" }).min(1).max(100).nullable().optional(),
  })
  .refine((change) => change.status !== undefined || change.ownerId !== undefined, {
    error: "Say what changes: status or ownerId",
    path: ["status"],
  });

/**
 * What an enquiry's history records (R-DESK-10..): the team's replies, each kept with the enquiry
 * for as long as it is, the presses of its WhatsApp and call links, notes, and changes of status and owner.
 */
export const ENQUIRY_EVENT_KINDS = ["reply", "whatsapp", "call", "note", "status", "owner"] as const;
export type EnquiryEventKind = (typeof ENQUIRY_EVENT_KINDS)[number];

/** A text the team writes on an enquiry, a `what` ("reply", "note"): trimmed, not empty, at most `max` characters. */
const enquiryTextSchema = (what: string, max: number) =>
  z.object({
    body: z
      .string({ error: `Write a ${what}` })
      .trim()
      .min(1, `Write a ${what}`)
      .max(max, `A ${what} must be at most ${max} characters`),
  });

/** The longest reply the team sends from /admin. */
export const ENQUIRY_REPLY_MAX = 5000;

/** A reply to an enquiry's visitor (R-DESK-10): the text the admin wrote, from a template or not. */
export const enquiryReplySchema = enquiryTextSchema("reply", ENQUIRY_REPLY_MAX);
export type EnquiryReplyInput = z.input<typeof enquiryReplySchema>;

/** The longest note on an enquiry. */
export const ENQUIRY_NOTE_MAX = 2000;

/** A note on an enquiry (R-DESK-21): plain text, for the team, in its history. */
export const enquiryNoteSchema = enquiryTextSchema("note", ENQUIRY_NOTE_MAX);

/** A press of an enquiry's WhatsApp or call link (R-DESK-12), recorded in its history. */
export const enquiryContactSchema = z.object({
  kind: z.enum(["whatsapp", "call"], { error: "Kind must be whatsapp or call" }),
});

/** A queue message's state in plain words (R-FOLLOW-30). */
export const OUTBOX_STATE_VALUES = [
  "waiting",
  "sending",
  "retrying",
  "sent",
  "failed",
  "cancelled",
  "skipped",
] as const;
export type OutboxState = (typeof OUTBOX_STATE_VALUES)[number];
export const OUTBOX_STATE_LABELS: Record<OutboxState, string> = {
  waiting: "Waiting",
  sending: "Sending",
  retrying: "Retrying",
  sent: "Sent",
  failed: "Failed",
  cancelled: "Cancelled",
  skipped: "Skipped",
};

export const outboxQuerySchema = pageQuerySchema.extend({
  state: z.enum(OUTBOX_STATE_VALUES, { error: "Unknown state" }).optional(),
});

/**
 * The Android launch announcement (R-FOLLOW-31): the admin's subject and text in each edition's
 * language, since each confirmed entry is told in its own (R-SAFE-29), with a default ready to send.
 */
export const ANNOUNCEMENT_LIMITS = { subject: 150, body: 5000 } as const;
export const ANNOUNCEMENT_DEFAULT = {
  subject: `${siteConfig.name} is now on Android`,
  body: [
    `Good news: the ${siteConfig.name} app you asked us about is now on Google Play.`,
    `Install it, drive as you always do, and your AI coach scores every trip. Safe drivers earn up to ${MAX_CASHBACK_PERCENT}% cashback on their car insurance.`,
    "Thank you for waiting for us.",
  ].join("\n\n"),
  subjectAr: `تطبيق ${siteConfig.name} متاح الآن على Android`,
  bodyAr: [
    `خبر سار: تطبيق ${siteConfig.name} الذي سألت عنه متاح الآن على Google Play.`,
    `ثبّت التطبيق وقُد سيارتك كعادتك، وسيقيّم مدرّب القيادة بالذكاء الاصطناعي كل رحلة. ويحصل السائقون الملتزمون بالقيادة الآمنة على استرداد نقدي يصل إلى ${MAX_CASHBACK_PERCENT}% من قسط تأمين سياراتهم.`,
    "شكرًا لانتظارك.",
  ].join("\n\n"),
} as const;

const subjectSchema = z
  .string({ error: "Subject is required" })
  .trim()
  .min(1, "Subject is required")
  .max(ANNOUNCEMENT_LIMITS.subject, `Subject must be at most ${ANNOUNCEMENT_LIMITS.subject} characters`)
  // A header line: a line break would be a header injection.
  .regex(/^[^\r\n]*$/, "Subject must be one line");
const bodySchema = z
  .string({ error: "Message is required" })
  .trim()
  .min(1, "Message is required")
  .max(ANNOUNCEMENT_LIMITS.body, `Message must be at most ${ANNOUNCEMENT_LIMITS.body} characters`);

/** English (`subject`, `body`) and Arabic (`subjectAr`, `bodyAr`): both are required, as the waitlist holds both. */
export const announcementSchema = z.object({
  subject: subjectSchema,
  body: bodySchema,
  subjectAr: subjectSchema,
  bodyAr: bodySchema,
});
export type AnnouncementInput = z.input<typeof announcementSchema>;

/** Ids are UUIDs; anything else is a 404 without a query. */
export const rowIdSchema = z.uuid();

/** The privacy tool: look up and erase everything stored for one address. */
export const privacyLookupSchema = z.object({
  email: z
    .string({ error: "Email is required" })
    .trim()
    .toLowerCase()
    .min(1, "Email is required")
    .max(254, "Please enter a valid email address")
    .pipe(z.email({ error: "Please enter a valid email address" })),
});
export const privacyEraseSchema = privacyLookupSchema
  .extend({
    /** The address typed a second time: the confirmation step. */
    confirmEmail: z.string({ error: "Type the address again to confirm" }).trim().toLowerCase(),
  })
  .refine((value) => value.email === value.confirmEmail, {
    message: "The confirmation does not match the address",
    path: ["confirmEmail"],
  });
export type PrivacyEraseInput = z.input<typeof privacyEraseSchema>;
