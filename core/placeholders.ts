/**
 * Placeholders in the Markdown content (`{{maxCashback}}`), filled from the
 * constants and the site configuration, so no figure is typed twice. Every
 * consumer of content text fills through `fillPlaceholders`: the pages (app/lib/content.server.ts),
 * the RSS feed, the sitemap and the blog covers (build-tools/).
 */
import { siteConfig } from "../site.config";
import { CLAIMS, MAX_CASHBACK_PERCENT, MIN_APP_AGE, STORY_DISCLOSURE } from "./constants";

export const PLACEHOLDERS: Readonly<Record<string, string>> = {
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
