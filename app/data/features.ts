/**
 * The /features page as typed data (R-OPEN-07, R-OPEN-49, R-HOME-CLAIM-04):
 * the six app features, in the order of the home "in Action" screens, and the
 * Free and Premium plans. Figures come from the constants.
 */
import { CLAIMS, MAX_CASHBACK_PERCENT } from "@core/constants";

export type Feature = { id: string; title: string; description: string; points: readonly string[] };

export const appFeatures: readonly Feature[] = [
  {
    id: "ai-safety-coach",
    title: "AI Safety Coach",
    description: "A short, personal briefing before every drive, tuned to your route, the weather and the time of day.",
    points: [
      "Route-aware tips before you set off",
      "Heat, fog and sandstorm alerts",
      "Every alert explained in plain words",
      "Nothing to tap while you drive",
    ],
  },
  {
    id: "safety-score",
    title: "Safety Score",
    description:
      "One number from 0 to 100 that shows how safely you drive, built from your real trips over a rolling 30 days.",
    points: [
      "Six factors: speed, phone use, braking, acceleration, cornering and time of day",
      "Weighted by distance, so every driver is compared fairly",
      "Trip-by-trip scores and weekly trends",
      "Passenger trips can be removed from your score",
    ],
  },
  {
    id: "driving-coach",
    title: "Driving Coach",
    description:
      "After each trip, see what went well and the one thing to work on next time, with replays that point out the moments that matter.",
    points: [
      "A summary after every trip",
      "Trip replays that mark harsh braking, speeding and phone use",
      "One clear improvement at a time",
      "Detailed weekly reports with Premium",
    ],
  },
  {
    id: "rewards",
    title: "Rewards",
    description: `Safe driving earns points, cashback of up to ${MAX_CASHBACK_PERCENT}% on insurance bought through our partner broker, and a monthly chance to be Queen Bee.`,
    points: [
      "Points for every safe, scored trip",
      `Cashback of up to ${MAX_CASHBACK_PERCENT}%, built month by month`,
      "Queen Bee: the safest driver's whole monthly insurance price refunded",
      "Queen Bee is open to every member, whatever their insurer",
    ],
  },
  {
    id: "vehicle-health",
    title: "Vehicle Health",
    description: "Reminders that keep your car road-ready, from servicing and tyres to registration renewal.",
    points: [
      "Service reminders before they are due",
      "Tyre checks before the summer heat",
      "Registration renewal countdown",
    ],
  },
  {
    id: "insurance-management",
    title: "Insurance Management",
    description: `Your policy, renewal date and quotes in one place, with quotes from ${CLAIMS.providers} UAE providers through our licensed partner broker.`,
    points: [
      "Policy details and a renewal countdown",
      `Quotes comparing ${CLAIMS.providers} UAE providers`,
      "AI-powered document scanning for online quotes",
      "Works with all insurance companies",
    ],
  },
];

export type Plan = {
  id: "free" | "premium";
  name: string;
  priceAed: number;
  period: "month" | null;
  priceLabel: string;
  summary: string;
  included: readonly string[];
  cta: string;
};

export const plans: readonly Plan[] = [
  {
    id: "free",
    name: "Free",
    priceAed: 0,
    period: null,
    priceLabel: "0 AED",
    summary: "Everything you need to start driving safer and earning rewards.",
    included: [
      "Safety score",
      "Trip summaries after every drive",
      "Pre-drive safety tips",
      "Queen Bee competition entry",
      `Cashback of up to ${MAX_CASHBACK_PERCENT}% on insurance bought through the partner broker`,
    ],
    cta: "Download free",
  },
  {
    id: "premium",
    name: "Premium",
    priceAed: CLAIMS.premiumPlanAed,
    period: "month",
    priceLabel: `${CLAIMS.premiumPlanAed} AED/month`,
    summary: "Everything in Free, plus in-depth coaching, reminders and reports.",
    included: [
      "Everything in the Free plan",
      "Full AI coaching with trip replays",
      "Vehicle health reminders",
      "Detailed weekly reports",
      "Priority support",
    ],
    cta: "Start Premium",
  },
];

/** Shown under the plans; matches section 6 of the App Terms of Use. */
export const plansNote =
  "Premium is billed monthly and renews automatically until you cancel. You can cancel at any time and keep Premium until the end of the billing month.";
