/**
 * Markdown content, read and rendered at build time (the prerender runs the
 * loaders). Figures and contact details are placeholders in the files
 * (`{{maxCashback}}`), filled here from the constants and site configuration,
 * so no number is typed twice.
 */
import matter from "gray-matter";
import { Marked } from "marked";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { CLAIMS, MAX_CASHBACK_PERCENT, RETENTION } from "@core/constants";
import { siteConfig } from "@site-config";

const CONTENT_DIR = join(process.cwd(), "content");

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
  retentionJobInterval: RETENTION.intervalHours === 1 ? "hour" : plural(RETENTION.intervalHours, "hour"),
} as const;

export const PLACEHOLDERS: Record<string, string> = {
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
};

export function fillPlaceholders(text: string): string {
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, key: string) => {
    const value = PLACEHOLDERS[key];
    if (value === undefined) throw new Error(`Unknown content placeholder ${whole}`);
    return value;
  });
}

const markdown = new Marked({ gfm: true });

export function renderMarkdown(source: string): string {
  return markdown.parse(fillPlaceholders(source), { async: false });
}

export type MarkdownDocument = { data: Record<string, unknown>; html: string; text: string };

export async function readMarkdown(relativePath: string): Promise<MarkdownDocument> {
  const raw = await readFile(join(CONTENT_DIR, relativePath), "utf8");
  const { data, content } = matter(raw);
  const filled: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(data)) {
    filled[key] = typeof value === "string" ? fillPlaceholders(value) : value;
  }
  return { data: filled, html: renderMarkdown(content), text: fillPlaceholders(content) };
}
