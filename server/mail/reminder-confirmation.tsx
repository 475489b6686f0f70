/**
 * The renewal reminder's confirmation e-mail (R-FOLLOW-42), in the edition the
 * visitor asked on: one button that confirms, the date the reminder will go
 * out, when the link stops working, and that nothing happens if they ignore
 * it. Not a direct reply: it carries the one-click unsubscribe.
 */
import { Text } from "@react-email/components";
import { REMINDERS } from "../../core/constants";
import { formatterFor } from "../../core/format";
import { gulfDay } from "../../core/gulf-time";
import type { Locale } from "../../core/locales";
import { reminderDueAt } from "../../core/schemas/reminder";
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

export type ReminderConfirmation = {
  email: string;
  renewalMonth: string;
  language: Locale;
  confirmUrl: string;
  unsubscribeUrl: string;
  /** When the link was sent: it works REMINDERS.confirmationTtlMs from then. */
  sentAt: Date;
};

type Facts = { email: string; month: string; remindOn: string; days: number; until: string };

const WORDS = {
  en: {
    subject: `Confirm your ${siteConfig.name} renewal reminder`,
    preview: "One click and we'll remind you before your policy renews",
    heading: "Please confirm your reminder",
    asked: ({ email, month }: Facts) => (
      <>
        Someone, hopefully you, asked us to write to <strong>{email}</strong> before a car insurance policy renews in{" "}
        <strong>{month}</strong>.
      </>
    ),
    when: ({ remindOn }: Facts) =>
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
    asked: ({ email, month }: Facts) => (
      <>
        طلب أحدهم، ونرجو أن تكون أنت، أن نراسل <strong dir="ltr">{email}</strong> قبل تجديد وثيقة تأمين سيارة في{" "}
        <strong>{month}</strong>.
      </>
    ),
    when: ({ remindOn }: Facts) =>
      `أكّد الطلب بنقرة واحدة، وسنرسل إليك رسالة في ${remindOn}، قبل بداية ذلك الشهر بـ ${REMINDERS.leadDays} يومًا، ومعها رابط لطلب عرض سعر.`,
    button: "تأكيد طلب التذكير",
    expiry: ({ days, until }: Facts) => `يعمل الرابط ${days} أيام، حتى ${until}. إذا لم يعمل الزر، فافتح هذا العنوان:`,
    ignore: "لم تطلب ذلك؟ تجاهل هذه الرسالة، فلن يصلك منا شيء ما لم تؤكد الطلب.",
  },
} as const;

export function ReminderConfirmationEmail({
  email,
  renewalMonth,
  language,
  confirmUrl,
  unsubscribeUrl,
  sentAt,
}: ReminderConfirmation) {
  const words = WORDS[language];
  const format = formatterFor(language);
  const facts: Facts = {
    email,
    month: format.month(renewalMonth),
    remindOn: format.date(gulfDay(reminderDueAt(renewalMonth))),
    days: Math.round(REMINDERS.confirmationTtlMs / DAY_MS),
    until: format.date(gulfDay(sentAt.getTime() + REMINDERS.confirmationTtlMs)),
  };
  const align = textAlignIn(language);
  return (
    <MailLayout preview={words.preview} unsubscribeUrl={unsubscribeUrl} language={language}>
      <MailHeading language={language}>{words.heading}</MailHeading>
      <Text style={{ ...textStyle, textAlign: align }}>{words.asked(facts)}</Text>
      <Text style={{ ...textStyle, textAlign: align }}>{words.when(facts)}</Text>
      <MailButton href={confirmUrl}>{words.button}</MailButton>
      <MailLinkFallback href={confirmUrl} language={language}>
        {words.expiry(facts)}
      </MailLinkFallback>
      <Text style={{ ...smallTextStyle, margin: 0, textAlign: align }}>{words.ignore}</Text>
    </MailLayout>
  );
}

export async function reminderConfirmationMail(confirmation: ReminderConfirmation): Promise<OutgoingMail> {
  return {
    to: confirmation.email,
    subject: WORDS[confirmation.language].subject,
    unsubscribeUrl: confirmation.unsubscribeUrl,
    ...(await renderMail(<ReminderConfirmationEmail {...confirmation} />)),
  };
}
