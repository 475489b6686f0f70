/**
 * The visitor's acknowledgement of a contact enquiry (R-DESK-02), in the language of the page
 * they wrote from: we have it, who answers and by when (`replyDueAt`, the contact page's own
 * promise of ENQUIRY_REPLY), and WhatsApp for something urgent. A direct reply: from the team,
 * reply-to support, no List-Unsubscribe. Anyone can type someone else's address into the form,
 * so it repeats nothing the visitor typed but their first name (docs/decisions/030-lead-desk.md).
 */
import { Text } from "@react-email/components";
import type { ReactNode } from "react";
import { ENQUIRY_REPLY } from "../../core/constants";
import { gulfDueTimeIn, replyDueAt } from "../../core/gulf-time";
import type { Locale } from "../../core/locales";
import { whatsAppChatUrl } from "../../core/quote-url";
import { siteConfig } from "../../site.config";
import type { OutgoingMail } from "../mailer.server";
import { Ltr } from "./confirmation";
import { MailButton, MailHeading, MailLayout, smallTextStyle, textAlignIn, textStyle } from "./layout";
import { renderMail } from "./render.server";

const { name } = siteConfig;
const { opensAtHour, closesAtHour } = ENQUIRY_REPLY;

type AcknowledgementWords = {
  subject: string;
  preview: (due: string) => string;
  heading: (firstName: ReactNode) => ReactNode;
  answer: (email: ReactNode, due: string) => ReactNode;
  hours: string;
  urgent: string;
  whatsApp: string;
  /** The WhatsApp chat's first line, typed in for them. */
  greeting: string;
  addMore: string;
};

export const ACKNOWLEDGEMENT_WORDS: Record<Locale, AcknowledgementWords> = {
  en: {
    subject: `We have your message: ${name} support`,
    preview: (due) => `Our support team will answer you by ${due} (Gulf time).`,
    heading: (firstName) => <>Thank you, {firstName}: we have your message</>,
    answer: (email, due) => (
      <>
        Our support team in Dubai reads every message and will answer you at <strong>{email}</strong> by{" "}
        <strong>{due}</strong> (Gulf time).
      </>
    ),
    hours: `We work Monday to Friday, ${opensAtHour}:00 to ${closesAtHour}:00 Gulf time.`,
    urgent: "Something urgent? Message us on WhatsApp and we will pick it up sooner.",
    whatsApp: "Chat on WhatsApp",
    greeting: `Hi! I sent ${name} a message from the website and it is urgent.`,
    addMore: "Anything to add? Simply reply to this e-mail.",
  },
  ar: {
    subject: `وصلتنا رسالتك: فريق دعم ${name}`,
    preview: (due) => `سيرد عليك فريق الدعم في موعد أقصاه ${due} بتوقيت الخليج.`,
    heading: (firstName) => <>شكرًا لك يا {firstName}، وصلتنا رسالتك</>,
    answer: (email, due) => (
      <>
        يقرأ فريق الدعم لدينا في دبي كل رسالة، وسيرد عليك على العنوان{" "}
        <strong>
          <Ltr>{email}</Ltr>
        </strong>{" "}
        في موعد أقصاه <strong>{due}</strong> بتوقيت الخليج.
      </>
    ),
    hours: `نعمل من الاثنين إلى الجمعة، من الساعة ${opensAtHour}:00 إلى الساعة ${closesAtHour}:00 بتوقيت الخليج.`,
    urgent: "هل لديك أمر عاجل؟ راسلنا عبر واتساب لنتابعه معك في أسرع وقت.",
    whatsApp: "راسلنا عبر واتساب",
    greeting: `مرحبًا! أرسلت رسالة إلى ${name} عبر الموقع، والأمر عاجل.`,
    addMore: "هل تودّ إضافة شيء؟ يكفي أن ترد على هذه الرسالة.",
  },
};

export type Acknowledgement = {
  firstName: string;
  email: string;
  /** When the enquiry arrived: the answer is due `replyDueAt` it. */
  receivedAt: Date;
  language: Locale;
};

export function EnquiryAcknowledgementEmail({ firstName, email, receivedAt, language }: Acknowledgement) {
  const words = ACKNOWLEDGEMENT_WORDS[language];
  const due = gulfDueTimeIn(language, replyDueAt(receivedAt));
  const align = textAlignIn(language);
  return (
    <MailLayout preview={words.preview(due)} language={language}>
      {/* A name keeps its own direction: a Latin name in an Arabic mail, an Arabic one in an English mail. */}
      <MailHeading language={language}>{words.heading(<span dir="auto">{firstName}</span>)}</MailHeading>
      <Text style={{ ...textStyle, textAlign: align }}>{words.answer(email, due)}</Text>
      <Text style={{ ...smallTextStyle, textAlign: align }}>{words.hours}</Text>
      <Text style={{ ...textStyle, textAlign: align }}>{words.urgent}</Text>
      <MailButton href={whatsAppChatUrl(words.greeting)}>{words.whatsApp}</MailButton>
      <Text style={{ ...smallTextStyle, margin: "20px 0 0", textAlign: align }}>{words.addMore}</Text>
    </MailLayout>
  );
}

export async function enquiryAcknowledgementMail(acknowledgement: Acknowledgement): Promise<OutgoingMail> {
  return {
    to: acknowledgement.email,
    subject: ACKNOWLEDGEMENT_WORDS[acknowledgement.language].subject,
    replyTo: siteConfig.supportEmail,
    directReply: true,
    ...(await renderMail(<EnquiryAcknowledgementEmail {...acknowledgement} />)),
  };
}
