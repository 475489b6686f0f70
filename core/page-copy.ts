/**
 * What each registry page (core/pages.ts) says about itself: its title, H1, description and
 * keywords (R-ROUTE-META-*, R-OPEN-08). Only the route modules import it, so the site's
 * layout does not carry every page's description.
 */
import { siteConfig } from "../site.config";
import { CLAIMS, MAX_CASHBACK_PERCENT } from "./constants";
import { pages, type ChoicePage, type PageId } from "./pages";

export type PageCopy = {
  title: string;
  /** The page's H1. */
  heading: string;
  description: string;
  keywords: readonly string[];
  /** The breadcrumb's name when it is not the title. */
  crumb?: string;
};

const name = siteConfig.name;

export const pageCopy = {
  about: {
    title: "About Us",
    heading: `About ${name}`,
    description: `${name} is a Dubai-based AI driving coach that rewards safe drivers in the UAE with up to ${MAX_CASHBACK_PERCENT}% cashback on car insurance.`,
    keywords: ["about DriveBee", "UAE road safety startup", "safe driving rewards"],
  },
  features: {
    title: "Features and Plans",
    heading: `${name} features`,
    description: `AI safety coaching, a safety score, trip insights, rewards, vehicle health and insurance in one app. Free plan, or Premium at ${CLAIMS.premiumPlanAed} AED a month.`,
    keywords: ["driving app features", "safety score app", "AI driving coach UAE"],
  },
  "how-it-works": {
    title: "How It Works",
    heading: `How ${name} works`,
    description: `Get insured through our partner broker, drive with AI coaching, see your results after every trip and earn up to ${MAX_CASHBACK_PERCENT}% cashback.`,
    keywords: ["how insurance cashback works", "safe driving rewards UAE"],
  },
  "success-stories": {
    title: "Success Stories",
    heading: "Success stories",
    description: `Example stories of ${name} members across the UAE: how coaching improved their driving and earned them cashback on car insurance.`,
    keywords: ["DriveBee reviews", "safe driver stories UAE"],
  },
  "driver-score": {
    title: "Build Your Driving Score",
    heading: "Build your driving score",
    description: `How the ${name} safety score is built from your braking, speed, cornering and focus, and how to raise it to earn more cashback.`,
    keywords: ["driving score", "safety score UAE", "improve driving score"],
  },
  "queen-bee-competition": {
    title: "Queen Bee Competition",
    heading: "The Queen Bee competition",
    description:
      "Every month the safest driver wins back their whole monthly insurance price. Open to all members, whatever their insurer or renewal.",
    keywords: ["Queen Bee competition", "safe driving competition UAE", "insurance refund"],
  },
  faq: {
    title: "Frequently Asked Questions",
    heading: "Frequently asked questions",
    description: `Answers about ${name}: cashback, the safety score, the Queen Bee competition, plans, privacy and getting a car insurance quote in the UAE.`,
    keywords: ["DriveBee FAQ", "insurance cashback questions"],
  },
  contact: {
    title: "Contact Us",
    heading: "Contact us",
    description: `Questions about ${name}, your quote or your cashback? Write, call or message our team in Business Bay, Dubai.`,
    keywords: ["contact DriveBee", "DriveBee support", "Business Bay Dubai"],
  },
  privacy: {
    title: "Privacy Policy",
    heading: "Privacy Policy",
    description: `How ${name} collects, uses, keeps and protects personal data on this website, under the UAE Personal Data Protection Law.`,
    keywords: ["privacy policy", "PDPL UAE"],
  },
  terms: {
    title: "Terms of Service",
    heading: "Terms of Service",
    description: `The terms that apply when you use the ${name} website, request a quote through our partner broker or contact us.`,
    keywords: ["terms of service"],
  },
  "app-terms-of-use": {
    title: "App Terms of Use",
    heading: "App Terms of Use",
    description: `The terms of the ${name} mobile app: the safety score, rewards and cashback, the Queen Bee competition, plans and acceptable use.`,
    keywords: ["app terms of use"],
  },
  "app-privacy-notice": {
    title: "App Privacy Notice",
    heading: "App Privacy Notice",
    description: `What the ${name} app collects from your trips and phone sensors, why, how long it is kept and the choices you have.`,
    keywords: ["app privacy notice", "trip data privacy"],
  },
  blog: {
    title: "Blog: Safe Driving and Car Insurance in the UAE",
    heading: "Safer driving, smarter insurance",
    description: `Guides from ${name} on UAE traffic rules, black points, Salik, car insurance, cashback and building a better safety score.`,
    keywords: ["UAE driving blog", "car insurance tips UAE", "Dubai traffic fines"],
    crumb: pages.blog.label,
  },
} as const satisfies Record<PageId, PageCopy>;

/**
 * The pages every call to action leads to before and without JavaScript (R-HTML-01, 02): not in
 * the registry's menus, with words of their own; core/page-copy-ar.ts has their Arabic twins.
 */
export const choicePageCopy = {
  quote: {
    title: "Get a Car Insurance Quote",
    heading: "Get your car insurance quote",
    description: `Get a free car insurance quote through our licensed partner broker, online or on WhatsApp: compare ${CLAIMS.providers} UAE providers, then earn up to ${MAX_CASHBACK_PERCENT}% cashback for driving safely.`,
    keywords: ["car insurance quote UAE", "Dubai car insurance quote", "insurance quote WhatsApp"],
  },
  app: {
    title: "Download the App",
    heading: `Download the ${name} app`,
    description: `Download ${name} for iPhone from the App Store, or join the Android waitlist: AI coaching for every drive and up to ${MAX_CASHBACK_PERCENT}% cashback on car insurance.`,
    keywords: ["DriveBee app", "safe driving app UAE", "DriveBee Android"],
  },
} as const satisfies Record<ChoicePage, PageCopy>;
