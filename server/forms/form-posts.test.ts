/**
 * The visitor forms' posts without JavaScript (R-HTML-03, 04), on PGlite and PostgreSQL: the
 * origin check, the size limit, the shared schema's answer in the page's language, the storage
 * and queue jobs of the JSON functions, and their per-address limit. React Router's renderer is
 * replaced by one that sends the answer it was given as JSON: the pages themselves are checked
 * in a real browser against the built server (tests/e2e/form-posts.spec.ts).
 */
import { count, eq } from "drizzle-orm";
import { describe, expect } from "vitest";
import { contactEnquiries, newsletterSubscribers } from "../db/schema";
import { apiTest as it, describeOnDatabases, type Harness } from "../../tests/support/api";
import { alertedEnquiryIds, decodedHeader, mailHeader, mailPart, mailTo } from "../../tests/support/mail";
import { startFileMailCatcher } from "../../tests/support/inbox";
import { acknowledgementJob } from "../queue/enquiry-jobs.server";
import { mailJobId } from "../queue/jobs.server";
import type { FormAnswer } from "../../core/form-posts";
import type { PageRenderer } from "../pages.server";

const mail = await startFileMailCatcher();

/** Stands in for React Router's handler: the route's action asks for the answer, the page would render it. */
const renderer: PageRenderer = async (request, context) => {
  const { answer, status } = await context.formPosts.answer(request);
  return Response.json(answer, { status });
};

const ORIGIN = "http://localhost";

const contact = {
  firstName: "Omar",
  lastName: "Haddad",
  email: "Omar.Haddad@Example.com",
  phone: "",
  subject: "Renewal",
  message: "Please call me about my renewal next month.",
};

describeOnDatabases("form posts without JavaScript", { smtpUrl: mail.url }, () => {
  let api: Harness;
  let app: Harness["app"];
  it.beforeEach(({ api: harness }) => {
    api = harness;
    app = harness.serve({ files: new Map(), lookup: () => null }, undefined, renderer).app;
    mail.received.length = 0;
  });

  function post(
    path: string,
    fields: Record<string, string>,
    {
      headers = { "sec-fetch-site": "same-origin", origin: ORIGIN },
      ip = "203.0.113.9",
    }: { headers?: Record<string, string>; ip?: string } = {},
  ) {
    return app.request(`${ORIGIN}${path}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", "x-forwarded-for": ip, ...headers },
      body: new URLSearchParams(fields).toString(),
    });
  }
  const enquiries = async () => (await api.db.select({ n: count() }).from(contactEnquiries))[0]!.n;

  describe("R-HTML-04: only this site's own pages may post", () => {
    const refusals: [string, Record<string, string>][] = [
      ["Fetch Metadata says cross-site", { "sec-fetch-site": "cross-site", origin: ORIGIN }],
      ["Fetch Metadata says same-site (a sibling subdomain)", { "sec-fetch-site": "same-site" }],
      ["no Fetch Metadata, another site's Origin", { origin: "https://attacker.example" }],
      ["no Fetch Metadata, our host over another scheme", { origin: "https://localhost" }],
      ["no Fetch Metadata, our host on another port", { origin: "http://localhost:8080" }],
      ["no Fetch Metadata, an opaque Origin", { origin: "null" }],
      ["neither header", {}],
    ];
    for (const [label, headers] of refusals)
      it(`${label}: 403, nothing stored`, async () => {
        const response = await post("/contact", contact, { headers });
        expect(response.status).toBe(403);
        expect(await response.text()).toMatch(/only be sent from this site's own pages/);
        expect(await enquiries()).toBe(0);
      });

    it("an Origin equal to the site's, from a browser without Fetch Metadata, is accepted", async () => {
      const response = await post("/contact", contact, { headers: { origin: ORIGIN } });
      expect(response.status).toBe(200);
      expect(await enquiries()).toBe(1);
    });

    it("behind our TLS proxy the scheme is the proxy's: https is ours, http is not", async () => {
      const headers = { "x-forwarded-proto": "https" };
      expect((await post("/contact", contact, { headers: { ...headers, origin: "http://localhost" } })).status).toBe(
        403,
      );
      expect((await post("/contact", contact, { headers: { ...headers, origin: "https://localhost" } })).status).toBe(
        200,
      );
    });
  });

  it("R-HTML-03: a contact post is stored and alerts support, as contact-submit does", async () => {
    const response = await post("/contact", contact);
    expect(response.status).toBe(200);
    expect(((await response.json()) as FormAnswer).state).toBe("sent");
    const [row] = await api.db.select().from(contactEnquiries);
    expect(row).toMatchObject({ firstName: "Omar", email: "omar.haddad@example.com", phone: null, subject: "Renewal" });
    await expect.poll(() => mailTo(mail.received, "support@drivebee.ae").length, { timeout: 10_000 }).toBe(1);
  });

  it("R-DESK-02, R-DESK-03: an enquiry posted from /ar/contact is stored in Arabic and acknowledged once over SMTP, in Arabic, reply-to support", async () => {
    const arabic = {
      ...contact,
      firstName: "ليلى",
      subject: "تجديد الوثيقة",
      message: "أرجو الاتصال بي بشأن تجديد وثيقتي.",
    };
    expect((await post("/ar/contact", arabic)).status).toBe(200);
    const [row] = await api.db.select().from(contactEnquiries);
    expect(row).toMatchObject({ language: "ar", firstName: "ليلى" });
    // This enquiry's acknowledgement, by its Message-ID: an earlier test's mail may still be on its way.
    const messageId = `<${mailJobId(acknowledgementJob(row!.id))}@drivebee.ae>`;
    const acknowledgements = () => mail.received.filter((raw) => mailHeader(raw, "Message-ID") === messageId);
    await expect.poll(() => acknowledgements().length, { timeout: 10_000 }).toBe(1);
    await expect
      .poll(async () => (await api.db.select().from(contactEnquiries))[0]!.acknowledgedAt, { timeout: 10_000 })
      .not.toBeNull();

    const [raw] = acknowledgements();
    expect(mailHeader(raw!, "To")).toBe("omar.haddad@example.com");
    expect(decodedHeader(mailHeader(raw!, "Subject")!)).toBe("وصلتنا رسالتك: فريق دعم DriveBee");
    expect(mailHeader(raw!, "Reply-To")).toBe("support@drivebee.ae");
    expect(mailHeader(raw!, "List-Unsubscribe")).toBeUndefined();
    const text = mailPart(raw!, "text/plain");
    expect(text).toContain("شكرًا لك يا ليلى، وصلتنا رسالتك");
    expect(text).toContain("بتوقيت الخليج");
    // Nothing else the visitor typed: anyone can type someone else's address.
    for (const typed of [arabic.subject, arabic.message, "Haddad"]) expect(text).not.toContain(typed);
    expect(mailPart(raw!, "text/html")).toContain('lang="ar"');

    // Once: queued again (a restart's recovery, a repeated send), it is not sent again.
    expect(await api.jobs.sendMail(acknowledgementJob(row!.id))).toBeNull();
    expect(await api.jobs.recover()).toBe(0);
    expect(acknowledgements()).toHaveLength(1);
    // The team's alert went to support as before.
    await expect
      .poll(() => alertedEnquiryIds(mailTo(mail.received, "support@drivebee.ae")), { timeout: 10_000 })
      .toContain(row!.id);
  });

  it("R-HTML-03: a refused post comes back with what was typed and each field's message, in the page's language", async () => {
    const typed = { ...contact, email: "omar@", message: "short" };
    const english = await post("/contact", typed);
    expect(english.status).toBe(400);
    const answer = (await english.json()) as Extract<FormAnswer, { state: "refused" }>;
    expect(answer.values).toMatchObject(typed);
    expect(answer.errors).toEqual({
      email: "Please enter a valid email address",
      message: "Message must be at least 10 characters",
    });
    const arabic = (await (await post("/ar/contact", typed)).json()) as Extract<FormAnswer, { state: "refused" }>;
    expect(Object.keys(arabic.errors).sort()).toEqual(["email", "message"]);
    for (const message of Object.values(arabic.errors)) expect(message).toMatch(/\p{Script=Arabic}/u);
    expect(await enquiries()).toBe(0);
  });

  it("R-HTML-03: a newsletter post from the Arabic footer is a pending subscriber in Arabic, sent its confirmation", async () => {
    const response = await post("/ar/newsletter", { email: "Reem@Example.com", source: "footer" });
    expect(response.status).toBe(200);
    const [row] = await api.db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, "reem@example.com"));
    expect(row).toMatchObject({ status: "pending", language: "ar", source: "footer" });
    await expect.poll(() => mailTo(mail.received, "reem@example.com").length, { timeout: 10_000 }).toBe(1);
    // Signing up again is a success too: the page reveals nothing about the address.
    expect((await post("/newsletter", { email: "reem@example.com", source: "popup" })).status).toBe(200);
  });

  it("R-OPEN-05: a form post counts against the address as the JSON function does, then answers 429 with minutes", async () => {
    let last: Response | undefined;
    for (let attempt = 0; attempt < 31; attempt++)
      last = await post("/contact", { ...contact, email: `visitor${attempt}@example.com` });
    expect(last!.status).toBe(429);
    const answer = (await last!.json()) as Extract<FormAnswer, { state: "refused" }>;
    expect(answer.problem).toMatchObject({ kind: "limited" });
    expect(answer.values.email).toBe("visitor30@example.com");
  });

  it("R-SAFE-11: a form post counts an IPv6 client by its /64, as the JSON functions do", async () => {
    const statuses: number[] = [];
    for (let n = 1; n <= 31; n++)
      statuses.push(
        (
          await post(
            "/contact",
            { ...contact, email: `visitor${n}@example.com` },
            { ip: `2001:db8:1:2::${n.toString(16)}` },
          )
        ).status,
      );
    expect(statuses.slice(0, 30)).not.toContain(429);
    expect(statuses.at(-1)).toBe(429);
  });

  it("R-FOLLOW-49: a reminder posted for a month too close for its reminder answers with the quote link's state", async () => {
    // 28 November 2026, 10:00 Gulf time: December's reminder day (1 November) has passed, February's has not.
    api.setNow(Date.UTC(2026, 10, 28, 6));
    const ask = async (path: string, renewalMonth: string, email: string) => {
      const response = await post(path, { email, renewalMonth, consent: "on", source: "home" });
      expect(response.status).toBe(200);
      return (await response.json()) as FormAnswer;
    };
    // The prerendered form sends the month by number.
    expect(await ask("/renewal-reminder", "12", "close@example.com")).toMatchObject({
      state: "sent",
      renewalClose: true,
    });
    expect(await ask("/ar/renewal-reminder", "12", "close-ar@example.com")).toMatchObject({
      state: "sent",
      renewalClose: true,
    });
    const ahead = await ask("/renewal-reminder", "02", "ahead@example.com");
    expect(ahead.state).toBe("sent");
    expect(ahead).not.toHaveProperty("renewalClose");
  });

  it("a body larger than any form is refused with 413 before it is read", async () => {
    const response = await post("/contact", { ...contact, message: "x".repeat(20_000) });
    expect(response.status).toBe(413);
    expect(await enquiries()).toBe(0);
  });

  it("a body that is not a form reads as an empty form: 400 with each field's message, never a 5xx", async () => {
    const response = await app.request(`${ORIGIN}/contact`, {
      method: "POST",
      headers: { "content-type": "multipart/form-data; boundary=broken", "sec-fetch-site": "same-origin" },
      body: "--nonsense",
    });
    expect(response.status).toBe(400);
    expect(Object.keys(((await response.json()) as { errors: object }).errors)).toContain("email");
  });
});
