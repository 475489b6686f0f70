/**
 * The frame of every e-mail (React Email): the DriveBee wordmark on ink, a
 * white card, and a footer with who we are. Colours are the site's (app/app.css:
 * ink and honey); styles are inline, the only kind every mail client keeps.
 */
import {
  Body,
  Button,
  Container,
  Head,
  Heading,
  Hr,
  Html,
  Link,
  Preview,
  Section,
  Text,
} from "@react-email/components";
import type { ReactNode } from "react";
import { LOCALE_INFO, type Locale } from "../../core/locales";
import { siteConfig } from "../../site.config";
import type { OutgoingMail } from "../mailer.server";
import { renderMail } from "./render.server";

export const BRAND = {
  ink950: "#0b1726",
  ink800: "#1c2838",
  ink500: "#566579",
  ink100: "#e9edf3",
  ink50: "#f5f7fa",
  honey400: "#fbbf24",
  honey700: "#92400e",
  font: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
} as const;

export const textStyle = { color: BRAND.ink800, fontSize: "16px", lineHeight: "24px", margin: "0 0 16px" };
export const linkStyle = { color: BRAND.honey700, textDecoration: "underline" };
export const smallTextStyle = { ...textStyle, color: BRAND.ink500, fontSize: "14px", lineHeight: "21px" };

/**
 * How a mail's text lines up in `language`. Said on each block, not only by `dir`,
 * because some webmail clients drop the attributes of html and body.
 */
export function textAlignIn(language: Locale): "left" | "right" {
  return LOCALE_INFO[language].dir === "rtl" ? "right" : "left";
}

/** A mail's title, in the card. */
export function MailHeading({ language, children }: { language: Locale; children: ReactNode }) {
  return (
    <Heading
      as="h1"
      style={{
        color: BRAND.ink950,
        fontSize: "22px",
        lineHeight: "30px",
        margin: "0 0 16px",
        textAlign: textAlignIn(language),
      }}
    >
      {children}
    </Heading>
  );
}

/** Under the button: a line of words (when it expires, what to do if the button fails), then the link written out, left to right. */
export function MailLinkFallback({
  href,
  language,
  children,
}: {
  href: string;
  language: Locale;
  children: ReactNode;
}) {
  return (
    <Text style={{ ...smallTextStyle, margin: "20px 0 12px", textAlign: textAlignIn(language) }}>
      {children}{" "}
      <a href={href} dir="ltr" style={{ ...linkStyle, wordBreak: "break-all" }}>
        {href}
      </a>
    </Text>
  );
}

/** The one call to action of an e-mail: honey, as the site's primary buttons. */
export function MailButton({ href, margin = "0", children }: { href: string; margin?: string; children: ReactNode }) {
  return (
    <Button
      href={href}
      style={{
        backgroundColor: BRAND.honey400,
        borderRadius: "8px",
        color: BRAND.ink950,
        fontSize: "16px",
        fontWeight: 600,
        margin,
        padding: "14px 24px",
      }}
    >
      {children}
    </Button>
  );
}

/** The frame's own words in each language; a mail's body brings its own. */
const FOOTER_WORDS = {
  en: { notWanted: "Don't want these e-mails?", unsubscribe: "Unsubscribe" },
  ar: { notWanted: "لا تريد تلقي هذه الرسائل؟", unsubscribe: "إلغاء الاشتراك" },
} as const satisfies Record<Locale, Record<string, string>>;

export function MailLayout({
  preview,
  children,
  unsubscribeUrl,
  language = "en",
}: {
  /** The line inboxes show after the subject. */
  preview: string;
  children: ReactNode;
  /** Shown in the footer of messages that are not direct replies (the header carries it too). */
  unsubscribeUrl?: string | undefined;
  /** The recipient's edition: Arabic mails read right to left. */
  language?: Locale;
}) {
  const { address } = siteConfig;
  const { lang, dir } = LOCALE_INFO[language];
  const words = FOOTER_WORDS[language];
  return (
    <Html lang={lang} dir={dir}>
      <Head />
      <Preview>{preview}</Preview>
      {/* dir again on the body: some webmail clients drop the html element's attributes. */}
      <Body dir={dir} style={{ backgroundColor: BRAND.ink50, fontFamily: BRAND.font, margin: 0, padding: "24px 12px" }}>
        <Container style={{ maxWidth: "600px", width: "100%", margin: "0 auto" }}>
          <Section style={{ backgroundColor: BRAND.ink950, borderRadius: "12px 12px 0 0", padding: "20px 28px" }}>
            {/* The wordmark is a Latin name: it keeps its own direction in an Arabic mail. */}
            <Text
              dir="ltr"
              style={{
                color: "#ffffff",
                fontSize: "22px",
                fontWeight: 700,
                lineHeight: "28px",
                margin: 0,
                textAlign: textAlignIn(language),
              }}
            >
              Drive<span style={{ color: BRAND.honey400 }}>Bee</span>
            </Text>
          </Section>
          <Section style={{ backgroundColor: "#ffffff", borderRadius: "0 0 12px 12px", padding: "28px" }}>
            {children}
          </Section>
          <Section style={{ padding: "20px 28px" }}>
            <Text style={{ color: BRAND.ink500, fontSize: "13px", lineHeight: "20px", margin: 0 }}>
              {siteConfig.name}, {address.street}, {address.area}, {address.city}, {address.country}
              <br />
              <Link href={`mailto:${siteConfig.supportEmail}`} style={{ color: BRAND.ink500 }}>
                {siteConfig.supportEmail}
              </Link>
              {" · "}
              <Link href={siteConfig.origin} style={{ color: BRAND.ink500 }}>
                {new URL(siteConfig.origin).hostname}
              </Link>
            </Text>
            {unsubscribeUrl ? (
              <>
                <Hr style={{ borderColor: BRAND.ink100, margin: "12px 0" }} />
                <Text style={{ color: BRAND.ink500, fontSize: "13px", lineHeight: "20px", margin: 0 }}>
                  {words.notWanted}{" "}
                  <Link href={unsubscribeUrl} style={{ color: BRAND.ink500 }}>
                    {words.unsubscribe}
                  </Link>
                </Text>
              </>
            ) : null}
          </Section>
        </Container>
      </Body>
    </Html>
  );
}

export type OneButtonMailProps = {
  language: Locale;
  preview: string;
  unsubscribeUrl: string;
  heading: ReactNode;
  paragraphs: ReactNode[];
  href: string;
  button: ReactNode;
  /** The line before the link written out: when it expires, what to do if the button fails. */
  fallback: ReactNode;
  footnote: ReactNode;
};

/**
 * The body of a mail that asks for one click (a confirmation, a reminder): its title, its
 * paragraphs, the button, the link written out under it, and a last small line.
 */
export function OneButtonMail({
  language,
  preview,
  unsubscribeUrl,
  heading,
  paragraphs,
  href,
  button,
  fallback,
  footnote,
}: OneButtonMailProps) {
  const align = textAlignIn(language);
  return (
    <MailLayout preview={preview} unsubscribeUrl={unsubscribeUrl} language={language}>
      <MailHeading language={language}>{heading}</MailHeading>
      {paragraphs.map((paragraph, index) => (
        <Text key={index} style={{ ...textStyle, textAlign: align }}>
          {paragraph}
        </Text>
      ))}
      <MailButton href={href}>{button}</MailButton>
      <MailLinkFallback href={href} language={language}>
        {fallback}
      </MailLinkFallback>
      <Text style={{ ...smallTextStyle, margin: 0, textAlign: align }}>{footnote}</Text>
    </MailLayout>
  );
}

/** A one-click mail to `to` as the message that carries it: not a direct reply, so with its one-click unsubscribe. */
export async function oneButtonMail(to: string, subject: string, body: OneButtonMailProps): Promise<OutgoingMail> {
  return { to, subject, unsubscribeUrl: body.unsubscribeUrl, ...(await renderMail(<OneButtonMail {...body} />)) };
}
