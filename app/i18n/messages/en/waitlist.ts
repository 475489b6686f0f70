/**
 * The Android waitlist's confirm page in English (R-SAFE-28), reached from its confirmation
 * e-mail. Read by the page's loader at build time, so no other page's code carries these words;
 * app/i18n/messages/ar/waitlist.ts fills the same shape in Arabic. A message with the visitor's
 * address is a function of it; the page shows the address in bold where the message puts it.
 */
import { siteConfig } from "@site-config";

const { name } = siteConfig;

export const waitlist = {
  confirm: {
    metaTitle: "Confirm your place on the Android waitlist",
    metaDescription: `Confirm your e-mail address for the ${name} Android waitlist.`,
    /** Before the press (R-SAFE-20): opening the link changes nothing. */
    ready: "Confirm your place on the waitlist",
    readyText: `Press the button to confirm your e-mail address and we'll tell you when the ${name} app is out on Android. Until you do, we won't write to you about it.`,
    button: "Confirm my place",
    working: "Confirming your place...",
    confirmed: "You're on the waitlist!",
    confirmedText: (email: string) =>
      `${email} is confirmed. We'll e-mail you once, when the ${name} app is out on Android.`,
    alreadyConfirmed: "Already confirmed",
    alreadyConfirmedText: (email: string) => `${email} is already confirmed: there is nothing more to do.`,
    expired: "This link has expired",
    expiredText: (days: number) =>
      `Confirmation links work for ${days} days, and only the newest one does. Join the waitlist again and we'll send you a fresh link.`,
    invalid: "This link is not valid",
    invalidText:
      "Please open the link in your confirmation e-mail again, in full. If it still does not work, join the waitlist again and we'll send you a new one.",
    failed: "We couldn't confirm just now",
    failedText: "Something went wrong on the way to our server. Please try again in a moment.",
    retry: "Try again",
    joinAgain: "Join the waitlist",
    home: "Back to home",
  },
};

export type WaitlistMessages = typeof waitlist;
