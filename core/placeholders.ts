/**
 * Placeholders in the Markdown content (`{{maxCashback}}`), filled from the
 * constants and the site configuration, so no figure is typed twice. The content
 * module (core/content.server.ts) fills every text it reads, so the pages, the RSS feed,
 * the sitemap and the covers all get filled text.
 */
import { siteConfig } from "../site.config";
import {
  CLAIMS,
  MAX_CASHBACK_PERCENT,
  MIN_APP_AGE,
  RECIPIENT_MAIL,
  REMINDERS,
  RETENTION,
  STORY_DISCLOSURE,
} from "./constants";
import { arabicCount, type ArabicNoun } from "./format";
import type { Locale } from "./locales";

const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? "" : "s"}`;

const DAY: ArabicNoun = { one: "يوم واحد", two: "يومان", few: "# أيام", many: "# يومًا", other: "# يوم" };
const MONTH: ArabicNoun = { one: "شهر واحد", two: "شهران", few: "# أشهر", many: "# شهرًا", other: "# شهر" };
const HOUR: ArabicNoun = { one: "ساعة واحدة", two: "ساعتان", few: "# ساعات", many: "# ساعة", other: "# ساعة" };
const DIRHAM: ArabicNoun = { one: "درهم واحد", two: "درهمان", few: "# دراهم", many: "# درهمًا", other: "# درهم" };
const CONFIRMATION_EMAIL: ArabicNoun = {
  one: "رسالة تأكيد واحدة",
  two: "رسالتا تأكيد",
  few: "# رسائل تأكيد",
  many: "# رسالة تأكيد",
  other: "# رسالة تأكيد",
};

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/**
 * The retention periods as the privacy page states them: the job's own
 * numbers (RETENTION). A counter deleted once it is N hours old is gone at
 * the latest one run of the job later, so the page states that bound.
 */
export const RETENTION_PLACEHOLDERS = {
  retentionUnsubscribed: plural(RETENTION.unsubscribedDays, "day"),
  retentionStaffSession: plural(RETENTION.staffSessionHours, "hour"),
  retentionUnconfirmed: plural(RETENTION.unconfirmedDays, "day"),
  retentionReminderSent: plural(RETENTION.reminderSentDays, "day"),
  retentionWaitlist: plural(RETENTION.waitlistAfterLaunchMonths, "month"),
  retentionEnquiry: plural(RETENTION.resolvedEnquiryMonths, "month"),
  retentionUserAgent: plural(RETENTION.userAgentDays, "day"),
  retentionAuditLog: plural(RETENTION.auditLogMonths, "month"),
  retentionExperimentEvents: plural(RETENTION.experimentEventMonths, "month"),
  retentionCspReports: plural(RETENTION.cspReportDays, "day"),
  retentionPageViews: plural(RETENTION.pageViewMonths, "month"),
  retentionHandoffs: plural(RETENTION.handoffMonths, "month"),
  retentionRateLimitCounters: plural(RETENTION.rateLimitCounterHours + RETENTION.intervalHours, "hour"),
  retentionLoginThrottle: plural(RETENTION.loginThrottleHours + RETENTION.intervalHours, "hour"),
  retentionKnownSignIn: plural(RETENTION.knownSignInDays, "day"),
  /** A mailbox's count of confirmation e-mails lives as long as the week it counts (R-SAFE-22). */
  retentionRecipientMail: plural(RECIPIENT_MAIL.weekMs / DAY_MS, "day"),
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- the wording follows the setting, which may change
  retentionJobInterval: RETENTION.intervalHours === 1 ? "hour" : plural(RETENTION.intervalHours, "hour"),
} as const;

/** The per-recipient caps as the privacy page states them (R-SAFE-26): the mail queue's own numbers. */
const RECIPIENT_CAP_PLACEHOLDERS = {
  recipientCapPerDay: plural(RECIPIENT_MAIL.confirmationsPerDay, "confirmation e-mail"),
  recipientCapPerWeek: plural(RECIPIENT_MAIL.confirmationsPerWeek, "confirmation e-mail"),
  recipientCapDay: plural(RECIPIENT_MAIL.dayMs / HOUR_MS, "hour"),
  recipientCapWeek: plural(RECIPIENT_MAIL.weekMs / DAY_MS, "day"),
  confirmationResend: plural(RECIPIENT_MAIL.confirmationResendMs / HOUR_MS, "hour"),
} as const;

const ARABIC_RECIPIENT_CAPS: Record<keyof typeof RECIPIENT_CAP_PLACEHOLDERS, string> = {
  recipientCapPerDay: arabicCount(RECIPIENT_MAIL.confirmationsPerDay, CONFIRMATION_EMAIL),
  recipientCapPerWeek: arabicCount(RECIPIENT_MAIL.confirmationsPerWeek, CONFIRMATION_EMAIL),
  recipientCapDay: arabicCount(RECIPIENT_MAIL.dayMs / HOUR_MS, HOUR),
  recipientCapWeek: arabicCount(RECIPIENT_MAIL.weekMs / DAY_MS, DAY),
  confirmationResend: arabicCount(RECIPIENT_MAIL.confirmationResendMs / HOUR_MS, HOUR),
};

/** The same periods as the Arabic privacy page states them. */
const ARABIC_RETENTION: Record<keyof typeof RETENTION_PLACEHOLDERS, string> = {
  retentionUnsubscribed: arabicCount(RETENTION.unsubscribedDays, DAY),
  retentionStaffSession: arabicCount(RETENTION.staffSessionHours, HOUR),
  retentionUnconfirmed: arabicCount(RETENTION.unconfirmedDays, DAY),
  retentionReminderSent: arabicCount(RETENTION.reminderSentDays, DAY),
  retentionWaitlist: arabicCount(RETENTION.waitlistAfterLaunchMonths, MONTH),
  retentionEnquiry: arabicCount(RETENTION.resolvedEnquiryMonths, MONTH),
  retentionUserAgent: arabicCount(RETENTION.userAgentDays, DAY),
  retentionAuditLog: arabicCount(RETENTION.auditLogMonths, MONTH),
  retentionExperimentEvents: arabicCount(RETENTION.experimentEventMonths, MONTH),
  retentionCspReports: arabicCount(RETENTION.cspReportDays, DAY),
  retentionPageViews: arabicCount(RETENTION.pageViewMonths, MONTH),
  retentionHandoffs: arabicCount(RETENTION.handoffMonths, MONTH),
  retentionRateLimitCounters: arabicCount(RETENTION.rateLimitCounterHours + RETENTION.intervalHours, HOUR),
  retentionLoginThrottle: arabicCount(RETENTION.loginThrottleHours + RETENTION.intervalHours, HOUR),
  retentionKnownSignIn: arabicCount(RETENTION.knownSignInDays, DAY),
  retentionRecipientMail: arabicCount(RECIPIENT_MAIL.weekMs / DAY_MS, DAY),
  // "every hour" / "every 6 hours": «كل ساعة» / «كل 6 ساعات».
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- the wording follows the setting, which may change
  retentionJobInterval: RETENTION.intervalHours === 1 ? "ساعة" : arabicCount(RETENTION.intervalHours, HOUR),
};

export const PLACEHOLDERS: Readonly<Record<string, string>> = {
  ...RETENTION_PLACEHOLDERS,
  ...RECIPIENT_CAP_PLACEHOLDERS,
  reminderLeadTime: plural(REMINDERS.leadDays, "day"),
  product: siteConfig.name,
  maxCashback: `${MAX_CASHBACK_PERCENT}%`,
  members: CLAIMS.members,
  providers: CLAIMS.providers,
  premiumPrice: `${CLAIMS.premiumPlanAed} AED per month`,
  rating: String(CLAIMS.rating),
  reviewCount: String(CLAIMS.reviewCount),
  safetyScoreLeader: String(CLAIMS.safetyScoreLeader),
  email: siteConfig.supportEmail,
  phone: siteConfig.phone,
  address: `${siteConfig.address.street}, ${siteConfig.address.area}, ${siteConfig.address.city}, ${siteConfig.address.country}`,
  origin: siteConfig.origin,
  minAppAge: String(MIN_APP_AGE),
  storyDisclosure: STORY_DISCLOSURE,
};

/**
 * The Arabic edition's values: the same figures, with the words around them in
 * Arabic. Names, addresses and figures without words are the English ones.
 */
export const ARABIC_PLACEHOLDERS: Readonly<Record<string, string>> = {
  ...PLACEHOLDERS,
  ...ARABIC_RETENTION,
  ...ARABIC_RECIPIENT_CAPS,
  reminderLeadTime: arabicCount(REMINDERS.leadDays, DAY),
  premiumPrice: `${arabicCount(CLAIMS.premiumPlanAed, DIRHAM)} شهريًا`,
  storyDisclosure:
    "قصص توضيحية لأعضائنا تُنشر بموافقتهم: الأسماء مختصرة، وبعض التفاصيل مبسّطة، وتختلف نتائج كل سائق عن غيره.",
};

const PLACEHOLDERS_BY_LOCALE: Record<Locale, Readonly<Record<string, string>>> = {
  en: PLACEHOLDERS,
  ar: ARABIC_PLACEHOLDERS,
};

/** Fills every `{{name}}` with its value in `locale`; an unknown name is a build error, never text a visitor reads. */
export function fillPlaceholders(text: string, locale: Locale = "en"): string {
  const values = PLACEHOLDERS_BY_LOCALE[locale];
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, key: string) => {
    const value = values[key];
    if (value === undefined) throw new Error(`Unknown content placeholder ${whole}`);
    return value;
  });
}
