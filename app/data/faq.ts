/**
 * The /faq page as typed data (R-OPEN-07, R-OPEN-49). Answers are plain text;
 * a link to one of our pages is written `[the words it reads as](/path)`, which
 * the page renders as a link and structured data as its words. Every figure
 * comes from the constants or the site config.
 */
import { CALCULATOR, CLAIMS, MAX_CASHBACK_PERCENT, TYPICAL_CASHBACK_PERCENT } from "@core/constants";
import { brokerStatement, siteConfig } from "@site-config";
import { formatAed, TYPICAL_CASHBACK_ANSWER_ID, typicalCashbackFor } from "~/features/calculator";

export type FaqItem = { id: string; question: string; answer: string };

export type FaqGroup = { id: string; title: string; items: readonly FaqItem[] };

const name = siteConfig.name;
const maxCashback = `${MAX_CASHBACK_PERCENT}%`;

function brokerFaq(): FaqItem[] {
  const statement = brokerStatement();
  if (!statement) return [];
  return [
    {
      id: "who-arranges-insurance",
      question: "Who arranges my insurance?",
      answer: `${statement} Your quote and your policy come from them, and your cashback is applied through them.`,
    },
  ];
}

export const faqGroups: readonly FaqGroup[] = [
  {
    id: "cashback-rewards",
    title: "Cashback and rewards",
    items: [
      {
        id: "how-much-cashback",
        question: "How much cashback can I earn?",
        answer: `Safe drivers can earn cashback of up to ${maxCashback} on car insurance bought through our licensed partner broker. Up to ${maxCashback} is the maximum, not a fixed rate or a promise: what you earn depends on your safety score and the Rewards Rules shown in the app. Cashback is never guaranteed.`,
      },
      {
        // The calculator links here: its two figures, explained (R-HONEST-05).
        id: TYPICAL_CASHBACK_ANSWER_ID,
        question: "What does a typical driver earn?",
        answer: `The calculator on our home page shows two figures for the premium you choose. The first is the most a safe driver can earn: up to ${maxCashback}. The second is the typical case: what a driver with an average safety score earns, about ${TYPICAL_CASHBACK_PERCENT}% of the premium, for example ${formatAed(typicalCashbackFor(CALCULATOR.defaultPremium))} on a premium of ${formatAed(CALCULATOR.defaultPremium)}. Your own cashback depends on your safety score and the Rewards Rules shown in the app, and is never guaranteed.`,
      },
      {
        id: "how-cashback-is-paid",
        question: "How is cashback paid?",
        answer: `Cashback builds month by month as your safety score reflects how you drive, and it is paid under the Rewards Rules in the app to the payment details you add to your account. The Rewards screen shows what you have earned and what has been paid. Your policy bought through the partner broker must stay in force for the period the cashback relates to.`,
      },
      {
        id: "cashback-needs-partner-broker",
        question: "Do I have to buy my insurance through the partner broker to get cashback?",
        answer: `Yes, cashback applies to a valid car insurance policy bought through our partner broker. With your consent, we share with the broker only what it needs to confirm your policy and apply your cashback. If you are insured elsewhere, you can still build your safety score and compete for Queen Bee.`,
      },
      {
        id: "cashback-and-premium",
        question: "Does cashback change the price of my insurance policy?",
        answer: `No. Your premium, cover and policy terms are set by your insurer when you buy, and cashback is earned on top through the way you drive during the policy.`,
      },
      {
        id: "what-are-points",
        question: "What are points?",
        answer: `Points are the everyday layer of ${name} rewards: you collect them for scored trips and for keeping up good habits, and they appear in the Rewards screen next to your score. They come from driving well, not from driving more. The current rules for using points are always shown in the app.`,
      },
    ],
  },
  {
    id: "safety-score",
    title: "Safety score",
    items: [
      {
        id: "how-score-is-calculated",
        question: "How is my safety score calculated?",
        answer: `Your score runs from 0 to 100, higher is safer, and each trip is scored on six factors: speed relative to the limit (up to 25 points), phone distraction (up to 20), braking (up to 20), acceleration (up to 15), cornering (up to 15) and time of day (up to 5). Trips are weighted by distance and averaged over a rolling 30 days. The full method is explained on [the Driver Score page](/driver-score).`,
      },
      {
        id: "how-fast-score-changes",
        question: "How quickly does my score change?",
        answer: `Because your score covers a rolling 30 days, improvements show up within days and old mistakes fade within a month. One bad trip lowers it a little, not dramatically. New members see a provisional score until they have driven enough for a reliable picture, usually a few days of normal driving.`,
      },
      {
        id: "passenger-and-short-trips",
        question: "What happens to trips where I was a passenger?",
        answer: `Mark them as passenger trips in the app and they are removed from your score. Very short trips, under about one kilometre, are recorded but not scored.`,
      },
      {
        id: "score-looks-wrong",
        question: "What if a trip or my score looks wrong?",
        answer: `Email ${siteConfig.supportEmail} and a member of our team will review it and correct any error we find. Recording depends on your phone, so low battery, power saving, poor GPS signal or turned-off permissions can affect a trip.`,
      },
      {
        id: "what-score-ignores",
        question: "Does my age, car or the traffic around me affect my score?",
        answer: `No. The score is about driving behaviour only: it does not consider your age, nationality, gender or the car you drive. Sitting in a queue on Sheikh Zayed Road is not a risk event, so traffic you cannot control does not count against you.`,
      },
    ],
  },
  {
    id: "queen-bee",
    title: "Queen Bee competition",
    items: [
      {
        id: "what-is-queen-bee",
        question: "What is the Queen Bee competition?",
        answer: `Every month the safest driver in the ${name} community becomes Queen Bee, and their whole monthly insurance price is refunded. It is the biggest single reward we offer. The full rules are on [the Queen Bee page](/queen-bee-competition).`,
      },
      {
        id: "who-can-enter-queen-bee",
        question: "Who can enter Queen Bee?",
        answer: `All members can compete, whatever their insurer and whatever their renewal status, and entering costs nothing. You do not need a policy bought through our partner broker, and the Free plan includes Queen Bee entry.`,
      },
      {
        id: "how-queen-bee-is-decided",
        question: "How is the winner chosen?",
        answer: `The winner is decided on that month's driving as measured by the app, not by chance. Because the score is weighted by distance, drivers with very different mileage are compared fairly, and everyone starts level on the first day of each month.`,
      },
      {
        id: "new-members-queen-bee",
        question: "Can a new member win?",
        answer: `Yes. Queen Bee resets every month, so a new member who drives carefully for four weeks has the same chance as someone who has been with us for years.`,
      },
      {
        id: "queen-bee-winner-privacy",
        question: "Will my name be published if I win?",
        answer: `Only with your consent. We publish a winner's name or image only when they have agreed to it.`,
      },
    ],
  },
  {
    id: "insurance-quotes",
    title: "Insurance quotes",
    items: [
      // Only once the broker's real details are set (site.config.ts): nothing is claimed before.
      ...brokerFaq(),
      {
        id: "works-with-all-insurers",
        question: `Does ${name} work with all insurance companies?`,
        answer: `Yes. ${name} works with all insurance companies, so you can use the app, build your score and compete for Queen Bee whoever insures you today. When you want a new policy, quotes through our licensed partner broker compare ${CLAIMS.providers} UAE providers.`,
      },
      {
        id: "is-it-an-insurer",
        question: `Is ${name} an insurance company?`,
        answer: `No. ${name} is an AI driving-safety coach, not an insurer or an insurance broker. Car insurance offered through ${name} is sold by our partner broker, an insurance broker licensed in the UAE, and claims are handled by your insurer.`,
      },
      {
        id: "how-to-get-a-quote",
        question: "How do I get a quote?",
        answer: `Choose a personalised online quote, where AI-powered document scanning reads your details, or chat with an insurance expert on WhatsApp. Requesting a quote is free and takes a few minutes.`,
      },
      {
        id: "quote-cover-types",
        question: "What kind of cover can I get?",
        answer: `The partner broker offers comprehensive and third-party cover from ${CLAIMS.providers} UAE providers. Insurers set their own prices and conditions, so we cannot guarantee any particular premium or cover.`,
      },
      {
        id: "quote-details",
        question: "Who handles the details I give for a quote?",
        answer: `The partner broker does, under its own privacy notice: our website has no quote form and does not collect the details needed for a quote. We do not pass your newsletter, waitlist or contact form details to the broker.`,
      },
    ],
  },
  {
    id: "app-plans-privacy",
    title: "App, plans and privacy",
    items: [
      {
        id: "premium-plan-cost",
        question: "How much does the app cost?",
        answer: `There are two plans. The Free plan costs nothing and includes your safety score, trip summaries, pre-drive tips, Queen Bee entry and cashback eligibility through the partner broker. Premium costs ${CLAIMS.premiumPlanAed} AED per month and adds full AI coaching with trip replays, vehicle health reminders, detailed weekly reports and priority support. You can compare them on [the Features page](/features).`,
      },
      {
        id: "cancel-premium",
        question: "How do I cancel Premium?",
        answer: `Premium is billed monthly and renews automatically until you cancel, which you can do at any time. If you subscribed through an app store, cancel in your app store account settings; otherwise cancel in the app or by emailing ${siteConfig.supportEmail}. You keep Premium until the end of the billing month.`,
      },
      {
        id: "android-availability",
        question: "Is the app available on Android?",
        answer: `The app is available now for iPhone and iPad on the App Store. The Android app is coming soon: join the Android waitlist from any Download App button and we will email you when it is available.`,
      },
      {
        id: "driving-data-privacy",
        question: "What does the app do with my driving data?",
        answer: `With your permission, the app uses your phone's GPS, motion sensors and phone-use detection to record trips, and uses that trip data to calculate your safety score, trip summaries and coaching. We do not sell your data, we do not share your trip data or score with insurers, and the partner broker receives only what it needs to apply your cashback, with your consent. The details are in our [App Privacy Notice](/app-privacy-notice).`,
      },
      {
        id: "phone-while-driving",
        question: "Do I need to use my phone while driving?",
        answer: `No, and you should not. Set the app up before you set off, and if you need your phone, stop first where it is safe and legal to do so.`,
      },
      {
        id: "contact-support",
        question: "How do I contact support?",
        answer: `Email ${siteConfig.supportEmail} or call ${siteConfig.phone}, ${siteConfig.hours}. You can also send us a message from [the contact page](/contact).`,
      },
    ],
  },
];

export const allFaqItems: readonly FaqItem[] = faqGroups.flatMap((g) => g.items);

/** `[words](/path)` in an answer. */
export const FAQ_LINK = /\[([^\]]+)\]\((\/[a-z0-9\-/#]*)\)/g;

/** An answer as plain text: each link becomes its words (for structured data). */
export function answerAsText(answer: string): string {
  return answer.replace(FAQ_LINK, "$1");
}
