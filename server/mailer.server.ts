/**
 * Outgoing e-mail (nodemailer over SMTP_URL). Sending never blocks a visitor's
 * answer and never loses data: the enquiry is stored first, and a failed send
 * is logged and leaves `emailed_at` empty for a later retry.
 */
import nodemailer, { type Transporter } from "nodemailer";

export type OutgoingMail = { to: string; subject: string; text: string; replyTo?: string };

export type Mailer = {
  enabled: boolean;
  send: (mail: OutgoingMail) => Promise<boolean>;
  /** Resolves when every send started so far has finished (tests, graceful shutdown). */
  idle: () => Promise<void>;
};

export function createMailer({ smtpUrl, from }: { smtpUrl?: string; from: string }): Mailer {
  const transport: Transporter | null = smtpUrl ? nodemailer.createTransport(smtpUrl) : null;
  const pending = new Set<Promise<unknown>>();
  return {
    enabled: transport !== null,
    async send(mail) {
      if (!transport) return false;
      const sending = transport.sendMail({ from, ...mail });
      pending.add(sending);
      try {
        await sending;
        return true;
      } catch (error) {
        console.error("mail: sending failed:", (error as Error).message);
        return false;
      } finally {
        pending.delete(sending);
      }
    },
    async idle() {
      await Promise.allSettled([...pending]);
    },
  };
}
