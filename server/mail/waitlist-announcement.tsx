/**
 * The Android launch announcement to one waitlist address (R-FOLLOW-31): the
 * admin's subject and text, a button to the app on Google Play, and the
 * one-click unsubscribe of RFC 8058 (footer link and headers).
 */
import { Heading, Text } from "@react-email/components";
import { Fragment } from "react";
import { siteConfig } from "../../site.config";
import type { OutgoingMail } from "../mailer.server";
import { BRAND, linkStyle, MailButton, MailLayout, textStyle } from "./layout";
import { renderMail } from "./render.server";

export type Announcement = { subject: string; body: string };

/** The admin's text: a blank line starts a paragraph, a single line break stays one. */
function Paragraphs({ text }: { text: string }) {
  return text
    .trim()
    .split(/\r?\n\s*\r?\n/)
    .map((paragraph, i) => (
      <Text key={i} style={textStyle}>
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
}: {
  announcement: Announcement;
  unsubscribeUrl: string;
}) {
  return (
    <MailLayout preview={announcement.subject} unsubscribeUrl={unsubscribeUrl}>
      <Heading as="h1" style={{ color: BRAND.ink950, fontSize: "24px", lineHeight: "32px", margin: "0 0 16px" }}>
        {announcement.subject}
      </Heading>
      <Paragraphs text={announcement.body} />
      <MailButton href={siteConfig.playStoreUrl} margin="8px 0 20px">
        Get {siteConfig.name} on Google Play
      </MailButton>
      <Text style={{ ...textStyle, color: BRAND.ink500, fontSize: "14px", lineHeight: "20px", margin: 0 }}>
        On an iPhone?{" "}
        <a href={siteConfig.appStoreUrl} style={linkStyle}>
          {siteConfig.name} is on the App Store
        </a>
        . You get this e-mail because you joined the Android waitlist on {new URL(siteConfig.origin).hostname}.
      </Text>
    </MailLayout>
  );
}

export async function waitlistAnnouncementMail({
  to,
  announcement,
  unsubscribeUrl,
}: {
  to: string;
  announcement: Announcement;
  unsubscribeUrl: string;
}): Promise<OutgoingMail> {
  return {
    to,
    subject: announcement.subject,
    unsubscribeUrl,
    ...(await renderMail(<WaitlistAnnouncementEmail announcement={announcement} unsubscribeUrl={unsubscribeUrl} />)),
  };
}
