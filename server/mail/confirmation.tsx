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
import { OneButtonMail } from "./layout";
import { renderMail } from "./render.server";

const DAY_MS = 24 * 60 * 60 * 1000;

/** A Latin run (an address, a link) inside the text: it keeps its own direction in an Arabic mail. */
export const Ltr = ({ children }: { children: ReactNode }) => <span dir="ltr">{children}</span>;

/** "N days" in Arabic, in the form the count takes. */
export const arabicDays = (days: number) =>
  arabicCount(days, { one: "يوم واحد", two: "يومين", few: "# أيام", many: "# يومًا", other: "# يوم" });

export type ConfirmationWords = {
  subject: string;
  preview: string;
  heading: string;
  asked: (email: ReactNode) => ReactNode;
  button: string;
  /** How long the link works, until when, and where its address follows. */
  expiry: (days: number, until: string) => string;
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

export function ConfirmationEmail({
  list,
  email,
  confirmUrl,
  unsubscribeUrl,
  sentAt,
  language = DEFAULT_LOCALE,
}: Confirmation & { list: ConfirmationList }) {
  const words = list.words[language];
  const days = Math.round(list.ttlMs / DAY_MS);
  const until = gulfDateTimeIn(language, sentAt.getTime() + list.ttlMs);
  return (
    <OneButtonMail
      language={language}
      preview={words.preview}
      unsubscribeUrl={unsubscribeUrl}
      heading={words.heading}
      paragraphs={[words.asked(email)]}
      href={confirmUrl}
      button={words.button}
      fallback={words.expiry(days, until)}
      footnote={words.ignore}
    />
  );
}

export async function confirmationMail(list: ConfirmationList, confirmation: Confirmation): Promise<OutgoingMail> {
  return {
    to: confirmation.email,
    subject: list.words[confirmation.language ?? DEFAULT_LOCALE].subject,
    unsubscribeUrl: confirmation.unsubscribeUrl,
    ...(await renderMail(<ConfirmationEmail list={list} {...confirmation} />)),
  };
}
