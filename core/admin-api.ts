/**
 * The shapes /api/admin/* answers with (dates as ISO strings), shared by the
 * server that builds them and the /admin screens that read them.
 */
import type { Locale } from "./locales";
import type {
  EnquiryEventKind,
  EnquiryStatus,
  OutboxState,
  ReminderStatus,
  SubscriberStatus,
  WaitlistStatus,
} from "./schemas/admin";

export const ADMIN_API = "/api/admin";

export type Page<Row> = { rows: Row[]; total: number; page: number; pageSize: number };

export type EnquirySummary = {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  subject: string;
  status: EnquiryStatus;
  createdAt: string;
  /** When the team first answered from /admin (R-DESK-11): the list shows the time to it, or the enquiry overdue. */
  firstRepliedAt: string | null;
  /** The admin who owns it (R-DESK-20), and their address; null while unassigned. */
  ownerId: string | null;
  ownerEmail: string | null;
  /** Past its promised reply with none sent, by the server's clock when it was read (R-DESK-22). */
  overdue: boolean;
};

/** An admin an enquiry can be given to. */
export type EnquiryOwner = { id: string; email: string };

export type EnquiryDetail = EnquirySummary & {
  phone: string | null;
  message: string;
  userAgent: string | null;
  attribution: Record<string, string | number | boolean> | null;
  emailedAt: string | null;
  /** The edition it was sent from, which the visitor is answered in (R-DESK-02). */
  language: Locale;
  /** When the visitor's acknowledgement went out. */
  acknowledgedAt: string | null;
  updatedAt: string;
  resolvedAt: string | null;
};

/**
 * One enquiry as its detail view shows it: with the team's alert and the visitor's acknowledgement
 * on the queue (each null once pg-boss has forgotten it; `emailedAt` and `acknowledgedAt` still tell).
 */
export type EnquiryView = EnquiryDetail & {
  alert: OutboxMessage | null;
  acknowledgement: OutboxMessage | null;
  /** What the team did, oldest first (R-DESK-10..). */
  history: EnquiryEvent[];
};

/** One entry of an enquiry's history: a reply with its text and its delivery, a press of its WhatsApp or call link, a note, a change. */
export type EnquiryEvent = {
  id: string;
  kind: EnquiryEventKind;
  /** The admin who did it. */
  actorEmail: string;
  body: string | null;
  /** A change's before and after (a status, an owner's address). */
  details: { from: string | null; to: string | null } | null;
  createdAt: string;
  /** A reply's e-mail on the queue (null for the rest, or once pg-boss has forgotten it). */
  delivery: OutboxMessage | null;
};

export type SubscriberRow = {
  id: string;
  email: string;
  source: string;
  status: SubscriberStatus;
  createdAt: string;
  confirmedAt: string | null;
  unsubscribedAt: string | null;
};

/** A renewal reminder in /admin's list (R-FOLLOW-47): the address masked, as in every list of the queue's messages. */
export type ReminderRow = {
  id: string;
  email: string;
  renewalMonth: string;
  status: ReminderStatus;
  source: string;
  language: Locale;
  createdAt: string;
  confirmedAt: string | null;
  sentAt: string | null;
  unsubscribedAt: string | null;
};

/** An Android waitlist entry (R-SAFE-28..32): only a confirmed one is told of the launch, in its language. */
export type WaitlistRow = {
  id: string;
  email: string;
  source: string;
  status: WaitlistStatus;
  language: Locale;
  createdAt: string;
  confirmedAt: string | null;
  unsubscribedAt: string | null;
  notifiedAt: string | null;
};

export type PeriodCounts = { today: number; last7Days: number; last30Days: number; total: number };

export type Overview = {
  /** Enquiries still waiting for someone (status new). */
  openEnquiries: number;
  /** Enquiries past their promised reply with none sent (R-DESK-22). */
  overdueEnquiries: number;
  enquiries: PeriodCounts;
  /** Confirmed newsletter subscribers (status subscribed). */
  subscribers: PeriodCounts;
  /** Newsletter signups awaiting their confirmation (status pending), counted apart. */
  pendingSubscribers: number;
  /** Confirmed waitlist entries (R-SAFE-32): only they are told of the launch. */
  waitlist: PeriodCounts;
  /** Waitlist signups awaiting their confirmation, counted apart. */
  pendingWaitlist: number;
  /** The last 30 days (Gulf Standard Time), oldest first. */
  /** Confirmed subscribers and waitlist entries by the day they signed up. */
  daily: { day: string; enquiries: number; subscribers: number; waitlist: number }[];
  /** Whether SMTP_URL is set: without it, e-mails wait in the job queue (R-FOLLOW-05, 07). */
  mailConfigured: boolean;
  /** Messages on the queue that failed every try and wait for an operator (the Outbox). */
  failedMessages: number;
};

/** What the Outbox calls each kind of message on the queue. */
export const OUTBOX_KIND_LABELS: Record<string, string> = {
  "enquiry-alert": "Enquiry alert",
  "enquiry-acknowledgement": "Enquiry acknowledgement",
  "enquiry-reply": "Reply to an enquiry",
  "lead-webhook": "Leads webhook post",
  "waitlist-announcement": "Android launch announcement",
  "waitlist-confirmation": "Android waitlist confirmation",
  "daily-digest": "Daily signups digest",
  "weekly-report": "Weekly funnel report",
  "reminder-confirmation": "Renewal reminder confirmation",
  "renewal-reminder": "Renewal reminder",
};

/** What a confirmation refused by the per-recipient caps ends with (R-SAFE-25): the Outbox says so. */
export const RECIPIENT_CAP_REFUSAL = "recipient cap";

/** One message on the job queue, as the Outbox lists it (R-FOLLOW-30). */
export type OutboxMessage = {
  /** The job's id (a UUID). */
  id: string;
  /** The job queue it is on ("mail", "lead-webhook"). */
  queue: string;
  /** The message kind (a key of OUTBOX_KIND_LABELS, or a kind this screen does not know yet). */
  kind: string;
  /** Masked ("j***@example.com"), or what it goes to when that is not a person ("Leads webhook"). */
  recipient: string;
  state: OutboxState;
  /** Tries after the first so far, and how many it may take. */
  retryCount: number;
  retryLimit: number;
  lastError: string | null;
  /** Why a completed job sent nothing ("stale": older than its freshness; RECIPIENT_CAP_REFUSAL: refused by the recipient's cap). */
  skipped: string | null;
  createdAt: string;
  /** When it may be tried (next): a paced announcement's slot, a retry's time. */
  startAfter: string;
  /** When it was sent, failed for good, skipped or cancelled. */
  completedAt: string | null;
};

/** The messages about one renewal reminder or waitlist entry, oldest first (R-DESK-30). */
export type LeadMessages = { rows: OutboxMessage[] };

/** The response of announcing the Android launch to the waitlist. */
export type AnnouncementResult = { id: string; recipients: number };

export type AnnouncementRow = {
  id: string;
  subject: string;
  body: string;
  /** The Arabic texts (null for an announcement stored before there were any). */
  subjectAr: string | null;
  bodyAr: string | null;
  actorEmail: string;
  recipients: number;
  createdAt: string;
};

/** The waitlist's announcement screen: what was sent, and how many addresses are still to be told. */
export type AnnouncementsAnswer = {
  announcements: AnnouncementRow[];
  /** Confirmed waitlist entries not notified yet: those a send is for (R-SAFE-29). */
  unnotified: number;
  /** Entries awaiting their confirmation: told nothing until they confirm. */
  pending: number;
  /** Of those, how many have their announcement queued and not sent yet. */
  onTheirWay: number;
};

export type PrivacyReport = {
  email: string;
  subscribers: SubscriberRow[];
  waitlist: WaitlistRow[];
  /** Each with its history: the team's replies and notes, the presses of its links, its changes (R-DESK-13). */
  enquiries: (Omit<EnquiryDetail, "overdue"> & { history: Omit<EnquiryEvent, "delivery">[] })[];
  /** The address's renewal reminders, its own address unmasked. */
  reminders: ReminderRow[];
};

export type PrivacyErasure = {
  email: string;
  /** `messages`: jobs on the queue for the address, whatever their state (R-SAFE-40). */
  deleted: { subscribers: number; waitlist: number; enquiries: number; reminders: number; messages: number };
};

export type AuditEntry = {
  id: number;
  at: string;
  actorEmail: string;
  action: string;
  target: string | null;
  details: Record<string, unknown> | null;
};

/** A Content-Security-Policy violation a browser reported (server/csp-report.server.ts). */
export type CspReportRow = {
  id: number;
  receivedAt: string;
  /** The page, without its query string. */
  documentUrl: string | null;
  violatedDirective: string | null;
  effectiveDirective: string | null;
  /** The blocked resource's origin, scheme or keyword ("inline", "eval"). */
  blockedUrl: string | null;
  sourceFile: string | null;
  lineNumber: number | null;
  disposition: string | null;
  userAgent: string | null;
};

export type RolesAnswer = { userId: string; roles: string[] };

export type ExperimentRow = {
  id: string;
  name: string;
  status: "draft" | "active" | "paused" | "completed";
  isControl: boolean;
  pageLocations: string[];
  createdAt: string;
  updatedAt: string;
  startedAt: string | null;
  endedAt: string | null;
  /** R-FUNNEL-52, R-FUNNEL-53: what the experiment is judged by and how it is planned. */
  primaryMetric: "quote_handoff" | "policies";
  baselineRate: number;
  minimumEffect: number;
  /** R-FUNNEL-57: when it was made the default; null otherwise. */
  madeDefaultAt: string | null;
};

export type ExperimentDetail = ExperimentRow & {
  /** Texts per page location: { hero: { headline, subheadline, cta_text } }. */
  content: Record<string, Partial<Record<"headline" | "subheadline" | "cta_text", string>>>;
};

export type VariantResult = {
  experimentId: string;
  name: string;
  isControl: boolean;
  status: ExperimentRow["status"];
  /** Distinct anonymous visitors with any recorded event. */
  visitors: number;
  impressions: number;
  /** The primary metric's count: quote hand-offs (R-FUNNEL-52). */
  quoteRequests: number;
  /** quoteRequests / impressions, 0..1 (null without impressions). */
  conversionRate: number | null;
  /** Relative change of the conversion rate against the pooled controls (0.25 = +25%); null for a control or without data. */
  uplift: number | null;
  /** Two-sided p-value of the two-proportion z-test against the controls; null until the planned sample is reached (R-FUNNEL-54). */
  pValue: number | null;
  verdict: string;
  /** R-FUNNEL-56: the texts the variant shows at this page location (an empty one is the site's default). */
  content: Partial<Record<"headline" | "subheadline" | "cta_text", string>>;
  /** R-FUNNEL-53: a variant's plan and how far it has come; null for a control. */
  plan: ExperimentPlanProgress | null;
};

export type ExperimentPlanProgress = {
  primaryMetric: ExperimentDetail["primaryMetric"];
  /** The control's expected conversion rate and the smallest relative change worth finding, 0..1. */
  baselineRate: number;
  minimumEffect: number;
  /** Visitors each side needs (two-proportion test, α = 0.05 two-sided, 80% power). */
  plannedPerSide: number;
  /** Visitors still missing, both sides together. */
  visitorsNeeded: number;
  /** The day both sides will have their planned sample at the last week's traffic (YYYY-MM-DD); null without traffic. */
  expectedEnd: string | null;
  /** Both sides have their planned sample: the verdict is read. */
  reached: boolean;
};

/** R-FUNNEL-55: were the active experiments' visitors split as intended (evenly)? */
export type SampleRatioResult = {
  statistic: number;
  pValue: number;
  /** Below p = 0.001: the split is broken and no result can be trusted. */
  mismatch: boolean;
  /** Counted since: the latest start among the experiments compared. */
  since: string;
  groups: { experimentId: string; name: string; visitors: number }[];
};

export type ExperimentResults = {
  pageLocation: string;
  /** How the results are safe to read every day (R-FUNNEL-54), in a sentence. */
  method: string;
  control: VariantResult | null;
  variants: VariantResult[];
  srm: SampleRatioResult | null;
};

/** How the funnel's table is broken down (R-FUNNEL-71). */
export const FUNNEL_BREAKDOWNS = ["campaign", "source", "landing", "edition", "device", "variant"] as const;
export type FunnelBreakdown = (typeof FUNNEL_BREAKDOWNS)[number];

/** The breakdown selector's names, and the columns each one's rows are named by (the table's and the CSV's). */
export const FUNNEL_BREAKDOWN_INFO: Record<FunnelBreakdown, { label: string; columns: string[] }> = {
  campaign: { label: "Source / medium / campaign", columns: ["Source", "Medium", "Campaign"] },
  source: { label: "Source", columns: ["Source"] },
  landing: { label: "Landing page", columns: ["Landing page"] },
  edition: { label: "Edition", columns: ["Edition"] },
  device: { label: "Device class", columns: ["Device class"] },
  variant: { label: "Experiment variant", columns: ["Experiment variant"] },
};

/** A conversion rate with its 95% Wilson interval (R-FUNNEL-72); null when it is not a proportion (no trials, or more than them). */
export type FunnelRate = { rate: number; low: number; high: number } | null;

/** The funnel's counts for a period, a day or a row of the breakdown (R-FUNNEL-70). */
export type FunnelCounts = {
  /** Unique visitors of each Gulf day, added up over the days (the visitor hash changes every day). */
  visitors: number;
  /** Presses of "Get Personalised Quote" and "Start WhatsApp Chat" (of which `whatsapp` the chat's). */
  handoffs: number;
  whatsapp: number;
  /** Of those hand-offs, how many the broker reported a quote started for (any event of theirs implies one). */
  quotesStarted: number;
  /** Of those hand-offs, how many became a policy, and their premiums in AED. */
  policies: number;
  premiumAed: number;
};

export type FunnelRates = {
  /** Hand-offs per visitor. */
  handoffRate: FunnelRate;
  /** Quotes started per online hand-off (the broker reports only those: a WhatsApp chat has no link id). */
  startRate: FunnelRate;
  /** Policies per quote started. */
  policyRate: FunnelRate;
  /** Policies per visitor: the whole funnel. */
  visitorPolicyRate: FunnelRate;
};

export type FunnelRow = FunnelCounts &
  FunnelRates & {
    /** The row's name, one value per column of its breakdown (null: none, e.g. a visit without UTM fields). */
    values: (string | null)[];
  };

/** Leads of the period beside the funnel: confirmed newsletter subscribers and waitlist entries, reminders, enquiries. */
export type FunnelLeads = { newsletter: number; waitlist: number; reminders: number; enquiries: number };

export type FunnelReport = {
  /** The period, Gulf days, both included. */
  from: string;
  to: string;
  breakdown: FunnelBreakdown;
  totals: FunnelCounts & FunnelRates;
  leads: FunnelLeads;
  /** Every day of the period, oldest first. */
  daily: (FunnelCounts & { day: string })[];
  /** Busiest first (by visitors, then hand-offs). */
  rows: FunnelRow[];
  /** Visitors of days the retention job has rolled up: counted in the totals and the chart, not in a breakdown (R-FUNNEL-71). */
  rolledUpVisitors: number;
};
