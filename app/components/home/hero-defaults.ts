import { MAX_CASHBACK_PERCENT } from "@core/constants";
import { siteConfig } from "@site-config";

/** The hero's texts when no experiment replaces them (R-HOME-HERO-01..04); the experiments admin previews against them. */
export const HERO_DEFAULTS = {
  headline: `Save ${MAX_CASHBACK_PERCENT}% on Car Insurance`,
  subheadline: `Are you a good driver? Prove it with ${siteConfig.name} and get up to ${MAX_CASHBACK_PERCENT}% Cashback on your insurance.`,
  ctaMobile: "Get your Quote",
  ctaDesktop: "Get your Quote and Start Earning!",
} as const;
