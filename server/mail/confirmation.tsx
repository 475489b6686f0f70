/**
 * A double opt-in's confirmation e-mail, the same for every list whose confirmation says only
 * "this address asked to join" (the newsletter's, the Android waitlist's; R-FOLLOW-08, 19,
 * R-SAFE-28): one button that confirms the address, when the link stops working, and that
 * nothing happens if they ignore it, in the language of the edition they signed up on. Each list
 * brings its words. Not a direct reply: it carries the one-click unsubscribe.
 */
import type { ReactNode } from "react";
import { arabicCount } from "../../core/format";
import { gulfDateTimeIn } from "../../core/gulf-time";
import { DEFAULT_LOCALE, type Locale } from "../../core/locales";
import type { OutgoingMail } from "../mailer.server";
import { oneButtonMail } from "./layout";

const DAY_MS = 24 * 60 * 60 * 1000;

/** A Latin run (an address, a link) inside the text: it keeps its own direction in an Arabic mail. */
export const Ltr = ({ children }: { children: ReactNode }) => <span dir="ltr">{children}</span>;

/** "N days" in Arabic, in the form the count takes. */
const arabicDays = (days: number) =>
  arabicCount(days, { one: "يوم واحد", two: "يومين", few: "# أيام", many: "# يومًا", other: "# يوم" });

/** How long the link works, until when, and where its address follows: the same words for every list. */
const EXPIRY: Record<Locale, (days: number, until: string) => string> = {
  en: (days, until) =>
    `The link works for ${days} days, until ${until} (Gulf time). If the button does not work, open this address:`,
  ar: (days, until) =>
    `يعمل الرابط لمدة ${arabicDays(days)}، حتى ${until} بتوقيت الخليج. وإن لم يعمل الزر، فافتح هذا الرابط:`,
};

export type ConfirmationWords = {
  subject: string;
  preview: string;
  heading: string;
  asked: (email: ReactNode) => ReactNode;
  button: string;
  ignore: string;
};

/** A list's confirmation: its words in each edition's language, and how long its link works. */
export type ConfirmationList = { words: Record<Locale, ConfirmationWords>; ttlMs: number };

export type Confirmation = {
  email: string;
  confirmUrl: string;
  unsubscribeUrl: string;
  /** When the link was sent: it works the list's `ttlMs` from then. */
  sentAt: Date;
  /** The edition they signed up on; English when not said. */
  language?: Locale;
};

export function confirmationMail(
  list: ConfirmationList,
  { email, confirmUrl, unsubscribeUrl, sentAt, language = DEFAULT_LOCALE }: Confirmation,
): Promise<OutgoingMail> {
  const words = list.words[language];
  const days = Math.round(list.ttlMs / DAY_MS);
  const until = gulfDateTimeIn(language, sentAt.getTime() + list.ttlMs);
  return oneButtonMail(email, words.subject, {
    language,
    preview: words.preview,
    unsubscribeUrl,
    heading: words.heading,
    paragraphs: [words.asked(email)],
    href: confirmUrl,
    button: words.button,
    fallback: EXPIRY[language](days, until),
    footnote: words.ignore,
  });
}
