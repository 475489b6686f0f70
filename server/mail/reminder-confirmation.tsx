/**
 * The renewal reminder's confirmation e-mail (R-FOLLOW-42), in the edition the
 * visitor asked on: one button that confirms, the date the reminder will go
 * out, when the link stops working, and that nothing happens if they ignore
 * it. Not a direct reply: it carries the one-click unsubscribe. When that date
 * has already come (R-FOLLOW-49), it names no date: the renewal is close, and
 * confirming sends the quote link at once, the only e-mail that follows.
 */
import { REMINDERS } from "../../core/constants";
import { formatterFor } from "../../core/format";
import { gulfDay } from "../../core/gulf-time";
import type { Locale } from "../../core/locales";
import type { ReminderTiming } from "../../core/reminders";
import { siteConfig } from "../../site.config";
import type { OutgoingMail } from "../mailer.server";
import { oneButtonMail } from "./layout";

const DAY_MS = 24 * 60 * 60 * 1000;

export type ReminderConfirmation = {
  email: string;
  renewalMonth: string;
  /** Where the reminder stands as the e-mail is written: its day ahead, or too close for one. */
  timing: Exclude<ReminderTiming, { kind: "begun" }>;
  language: Locale;
  confirmUrl: string;
  unsubscribeUrl: string;
  /** When the link was sent: it works REMINDERS.confirmationTtlMs from then. */
  sentAt: Date;
};

type Facts = { email: string; month: string; days: number; until: string };

const WORDS = {
  en: {
    subject: `Confirm your ${siteConfig.name} renewal reminder`,
    preview: "One click and we'll remind you before your policy renews",
    heading: "Please confirm your reminder",
    close: {
      subject: `Your renewal is close: confirm to get your ${siteConfig.name} quote link`,
      preview: "Your renewal is close: one click and your quote link is on its way",
      heading: "Your renewal is close",
      when: `That is too soon for a reminder ${REMINDERS.leadDays} days ahead, so we won't make you wait: confirm with one click and we'll e-mail you your quote link straight away. It is the only e-mail we will send about this renewal.`,
      button: "Confirm and get my quote link",
    },
    asked: ({ email, month }: Facts) => (
      <>
        Someone, hopefully you, asked us to write to <strong>{email}</strong> before a car insurance policy renews in{" "}
        <strong>{month}</strong>.
      </>
    ),
    when: (remindOn: string) =>
      `Confirm with one click and we'll e-mail you on ${remindOn}, ${REMINDERS.leadDays} days before that month begins, with a link to get a quote.`,
    button: "Confirm my reminder",
    expiry: ({ days, until }: Facts) =>
      `The link works for ${days} days, until ${until}. If the button does not work, open this address:`,
    ignore: "Didn't ask for this? Ignore this e-mail: without a confirmation you will get nothing from us.",
  },
  ar: {
    subject: `أكّد طلب التذكير بموعد تجديد التأمين من ${siteConfig.name}`,
    preview: "نقرة واحدة ونذكّرك قبل موعد تجديد وثيقة التأمين",
    heading: "يُرجى تأكيد طلب التذكير",
    close: {
      subject: `اقترب موعد التجديد: أكّد طلبك ليصلك رابط عرض السعر من ${siteConfig.name}`,
      preview: "اقترب موعد التجديد: نقرة واحدة ويصلك رابط طلب عرض السعر",
      heading: "اقترب موعد التجديد",
      when: `وهذا الموعد أقرب من أن نذكّرك قبله بـ ${REMINDERS.leadDays} يومًا، فلن نجعلك تنتظر: أكّد الطلب بنقرة واحدة، وسنرسل إليك رابط طلب عرض السعر فورًا. ولن نرسل إليك غير هذه الرسالة بشأن هذا التجديد.`,
      button: "التأكيد وطلب رابط عرض السعر",
    },
    asked: ({ email, month }: Facts) => (
      <>
        طلب أحدهم، ونرجو أن تكون أنت، أن نراسل <strong dir="ltr">{email}</strong> قبل تجديد وثيقة تأمين سيارة في{" "}
        <strong>{month}</strong>.
      </>
    ),
    when: (remindOn: string) =>
      `أكّد الطلب بنقرة واحدة، وسنرسل إليك رسالة في ${remindOn}، قبل بداية ذلك الشهر بـ ${REMINDERS.leadDays} يومًا، ومعها رابط لطلب عرض سعر.`,
    button: "تأكيد طلب التذكير",
    expiry: ({ days, until }: Facts) => `يعمل الرابط ${days} أيام، حتى ${until}. إذا لم يعمل الزر، فافتح هذا العنوان:`,
    ignore: "لم تطلب ذلك؟ تجاهل هذه الرسالة، فلن يصلك منا شيء ما لم تؤكد الطلب.",
  },
} as const;

/** The words that depend on where the reminder stands: its day ahead, or too close for one (R-FOLLOW-49). */
function wordsFor({ language, timing }: ReminderConfirmation) {
  const words = WORDS[language];
  if (timing.kind === "close") return words.close;
  const { subject, preview, heading, button } = words;
  return { subject, preview, heading, button, when: words.when(formatterFor(language).date(timing.remindOn)) };
}

function factsOf({ email, renewalMonth, language, sentAt }: ReminderConfirmation): Facts {
  const format = formatterFor(language);
  return {
    email,
    month: format.month(renewalMonth),
    days: Math.round(REMINDERS.confirmationTtlMs / DAY_MS),
    until: format.date(gulfDay(sentAt.getTime() + REMINDERS.confirmationTtlMs)),
  };
}

export function reminderConfirmationMail(confirmation: ReminderConfirmation): Promise<OutgoingMail> {
  const { email, language, confirmUrl, unsubscribeUrl } = confirmation;
  const words = WORDS[language];
  const facts = factsOf(confirmation);
  const said = wordsFor(confirmation);
  return oneButtonMail(email, said.subject, {
    language,
    preview: said.preview,
    unsubscribeUrl,
    heading: said.heading,
    paragraphs: [words.asked(facts), said.when],
    href: confirmUrl,
    button: said.button,
    fallback: words.expiry(facts),
    footnote: words.ignore,
  });
}
