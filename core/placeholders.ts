/**
 * Placeholders in the Markdown content (`{{maxCashback}}`), filled from the
 * constants and the site configuration, so no figure is typed twice. The content
 * module (core/content.server.ts) fills every text it reads, so the pages, the RSS feed,
 * the sitemap and the covers all get filled text.
 */
import { siteConfig } from "../site.config";
import { CLAIMS, MAX_CASHBACK_PERCENT, MIN_APP_AGE, REMINDERS, RETENTION, STORY_DISCLOSURE } from "./constants";
import { arabicCount, type ArabicNoun } from "./format";
import type { Locale } from "./locales";

const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? "" : "s"}`;

const DAY: ArabicNoun = { one: "يوم واحد", two: "يومان", few: "# أيام", many: "# يومًا", other: "# يوم" };
const MONTH: ArabicNoun = { one: "شهر واحد", two: "شهران", few: "# أشهر", many: "# شهرًا", other: "# شهر" };
const HOUR: ArabicNoun = { one: "ساعة واحدة", two: "ساعتان", few: "# ساعات", many: "# ساعة", other: "# ساعة" };
const DIRHAM: ArabicNoun = { one: "درهم واحد", two: "درهمان", few: "# دراهم", many: "# درهمًا", other: "# درهم" };

/**
 * The retention periods as the privacy page states them: the job's own
 * numbers (RETENTION). A counter deleted once it is N hours old is gone at
 * the latest one run of the job later, so the page states that bound.
 */
export const RETENTION_PLACEHOLDERS = {
  retentionUnsubscribed: plural(RETENTION.unsubscribedDays, "day"),
  retentionUnconfirmed: plural(RETENTION.unconfirmedDays, "day"),
  retentionReminderSent: plural(RETENTION.reminderSentDays, "day"),
  retentionWaitlist: plural(RETENTION.waitlistAfterLaunchMonths, "month"),
  retentionEnquiry: plural(RETENTION.resolvedEnquiryMonths, "month"),
  retentionUserAgent: plural(RETENTION.userAgentDays, "day"),
  retentionAuditLog: plural(RETENTION.auditLogMonths, "month"),
  retentionExperimentEvents: plural(RETENTION.experimentEventMonths, "month"),
  retentionCspReports: plural(RETENTION.cspReportDays, "day"),
  retentionRateLimitCounters: plural(RETENTION.rateLimitCounterHours + RETENTION.intervalHours, "hour"),
  retentionLoginThrottle: plural(RETENTION.loginThrottleHours + RETENTION.intervalHours, "hour"),
  retentionKnownSignIn: plural(RETENTION.knownSignInDays, "day"),
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- the wording follows the setting, which may change
  retentionJobInterval: RETENTION.intervalHours === 1 ? "hour" : plural(RETENTION.intervalHours, "hour"),
} as const;

/** The same periods as the Arabic privacy page states them. */
const ARABIC_RETENTION: Record<keyof typeof RETENTION_PLACEHOLDERS, string> = {
  retentionUnsubscribed: arabicCount(RETENTION.unsubscribedDays, DAY),
  retentionUnconfirmed: arabicCount(RETENTION.unconfirmedDays, DAY),
  retentionReminderSent: arabicCount(RETENTION.reminderSentDays, DAY),
  retentionWaitlist: arabicCount(RETENTION.waitlistAfterLaunchMonths, MONTH),
  retentionEnquiry: arabicCount(RETENTION.resolvedEnquiryMonths, MONTH),
  retentionUserAgent: arabicCount(RETENTION.userAgentDays, DAY),
  retentionAuditLog: arabicCount(RETENTION.auditLogMonths, MONTH),
  retentionExperimentEvents: arabicCount(RETENTION.experimentEventMonths, MONTH),
  retentionCspReports: arabicCount(RETENTION.cspReportDays, DAY),
  retentionRateLimitCounters: arabicCount(RETENTION.rateLimitCounterHours + RETENTION.intervalHours, HOUR),
  retentionLoginThrottle: arabicCount(RETENTION.loginThrottleHours + RETENTION.intervalHours, HOUR),
  retentionKnownSignIn: arabicCount(RETENTION.knownSignInDays, DAY),
  // "every hour" / "every 6 hours": «كل ساعة» / «كل 6 ساعات».
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- the wording follows the setting, which may change
  retentionJobInterval: RETENTION.intervalHours === 1 ? "ساعة" : arabicCount(RETENTION.intervalHours, HOUR),
};

export const PLACEHOLDERS: Readonly<Record<string, string>> = {
  ...RETENTION_PLACEHOLDERS,
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
