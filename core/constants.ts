/**
 * Business constants (R-CONST-*). Every number the site shows or obeys lives
 * here once; components, schemas, content and tests import it.
 */

export const CALCULATOR = {
  minPremium: 1000,
  maxPremium: 15000,
  step: 500,
  defaultPremium: 9000,
  cashbackRate: 0.25,
  animationMs: 300,
  animationSteps: 20,
} as const;

/** The largest cashback the site ever claims (R-CONST-04, R-HOME-CLAIM-01). */
export const MAX_CASHBACK_PERCENT = 25;

/**
 * The typical case shown beside the calculator's maximum (R-HONEST-05): the share of the premium a
 * driver with an average safety score earns back. The calculator, its FAQ answer and the slider's
 * spoken value read it from here; a figure to confirm against the Rewards Rules
 * (docs/decisions/028-honest-claims.md).
 */
export const TYPICAL_CASHBACK_PERCENT = 10;

/** Who may use the app: one rule, stated the same in the app terms, the privacy notice and every page that mentions age. */
export const MIN_APP_AGE = 18;

/** How the site labels its member stories (home, /success-stories, articles, terms): illustrative, never presented as verified reviews. */
export const STORY_DISCLOSURE =
  "Example member stories, shared with consent: names are shortened, some details are simplified, and every driver's results differ.";

/** Claimed figures in static text (R-CONST-24). */
export const CLAIMS = {
  members: "1,000+",
  membersCount: 1000,
  safetyScoreLeader: 95,
  providers: "20+",
  premiumPlanAed: 99,
  rating: 4.8,
  reviewCount: 247,
  /** Where the rating and its reviews come from; shown wherever the rating is (and in structured data). */
  ratingSource: "App Store",
  insurerCount: 10,
} as const;

export const CONTACT_LIMITS = {
  nameMax: 50,
  emailMax: 100,
  phoneMin: 8,
  phoneMax: 16,
  subjectMax: 200,
  messageMin: 10,
  messageMax: 2000,
} as const;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * What one mailbox can be made to receive from us by whoever types its address (R-SAFE-22..24):
 * the confirmation e-mails of every list together (newsletter, renewal reminders, Android
 * waitlist), counted by mailbox (core/mailbox.ts) over any 24 hours and any 7 days, whatever
 * the spelling, the list or the client. The mail queue refuses a confirmation past either cap
 * and records it; the privacy page and the README state these numbers.
 */
export const RECIPIENT_MAIL = {
  confirmationsPerDay: 3,
  confirmationsPerWeek: 5,
  /** The week the caps count over, and how long a mailbox's count is kept after its last confirmation. */
  weekMs: 7 * DAY_MS,
  dayMs: DAY_MS,
  /** A pending signup is sent its confirmation again at most this often, however often it is repeated. */
  confirmationResendMs: DAY_MS,
} as const;

export const NEWSLETTER = {
  clientAttemptsPerHour: 3,
  /** General rate-limit helper default: 5 per hour (R-CONST-06). */
  defaultRateLimit: { max: 5, windowMs: 60 * 60 * 1000 },
  emailMax: 100,
  resetAfterMs: 500,
  alreadySubscribedToastMs: 3000,
  /** Double opt-in (R-FOLLOW-08): a confirmation link works this long, and its e-mail is not sent later than this. */
  confirmationTtlMs: 7 * 24 * 60 * 60 * 1000,
  /** A repeated signup of a pending address re-sends the confirmation at most this often (R-FOLLOW-09, R-SAFE-24). */
  confirmationResendMs: RECIPIENT_MAIL.confirmationResendMs,
} as const;

/**
 * Renewal reminders (R-FOLLOW-40..49): a visitor names the month their
 * policy renews, confirms by e-mail, and gets one reminder `leadDays` before
 * the 1st of that month (Gulf time).
 */
export const REMINDERS = {
  /** The form offers the next this-many months, from next month: a policy renewing this month is served by a quote today. */
  monthsAhead: 12,
  /** The reminder goes out this many days before the 1st of the renewal month, at 00:00 Gulf time. */
  leadDays: 30,
  /** The confirmation link works this long, and its e-mail is not sent later than this (as the newsletter's). */
  confirmationTtlMs: NEWSLETTER.confirmationTtlMs,
  /** A repeated signup of a pending reminder re-sends the confirmation at most this often (R-SAFE-24). */
  confirmationResendMs: RECIPIENT_MAIL.confirmationResendMs,
  /** Per-address signups an hour (a household may ask for two or three cars). */
  perEmailPerHour: 5,
} as const;

/**
 * The Android waitlist's double opt-in (R-SAFE-28): a signup waits for the press of its
 * confirmation link, which works as long as the newsletter's and is sent again at most daily.
 */
export const WAITLIST = {
  /** The confirmation link works this long, and its e-mail is not sent later than this. */
  confirmationTtlMs: NEWSLETTER.confirmationTtlMs,
  /** A repeated signup of a pending address re-sends the confirmation at most this often (R-SAFE-24). */
  confirmationResendMs: RECIPIENT_MAIL.confirmationResendMs,
} as const;

/**
 * When the team answers a contact enquiry (R-DESK-01): within `businessDays` of Gulf business
 * hours, `opensAtHour` to `closesAtHour` Gulf time on `workingDays` (Monday to Friday, the UAE's
 * working week; 0 is Sunday). The contact page's promise, the acknowledgement e-mail's "by when"
 * (`replyDueAt`, core/gulf-time.ts) and the lead desk's overdue enquiries all count from here.
 */
export const ENQUIRY_REPLY: {
  readonly businessDays: number;
  readonly workingDays: readonly number[];
  readonly opensAtHour: number;
  readonly closesAtHour: number;
} = {
  businessDays: 1,
  workingDays: [1, 2, 3, 4, 5],
  opensAtHour: 9,
  closesAtHour: 18,
};

export const CSRF_MAX_AGE_MS = 300_000;

/**
 * The largest request body the server reads (R-SAFE-01), in bytes. One middleware applies them
 * to every request (server/body-limit.server.ts): a path gets more than `default` only where a
 * line below says why.
 */
export const BODY_LIMITS = {
  /** Every other path: a signed link's token, a one-click unsubscribe, a sign-out. */
  default: 1024,
  /** A visitor's form, as JSON or posted by the page: a 2,000-character message in Arabic, percent-encoded, is 12 KB. */
  visitorForm: 16 * 1024,
  /** The team's JSON: a 128-character password written as \u escapes is 1.5 KB; an experiment's texts are a few KB. */
  team: 8 * 1024,
  /** A browser's Content-Security-Policy report: one is under 2 KB, a Reporting API batch of a few fits. */
  cspReport: 8 * 1024,
  /** A hand-off's beacon (R-FUNNEL-13): its id and a dozen dimensions of at most 100 characters each. */
  handoff: 4 * 1024,
  /** A page view's beacon (R-FUNNEL-30): a path, a referrer's domain and five campaign values at their longest fit twice over. */
  pageView: 2 * 1024,
} as const;

/** The funnel's hand-offs and the broker's events (R-FUNNEL-13, R-FUNNEL-21). */
export const HANDOFFS = {
  /** Beacons and redirects recorded per client address an hour: a household behind one carrier address presses a few. */
  perIpPerHour: 60,
  /** How far a broker's signature timestamp may be from our clock, either way (the Stripe scheme's 5 minutes). */
  signatureToleranceSeconds: 300,
  /** The broker's events per client address an hour: its server's whole traffic, refusals included. */
  partnerEventsPerIpPerHour: 5000,
} as const;

export const POPUP = {
  scrollRatio: 0.5,
  timerMs: 10_000,
  minMsBetweenShowings: 24 * 60 * 60 * 1000,
  minMsAfterTemporaryDismissal: 7 * 24 * 60 * 60 * 1000,
  /** After whatever held a fired trigger back (a dialog, the menu, a focused field) ends, the popup waits this long. */
  calmMs: 500,
} as const;

export const BANNER_SLIDE_OUT_MS = 300;

export const CONNECTIVITY_CHECK_MS = 30_000;

export const EXPERIMENT = {
  lockTtlMs: 3000,
  pollEveryMs: 100,
  pollForMs: 2000,
  /** Longest the hero shows "Loading..." before it falls back to the defaults (R-OPEN-39). */
  loadingTimeoutMs: 3000,
} as const;

/**
 * How an experiment is planned and read (R-FUNNEL-52..56; docs/decisions/033-trustworthy-experiments.md):
 * a two-sided test at 5% with 80% power, read once at its planned sample; the split checked against
 * the intended one, alarming below p = 0.001; today's traffic is the last week's.
 */
export const EXPERIMENT_PLAN = {
  alpha: 0.05,
  power: 0.8,
  srmAlertP: 0.001,
  /** What a new experiment assumes until the admin says otherwise: 3% of visitors ask for a quote. */
  defaultBaselineRate: 0.03,
  /** The smallest change worth finding, relative: 20% more (or fewer) quote requests. */
  defaultMinimumEffect: 0.2,
  trafficWindowDays: 7,
} as const;

export const HEADER_SCROLL_THRESHOLD_PX = 10;
/** "Mobile" is under 768 px; the header collapses below xl (1280 px). */
export const MOBILE_BREAKPOINT_PX = 768;
export const XL_BREAKPOINT_PX = 1280;

export const ANALYTICS = {
  duplicateWindowMs: 1000,
  currency: "AED",
  leadValue: 100,
} as const;

export const IMAGE = {
  lazyMarginPx: 200,
  defaultQuality: 80,
} as const;

export const LOGO_STRIP = {
  startDelayMs: 1000,
  loopMs: 30_000,
} as const;

export const TOASTS = {
  primary: { visible: 1, durationMs: 5000 },
  secondary: { visible: 3, durationMs: 4000, gapPx: 14 },
} as const;

export const NAV_MENU = { delayMs: 200, skipDelayMs: 300 } as const;

/** Performance budgets: console warnings only (R-CONST-22, R-OPEN-52). */
export const PERFORMANCE_BUDGETS = {
  pageLoadMs: 3000,
  resourceBytes: 500 * 1024,
  lcpMs: 2500,
  fidMs: 100,
  inpMs: 200,
  cls: 0.1,
} as const;

/** Browser storage keys (R-ENT-05, R-ENT-08, R-ENT-18). */
export const STORAGE_KEYS = {
  bannerDismissed: "insurance-banner-dismissed",
  popupShown: "newsletter-popup-shown",
  popupDismissed: "newsletter-popup-dismissed",
  subscribed: "newsletter-subscribed",
  newsletterRateLimit: "newsletter-rate-limit",
  attribution: "attribution_data",
  experimentAssignment: "ab_test_assignment",
  experimentLock: "ab_test_assignment_lock",
  consent: "cookie-consent",
  chunkReloaded: "chunk-reload-attempted",
  /** The language a visitor chose with the switcher (R-EDITION-04): it only stresses the switcher. */
  language: "preferred-language",
} as const;

export const ATTRIBUTION_CLICK_IDS = ["gclid", "fbclid", "msclkid", "ttclid"] as const;
export const ATTRIBUTION_UTM_FIELDS = ["utm_source", "utm_medium", "utm_campaign", "utm_content", "utm_term"] as const;

/**
 * Page views counted by our own server (R-FUNNEL-30..37): where the page's beacon goes, and the
 * longest path, campaign value and referrer domain kept (a longer campaign value is dropped, not cut).
 */
export const PAGE_VIEWS = {
  endpoint: "/api/page-view",
  pathMax: 200,
  campaignValueMax: 100,
  referrerDomainMax: 253,
} as const;

/**
 * The funnel in /admin and the team's reports (R-FUNNEL-70..76): the period the tab opens on
 * (the last 30 Gulf days, today included), and how many sources the weekly report names.
 */
export const FUNNEL = {
  defaultDays: 30,
  weeklyTopSources: 5,
  /** Conversion rates are shown with this confidence interval (Wilson's). */
  confidence: 0.95,
} as const;

/** Quote sources (R-CONST-19, 21); the campaign is always quote_request. */
export const QUOTE_SOURCES = [
  "header",
  "homepage",
  "how_it_works",
  "about",
  "success_stories",
  "features",
  "build_score",
  "blog",
  "competition",
  "sticky_banner",
  "october_landing",
  "october_popup",
  "footer",
  "website",
  "hero_main",
  "queen_bee",
  "how_it_works_section",
  "cta_section_insurance_path",
  // The quote link of the renewal reminder e-mail (R-FOLLOW-41).
  "renewal_reminder",
  // The quote link of the team's reply to an enquiry (R-DESK-10).
  "support_reply",
] as const;
export type QuoteSource = (typeof QUOTE_SOURCES)[number];

export const QUOTE_CAMPAIGN = "quote_request";
export const DEFAULT_QUOTE_CONTEXT = { source: "website", medium: "cta_button" } as const;

/**
 * The anonymous visitor id experiment results are counted by: `<random>.<mac>`,
 * issued and signed by the server (GET /functions/v1/visitor-id), kept in
 * localStorage (ab_visitor_id).
 */
export const VISITOR_ID_PATTERN = /^[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{22}$/;
/** The unsigned ids browsers made before the server signed them: still accepted, never counted. */
export const LEGACY_VISITOR_ID_PATTERN = /^[A-Za-z0-9-]{8,64}$/;

/**
 * R-OPEN-06: how long the server keeps what visitors send. The retention job
 * (server/jobs/retention.server.ts) obeys these numbers and the privacy page
 * states them through placeholders (core/placeholders.ts), so the two
 * cannot disagree.
 */
export const RETENTION = {
  /** Contact enquiries, counted from their resolution. */
  resolvedEnquiryMonths: 24,
  /** Newsletter rows and waitlist entries, counted from the unsubscribe. */
  unsubscribedDays: 30,
  /** Newsletter and waitlist signups never confirmed, counted from the last confirmation e-mail (whose link works 7 days). */
  unconfirmedDays: 30,
  /** Renewal reminders, counted from the reminder e-mail; one never sent, from the 1st of its renewal month. */
  reminderSentDays: 60,
  /** Waitlist rows, counted from the Android launch (site.config.ts androidLaunchDate). */
  waitlistAfterLaunchMonths: 6,
  /** Browser user agents in every lead table. */
  userAgentDays: 90,
  /** Admin actions: long enough to investigate an incident or answer a regulator a year or more later. */
  auditLogMonths: 24,
  /**
   * Hero experiment events (anonymous visitor id): 13 months after the
   * experiment ended, so a finished test's results stay whole for a year's
   * comparison; while it runs, 13 months after each event was recorded.
   */
  experimentEventMonths: 13,
  /** Content-Security-Policy violation reports: enough to notice and fix a broken policy. */
  cspReportDays: 30,
  /**
   * Page views (R-FUNNEL-36): each one is kept 13 months, so a month compares with the same month a year
   * before; then its whole Gulf day is rolled up into counts per day and moved out of the raw table.
   */
  pageViewMonths: 13,
  /**
   * Hand-offs and the broker's events about them (R-FUNNEL-15): as page views, 13 months, then their
   * whole Gulf day is rolled up into counts per day and moved out of the raw tables.
   */
  handoffMonths: 13,
  /** Rate-limit counters (IP address, e-mail address), counted from the start of their one-hour window. */
  rateLimitCounterHours: 2,
  /** Failed staff sign-in counters (typed address, IP address), counted from the last failure (and any lock's end). */
  loginThrottleHours: 24,
  /** A staff session, counted from sign-in however much it is used (R-SAFE-03). */
  staffSessionHours: 12,
  /**
   * The clients a staff account signed in from (hashed), counted from the last sign-in from each: a locked
   * account still checks their passwords (R-SAFE-14). Long enough that a staff member back from leave is still known at the office.
   */
  knownSignInDays: 90,
  /** How often the job runs: a row lives at most its period plus this. */
  intervalHours: 1,
} as const;
