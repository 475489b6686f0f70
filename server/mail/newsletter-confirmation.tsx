/**
 * The newsletter's confirmation e-mail (R-FOLLOW-08, 12, 19): a double opt-in's confirmation
 * (./confirmation.tsx) in the newsletter's words, in the language of the edition they signed up on.
 */
import { NEWSLETTER } from "../../core/constants";
import { DEFAULT_LOCALE, type Locale } from "../../core/locales";
import { siteConfig } from "../../site.config";
import type { OutgoingMail } from "../mailer.server";
import { confirmationMail, Ltr, type Confirmation, type ConfirmationList } from "./confirmation";

export type { Confirmation };

const { name } = siteConfig;

/** The mail's words in each edition's language (docs/arabic-glossary.md: «النشرة البريدية»). */
const NEWSLETTER_CONFIRMATION: ConfirmationList = {
  ttlMs: NEWSLETTER.confirmationTtlMs,
  words: {
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
      ignore: "لم تطلب الاشتراك؟ تجاهل هذه الرسالة، فلن يصلك منا شيء آخر ما لم تؤكّد اشتراكك.",
    },
  },
};

/** The subject line of a confirmation in an edition's language. */
export const confirmationSubject = (language: Locale = DEFAULT_LOCALE) =>
  NEWSLETTER_CONFIRMATION.words[language].subject;

export function newsletterConfirmationMail(confirmation: Confirmation): Promise<OutgoingMail> {
  return confirmationMail(NEWSLETTER_CONFIRMATION, confirmation);
}
