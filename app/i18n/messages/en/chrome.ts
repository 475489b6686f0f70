/**
 * The site's chrome in English (R-EDITION-12): header, menus, banner, footer, notices,
 * loaders, error pages, both dialogs, the forms and their toasts, the redirect page.
 * Every string is the specification's exact wording; app/i18n/messages/ar/chrome.ts fills
 * the same shape in Arabic.
 */
import { CLAIMS, ENQUIRY_REPLY } from "@core/constants";
import { PAGE_IDS, pages, type PageId } from "@core/pages";
import { siteConfig } from "@site-config";

const { name } = siteConfig;
const { address } = siteConfig;

/** The contact page's promise, from the one constant the acknowledgement e-mail and the lead desk count by (R-DESK-01). */
const replyWithin = `${ENQUIRY_REPLY.businessDays} business day${ENQUIRY_REPLY.businessDays === 1 ? "" : "s"}`;

export const chrome = {
  nav: {
    /** The page registry's labels are the English source; the other editions name each page here. */
    pages: Object.fromEntries(PAGE_IDS.map((id) => [id, pages[id].label])) as Record<PageId, string>,
    home: "Home",
    /** R-HONEST-03: the home page's example stories, called what they are. */
    stories: "Member stories",
    more: "More",
    main: "Main",
    mobile: "Mobile",
    openMenu: "Open menu",
    closeMenu: "Close menu",
    homeLink: `${name} home`,
    downloadApp: "Download App",
  },
  banner: {
    label: "Offer",
    badge: "SAVE NOW",
    text: (percent: number) => `Get up to ${percent}% cashback on car insurance with ${name}`,
    dismiss: "Dismiss offer banner",
  },
  footer: {
    /** The social links' accessible names; analytics records the network's name. */
    facebook: "Facebook",
    instagram: "Instagram",
    tagline: "The AI driving coach that rewards safe drivers in the UAE with cashback on car insurance.",
    address: `${address.street}, ${address.area}, ${address.city}, ${address.country}`,
    product: "Product",
    legal: "Legal",
    support: "Support",
    insurancePartners: "Insurance Partners",
    contactUs: "Contact Us",
    liveChat: "Live Chat",
    call: "Call",
    copyright: (year: number) => `© ${year} ${name}.`,
    noBroker: `Insurance is arranged by our licensed partner broker; ${name} is not an insurer.`,
    aboutBroker: (broker: string) => `About ${broker}`,
  },
  /** Who arranges the insurance (site.config's brokerStatement, worded per edition). */
  brokerStatement: (broker: string, authority: string, licence: string) =>
    `Insurance is arranged by ${broker}, licensed by the ${authority} (licence no. ${licence}). ${name} is not an insurer.`,
  consent: {
    label: "Cookie consent",
    text: "We use analytics cookies to understand which pages help drivers, never to identify you. Accept them?",
    accept: "Accept",
    decline: "Decline",
  },
  loading: `Loading ${name}...`,
  chunkError: {
    title: "Something went wrong loading this page.",
    text: "Check your connection, then reload. Nothing you did was lost.",
    reload: "Reload",
  },
  notFound: {
    title: "Page not found",
    description: "The page you were looking for does not exist.",
    eyebrow: "Error 404",
    text: "The page you were looking for has moved or never existed. Let's get you back on the road.",
    home: "Back to home",
    blog: "Read the blog",
    contact: "Contact us",
  },
  pageCta: {
    title: "Turn safe driving into savings",
    text: (percent: number) =>
      `Get a personalised quote through our partner broker in minutes, then drive safely to earn up to ${percent}% cashback.`,
  },
  /** A dialog's close button, unless the dialog names it. */
  dialogClose: "Close",
  toasters: {
    primary: "Notifications",
    secondary: "Status updates",
  },
  whatsapp: {
    chat: "Chat on WhatsApp",
    /** The prefilled messages (R-OPEN-30); the "Source:" line after them stays as the team reads it. */
    quote: "Hi! I would like to get an insurance quote.",
    promo: "Hi! I saw your cashback offer and would like an insurance quote.",
    waitlist: "Hi! Please add me to the Android waitlist.",
    contactSent: `Hi! I just sent a message through the ${name} website.`,
    /** The footer's "Live Chat": a support conversation, not a quote request. */
    support: `Hi! I have a question for the ${name} team.`,
  },
  redirect: {
    title: "Redirecting",
    description: `Taking you to ${name}'s destination.`,
    status: "Redirecting...",
    continue: "Continue",
  },
  quote: {
    title: "Get Your Insurance Quote",
    description: "Choose your preferred method",
    badgesLabel: "Why quote with us",
    badges: { secure: "Secure", personalised: "Personalised", free: "Free" },
    methodLabel: "Quote method",
    instantTitle: "Personalised Online Quote",
    instantDescription: "AI-powered document scanning",
    recommended: "Recommended",
    whatsappTitle: "WhatsApp Support",
    whatsappDescription: "Chat with insurance expert",
    submitInstant: "Get Personalised Quote",
    submitWhatsApp: "Start WhatsApp Chat",
    trusted: (percent: number) => `Trusted by ${CLAIMS.members} drivers • Save up to ${percent}%`,
  },
  download: {
    waitlistTitle: "Join Android Waitlist",
    waitlistText: `${name} for Android is coming soon. Join the waitlist and be the first to know when it launches.`,
    title: `Download ${name}`,
    description: "Start coaching on your next drive and earn cashback for driving safely.",
    iosHeading: "For iPhone and iPad",
    orScan: "Or scan with another phone's camera:",
    scanHint: "Scan with your camera, or tap the button on your iPhone.",
    androidHeading: "Android: join the waitlist",
    androidText: "The Android app is coming soon. Leave your e-mail and we'll tell you the day it launches.",
    qrAlt: `QR code: scan with your iPhone camera to download ${name} from the App Store`,
    badgeTop: "Download on the",
  },
  /** R-HONEST-01: on an Android device, where cashback is promised (the quote dialog and page, the calculator). */
  androidNote: {
    text: `Cashback is earned with the ${name} app, which is on iPhone for now. The Android app is coming soon.`,
    join: "Join the Android waitlist",
  },
  popup: {
    close: "Close newsletter sign-up",
    title: "Get safe-driving tips and cashback news",
    description: "One short e-mail a month with UAE road tips, rule changes and ways to raise your score.",
    subscribe: "Subscribe",
    dontShowAgain: "Don't show again",
  },
  forms: {
    emailLabel: "Email address",
    emailPlaceholder: "Enter your email",
  },
  waitlist: {
    label: "Android waitlist",
    placeholder: "you@example.com",
    join: "Join Waitlist",
    joining: "Joining Waitlist...",
    success: "Successfully joined Android waitlist! 🎉",
    /** The success's second line: the waitlist is double opt-in (R-SAFE-28). */
    checkInbox: "Please check your inbox and confirm your address.",
    failureToast: "We're experiencing network issues. Please contact us directly.",
    failurePanel: "We're experiencing network issues. Please contact us directly via WhatsApp to join the waitlist.",
    whatsapp: "Contact us on WhatsApp",
  },
  contact: {
    label: "Contact form",
    fields: {
      firstName: "First name",
      lastName: "Last name",
      email: "Email",
      phone: "Phone (optional)",
      subject: "Subject",
      message: "Message",
    },
    send: "Send Message",
    sending: "Sending...",
    success: `Thank you! Your message has been sent. We'll get back to you within ${replyWithin}.`,
    failure: `We couldn't send your message. Please try again or email us at ${siteConfig.supportEmail}.`,
    rateLimited: (minutes: number) => `Too many attempts. Please try again in ${minutes} minutes.`,
    sentTitle: (firstName: string) => `Message sent. Thank you, ${firstName}!`,
    /** Around the visitor's e-mail address, which the panel shows in bold. */
    sentReplyBefore: "Our team reads every message and will reply to",
    sentReplyAfter: `within ${replyWithin} (${siteConfig.hours}).`,
    sooner: "Need an answer sooner? Chat with us on WhatsApp.",
  },
  newsletter: {
    label: "Newsletter sign-up",
    heading: "Safe-driving tips and cashback news",
    text: "One short e-mail a month. No spam; unsubscribe any time.",
    join: "Join",
    joining: "Joining...",
    success: `Thank you! Welcome to the ${name} network!`,
    /** The success toast's second line once signups wait for confirmation (R-FOLLOW-08, the double opt-in branch). */
    checkInbox: "Please check your inbox and confirm your address.",
    alreadySubscribed: "Note: You were already subscribed to our network.",
    unexpected: "An unexpected error occurred. Please try again.",
    rateLimited: (minutes: number) => `Too many attempts. Please try again in ${minutes} minutes.`,
  },
};

export type ChromeMessages = typeof chrome;
