import { chrome } from "./en/chrome";

/**
 * The interface's English words (R-EDITION-05): the source catalogue. Its shape is
 * the `Messages` type every other language fills (app/i18n/messages/ar.ts); a
 * message with values is a function of them, so a missing key or a value the
 * other language forgets fails the type check and app/i18n/messages.test.ts.
 * Strings of the specification keep its exact wording here.
 */
import { newsletter } from "./en/newsletter";
import { pages } from "./en/pages";
import { reminders } from "./en/reminders";

export const en = {
  common: {
    getQuote: "Get Quote",
  },
  chrome,
  layout: {
    skipToContent: "Skip to content",
  },
  content: {
    lastUpdated: "Last updated",
    /** A Markdown table's scroll box, named by its column headings (R-HONEST-07). */
    tableLabel: (...headings: string[]) => `Table: ${headings.join(", ")}`,
  },
  blog: {
    lead: "Practical guides for drivers in the UAE: rules and fines, insurance and cashback, and how to raise your safety score.",
    allArticles: "All articles",
    minutesRead: (minutes: number) => `${minutes} min read`,
    ctaTitle: "Turn safe driving into savings",
    ctaText: "Get a personalised quote through our partner broker in minutes.",
    related: "Related articles",
  },
  language: {
    /** The switcher's accessible name; the link itself shows the other language's own name. */
    switchTo: (language: string) => `Read this page in ${language}`,
    label: "Language",
  },
  pages,
  newsletter,
  reminders,
};

export type Messages = typeof en;
