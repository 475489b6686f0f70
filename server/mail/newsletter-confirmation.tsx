/**
 * The newsletter's confirmation e-mail (R-FOLLOW-08, 12, 19): one button that
 * confirms the address, when the link stops working, and that nothing happens
 * if they ignore it, in the language of the edition they signed up on. Not a
 * direct reply: it carries the one-click unsubscribe.
 */
import { Text } from "@react-email/components";
import type { ReactNode } from "react";
import { NEWSLETTER } from "../../core/constants";
import { arabicCount } from "../../core/format";
import { gulfDateTimeIn } from "../../core/gulf-time";
import { DEFAULT_LOCALE, type Locale } from "../../core/locales";
import { siteConfig } from "../../site.config";
import type { OutgoingMail } from "../mailer.server";
import {
  MailButton,
  MailHeading,
  MailLayout,
  MailLinkFallback,
  smallTextStyle,
  textAlignIn,
  textStyle,
} from "./layout";
import { renderMail } from "./render.server";

const DAY_MS = 24 * 60 * 60 * 1000;
const { name } = siteConfig;

/** A Latin run (an address, a link) inside the text: it keeps its own direction in an Arabic mail. */
const Ltr = ({ children }: { children: ReactNode }) => <span dir="ltr">{children}</span>;

type Words = {
  subject: string;
  preview: string;
  heading: string;
  asked: (email: ReactNode) => ReactNode;
  button: string;
  /** How long the link works, until when, and where its address follows. */
  expiry: (days: number, until: string) => string;
  ignore: string;
};

/** The mail's words in each edition's language (docs/arabic-glossary.md: «النشرة البريدية»). */
const WORDS: Record<Locale, Words> = {
  en: {
    subject: `Confirm your ${name} newsletter subscription`,
    preview: "One click to confirm your subscription",
    heading: "Please confirm your subscription",
    asked: (email) => (
      <>
        Someone, hopefully you, asked to receive {name}&apos;s safe-driving tips and cashback news at{" "}
        <strong>{email}</strong>. Confirm with one click and you are in:
      </>
    ),
    button: "Confirm my subscription",
    expiry: (days, until) =>
      `The link works for ${days} days, until ${until} (Gulf time). If the button does not work, open this address:`,
    ignore: "Didn't sign up? Ignore this e-mail: without a confirmation you will get nothing more from us.",
  },
  ar: {
    subject: `أكّد اشتراكك في النشرة البريدية من ${name}`,
    preview: "نقرة واحدة تفصلك عن تأكيد اشتراكك",
    heading: "يُرجى تأكيد اشتراكك",
    asked: (email) => (
      <>
        وصلنا طلب، نرجو أن يكون منك، لتلقّي نصائح {name} للقيادة الآمنة وأخبار الاسترداد النقدي على العنوان{" "}
        <strong>
          <Ltr>{email}</Ltr>
        </strong>
        . أكّد اشتراكك بنقرة واحدة:
      </>
    ),
    button: "أكّد اشتراكي",
    expiry: (days, until) =>
      `يعمل الرابط لمدة ${arabicCount(days, { one: "يوم واحد", two: "يومين", few: "# أيام", many: "# يومًا", other: "# يوم" })}، حتى ${until} بتوقيت الخليج. وإن لم يعمل الزر، فافتح هذا الرابط:`,
    ignore: "لم تطلب الاشتراك؟ تجاهل هذه الرسالة، فلن يصلك منا شيء آخر ما لم تؤكّد اشتراكك.",
  },
};

export type Confirmation = {
  email: string;
  confirmUrl: string;
  unsubscribeUrl: string;
  /** When the link was sent: it works NEWSLETTER.confirmationTtlMs from then. */
  sentAt: Date;
  /** The edition they signed up on; English when not said. */
  language?: Locale;
};

/** The subject line of a confirmation in an edition's language. */
export const confirmationSubject = (language: Locale = DEFAULT_LOCALE) => WORDS[language].subject;

export function NewsletterConfirmationEmail({
  email,
  confirmUrl,
  unsubscribeUrl,
  sentAt,
  language = DEFAULT_LOCALE,
}: Confirmation) {
  const words = WORDS[language];
  const days = Math.round(NEWSLETTER.confirmationTtlMs / DAY_MS);
  const until = gulfDateTimeIn(language, sentAt.getTime() + NEWSLETTER.confirmationTtlMs);
  return (
    <MailLayout preview={words.preview} unsubscribeUrl={unsubscribeUrl} language={language}>
      <MailHeading language={language}>{words.heading}</MailHeading>
      <Text style={{ ...textStyle, textAlign: textAlignIn(language) }}>{words.asked(email)}</Text>
      <MailButton href={confirmUrl}>{words.button}</MailButton>
      <MailLinkFallback href={confirmUrl} language={language}>
        {words.expiry(days, until)}
      </MailLinkFallback>
      <Text style={{ ...smallTextStyle, margin: 0, textAlign: textAlignIn(language) }}>{words.ignore}</Text>
    </MailLayout>
  );
}

export async function newsletterConfirmationMail(confirmation: Confirmation): Promise<OutgoingMail> {
  return {
    to: confirmation.email,
    subject: confirmationSubject(confirmation.language),
    unsubscribeUrl: confirmation.unsubscribeUrl,
    ...(await renderMail(<NewsletterConfirmationEmail {...confirmation} />)),
  };
}
