/**
 * A confirmation link confirms only on a person's press of its page's button (R-SAFE-20, 21), on
 * PGlite and PostgreSQL, for every list (the newsletter, the renewal reminders, the Android
 * waitlist: R-SAFE-28) and both editions: opening the link (GET) changes
 * nothing and never reaches the renderer; the button posted without JavaScript (the page's own
 * URL, its token in the query, from the page itself) confirms through the forms' posts, as the
 * JSON endpoint the button calls with JavaScript does. React Router's renderer is replaced by one
 * that sends the answer it was given as JSON; the pages themselves are checked in a real browser
 * (tests/e2e/confirm-press.spec.ts).
 */
import { eq } from "drizzle-orm";
import { describe, expect } from "vitest";
import type { FormAnswer } from "../../core/form-posts";
import { localized, type Locale } from "../../core/locales";
import { newsletterPath, REMINDER_PATHS, WAITLIST_PATHS } from "../../core/pages";
import { renewalMonths } from "../../core/reminders";
import { androidWaitlist, newsletterSubscribers, renewalReminders } from "../db/schema";
import { apiTest as it, describeOnDatabases, type Harness } from "../../tests/support/api";
import { linkToken, mailTo } from "../../tests/support/mail";
import { startFileMailCatcher } from "../../tests/support/inbox";
import type { PageRenderer } from "../pages.server";

const mail = await startFileMailCatcher();

const ORIGIN = "http://localhost";
/** What the browser sends with a form posted from one of our pages. */
const FROM_OUR_PAGE = { "sec-fetch-site": "same-origin", origin: ORIGIN };

describeOnDatabases("a confirm page's button", { smtpUrl: mail.url }, () => {
  let api: Harness;
  let app: Harness["app"];
  let rendered = 0;
  /** Stands in for React Router's handler: the route's action asks for the answer, the page would render it. */
  const renderer: PageRenderer = async (request, context) => {
    rendered += 1;
    const { answer, status } = await context.formPosts.answer(request);
    return Response.json(answer, { status });
  };

  it.beforeEach(({ api: harness }) => {
    api = harness;
    app = harness.serve({ files: new Map(), lookup: () => null }, undefined, renderer).app;
    mail.received.length = 0;
    rendered = 0;
  });

  /** The confirmation e-mail's link (path and query) for a newsletter signup from `language`'s edition. */
  async function newsletterLink(email: string, language: Locale): Promise<string> {
    const { csrfToken, timestamp } = await api.csrf();
    const body = { email, source: "footer", userAgent: "test", csrfToken, timestamp, language };
    expect((await api.call("newsletter-signup", { body, ip: "203.0.113.40" })).status).toBe(201);
    await expect.poll(() => mailTo(mail.received, email).length, { timeout: 10_000 }).toBe(1);
    const path = newsletterPath("confirm", language);
    return `${path}?token=${linkToken(mailTo(mail.received, email)[0]!, path)}`;
  }

  async function reminderLink(email: string, language: Locale): Promise<string> {
    const { csrfToken, timestamp } = await api.csrf();
    const renewalMonth = renewalMonths(api.now())[3]!;
    const body = { email, renewalMonth, consent: true, language, csrfToken, timestamp };
    expect((await api.call("renewal-reminder-signup", { body, ip: "203.0.113.41" })).status).toBe(201);
    await expect.poll(() => mailTo(mail.received, email).length, { timeout: 10_000 }).toBe(1);
    const path = localized(REMINDER_PATHS.confirm, language);
    return `${path}?token=${linkToken(mailTo(mail.received, email)[0]!, path)}`;
  }

  /** The waitlist's confirmation link for a signup from `language`'s edition: the specification's body, `language` from the Arabic edition. */
  async function waitlistLink(email: string, language: Locale): Promise<string> {
    const body = language === "en" ? { email } : { email, language };
    expect((await api.call("android-waitlist-signup", { body, ip: "203.0.113.42" })).status).toBe(200);
    await expect.poll(() => mailTo(mail.received, email).length, { timeout: 10_000 }).toBe(1);
    const path = localized(WAITLIST_PATHS.confirm, language);
    return `${path}?token=${linkToken(mailTo(mail.received, email)[0]!, path)}`;
  }

  const subscriber = async (email: string) =>
    (await api.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email)))[0]!;
  const reminder = async (email: string) =>
    (await api.db.select().from(renewalReminders).where(eq(renewalReminders.email, email)))[0]!;
  const waitlistEntry = async (email: string) =>
    (await api.db.select().from(androidWaitlist).where(eq(androidWaitlist.email, email)))[0]!;

  /** The button pressed without JavaScript: the browser posts the page's own URL, with an empty form. */
  const press = (link: string, headers: Record<string, string> = FROM_OUR_PAGE) =>
    app.request(`${ORIGIN}${link}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
      body: "",
    });

  /**
   * The button of `link` pressed twice: the first press confirms `email` (the row `stored` reads is
   * `status` from now on), the second says it is already confirmed.
   */
  async function expectPressConfirms(link: string, email: string, stored: () => Promise<object>, status: string) {
    const first = await press(link);
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ state: "link", outcome: { state: "confirmed", email } });
    expect(await stored()).toMatchObject({ status, confirmedAt: new Date(api.now()) });
    const again = await press(link);
    expect(await again.json()).toEqual({ state: "link", outcome: { state: "already-confirmed", email } });
  }

  for (const language of ["en", "ar"] as const) {
    describe(`the newsletter (${language})`, () => {
      it("R-SAFE-20: opening the link (GET, HEAD) changes nothing and never reaches the renderer", async () => {
        const email = `open-${language}@example.com`;
        const link = await newsletterLink(email, language);
        for (const method of ["GET", "HEAD"]) await app.request(`${ORIGIN}${link}`, { method });
        expect(rendered).toBe(0);
        expect((await subscriber(email)).status).toBe("pending");
      });

      it("R-SAFE-21: the button posted without JavaScript confirms, and says already confirmed the second time", async () => {
        const email = `press-${language}@example.com`;
        const link = await newsletterLink(email, language);
        await expectPressConfirms(link, email, () => subscriber(email), "subscribed");
      });

      it("R-SAFE-21: a press with a forged or missing token is 400, an expired link 410, each said on the page; a post from another site is 403", async () => {
        const email = `refused-${language}@example.com`;
        const link = await newsletterLink(email, language);
        const path = newsletterPath("confirm", language);
        for (const bad of [`${path}?token=forged.token.here`, path]) {
          const response = await press(bad);
          expect(response.status).toBe(400);
          expect(((await response.json()) as FormAnswer & { state: "link" }).outcome).toEqual({ state: "invalid" });
        }
        expect((await press(link, { "sec-fetch-site": "cross-site", origin: "https://attacker.example" })).status).toBe(
          403,
        );
        api.advance(8 * 24 * 60 * 60 * 1000);
        const expired = await press(link);
        expect(expired.status).toBe(410);
        expect(((await expired.json()) as FormAnswer & { state: "link" }).outcome).toEqual({ state: "expired" });
        expect((await subscriber(email)).status).toBe("pending");
      });
    });

    describe(`the renewal reminders (${language})`, () => {
      it("R-SAFE-20: opening the link changes nothing and never reaches the renderer", async () => {
        const email = `open-reminder-${language}@example.com`;
        const link = await reminderLink(email, language);
        await app.request(`${ORIGIN}${link}`);
        expect(rendered).toBe(0);
        expect((await reminder(email)).status).toBe("pending");
      });

      it("R-SAFE-21: the button posted without JavaScript schedules the reminder and says when it goes out", async () => {
        const email = `press-reminder-${language}@example.com`;
        const link = await reminderLink(email, language);
        const response = await press(link);
        expect(response.status).toBe(200);
        const { renewalMonth } = await reminder(email);
        const { outcome } = (await response.json()) as Extract<FormAnswer, { state: "link" }>;
        expect(outcome).toMatchObject({ state: "confirmed", email, renewalMonth });
        expect((outcome as { remindOn: string }).remindOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        expect((await reminder(email)).status).toBe("scheduled");
      });
    });

    describe(`the Android waitlist (${language})`, () => {
      it("R-SAFE-20: opening the link (GET, HEAD) changes nothing and never reaches the renderer", async () => {
        const email = `open-waitlist-${language}@example.com`;
        const link = await waitlistLink(email, language);
        for (const method of ["GET", "HEAD"]) await app.request(`${ORIGIN}${link}`, { method });
        expect(rendered).toBe(0);
        expect(await waitlistEntry(email)).toMatchObject({ status: "pending", language });
      });

      it("R-SAFE-21, R-SAFE-28: the button posted without JavaScript confirms, and says already confirmed the second time; a forged token is 400", async () => {
        const email = `press-waitlist-${language}@example.com`;
        const link = await waitlistLink(email, language);
        await expectPressConfirms(link, email, () => waitlistEntry(email), "confirmed");
        const forged = await press(`${localized(WAITLIST_PATHS.confirm, language)}?token=forged.token.here`);
        expect(forged.status).toBe(400);
      });
    });
  }

  it("R-SAFE-21: the JSON endpoint the button calls with JavaScript answers as before", async () => {
    const email = "script@example.com";
    const token = new URLSearchParams((await newsletterLink(email, "en")).split("?")[1]).get("token");
    const response = await app.request(`${ORIGIN}/api/newsletter/confirm`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ token }),
    });
    expect(await response.json()).toEqual({ state: "confirmed", email });
    expect(rendered).toBe(0);
  });
});
