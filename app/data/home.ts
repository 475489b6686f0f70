/** Home-page content as typed data (R-HOME-ORDER-01, R-ENT-15). Figures come from the constants. */
import { CLAIMS, MAX_CASHBACK_PERCENT } from "@core/constants";
import type { AppScreenId } from "~/i18n/messages/en/screens";

export type HowItWorksStep = {
  id: string;
  title: string;
  subtitle: string;
  description: string;
  features: readonly string[];
  /** The app screen that illustrates the step, and its description for assistive technology. */
  screen: AppScreenId;
  imageAlt: string;
  /** Tailwind gradient classes of the card. */
  gradient: string;
};

export const howItWorksSteps: readonly HowItWorksStep[] = [
  {
    id: "get-insured",
    title: "Get Insured",
    subtitle: `Compare ${CLAIMS.providers} UAE providers`,
    description: "Get a personalised quote through our licensed partner broker in minutes, online or on WhatsApp.",
    features: [
      `${CLAIMS.providers} UAE insurance providers`,
      "AI-powered document scanning",
      "Comprehensive and third-party cover",
    ],
    screen: "insurance-management",
    imageAlt: "Insurance Management screen comparing policy quotes",
    gradient: "from-amber-100 via-amber-50 to-white",
  },
  {
    id: "drive-safe",
    title: "Drive Safe",
    subtitle: "Pre-drive AI coaching",
    description:
      "Before every trip the AI coach gives you a short briefing for your route, the weather and the time of day.",
    features: ["Route-aware tips before you set off", "Heat, fog and sandstorm alerts", "No phone use while you drive"],
    screen: "ai-safety-coach",
    imageAlt: "AI Safety Coach screen with a pre-drive briefing",
    gradient: "from-sky-100 via-sky-50 to-white",
  },
  {
    id: "see-results",
    title: "See Results",
    subtitle: "Post-drive analytics",
    description:
      "After each trip see what went well: braking, speed, cornering and focus, with one thing to improve next time.",
    features: ["Trip-by-trip safety score", "Braking, speed and cornering insights", "Weekly progress trends"],
    screen: "safety-score",
    imageAlt: "Safety Score screen showing a trip summary",
    gradient: "from-emerald-100 via-emerald-50 to-white",
  },
  {
    id: "earn-rewards",
    title: "Earn Rewards",
    subtitle: "Points, cashback and prizes",
    description:
      "Safe kilometres earn points and monthly cashback, and the safest driver each month wins Queen Bee prizes.",
    features: [
      "Points for every safe trip",
      "Monthly cashback",
      "Queen Bee prizes",
      `Up to ${MAX_CASHBACK_PERCENT}% annual returns`,
    ],
    screen: "rewards",
    imageAlt: "Rewards screen with points and cashback",
    gradient: "from-violet-100 via-violet-50 to-white",
  },
];

export const homeStats = [
  { value: CLAIMS.members, label: "Members" },
  { value: `${MAX_CASHBACK_PERCENT}%`, label: "Max Potential Cashback" },
  { value: String(CLAIMS.safetyScoreLeader), label: "Safety Score Leaders" },
] as const;

/** One of the app's screens (its id names its drawing and words in app/i18n/messages/{en,ar}/screens.ts). */
export type AppScreen = { id: AppScreenId; title: string; description: string; imageAlt: string };

/** "{product} in Action": the six app screens, in spec order. */
export const appScreens: readonly AppScreen[] = [
  {
    id: "ai-safety-coach",
    title: "AI Safety Coach",
    description: "A short, personal briefing before every drive.",
    imageAlt: "AI Safety Coach screen: a pre-drive briefing with route, heat and focus tips",
  },
  {
    id: "safety-score",
    title: "Safety Score",
    description: "One number from 0 to 100 that shows how safely you drive.",
    imageAlt: "Safety Score screen: a score ring with braking, speed and focus factors",
  },
  {
    id: "driving-coach",
    title: "Driving Coach",
    description: "Trip replays that point out the moments that matter.",
    imageAlt: "Driving Coach screen: a trip timeline with a harsh-braking moment marked",
  },
  {
    id: "rewards",
    title: "Rewards",
    description: "Points, monthly cashback and the Queen Bee leaderboard.",
    imageAlt: "Rewards screen: points balance, cashback progress and the leaderboard",
  },
  {
    id: "vehicle-health",
    title: "Vehicle Health",
    description: "Reminders for service, tyres and registration renewal.",
    imageAlt: "Vehicle Health screen: service, tyre and registration reminders",
  },
  {
    id: "insurance-management",
    title: "Insurance Management",
    description: "Your policy, renewal date and quotes in one place.",
    imageAlt: "Insurance Management screen: policy details and renewal countdown",
  },
];
