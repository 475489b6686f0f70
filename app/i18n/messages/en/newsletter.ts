/**
 * The newsletter's link pages in English (R-FOLLOW-10, 11, 18): confirm and unsubscribe,
 * reached from its e-mails. A message with the visitor's address is a function of it; the
 * page shows the address in bold where the message puts it. app/i18n/messages/ar/newsletter.ts
 * fills the same shape in Arabic.
 */
import { siteConfig } from "@site-config";

const { name } = siteConfig;

export const newsletter = {
  /** The newsletter's own page: the footer's form posts here before JavaScript, or without it (R-HTML-03). */
  signup: {
    metaTitle: "Join the newsletter",
    metaDescription: `Safe-driving tips and cashback news from ${name}: one short e-mail a month.`,
    title: "Join the newsletter",
    sent: "Check your inbox",
    sentText: (email: string) =>
      `We sent a confirmation link to ${email}. Open it to confirm your address and the newsletter is on its way.`,
  },
  confirm: {
    metaTitle: "Confirm your subscription",
    metaDescription: `Confirm your e-mail address for the ${name} newsletter.`,
    /** Before the press (R-SAFE-20): opening the link changes nothing. */
    ready: "Confirm your subscription",
    readyText: `Press the button to confirm your e-mail address. Until you do, we won't add it to the ${name} newsletter.`,
    button: "Confirm my subscription",
    working: "Confirming your subscription...",
    confirmed: "You're subscribed!",
    confirmedText: (email: string) =>
      `${email} is confirmed. Safe-driving tips and cashback news are on their way, about one e-mail a month.`,
    alreadyConfirmed: "Already confirmed",
    alreadyConfirmedText: (email: string) => `${email} is already confirmed: there is nothing more to do.`,
    expired: "This link has expired",
    expiredText: (days: number) =>
      `Confirmation links work for ${days} days, and only the newest one does. Sign up again and we'll send you a fresh link.`,
    invalid: "This link is not valid",
    invalidText:
      "Please open the link in your confirmation e-mail again, in full. If it still does not work, sign up again and we'll send you a new one.",
    failed: "We couldn't confirm just now",
    failedText: "Something went wrong on the way to our server. Please try again in a moment.",
    retry: "Try again",
  },
  unsubscribe: {
    metaTitle: "Unsubscribe",
    metaDescription: `Unsubscribe from the ${name} newsletter.`,
    title: "Unsubscribe from our newsletter",
    text: `Press the button and we'll stop sending you ${name}'s newsletter.`,
    button: "Unsubscribe",
    working: "Unsubscribing...",
    failed: "We couldn't unsubscribe you just now. Please try again in a moment.",
    done: "You are unsubscribed",
    doneText: (email: string) =>
      `${email} will get no more newsletters from us. Changed your mind? You can sign up again at the bottom of any page.`,
    /** In place of the address when it is no longer stored. */
    yourAddress: "Your address",
    invalid: "This link is not valid",
    invalidText: (supportEmail: string) =>
      `Please open the unsubscribe link in one of our e-mails again, in full, or write to ${supportEmail} and we'll take you off the list.`,
  },
  signUpAgain: "Sign up again",
  backHome: "Back to home",
};

export type NewsletterMessages = typeof newsletter;
