/**
 * The Android launch announcement to one confirmed waitlist address (R-FOLLOW-31, R-SAFE-29):
 * the admin's subject and text in the entry's language, a button to the app on Google Play, and
 * the one-click unsubscribe of RFC 8058 (footer link and headers); right to left in Arabic.
 */
import { Heading, Text } from "@react-email/components";
import { Fragment } from "react";
import type { Locale } from "../../core/locales";
import { siteConfig } from "../../site.config";
import type { OutgoingMail } from "../mailer.server";
import { BRAND, linkStyle, MailButton, MailLayout, textAlignIn, textStyle } from "./layout";
import { renderMail } from "./render.server";

export type Announcement = { subject: string; body: string };

const { name } = siteConfig;
const host = new URL(siteConfig.origin).hostname;

/** The mail's own words around the admin's text, in each edition's language. */
const WORDS = {
  en: {
    getIt: `Get ${name} on Google Play`,
    iphone: "On an iPhone?",
    appStore: `${name} is on the App Store`,
    why: `. You get this e-mail because you joined the Android waitlist on ${host} and confirmed your address.`,
  },
  ar: {
    getIt: `حمّل ${name} من Google Play`,
    iphone: "تستخدم iPhone؟",
    appStore: `تطبيق ${name} متاح على App Store`,
    why: `. تصلك هذه الرسالة لأنك انضممت إلى قائمة انتظار Android على ${host} وأكّدت عنوان بريدك.`,
  },
} as const satisfies Record<Locale, Record<string, string>>;

/** The admin's text: a blank line starts a paragraph, a single line break stays one. */
function Paragraphs({ text, language }: { text: string; language: Locale }) {
  return text
    .trim()
    .split(/\r?\n\s*\r?\n/)
    .map((paragraph, i) => (
      <Text key={i} style={{ ...textStyle, textAlign: textAlignIn(language) }}>
        {paragraph.split(/\r?\n/).map((line, j) => (
          <Fragment key={j}>
            {j > 0 ? <br /> : null}
            {line}
          </Fragment>
        ))}
      </Text>
    ));
}

export function WaitlistAnnouncementEmail({
  announcement,
  unsubscribeUrl,
  language = "en",
}: {
  announcement: Announcement;
  unsubscribeUrl: string;
  language?: Locale;
}) {
  const words = WORDS[language];
  const align = textAlignIn(language);
  return (
    <MailLayout preview={announcement.subject} unsubscribeUrl={unsubscribeUrl} language={language}>
      <Heading
        as="h1"
        style={{ color: BRAND.ink950, fontSize: "24px", lineHeight: "32px", margin: "0 0 16px", textAlign: align }}
      >
        {announcement.subject}
      </Heading>
      <Paragraphs text={announcement.body} language={language} />
      <MailButton href={siteConfig.playStoreUrl} margin="8px 0 20px">
        {words.getIt}
      </MailButton>
      <Text
        style={{ ...textStyle, color: BRAND.ink500, fontSize: "14px", lineHeight: "20px", margin: 0, textAlign: align }}
      >
        {words.iphone}{" "}
        <a href={siteConfig.appStoreUrl} style={linkStyle}>
          {words.appStore}
        </a>
        {words.why}
      </Text>
    </MailLayout>
  );
}

export async function waitlistAnnouncementMail({
  to,
  announcement,
  unsubscribeUrl,
  language = "en",
}: {
  to: string;
  announcement: Announcement;
  unsubscribeUrl: string;
  /** The entry's edition: the announcement's texts and its frame are in it. */
  language?: Locale;
}): Promise<OutgoingMail> {
  return {
    to,
    subject: announcement.subject,
    unsubscribeUrl,
    ...(await renderMail(
      <WaitlistAnnouncementEmail announcement={announcement} unsubscribeUrl={unsubscribeUrl} language={language} />,
    )),
  };
}
