import { REMINDERS } from "@core/constants";

/** Renewal reminders (R-FOLLOW-46): the form on the home page and in the quote dialog, and the e-mail links' pages. */
export const reminders = {
  heading: "Not renewing yet? We'll remind you",
  /** The reminder's own page, where its form posts before JavaScript, or without it (R-HTML-03). */
  metaTitle: "Renewal reminder",
  metaDescription: `Tell us the month your car insurance renews and we'll e-mail you ${REMINDERS.leadDays} days before, with a link to get a quote.`,
  text: `Tell us the month your car insurance renews and we'll e-mail you ${REMINDERS.leadDays} days before, with a link to get a quote.`,
  /** The quote dialog's secondary link that opens the form. */
  openForm: "Not renewing yet? We'll remind you",
  /** The home page's link to the reminder's page, until its form is there (R-HTML-03). */
  openPage: "Set a renewal reminder",
  backToQuote: "Back to the quote options",
  formLabel: "Renewal reminder",
  monthLabel: "Renewal month",
  monthPlaceholder: "Choose a month",
  consent: "E-mail me one reminder before my car insurance renews. I can unsubscribe at any time.",
  submit: "Remind me",
  submitting: "Saving...",
  successTitle: "Check your inbox",
  success: (email: string) => `We sent a confirmation link to ${email}. Click it and we'll remind you in good time.`,
  successToast: "Almost done: check your inbox to confirm your reminder.",
  another: "Set another reminder",
  /** A month whose reminder day has already come (R-FOLLOW-49): the quote link now, and by e-mail once confirmed. */
  close: {
    title: "Your renewal is close",
    text: (month: string) =>
      `A reminder ${REMINDERS.leadDays} days before ${month} would already be late, so here is your quote link now.`,
    link: "Get my quote now",
    byMail:
      "Want it by e-mail as well? Send the form and confirm your address: we'll e-mail you this link straight away, just once.",
    sent: (email: string) =>
      `Your renewal is close, so here is your quote link now. We also sent a confirmation link to ${email}: confirm it and we'll e-mail you the same link straight away, just once.`,
  },
  failure: "We couldn't save your reminder. Please try again in a moment.",
  confirm: {
    title: "Confirm your renewal reminder",
    description: "Confirm your e-mail address for a DriveBee renewal reminder.",
    /** Before the press (R-SAFE-20): opening the link changes nothing. */
    readyTitle: "Confirm your renewal reminder",
    readyText: "Press the button to confirm your e-mail address and we'll set your reminder. Until you do, we won't.",
    button: "Confirm my reminder",
    working: "Confirming your reminder...",
    confirmedTitle: "Your reminder is set",
    confirmed: (month: string, date: string) =>
      `We'll e-mail you on ${date}, ${REMINDERS.leadDays} days before your policy renews in ${month}.`,
    sentAlready: (month: string) => `Your reminder for ${month} has already been sent.`,
    /** Confirmed when the reminder's day had already come (R-FOLLOW-49): no date, the quote link now. */
    closeTitle: "Your renewal is close",
    close: (month: string) =>
      `Your policy renews in ${month}: too soon for a reminder ${REMINDERS.leadDays} days ahead, so here is your quote link now.`,
    closeButton: "Get my quote",
    closeMailed: "It's on its way to your inbox too, just this once.",
    closeMailedAlready: "We e-mailed it to you too when you confirmed.",
    alreadyTitle: "Already confirmed",
    already: "This reminder was confirmed before: there is nothing more to do.",
    expiredTitle: "This link has expired",
    expired: (days: number) =>
      `Confirmation links work for ${days} days, and only the newest one does. Set your reminder again and we'll send you a fresh link.`,
    invalidTitle: "This link is not valid",
    invalid:
      "Please open the link in your confirmation e-mail again, in full. If it still does not work, set your reminder again and we'll send you a new one.",
    failedTitle: "We couldn't confirm just now",
    failed: "Something went wrong on the way to our server. Please try again in a moment.",
    tryAgain: "Try again",
    setAgain: "Set a reminder",
    home: "Back to home",
  },
  unsubscribe: {
    title: "Cancel your renewal reminder",
    description: "Cancel a DriveBee renewal reminder.",
    heading: "Cancel your renewal reminder",
    text: "Press the button and we won't send you this renewal reminder.",
    button: "Cancel my reminder",
    working: "Cancelling...",
    failed: "We couldn't cancel your reminder just now. Please try again in a moment.",
    doneTitle: "Your reminder is cancelled",
    done: (email: string | undefined) =>
      `${email ?? "Your address"} will get no renewal reminder from us. Changed your mind? You can set a new one on our home page.`,
    invalidTitle: "This link is not valid",
    invalid: (supportEmail: string) =>
      `Please open the link in our e-mail again, in full, or write to ${supportEmail} and we'll cancel the reminder for you.`,
    home: "Back to home",
  },
};
