/**
 * The newsletter's confirmation e-mail (R-FOLLOW-08, 12): one button that
 * confirms the address, when the link stops working, and that nothing happens
 * if they ignore it. Not a direct reply: it carries the one-click unsubscribe.
 */
import { Heading, Text } from "@react-email/components";
import { NEWSLETTER } from "../../core/constants";
import { gulfDateTime } from "../../core/gulf-time";
import { siteConfig } from "../../site.config";
import type { OutgoingMail } from "../mailer.server";
import { BRAND, linkStyle, MailButton, MailLayout, textStyle } from "./layout";
import { renderMail } from "./render.server";

const DAY_MS = 24 * 60 * 60 * 1000;
export const CONFIRMATION_SUBJECT = `Confirm your ${siteConfig.name} newsletter subscription`;

export type Confirmation = {
  email: string;
  confirmUrl: string;
  unsubscribeUrl: string;
  /** When the link was sent: it works NEWSLETTER.confirmationTtlMs from then. */
  sentAt: Date;
};

const smallText = { ...textStyle, color: BRAND.ink500, fontSize: "14px", lineHeight: "21px" };

export function NewsletterConfirmationEmail({ email, confirmUrl, unsubscribeUrl, sentAt }: Confirmation) {
  const days = Math.round(NEWSLETTER.confirmationTtlMs / DAY_MS);
  const until = gulfDateTime(sentAt.getTime() + NEWSLETTER.confirmationTtlMs);
  return (
    <MailLayout preview="One click to confirm your subscription" unsubscribeUrl={unsubscribeUrl}>
      <Heading as="h1" style={{ color: BRAND.ink950, fontSize: "22px", lineHeight: "30px", margin: "0 0 16px" }}>
        Please confirm your subscription
      </Heading>
      <Text style={textStyle}>
        Someone, hopefully you, asked to receive {siteConfig.name}&apos;s safe-driving tips and cashback news at{" "}
        <strong>{email}</strong>. Confirm with one click and you are in:
      </Text>
      <MailButton href={confirmUrl}>Confirm my subscription</MailButton>
      <Text style={{ ...smallText, margin: "20px 0 12px" }}>
        The link works for {days} days, until {until} (Gulf time). If the button does not work, open this address:{" "}
        <a href={confirmUrl} style={{ ...linkStyle, wordBreak: "break-all" }}>
          {confirmUrl}
        </a>
      </Text>
      <Text style={{ ...smallText, margin: 0 }}>
        Didn&apos;t sign up? Ignore this e-mail: without a confirmation you will get nothing more from us.
      </Text>
    </MailLayout>
  );
}

export async function newsletterConfirmationMail(confirmation: Confirmation): Promise<OutgoingMail> {
  return {
    to: confirmation.email,
    subject: CONFIRMATION_SUBJECT,
    unsubscribeUrl: confirmation.unsubscribeUrl,
    ...(await renderMail(<NewsletterConfirmationEmail {...confirmation} />)),
  };
}
