/**
 * The team's alert about a contact enquiry (R-FOLLOW-01): to the support
 * address, reply-to the visitor, so answering is one click. A direct reply,
 * so no List-Unsubscribe.
 */
import { Heading, Section, Text } from "@react-email/components";
import { Fragment, type ReactNode } from "react";
import { gulfDateTime } from "../../core/gulf-time";
import { siteConfig } from "../../site.config";
import type { OutgoingMail } from "../mailer.server";
import { BRAND, linkStyle, MailButton, MailLayout, textStyle } from "./layout";
import { renderMail } from "./render.server";

export type EnquiryForAlert = {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  subject: string;
  message: string;
  createdAt: Date;
};

const labelStyle = { color: BRAND.ink500, fontSize: "13px", lineHeight: "18px" };

/** A label over its value; in the plain-text part, two lines. */
function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Text style={{ ...textStyle, margin: "0 0 12px" }}>
      <span style={labelStyle}>{label}</span>
      <br />
      {children}
    </Text>
  );
}

/** The visitor's text with its line breaks, which HTML and the plain-text part would otherwise both lose. */
function Lines({ text }: { text: string }) {
  return text.split(/\r?\n/).map((line, i) => (
    <Fragment key={i}>
      {i > 0 ? <br /> : null}
      {line}
    </Fragment>
  ));
}

export function EnquiryAlertEmail({ enquiry }: { enquiry: EnquiryForAlert }) {
  const name = `${enquiry.firstName} ${enquiry.lastName}`;
  return (
    <MailLayout preview={`${name}: ${enquiry.subject}`}>
      <Heading as="h1" style={{ color: BRAND.ink950, fontSize: "22px", lineHeight: "30px", margin: "0 0 8px" }}>
        New enquiry from {name}
      </Heading>
      <Text style={{ ...textStyle, color: BRAND.ink500 }}>
        Reply to this e-mail to answer {enquiry.firstName} directly.
      </Text>
      <Field label="Name">{name}</Field>
      <Field label="E-mail">
        <a href={`mailto:${enquiry.email}`} style={linkStyle}>
          {enquiry.email}
        </a>
      </Field>
      <Field label="Phone">{enquiry.phone ?? "not given"}</Field>
      <Field label="Subject">{enquiry.subject}</Field>
      <Field label="Received">{gulfDateTime(enquiry.createdAt)} (Gulf time)</Field>
      <Text style={{ ...textStyle, margin: "0 0 4px" }}>
        <span style={labelStyle}>Message</span>
      </Text>
      <Section style={{ backgroundColor: BRAND.ink50, borderLeft: `4px solid ${BRAND.honey400}`, margin: "0 0 24px" }}>
        <Text style={{ ...textStyle, margin: 0, padding: "12px 16px" }}>
          <Lines text={enquiry.message} />
        </Text>
      </Section>
      <MailButton href={`${siteConfig.origin}/admin`}>Open the enquiries in the admin</MailButton>
      <Text style={{ ...textStyle, color: BRAND.ink500, fontSize: "13px", margin: "16px 0 0" }}>
        Enquiry {enquiry.id}
      </Text>
    </MailLayout>
  );
}

export async function enquiryAlertMail(enquiry: EnquiryForAlert): Promise<OutgoingMail> {
  return {
    to: siteConfig.supportEmail,
    replyTo: enquiry.email,
    subject: `[Website enquiry] ${enquiry.subject}`,
    directReply: true,
    ...(await renderMail(<EnquiryAlertEmail enquiry={enquiry} />)),
  };
}
