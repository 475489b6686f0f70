/**
 * Outgoing e-mail: the headers every message gets (R-FOLLOW-06), delivery to
 * a real SMTP server, and the HTML and plain text of the enquiry alert
 * (R-FOLLOW-01) and of the Android launch announcement (R-FOLLOW-31), and the Android waitlist's
 * confirmation and announcement in each language (R-SAFE-28, 29), and the visitor's
 * acknowledgement of an enquiry in each language (R-DESK-02, 03).
 */
import { afterAll, describe, expect, it } from "vitest";
import { mailHeader, startMailCatcher } from "../../tests/support/mail";
import { createMailer, mailOptions, type OutgoingMail } from "../mailer.server";
import { siteConfig } from "../../site.config";
import { enquiryAcknowledgementMail } from "./enquiry-acknowledgement";
import { enquiryAlertMail, type EnquiryForAlert } from "./enquiry-alert";
import { enquiryReplyMail } from "./enquiry-reply";
import { newsletterConfirmationMail, type Confirmation } from "./newsletter-confirmation";
import { waitlistAnnouncementMail } from "./waitlist-announcement";
import { waitlistConfirmationMail } from "./waitlist-confirmation";

/** Each of `lines` stands in `text` after the one before it. */
function expectInOrder(text: string, lines: readonly string[]) {
  let at = 0;
  for (const line of lines) {
    const found = text.indexOf(line, at);
    expect(found, `${JSON.stringify(line)} after position ${at} in:\n${text}`).toBeGreaterThanOrEqual(at);
    at = found + line.length;
  }
}

/** A whole HTML document in the brand's colours. */
function expectOnBrand(html: string) {
  expect(html).toMatch(/^<!DOCTYPE html/);
  for (const colour of ["#0b1726", "#fbbf24", "#f5f7fa"]) expect(html).toContain(colour);
}

const FROM = "DriveBee website <no-reply@drivebee.ae>";
const UNSUBSCRIBE = "https://drivebee.ae/newsletter/unsubscribe?token=abc.def";
const parts = { to: "visitor@example.com", subject: "Please confirm", html: "<p>Hi</p>", text: "Hi" };

const enquiry: EnquiryForAlert = {
  id: "0b7e6f1a-2c3d-4e5f-8a9b-0c1d2e3f4a5b",
  firstName: "Layla",
  lastName: "Haddad",
  email: "layla@example.com",
  phone: "+971501234567",
  subject: "Question about <cashback>",
  message: "First line & more.\nSecond line <script>alert(1)</script>",
  createdAt: new Date("2026-03-02T08:30:00Z"),
};

describe("mail headers", () => {
  it("R-FOLLOW-06: a message that is not a direct reply carries the one-click List-Unsubscribe headers", () => {
    const options = mailOptions({ ...parts, unsubscribeUrl: UNSUBSCRIBE }, FROM);
    expect(options.headers).toEqual({
      "List-Unsubscribe": `<${UNSUBSCRIBE}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    });
  });

  it("R-FOLLOW-06: a direct reply carries none, and an unsubscribe link that is not https is refused", () => {
    expect(mailOptions({ ...parts, directReply: true }, FROM).headers).toEqual({});
    expect(() => mailOptions({ ...parts, unsubscribeUrl: "http://drivebee.ae/unsubscribe" }, FROM)).toThrow(/https/);
  });

  it("a queued message's Message-ID is its job id on every try", () => {
    const mail: OutgoingMail = { ...parts, directReply: true, id: "6f1c2a4e-1d7b-5b7a-9c33-1a2b3c4d5e6f" };
    expect(mailOptions(mail, FROM).messageId).toBe("<6f1c2a4e-1d7b-5b7a-9c33-1a2b3c4d5e6f@drivebee.ae>");
    expect(mailOptions(mail, FROM).messageId).toBe(mailOptions(mail, FROM).messageId);
  });

  it("there is no mailer without SMTP_URL", () => {
    expect(createMailer({ from: FROM })).toBeNull();
  });
});

describe("delivery over SMTP", () => {
  const catcherStarted = startMailCatcher();
  afterAll(async () => (await catcherStarted).close());

  it("R-FOLLOW-06: the headers, both parts and the reply-to reach the SMTP server", async () => {
    const catcher = await catcherStarted;
    const mailer = createMailer({ smtpUrl: catcher.url, from: FROM })!;
    await mailer.send({ ...parts, replyTo: "support@drivebee.ae", unsubscribeUrl: UNSUBSCRIBE });
    expect(catcher.received).toHaveLength(1);
    const raw = catcher.received[0]!;
    expect(mailHeader(raw, "List-Unsubscribe")).toBe(`<${UNSUBSCRIBE}>`);
    expect(mailHeader(raw, "List-Unsubscribe-Post")).toBe("List-Unsubscribe=One-Click");
    expect(mailHeader(raw, "Reply-To")).toBe("support@drivebee.ae");
    expect(mailHeader(raw, "From")).toBe(FROM);
    expect(mailHeader(raw, "Content-Type")).toMatch(/^multipart\/alternative/);
    expect(raw).toMatch(/Content-Type: text\/plain[\s\S]*Content-Type: text\/html/);
  });

  it("a refused connection rejects, for the queue to try again", async () => {
    const mailer = createMailer({ smtpUrl: "smtp://127.0.0.1:9", from: FROM })!;
    await expect(mailer.send({ ...parts, directReply: true })).rejects.toThrow(/ECONNREFUSED/);
  });
});

describe("the enquiry alert", () => {
  it("R-FOLLOW-01: goes to support, reply-to the visitor, as a direct reply with the enquiry's subject", async () => {
    const mail = await enquiryAlertMail(enquiry);
    expect(mail).toMatchObject({
      to: "support@drivebee.ae",
      replyTo: "layla@example.com",
      subject: "[Website enquiry] Question about <cashback>",
      directReply: true,
    });
    expect(mail).not.toHaveProperty("unsubscribeUrl");
  });

  it("R-FOLLOW-01: its HTML is on the brand and escapes what the visitor wrote", async () => {
    const { html } = await enquiryAlertMail(enquiry);
    expectOnBrand(html);
    expect(html).toContain('lang="en"');
    expect(html).toContain("New enquiry from <!-- -->Layla Haddad");
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(html).not.toContain("<script>");
    expect(html).toContain('href="mailto:layla@example.com"');
    expect(html).toContain('href="https://drivebee.ae/admin"');
  });

  it("R-FOLLOW-01: its plain text reads in order, keeps the message's lines and the time in Gulf time", async () => {
    const { text } = await enquiryAlertMail(enquiry);
    const order = [
      "NEW ENQUIRY FROM LAYLA HADDAD",
      "Reply to this e-mail to answer Layla directly.",
      "Name\nLayla Haddad",
      "E-mail\nlayla@example.com",
      "Phone\n+971501234567",
      "Subject\nQuestion about <cashback>",
      "Received\n2 Mar 2026, 12:30 PM (Gulf time)",
      "First line & more.\nSecond line <script>alert(1)</script>",
      "https://drivebee.ae/admin",
      `Enquiry ${enquiry.id}`,
    ];
    expectInOrder(text, order);
    expect(text).not.toMatch(/unsubscribe/i);
  });
});

describe("the visitor's acknowledgement of an enquiry", () => {
  // Monday 30 November 2026, 10:00 Gulf time: the answer is due on Tuesday at 10:00 (R-DESK-01).
  const acknowledgement = {
    firstName: "Layla",
    email: "layla@example.com",
    receivedAt: new Date("2026-11-30T06:00:00Z"),
  };

  it("R-DESK-02: goes to the visitor from the team, reply-to support, as a direct reply without List-Unsubscribe", async () => {
    const mail = await enquiryAcknowledgementMail({ ...acknowledgement, language: "en" });
    expect(mail).toMatchObject({
      to: "layla@example.com",
      replyTo: "support@drivebee.ae",
      subject: "We have your message: DriveBee support",
      directReply: true,
    });
    expect(mail).not.toHaveProperty("unsubscribeUrl");
    expect(mailOptions(mail, FROM).headers).toEqual({});
  });

  it("R-DESK-02: says who answers and by when in Gulf time, and offers WhatsApp for something urgent", async () => {
    const { html, text } = await enquiryAcknowledgementMail({ ...acknowledgement, language: "en" });
    expect(html).toContain('lang="en"');
    expect(text).toContain("Our support team in Dubai reads every message and will answer you at");
    expect(text).toContain("by Tuesday, 1 December at 10:00 AM (Gulf time)");
    expect(text).toContain("Monday to Friday, 9:00 to 18:00 Gulf time");
    expect(html).toContain(
      `href="https://wa.me/971551234567?text=${encodeURIComponent("Hi! I sent DriveBee a message from the website and it is urgent.")}"`,
    );
    expect(text).not.toMatch(/unsubscribe/i);
  });

  it("R-DESK-02: an Arabic page's enquiry is acknowledged in Arabic, right to left, the address and the name in their own direction", async () => {
    const mail = await enquiryAcknowledgementMail({ ...acknowledgement, firstName: "ليلى", language: "ar" });
    expect(mail.subject).toBe("وصلتنا رسالتك: فريق دعم DriveBee");
    expect(mail.html).toContain('lang="ar"');
    expect(mail.html).toContain('dir="rtl"');
    expect(mail.html).toContain('<span dir="ltr">layla@example.com</span>');
    expect(mail.html).toContain('<span dir="auto">ليلى</span>');
    expect(mail.text).toContain("في موعد أقصاه الثلاثاء، 1 ديسمبر في 10:00 ص بتوقيت الخليج");
    expect(mail.text).toContain("راسلنا عبر واتساب");
    expect(mail.text).not.toMatch(/\b(?:Thank|answer|Monday)\b/);
  });
});

describe("the team's reply to an enquiry", () => {
  const thread = "<6f1c2a4e-1d7b-5b7a-9c33-1a2b3c4d5e6f@drivebee.ae>";
  const body =
    "مرحبًا ليلى،\n\nيمكنك مقارنة عروض الأسعار من هنا:\nhttps://quote.drivebee.ae/?internal_source=support_reply&lang=ar\n\nمع أطيب التحيات،\nفريق DriveBee";

  it("R-DESK-10: comes from support, reply-to support, threaded on the acknowledgement under its subject, a direct reply", async () => {
    const mail = await enquiryReplyMail({ email: "layla@example.com", body, language: "ar", inReplyTo: thread });
    expect(mail).toMatchObject({
      to: "layla@example.com",
      from: "DriveBee support <support@drivebee.ae>",
      replyTo: "support@drivebee.ae",
      subject: "Re: وصلتنا رسالتك: فريق دعم DriveBee",
      directReply: true,
    });
    const options = mailOptions(mail, FROM);
    expect(options).toMatchObject({
      from: "DriveBee support <support@drivebee.ae>",
      inReplyTo: thread,
      references: thread,
    });
    expect(options.headers).toEqual({});
  });

  it("R-DESK-10: the admin's text as written, paragraph by paragraph, right to left, its link a link", async () => {
    const { html, text } = await enquiryReplyMail({
      email: "layla@example.com",
      body,
      language: "ar",
      inReplyTo: thread,
    });
    expect(html).toContain('lang="ar"');
    expect(html).toContain('href="https://quote.drivebee.ae/?internal_source=support_reply&amp;lang=ar"');
    expect(html.match(/<p[^>]*dir="auto"/g)).toHaveLength(3);
    expect(text).toContain("مع أطيب التحيات،\nفريق DriveBee");
    expect(text).not.toMatch(/unsubscribe/i);
  });

  it("a message without In-Reply-To gets neither threading header, and keeps SMTP_FROM", () => {
    const options = mailOptions({ ...parts, directReply: true }, FROM);
    expect(options.from).toBe(FROM);
    expect(options).not.toHaveProperty("inReplyTo");
    expect(options).not.toHaveProperty("references");
  });
});

describe("the newsletter confirmation", () => {
  const confirmation: Confirmation = {
    email: "layla@example.com",
    confirmUrl: "https://drivebee.ae/newsletter/confirm?token=0b7e6f1a-2c3d-4e5f-8a9b-0c1d2e3f4a5b.mf2abc.sig",
    unsubscribeUrl: UNSUBSCRIBE,
    sentAt: new Date("2026-03-02T08:30:00Z"),
  };

  it("R-FOLLOW-12: goes to the visitor with the one-click unsubscribe, not as a direct reply", async () => {
    const mail = await newsletterConfirmationMail(confirmation);
    expect(mail).toMatchObject({
      to: "layla@example.com",
      subject: "Confirm your DriveBee newsletter subscription",
      unsubscribeUrl: UNSUBSCRIBE,
    });
    expect(mail).not.toHaveProperty("directReply");
    expect(mail).not.toHaveProperty("replyTo");
    expect(mailOptions(mail, FROM).headers).toEqual({
      "List-Unsubscribe": `<${UNSUBSCRIBE}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    });
  });

  it("R-FOLLOW-12: its HTML is on the brand, with the button, the link written out and the unsubscribe link", async () => {
    const { html } = await newsletterConfirmationMail(confirmation);
    expectOnBrand(html);
    expect(
      html.match(new RegExp(`href="${confirmation.confirmUrl.replaceAll(".", "\\.").replaceAll("?", "\\?")}"`, "g")),
    ).toHaveLength(2);
    expect(html).toContain(`href="${UNSUBSCRIBE}"`);
    expect(html).toContain("Confirm my subscription");
  });

  it("R-FOLLOW-12: its plain text reads in order: the address, the link, the expiry in Gulf time, what to do if it was not them", async () => {
    const { text } = await newsletterConfirmationMail(confirmation);
    const order = [
      "PLEASE CONFIRM YOUR SUBSCRIPTION",
      "layla@example.com",
      `Confirm my subscription ${confirmation.confirmUrl}`,
      "The link works for 7 days, until 9 Mar 2026, 12:30 PM (Gulf time).",
      "Didn't sign up? Ignore this e-mail",
      `Unsubscribe ${UNSUBSCRIBE}`,
    ];
    expectInOrder(text, order);
  });
});

describe("the newsletter confirmation in Arabic", () => {
  const arabic: Confirmation = {
    email: "noura@example.com",
    confirmUrl: "https://drivebee.ae/ar/newsletter/confirm?token=0b7e6f1a-2c3d-4e5f-8a9b-0c1d2e3f4a5b.mf2abc.sig",
    unsubscribeUrl: "https://drivebee.ae/ar/newsletter/unsubscribe?token=abc.def",
    sentAt: new Date("2026-03-02T08:30:00Z"),
    language: "ar",
  };

  it("R-FOLLOW-19: its subject, preview and frame are Arabic and right to left; the address and the link keep their own direction", async () => {
    const { subject, html } = await newsletterConfirmationMail(arabic);
    expect(subject).toBe("أكّد اشتراكك في النشرة البريدية من DriveBee");
    expect(html).toMatch(/<html (?=[^>]*\blang="ar")(?=[^>]*\bdir="rtl")/);
    expect(html).toContain("نقرة واحدة تفصلك عن تأكيد اشتراكك");
    expect(html).toContain('<span dir="ltr">noura@example.com</span>');
    expect(html).toMatch(
      new RegExp(`<a href="${arabic.confirmUrl.replaceAll(".", "\\.").replaceAll("?", "\\?")}" dir="ltr"`),
    );
    expect(html).toContain(`href="${arabic.unsubscribeUrl}"`);
    expect(html).not.toMatch(/Confirm|Ignore|Gulf time/);
  });

  it("R-FOLLOW-19: its plain text reads in order in Arabic, the expiry in Gulf time with Western digits and an Arabic month", async () => {
    const { text } = await newsletterConfirmationMail(arabic);
    const order = [
      "يُرجى تأكيد اشتراكك",
      "noura@example.com",
      `أكّد اشتراكي ${arabic.confirmUrl}`,
      "يعمل الرابط لمدة 7 أيام، حتى 9 مارس 2026، 12:30 م بتوقيت الخليج.",
      "لم تطلب الاشتراك؟ تجاهل هذه الرسالة",
      `إلغاء الاشتراك ${arabic.unsubscribeUrl}`,
    ];
    expectInOrder(text, order);
    expect(text).not.toMatch(/[\u0660-\u0669]/);
  });
});

describe("the Android launch announcement", () => {
  const announcement = {
    subject: "DriveBee is now on Android",
    body: "Good news: <b>it is out</b>.\nOn Google Play today.\n\nThank you for waiting.",
  };
  const unsubscribeUrl = "https://drivebee.ae/waitlist/unsubscribe?token=abc.def";

  it("R-FOLLOW-31: goes to the waitlist address with the one-click unsubscribe, the Play link, and the admin's text escaped", async () => {
    const mail = await waitlistAnnouncementMail({ to: "driver@example.com", announcement, unsubscribeUrl });
    expect(mail).toMatchObject({ to: "driver@example.com", subject: announcement.subject, unsubscribeUrl });
    expect(mail.html).toContain(`href="${siteConfig.playStoreUrl}"`);
    expect(mail.html).toContain(`href="${unsubscribeUrl}"`);
    expect(mail.html).toContain("&lt;b&gt;it is out&lt;/b&gt;");
    expect(mail.html).not.toContain("<b>it is out");
  });

  it("R-FOLLOW-31: its plain text keeps the paragraphs and lines, then the store links and the unsubscribe link", async () => {
    const { text } = await waitlistAnnouncementMail({ to: "driver@example.com", announcement, unsubscribeUrl });
    const order = [
      "DRIVEBEE IS NOW ON ANDROID",
      "Good news: <b>it is out</b>.\nOn Google Play today.",
      "Thank you for waiting.",
      `Get DriveBee on Google Play ${siteConfig.playStoreUrl}`,
      siteConfig.appStoreUrl,
      "you joined the Android waitlist",
      `Unsubscribe ${unsubscribeUrl}`,
    ];
    expectInOrder(text, order);
  });
});

describe("the Android waitlist in each language", () => {
  const confirmation = (language: "en" | "ar"): Confirmation => ({
    email: "noura@example.com",
    confirmUrl: `https://drivebee.ae${language === "ar" ? "/ar" : ""}/waitlist/confirm?token=0b7e6f1a-2c3d-4e5f-8a9b-0c1d2e3f4a5b.mf2abc.sig`,
    unsubscribeUrl: "https://drivebee.ae/api/waitlist/unsubscribe?token=abc.def",
    sentAt: new Date("2026-03-02T08:30:00Z"),
    language,
  });

  it("R-SAFE-28: the confirmation says what the address asked for, the expiry in Gulf time, what to do if it was not them, with the one-click unsubscribe", async () => {
    const mail = await waitlistConfirmationMail(confirmation("en"));
    expect(mail).toMatchObject({
      to: "noura@example.com",
      subject: "Confirm your place on the DriveBee Android waitlist",
      unsubscribeUrl: "https://drivebee.ae/api/waitlist/unsubscribe?token=abc.def",
    });
    const order = [
      "PLEASE CONFIRM YOUR E-MAIL ADDRESS",
      "noura@example.com",
      "when the DriveBee app is out on Android",
      `Confirm my place ${confirmation("en").confirmUrl}`,
      "The link works for 7 days, until 9 Mar 2026, 12:30 PM (Gulf time).",
      "Didn't ask for this? Ignore this e-mail",
      "Unsubscribe https://drivebee.ae/api/waitlist/unsubscribe?token=abc.def",
    ];
    expectInOrder(mail.text, order);
  });

  it("R-SAFE-28: in Arabic it is Arabic and right to left, the address and the link left to right", async () => {
    const arabic = confirmation("ar");
    const { subject, html, text } = await waitlistConfirmationMail(arabic);
    expect(subject).toBe("أكّد انضمامك إلى قائمة انتظار Android من DriveBee");
    expect(html).toMatch(/<html (?=[^>]*\blang="ar")(?=[^>]*\bdir="rtl")/);
    expect(html).toContain('<span dir="ltr">noura@example.com</span>');
    expect(html).not.toMatch(/Confirm|Ignore|Gulf time/);
    expect(text).toContain(`أكّد انضمامي ${arabic.confirmUrl}`);
    expect(text).toContain("يعمل الرابط لمدة 7 أيام، حتى 9 مارس 2026، 12:30 م بتوقيت الخليج.");
    expect(text).not.toMatch(/[\u0660-\u0669]/);
  });

  it("R-SAFE-29: the announcement to an Arabic entry is the admin's Arabic text in an Arabic, right-to-left frame", async () => {
    const announcement = { subject: "تطبيق DriveBee متاح الآن على Android", body: "خبر سار.\n\nشكرًا لانتظارك." };
    const unsubscribeUrl = "https://drivebee.ae/api/waitlist/unsubscribe?token=abc.def";
    const mail = await waitlistAnnouncementMail({
      to: "noura@example.com",
      announcement,
      unsubscribeUrl,
      language: "ar",
    });
    expect(mail.subject).toBe(announcement.subject);
    expect(mail.html).toMatch(/<html (?=[^>]*\blang="ar")(?=[^>]*\bdir="rtl")/);
    expect(mail.html).toContain(`href="${siteConfig.playStoreUrl}"`);
    expect(mail.text).toContain(`حمّل DriveBee من Google Play ${siteConfig.playStoreUrl}`);
    expect(mail.text).toContain(`إلغاء الاشتراك ${unsubscribeUrl}`);
    expect(mail.text).not.toMatch(/Get DriveBee|On an iPhone|You get this e-mail|Unsubscribe/);
  });
});
