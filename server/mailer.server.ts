/**
 * Outgoing e-mail over SMTP_URL (nodemailer). Only the mail queue's worker
 * sends (server/queue/jobs.server.ts): a send that fails throws, and the queue
 * tries it again later with a growing delay, so nothing is lost while the
 * SMTP server is away. Without SMTP_URL there is no mailer and mail jobs wait.
 */
import nodemailer, { type SendMailOptions } from "nodemailer";
import { siteConfig } from "../site.config";

type MailBase = {
  to: string;
  subject: string;
  html: string;
  text: string;
  replyTo?: string;
  /** Sent as someone else than SMTP_FROM: the team's own answers come from the support address (R-DESK-10). */
  from?: string;
  /** The Message-ID this one answers (In-Reply-To and References): the visitor's mail client threads them. */
  inReplyTo?: string;
  /** The queue job's id: the same on every try, so a receiving server can tell a repeat. */
  id?: string;
};

/**
 * Every message is either a direct reply (the team's alert about an enquiry,
 * answered by replying to the visitor) or carries the one-click unsubscribe
 * link of RFC 8058 (an https URL that takes a POST).
 */
export type OutgoingMail = MailBase & ({ directReply: true } | { unsubscribeUrl: string });

export type Mailer = { send: (mail: OutgoingMail) => Promise<void> };

const MESSAGE_ID_DOMAIN = new URL(siteConfig.origin).hostname;

/** The Message-ID of the message the queue sends as job `id`. */
export function messageIdOf(id: string): string {
  return `<${id}@${MESSAGE_ID_DOMAIN}>`;
}

/** What nodemailer is given for `mail`: the parts, the headers, a stable Message-ID. */
export function mailOptions(mail: OutgoingMail, from: string): SendMailOptions {
  const headers: Record<string, string> = {};
  if ("unsubscribeUrl" in mail) {
    if (new URL(mail.unsubscribeUrl).protocol !== "https:") throw new Error("List-Unsubscribe needs an https link");
    headers["List-Unsubscribe"] = `<${mail.unsubscribeUrl}>`;
    headers["List-Unsubscribe-Post"] = "List-Unsubscribe=One-Click";
  }
  return {
    from: mail.from ?? from,
    to: mail.to,
    subject: mail.subject,
    html: mail.html,
    text: mail.text,
    ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
    ...(mail.inReplyTo ? { inReplyTo: mail.inReplyTo, references: mail.inReplyTo } : {}),
    ...(mail.id ? { messageId: messageIdOf(mail.id) } : {}),
    headers,
  };
}

/** Null without SMTP_URL: mail is not configured. `timeoutMs` bounds each stage of a send (connect, greeting, silence). */
export function createMailer({
  smtpUrl,
  from,
  timeoutMs = 30_000,
}: {
  smtpUrl?: string | undefined;
  from: string;
  timeoutMs?: number;
}): Mailer | null {
  if (!smtpUrl) return null;
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
  });
  return {
    async send(mail) {
      await transport.sendMail(mailOptions(mail, from));
    },
  };
}
