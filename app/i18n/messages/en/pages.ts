/**
 * The page bodies' words (R-EDITION-05): home sections, the shared UI parts they use, and the
 * bodies of /features, /faq, /contact and /success-stories. The spec's strings keep their
 * exact English wording here; figures come in as values so each edition writes them its way.
 */
import { STORY_DISCLOSURE } from "@core/constants";
import { siteConfig } from "@site-config";
import { HERO_DEFAULTS } from "~/components/home/hero-defaults";

const { address } = siteConfig;
/** Widened to plain strings: the other editions word their own defaults. */
const heroDefaults: Record<keyof typeof HERO_DEFAULTS, string> = HERO_DEFAULTS;
const hours: string = siteConfig.hours;

export const pages = {
  hero: {
    ...heroDefaults,
    eyebrow: "AI driving coach for UAE drivers",
    loading: "Loading...",
    badgesLabel: "Why drivers trust us",
    partnerBadge: "Insurance Partner Verified",
    cashbackBadge: "Real Cashback Rewards",
    setupBadge: "3-Minute Setup",
    insurersLead: "Works with all insurance companies in the UAE, including",
  },
  calculator: {
    title: "See what safe driving could earn you",
    premiumLabel: "Annual premium",
    /** The slider's spoken value: the premium, the most and the typical cashback, already formatted. */
    valueText: (premium: string, cashback: string, typical: string) =>
      `${premium} premium: up to ${cashback} cashback, typically ${typical}`,
    cashbackLabel: (percent: number) => `Your potential cashback (${percent}%)`,
    /** R-HONEST-05: beside the maximum, what a driver with an average safety score earns. */
    typicalLabel: (percent: number) => `Typical driver (${percent}%)`,
    note: (percent: number) =>
      `Up to ${percent}% is for the safest drivers; typical is what a driver with an average safety score earns. Your cashback depends on your driving and the Rewards Rules.`,
    /** The link to the FAQ answer about the two figures. */
    howWorkedOut: "How we work these out",
  },
  insurerStrip: {
    play: "Play the insurer logos",
    pause: "Pause the insurer logos",
  },
  howItWorks: {
    eyebrow: "How It Works",
    heading: "Four steps from quote to cashback",
    carouselLabel: "How It Works steps",
    step: (number: number) => `Step ${number}`,
    getQuote: "Get Quote",
  },
  readyToSave: {
    heading: "Ready to Save on Insurance?",
    text: (percent: number) =>
      `Get a personalised quote in minutes and start earning up to ${percent}% cashback for driving safely.`,
    cta: "Get Your Quote",
  },
  appInAction: {
    eyebrow: "The app",
    heading: (product: string) => `${product} in Action`,
    lead: "Coaching before you drive, insight after, and rewards for every safe kilometre.",
    carouselLabel: "App screens",
  },
  experience: {
    heading: (product: string) => `Experience ${product} Today`,
    text: "Free to download. Set up in three minutes, and your first coached drive can be today.",
    cta: "Download App",
  },
  queenBee: {
    badge: "Monthly competition",
    heading: "Become the Queen Bee and drive free for a month",
    text: "Each month the \u201cQueen Bee\u201d competition refunds the safest driver's whole monthly insurance price. It is open to all members, whatever their insurer or renewal status.",
    quoteCta: "Get Insurance Quote",
    competeCta: "Compete for Queen Bee Status",
    winnerTitle: "Every month, one winner",
    winnerText: "The safest driver of the month gets their whole monthly insurance price refunded.",
    openTitle: "Open to all members",
    openText: "Whatever your insurer, and whether or not your policy is up for renewal.",
    roadTitle: "Won on the road",
    roadText: "Your safety score decides it: smooth, focused, within the limit.",
  },
  twoPaths: {
    heading: "Two ways to start",
    renewTitle: "Renewing your insurance?",
    renewText: (percent: number) =>
      `Get a quote through our partner broker now, then drive safely to earn up to ${percent}% cashback.`,
    renewCta: "Get a Quote",
    buildTitle: "Not renewing yet?",
    buildText: "Join now and build your safety score, so you are ready to claim cashback when your renewal comes.",
    buildCta: "Start Building My Score",
  },
  stories: {
    eyebrow: "Member stories",
    heading: "Drivers who earn for driving well",
    disclosure: STORY_DISCLOSURE,
    safetyScore: "Safety score",
    seeMore: "See More Stories",
    readWhole: (firstName: string) => `Read ${firstName}'s whole story:`,
    journeyLink: (score: number) => `from rushed commuter to a safety score of ${score}`,
    /** The marks around a member's words. */
    quoteOpen: "\u201c",
    quoteClose: "\u201d",
    moreHeading: "More members, more miles",
  },
  ui: {
    /** After the bold rating: "out of 5 from 247 App Store ratings". */
    ratingOutOf: (count: number, source: string) => `out of 5 from ${count} ${source} ratings`,
    previousSlide: (carousel: string) => `Previous slide: ${carousel}`,
    nextSlide: (carousel: string) => `Next slide: ${carousel}`,
    slideOf: (index: number, total: number) => `${index} of ${total}`,
    chooseSlide: (carousel: string) => `${carousel}: choose a slide`,
    goToSlide: (index: number, title: string) => `Go to slide ${index}: ${title}`,
    imageUnavailable: "Image unavailable",
  },
  features: {
    eyebrow: "Features",
    plansHeading: "Plans",
  },
  faq: {
    eyebrow: "FAQ",
    lead: "Cashback, the safety score, Queen Bee, quotes, plans and privacy: the short answers.",
    stillQuestion: "Still have a question?",
    contactUs: "Contact us",
  },
  contact: {
    eyebrow: "Contact",
    lead: "Questions about your quote, the app or your cashback? Send us a message and we'll reply within one business day.",
    formHeading: "Send us a message",
    otherWays: "Other ways to reach us",
    email: "E-mail",
    phone: "Phone",
    hoursLabel: "Hours",
    officeLabel: "Office",
    /** The support hours and the office as this edition writes them. */
    hours,
    office: `${address.street}, ${address.area}, ${address.city}, ${address.country}`,
    greeting: (product: string) => `Hi! I have a question about ${product}.`,
  },
};
