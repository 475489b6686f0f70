/**
 * Placeholders in the Markdown content (`{{maxCashback}}`), filled from the
 * constants and the site configuration, so no figure is typed twice. The content
 * module (core/content.server.ts) fills every text it reads, so the pages, the RSS feed,
 * the sitemap and the covers all get filled text.
 */
import { siteConfig } from "../site.config";
import { CLAIMS, MAX_CASHBACK_PERCENT, MIN_APP_AGE, RETENTION, STORY_DISCLOSURE } from "./constants";

const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? "" : "s"}`;

/**
 * The retention periods as the privacy page states them: the job's own
 * numbers (RETENTION). A counter deleted once it is N hours old is gone at
 * the latest one run of the job later, so the page states that bound.
 */
export const RETENTION_PLACEHOLDERS = {
  retentionUnsubscribed: plural(RETENTION.unsubscribedDays, "day"),
  retentionWaitlist: plural(RETENTION.waitlistAfterLaunchMonths, "month"),
  retentionEnquiry: plural(RETENTION.resolvedEnquiryMonths, "month"),
  retentionUserAgent: plural(RETENTION.userAgentDays, "day"),
  retentionAuditLog: plural(RETENTION.auditLogMonths, "month"),
  retentionExperimentEvents: plural(RETENTION.experimentEventMonths, "month"),
  retentionCspReports: plural(RETENTION.cspReportDays, "day"),
  retentionRateLimitCounters: plural(RETENTION.rateLimitCounterHours + RETENTION.intervalHours, "hour"),
  retentionLoginThrottle: plural(RETENTION.loginThrottleHours + RETENTION.intervalHours, "hour"),
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- the wording follows the setting, which may change
  retentionJobInterval: RETENTION.intervalHours === 1 ? "hour" : plural(RETENTION.intervalHours, "hour"),
} as const;

export const PLACEHOLDERS: Readonly<Record<string, string>> = {
  ...RETENTION_PLACEHOLDERS,
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

/** Fills every `{{name}}`; an unknown name is a build error, never text a visitor reads. */
export function fillPlaceholders(text: string): string {
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, key: string) => {
    const value = PLACEHOLDERS[key];
    if (value === undefined) throw new Error(`Unknown content placeholder ${whole}`);
    return value;
  });
}
