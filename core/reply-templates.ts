/**
 * The team's reply templates (R-DESK-10), in each edition's language: /admin offers those of the
 * enquiry's language and fills in the visitor's first name and the quote link before the admin
 * edits and sends, so the text they see is the text that goes (by e-mail, or typed into WhatsApp).
 */
import type { Locale } from "./locales";
import { quoteUrl, type QuoteAttribution } from "./quote-url";
import { siteConfig } from "../site.config";

const { name } = siteConfig;

export type ReplyTemplate = {
  id: string;
  /** What the team calls it in /admin. */
  label: string;
  /** `{firstName}` and `{quoteLink}` are filled in by `fillReplyTemplate`. */
  body: Record<Locale, string>;
};

export const REPLY_TEMPLATES: readonly ReplyTemplate[] = [
  {
    id: "quote-link",
    label: "Send the quote link",
    body: {
      en: [
        "Hello {firstName},",
        "Thank you for your message. You can compare quotes from our partner insurers, and see the cashback safe driving can earn you, here:\n{quoteLink}",
        "If anything is unclear, simply reply to this e-mail.",
        `Kind regards,\nThe ${name} team`,
      ].join("\n\n"),
      ar: [
        "مرحبًا {firstName}،",
        "شكرًا لرسالتك. يمكنك مقارنة عروض الأسعار من شركات التأمين الشريكة لنا، ومعرفة الاسترداد النقدي الذي تتيحه لك القيادة الآمنة، من هنا:\n{quoteLink}",
        "وإن كان لديك أي استفسار، يكفي أن ترد على هذه الرسالة.",
        `مع أطيب التحيات،\nفريق ${name}`,
      ].join("\n\n"),
    },
  },
  {
    id: "call-back",
    label: "Offer a call",
    body: {
      en: [
        "Hello {firstName},",
        "Thank you for your message. We would be glad to go through it with you on the phone: when is a good time to call you, and on which number?",
        `Kind regards,\nThe ${name} team`,
      ].join("\n\n"),
      ar: [
        "مرحبًا {firstName}،",
        "شكرًا لرسالتك. يسعدنا أن نتحدث معك هاتفيًا بشأنها، فما الوقت المناسب للاتصال بك، وعلى أي رقم؟",
        `مع أطيب التحيات،\nفريق ${name}`,
      ].join("\n\n"),
    },
  },
];

/**
 * The quote link a reply carries (R-DESK-10): the broker's, with `internal_source=support_reply`,
 * the enquiry's own campaign attribution and its edition.
 */
export function supportReplyQuoteUrl(locale: Locale, attribution?: QuoteAttribution | null): string {
  return quoteUrl({ context: { source: "support_reply", medium: "email" }, attribution: attribution ?? null, locale });
}

/** A template's text in `locale` with the visitor's first name and the quote link in place. */
export function fillReplyTemplate(
  template: ReplyTemplate,
  locale: Locale,
  { firstName, quoteLink }: { firstName: string; quoteLink: string },
): string {
  return template.body[locale].replaceAll("{firstName}", firstName).replaceAll("{quoteLink}", quoteLink);
}
