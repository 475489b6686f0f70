/**
 * The renewal reminder (R-FOLLOW-44, 45), in the edition it was asked on:
 * the policy renews next month, now is the time to compare, one button to the
 * partner broker's quote site. Not a direct reply: it carries the one-click
 * unsubscribe. Sent as the follow-up of a confirmation made when the renewal was
 * already too close for a reminder ahead of it (R-FOLLOW-49), it is the quote
 * link that confirmation promised, and claims no days ahead.
 */
import { MAX_CASHBACK_PERCENT, REMINDERS } from "../../core/constants";
import { formatterFor } from "../../core/format";
import type { Locale } from "../../core/locales";
import { siteConfig } from "../../site.config";
import type { OutgoingMail } from "../mailer.server";
import { oneButtonMail } from "./layout";

export type RenewalReminder = {
  email: string;
  renewalMonth: string;
  /** The quote link promised at a confirmation made too close to the renewal, not a reminder ahead of it. */
  followUp: boolean;
  language: Locale;
  /** The partner broker's quote link (core/quote-url.ts). */
  quoteUrl: string;
  unsubscribeUrl: string;
};

const WORDS = {
  en: {
    subject: (month: string) => `Your car insurance renews in ${month}: time to compare`,
    preview: `Your renewal is ${REMINDERS.leadDays} days away. Get a quote through our partner broker.`,
    heading: "Your renewal is coming up",
    renews: (month: string) => (
      <>
        You asked us to remind you: your car insurance policy renews in <strong>{month}</strong>. Now is a good time to
        compare quotes, before your insurer&apos;s renewal offer arrives.
      </>
    ),
    cashback: `With ${siteConfig.name}, safe driving can earn you up to ${MAX_CASHBACK_PERCENT}% cashback on your premium, through our partner broker.`,
    button: "Get my quote",
    fallback: "If the button does not work, open this address:",
    once: "This is the only reminder we send for this renewal.",
    followUp: {
      preview: "As promised: your quote link, one click away.",
      heading: "Here is your quote link",
      renews: (month: string) => (
        <>
          Thank you for confirming. As promised, here is your quote link: your car insurance policy renews in{" "}
          <strong>{month}</strong>, so compare quotes now, before your insurer&apos;s renewal offer arrives.
        </>
      ),
      once: "This is the only e-mail we send for this renewal.",
    },
  },
  ar: {
    subject: (month: string) => `يحين موعد تجديد تأمين سيارتك في ${month}: قارن العروض الآن`,
    preview: `بقي ${REMINDERS.leadDays} يومًا على موعد التجديد. اطلب عرض سعر عبر وسيط التأمين الشريك.`,
    heading: "اقترب موعد تجديد وثيقة التأمين",
    renews: (month: string) => (
      <>
        طلبت منا أن نذكّرك، وها نحن نفعل: تُجدَّد وثيقة تأمين سيارتك في <strong>{month}</strong>. هذا هو الوقت المناسب
        لمقارنة العروض، قبل أن يصلك عرض التجديد من شركة التأمين.
      </>
    ),
    cashback: `مع ${siteConfig.name}، قد تكسبك القيادة الآمنة استردادًا نقديًا يصل إلى ${MAX_CASHBACK_PERCENT}% من قسط التأمين، عبر وسيط التأمين الشريك.`,
    button: "احصل على عرض سعر",
    fallback: "إذا لم يعمل الزر، فافتح هذا العنوان:",
    once: "هذا هو التذكير الوحيد الذي نرسله لهذا التجديد.",
    followUp: {
      preview: "كما وعدناك: رابط طلب عرض السعر على بُعد نقرة.",
      heading: "إليك رابط طلب عرض السعر",
      renews: (month: string) => (
        <>
          شكرًا لتأكيد طلبك. وكما وعدناك، إليك رابط طلب عرض السعر: تُجدَّد وثيقة تأمين سيارتك في <strong>{month}</strong>،
          فقارن العروض الآن، قبل أن يصلك عرض التجديد من شركة التأمين.
        </>
      ),
      once: "هذه هي الرسالة الوحيدة التي نرسلها بشأن هذا التجديد.",
    },
  },
} as const;

export function renewalReminderMail({
  email,
  renewalMonth,
  followUp,
  language,
  quoteUrl,
  unsubscribeUrl,
}: RenewalReminder): Promise<OutgoingMail> {
  const words = WORDS[language];
  const said = followUp ? words.followUp : words;
  const month = formatterFor(language).month(renewalMonth);
  return oneButtonMail(email, words.subject(month), {
    language,
    preview: said.preview,
    unsubscribeUrl,
    heading: said.heading,
    paragraphs: [said.renews(month), words.cashback],
    href: quoteUrl,
    button: words.button,
    fallback: words.fallback,
    footnote: said.once,
  });
}
