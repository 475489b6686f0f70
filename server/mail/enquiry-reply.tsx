/**
 * The team's reply to an enquiry, written in /admin (R-DESK-10): the admin's text as written,
 * paragraph by paragraph and line by line, its links made links, in the frame of the enquiry's language. From the
 * support address, reply-to support, threaded on the visitor's acknowledgement (same subject with
 * "Re:", In-Reply-To and References its Message-ID), a direct reply without List-Unsubscribe.
 */
import { Text } from "@react-email/components";
import { Fragment, type ReactNode } from "react";
import type { Locale } from "../../core/locales";
import { siteConfig } from "../../site.config";
import type { OutgoingMail } from "../mailer.server";
import { ACKNOWLEDGEMENT_WORDS } from "./enquiry-acknowledgement";
import { linkStyle, MailLayout, textAlignIn, textStyle } from "./layout";
import { renderMail } from "./render.server";

/** Who the team's answers come from. */
export const SUPPORT_FROM = `${siteConfig.name} support <${siteConfig.supportEmail}>`;

const URL_IN_TEXT = /(https?:\/\/[^\s<>"]+)/g;

/** A paragraph with each web address in it a link (left to right, whatever the text around it). */
function withLinks(paragraph: string): ReactNode[] {
  return paragraph.split(URL_IN_TEXT).map((part, i) =>
    i % 2 === 1 ? (
      <a key={i} href={part} dir="ltr" style={{ ...linkStyle, wordBreak: "break-all" }}>
        {part}
      </a>
    ) : (
      part
    ),
  );
}

export type EnquiryReply = {
  email: string;
  body: string;
  language: Locale;
  /** The acknowledgement's Message-ID: the reply threads on it. */
  inReplyTo: string;
};

export function EnquiryReplyEmail({ body, language }: Pick<EnquiryReply, "body" | "language">) {
  const paragraphs = body.split(/\n{2,}/);
  return (
    <MailLayout preview={paragraphs.slice(0, 2).join(" ").slice(0, 140)} language={language}>
      {paragraphs.map((paragraph, i) => (
        // The admin's text reads in its own direction, lines as written.
        <Text key={i} dir="auto" style={{ ...textStyle, textAlign: textAlignIn(language) }}>
          {paragraph.split("\n").map((line, j) => (
            <Fragment key={j}>
              {j > 0 ? <br /> : null}
              {withLinks(line)}
            </Fragment>
          ))}
        </Text>
      ))}
    </MailLayout>
  );
}

export async function enquiryReplyMail({ email, body, language, inReplyTo }: EnquiryReply): Promise<OutgoingMail> {
  return {
    to: email,
    from: SUPPORT_FROM,
    replyTo: siteConfig.supportEmail,
    subject: `Re: ${ACKNOWLEDGEMENT_WORDS[language].subject}`,
    inReplyTo,
    directReply: true,
    ...(await renderMail(<EnquiryReplyEmail body={body} language={language} />)),
  };
}
