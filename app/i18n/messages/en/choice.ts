/**
 * The words of the quote page and the app page (R-HTML-01, 02) in English. Plain strings: the
 * pages' loaders bring them at build time, so no other page's code carries them (the home page's
 * JavaScript stays as it was). app/i18n/messages/ar/choice.ts has the same keys. What the dialogs say too
 * (the methods, badges and buttons, the download columns) stays in chrome.ts, shared with them.
 */
import { CLAIMS, MAX_CASHBACK_PERCENT, MIN_APP_AGE } from "@core/constants";
import { brokerStatement, siteConfig } from "@site-config";

const { name } = siteConfig;
/** Who calls back: the broker by name once its details are set (site.config.ts), never invented before. */
const broker = brokerStatement() ? siteConfig.broker.name : "our licensed partner broker";

export const choice = {
  quote: {
    eyebrow: "Free quote",
    lead: `Choose how you'd like your quote. Either way it is free and takes a few minutes, and a policy bought through our partner broker lets you earn up to ${MAX_CASHBACK_PERCENT}% cashback for driving safely.`,
    onlineLeadsTo: "Opens our partner broker's secure quote form in a new tab:",
    whatsappLeadsTo: "Opens a WhatsApp chat with your quote request ready to send to our team:",
    stepsHeading: "What happens next",
    steps: {
      details: {
        title: "Share your details",
        text: "On the quote form, where AI-powered document scanning reads them from your documents, or in the WhatsApp chat.",
      },
      compare: {
        title: "Compare your quotes",
        text: `Comprehensive and third-party cover from ${CLAIMS.providers} UAE providers, with an insurance expert to answer your questions.`,
      },
      choose: {
        title: "Choose, then drive and earn",
        text: `Buy the policy that suits you through the partner broker, then drive with ${name} to earn up to ${MAX_CASHBACK_PERCENT}% cashback.`,
      },
    },
    documentsHeading: "Documents to have ready",
    documentsLead: "The originals or photos of them: the document scanning reads your details for you.",
    documents: {
      emiratesId: "Emirates ID",
      licence: "Driving licence",
      registration: "Vehicle registration card (mulkiya)",
    },
    callHeading: "Who will call you, and when",
    callText: `An insurance expert from ${broker} contacts you on the number you give, within one business day, to go through your quotes and answer your questions.`,
    brokerHeading: "Who arranges your insurance",
  },
  app: {
    eyebrow: "Free to download",
    lead: `AI coaching before every drive, a safety score after it, and up to ${MAX_CASHBACK_PERCENT}% cashback on car insurance for driving safely.`,
    qrHeading: "On a computer?",
    qrText: "Scan the code with your iPhone's camera to open the App Store.",
    needs: `You need an iPhone and a driving licence recognised in the UAE; the app is for drivers aged ${MIN_APP_AGE} or over.`,
  },
};

export type ChoiceMessages = typeof choice;
