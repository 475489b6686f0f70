/**
 * Renewal reminders over HTTP (R-FOLLOW-40..45), on PGlite in memory
 * and on PostgreSQL, with a real SMTP server in process: the signup and every
 * refusal, the double opt-in, unsubscribing by link and one-click POST, and the
 * reminder itself, sent on its date by the queue's (injected) clock and not before.
 */
import { eq } from "drizzle-orm";
import { describe, expect } from "vitest";
import { REMINDERS } from "../../core/constants";
import { formatterFor } from "../../core/format";
import { gulfDay } from "../../core/gulf-time";
import { REMINDER_PATHS } from "../../core/pages";
import { NEWSLETTER_LINK_MESSAGES } from "../../core/schemas/newsletter";
import { REMINDER_MESSAGES, reminderDueAt } from "../../core/schemas/reminder";
import { RULE_MESSAGES, type RuleCode } from "../../core/schemas/rules";
import { siteConfig } from "../../site.config";
import { handoffs, renewalReminders } from "../db/schema";
import { apiTest as it, describeOnDatabases, TEST_SECRET, type Harness } from "../../tests/support/api";
import { oneClickPost, postJson, QUOTE_REDIRECT, storedRow } from "../../tests/support/api-fixtures";
import { decodedHeader, linkToken, mailHeader, mailPart } from "../../tests/support/mail";
import { startInbox } from "../../tests/support/inbox";
import { mailJobId } from "../queue/jobs.server";
import { REMINDER_CRON, REMINDER_MAIL_KINDS, REMINDER_QUEUE, renewalReminderJob } from "../queue/reminder-jobs.server";
import { reminderConfirmationToken, reminderUnsubscribeToken } from "./tokens.server";

const HOUR_MS = 60 * 60 * 1000;
/** 15 March 2026, noon in the Gulf: the months on offer are April 2026 to March 2027. */
const MID_MARCH = Date.parse("2026-03-15T08:00:00Z");
const ARABIC_CONFIRM = `/ar${REMINDER_PATHS.confirm}`;
const BROWSER =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1";

/** What a signup refused by one of the shared schema's rules answers: the rule's message, its field and its code. */
const ruleRefusal = (rule: RuleCode, field: string) => ({ error: RULE_MESSAGES[rule], field, rule });

const inbox = await startInbox();
const { mail, nthMailTo } = inbox;

describeOnDatabases("renewal reminders", { smtpUrl: mail.url }, () => {
  let api: Harness;
  it.beforeEach(async ({ api: harness }) => {
    api = harness;
    api.setNow(MID_MARCH);
    await inbox.clear();
  });

  type Body = Record<string, unknown>;
  async function signUp(body: Body = {}, { ip = "203.0.113.10", userAgent = "Mozilla/5.0 test" } = {}) {
    const token = await api.csrf(ip);
    return api.call("renewal-reminder-signup", {
      body: { email: "layla@example.com", renewalMonth: "2026-05", consent: true, ...token, ...body },
      ip,
      headers: { "user-agent": userAgent },
    });
  }

  async function row(email = "layla@example.com", renewalMonth = "2026-05") {
    const rows = await api.db.select().from(renewalReminders).where(eq(renewalReminders.email, email));
    return rows.find((found) => found.renewalMonth === renewalMonth);
  }

  /** The reminder e-mail's quote link pressed in a person's browser: where our redirect sends them (R-FUNNEL-18). */
  async function pressQuoteLink(reminder: string): Promise<URL> {
    const quotePath = new RegExp(`${siteConfig.origin}(/reminders/quote/[0-9a-f-]{36})`);
    const [, path] = quotePath.exec(mailPart(reminder, "text/plain"))!;
    const pressed = await api.app.request(path!, {
      headers: { "user-agent": BROWSER, "x-forwarded-for": "198.51.100.90" },
    });
    expect(pressed.status).toBe(302);
    return new URL(pressed.headers.get("location")!);
  }

  const decodeHeader = (raw: string) => decodedHeader(mailHeader(raw, "Subject")!);

  const confirm = (token: unknown) => postJson(api, "/api/reminders/confirm", { token });

  const oneClick = (token: string, path: string = REMINDER_PATHS.unsubscribe) =>
    oneClickPost(api, `${path}?token=${encodeURIComponent(token)}`);

  /** Signs up, follows the confirmation link; the confirmed row. */
  async function scheduled(body: Body = {}) {
    expect((await signUp(body)).status).toBe(201);
    const email = (body.email as string | undefined) ?? "layla@example.com";
    const message = await nthMailTo(email, 1);
    const path = body.language === "ar" ? ARABIC_CONFIRM : REMINDER_PATHS.confirm;
    expect((await confirm(linkToken(message, path))).status).toBe(200);
    return (await row(email, (body.renewalMonth as string | undefined) ?? "2026-05"))!;
  }

  describe("signup", () => {
    it("R-FOLLOW-41: a signup is stored pending with what it came with and delivers exactly one confirmation", async () => {
      const response = await signUp(
        { source: "quote_dialog", attribution: { utm_source: "google", gclid: "abc", junk: 1 } },
        { userAgent: `Agent ${"x".repeat(600)}` },
      );
      expect(response.status).toBe(201);
      expect(await response.json()).toEqual({ success: true });
      const stored = await row();
      expect(stored).toMatchObject({
        status: "pending",
        source: "quote_dialog",
        language: "en",
        attribution: { utm_source: "google", gclid: "abc" },
        confirmedAt: null,
        sentAt: null,
      });
      expect(stored!.userAgent).toHaveLength(500);
      expect(stored!.consentAt.getTime()).toBe(MID_MARCH);
      expect(stored!.confirmationSentAt?.getTime()).toBe(MID_MARCH);

      const message = await nthMailTo("layla@example.com", 1);
      expect(decodedHeader(mailHeader(message, "Subject")!)).toBe("Confirm your DriveBee renewal reminder");
      expect(mailHeader(message, "List-Unsubscribe")).toBe(
        `<${siteConfig.origin}${REMINDER_PATHS.unsubscribe}?token=${reminderUnsubscribeToken(TEST_SECRET, stored!.id)}>`,
      );
      expect(mailHeader(message, "List-Unsubscribe-Post")).toBe("List-Unsubscribe=One-Click");
      const text = mailPart(message, "text/plain");
      expect(text).toContain("May 2026");
      // Thirty days before 1 May, Gulf time.
      expect(text).toContain("we'll e-mail you on 1 April 2026");
      // The job's key is the row and its confirmation time: a restart's recovery finds it queued already.
      expect(await api.jobs.recover()).toBe(0);
      await inbox.noMoreThan("layla@example.com", 1, 1000);
    });

    it("R-FOLLOW-41: hostile or broken bodies are 4xx with a clear message, and nothing is stored", async () => {
      const { csrfToken, timestamp } = await api.csrf();
      const cases: [Body, number, { error: string; field?: string; rule?: string }][] = [
        [{ renewalMonth: "2026-03" }, 400, ruleRefusal("renewalMonth.outside", "renewalMonth")],
        [{ renewalMonth: "2027-04" }, 400, ruleRefusal("renewalMonth.outside", "renewalMonth")],
        [{ renewalMonth: "" }, 400, ruleRefusal("renewalMonth.required", "renewalMonth")],
        [{ consent: false }, 400, ruleRefusal("consent.required", "consent")],
        [{ consent: "yes" }, 400, ruleRefusal("consent.required", "consent")],
        [
          { email: "not-an-email" },
          400,
          { error: "Please enter a valid email address", field: "email", rule: "email.invalid" },
        ],
        [{ source: "footer" }, 400, { error: REMINDER_MESSAGES.source, field: "source" }],
        [{ language: "fr" }, 400, { error: REMINDER_MESSAGES.language, field: "language" }],
        [{ csrfToken: "" }, 400, { error: "CSRF token is required", field: "csrfToken" }],
        [{ csrfToken: "forged.token" }, 403, { error: "Invalid or expired security token", field: "csrfToken" }],
        [{ timestamp: timestamp - 300_001 }, 403, { error: "Invalid or expired security token", field: "csrfToken" }],
      ];
      for (const [change, status, answer] of cases) {
        const response = await api.call("renewal-reminder-signup", {
          body: { email: "layla@example.com", renewalMonth: "2026-05", consent: true, csrfToken, timestamp, ...change },
        });
        expect(response.status, JSON.stringify(change)).toBe(status);
        expect(await response.json(), JSON.stringify(change)).toEqual(answer);
      }
      const unknownKey = await signUp({ status: "scheduled" });
      expect(unknownKey.status).toBe(400);
      expect(((await unknownKey.json()) as { error: string }).error).toMatch(/status/i);
      const notJson = await api.call("renewal-reminder-signup", {
        body: "email=x",
        headers: { "content-type": "text/plain" },
      });
      expect(notJson.status).toBe(400);
      const noKey = await api.app.request("/functions/v1/renewal-reminder-signup", { method: "POST" });
      expect(noKey.status).toBe(401);
      expect(await api.db.select().from(renewalReminders)).toEqual([]);
      expect(mail.received).toEqual([]);
    });

    it("R-FOLLOW-41: a CSRF token is spent by its signup: a replay is refused", async () => {
      const token = await api.csrf();
      const body = { email: "layla@example.com", renewalMonth: "2026-05", consent: true, ...token };
      expect((await api.call("renewal-reminder-signup", { body })).status).toBe(201);
      const replay = await api.call("renewal-reminder-signup", { body });
      expect(replay.status).toBe(403);
      // Its one confirmation arrives here, not in a later test's count.
      await nthMailTo("layla@example.com", 1);
    });

    it("R-FOLLOW-41: the sixth signup of one address within the hour, or the 31st of one IP, is 429 with Retry-After", async () => {
      for (let n = 0; n < REMINDERS.perEmailPerHour; n++)
        expect((await signUp({}, { ip: `203.0.113.${20 + n}` })).status).toBe(201);
      const limited = await signUp({}, { ip: "203.0.113.99" });
      expect(limited.status).toBe(429);
      expect(await limited.json()).toEqual({ error: "Too many attempts. Please try again later." });
      expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);

      for (let n = 0; n < 30; n++) await signUp({ email: `driver${n}@example.com` }, { ip: "198.51.100.5" });
      expect((await signUp({ email: "one-more@example.com" }, { ip: "198.51.100.5" })).status).toBe(429);
      await nthMailTo("layla@example.com", 1);
    });

    it("R-FOLLOW-41, R-SAFE-24: a pending signup repeated within the day sends nothing more; after it, a new link replaces the old", async () => {
      await signUp();
      const first = await nthMailTo("layla@example.com", 1);
      api.advance(REMINDERS.confirmationResendMs - 1);
      expect((await signUp({}, { ip: "203.0.113.11" })).status).toBe(201);
      await inbox.noMoreThan("layla@example.com", 1, 1000);
      api.advance(1);
      expect((await signUp({ language: "ar" }, { ip: "203.0.113.12" })).status).toBe(201);
      const second = await nthMailTo("layla@example.com", 2);
      // The newer one is in the edition it was asked on, and the older link no longer works.
      expect(linkToken(second, ARABIC_CONFIRM)).toBeDefined();
      const old = await confirm(linkToken(first, REMINDER_PATHS.confirm));
      expect(old.status).toBe(410);
      expect(await old.json()).toEqual({ error: NEWSLETTER_LINK_MESSAGES.expired, field: "token" });
      expect((await confirm(linkToken(second, ARABIC_CONFIRM))).status).toBe(200);
    });

    it("R-FOLLOW-41: one row per address and month: another month is another reminder", async () => {
      await signUp();
      await signUp({ renewalMonth: "2026-09" }, { ip: "203.0.113.11" });
      expect((await api.db.select().from(renewalReminders)).map((r) => r.renewalMonth).sort()).toEqual([
        "2026-05",
        "2026-09",
      ]);
      await nthMailTo("layla@example.com", 2);
    });
  });

  describe("confirmation and unsubscribe", () => {
    it("R-FOLLOW-42: the link schedules the reminder and says when it goes out; followed again, it says the same", async () => {
      await signUp();
      const token = linkToken(await nthMailTo("layla@example.com", 1), REMINDER_PATHS.confirm);
      api.advance(5 * 60_000);
      const first = await confirm(token);
      expect(first.status).toBe(200);
      expect(await first.json()).toEqual({
        state: "confirmed",
        email: "layla@example.com",
        renewalMonth: "2026-05",
        remindOn: "2026-04-01",
      });
      expect(await row()).toMatchObject({ status: "scheduled", confirmedAt: new Date(MID_MARCH + 5 * 60_000) });
      const again = await confirm(token);
      expect(await again.json()).toMatchObject({ state: "already-confirmed", remindOn: "2026-04-01" });
      expect((await row())!.confirmedAt).toEqual(new Date(MID_MARCH + 5 * 60_000));
    });

    it("R-FOLLOW-42: a forged, malformed or expired link is a 4xx naming the token", async () => {
      await signUp();
      await nthMailTo("layla@example.com", 1);
      const stored = (await row())!;
      const forged = await confirm(`${stored.id}.abc.forged`);
      expect(forged.status).toBe(400);
      expect(await forged.json()).toEqual({ error: NEWSLETTER_LINK_MESSAGES.invalid, field: "token" });
      expect((await confirm("<script>")).status).toBe(400);
      // The newsletter's link for the same row id means nothing here: each list signs with its own key.
      const { confirmationToken } = await import("../newsletter/tokens.server");
      expect((await confirm(confirmationToken(TEST_SECRET, stored.id, stored.confirmationSentAt!))).status).toBe(400);
      api.advance(REMINDERS.confirmationTtlMs + 1);
      const expired = await confirm(reminderConfirmationToken(TEST_SECRET, stored.id, stored.confirmationSentAt!));
      expect(expired.status).toBe(410);
      expect((await row())!.status).toBe("pending");
    });

    it("R-FOLLOW-41: a scheduled reminder signed up again answers success and stays as it was", async () => {
      const before = await scheduled();
      expect((await signUp({ language: "ar", source: "quote_dialog" }, { ip: "203.0.113.11" })).status).toBe(201);
      expect(await row()).toEqual(before);
      await inbox.noMoreThan("layla@example.com", 1, 1000);
    });

    it("R-FOLLOW-43, R-SAFE-27: one-click unsubscribes (idempotently), in either edition's path; signing up again goes through confirmation", async () => {
      const before = await scheduled();
      const token = reminderUnsubscribeToken(TEST_SECRET, before.id);
      const first = await oneClick(token);
      expect(first.status).toBe(200);
      expect(await first.json()).toEqual({ state: "unsubscribed", email: "layla@example.com" });
      api.advance(1000);
      expect(await (await oneClick(token, `/ar${REMINDER_PATHS.unsubscribe}`)).json()).toEqual({
        state: "unsubscribed",
        email: "layla@example.com",
      });
      expect(await row()).toMatchObject({ status: "unsubscribed", unsubscribedAt: new Date(MID_MARCH) });

      const forged = await oneClick(`${before.id}.forged`);
      expect(forged.status).toBe(400);
      const noBody = await api.app.request(`${REMINDER_PATHS.unsubscribe}?token=${token}`, { method: "POST" });
      expect(noBody.status).toBe(400);

      api.advance(REMINDERS.confirmationResendMs);
      expect((await signUp({}, { ip: "203.0.113.11" })).status).toBe(201);
      // Still unsubscribed until the new confirmation is pressed (R-SAFE-27).
      expect(await row()).toMatchObject({ status: "unsubscribed", unsubscribedAt: new Date(MID_MARCH) });
      const again = await nthMailTo("layla@example.com", 2);
      expect((await confirm(linkToken(again, REMINDER_PATHS.confirm))).status).toBe(200);
      expect(await row()).toMatchObject({ status: "scheduled", unsubscribedAt: null });
    });

    it("R-FOLLOW-43: a link of an erased reminder: the confirm is a 404, the one-click still a quiet success", async () => {
      await signUp();
      await nthMailTo("layla@example.com", 1);
      const stored = (await row())!;
      await api.db.delete(renewalReminders).where(eq(renewalReminders.id, stored.id));
      expect(
        (await confirm(reminderConfirmationToken(TEST_SECRET, stored.id, stored.confirmationSentAt!))).status,
      ).toBe(404);
      const gone = await oneClick(reminderUnsubscribeToken(TEST_SECRET, stored.id));
      expect(gone.status).toBe(200);
      expect(await gone.json()).toEqual({ state: "unsubscribed" });
    });
  });

  describe("the reminder", () => {
    it("R-FOLLOW-44, 45: sent on its date by the queue's clock and not before, once, with the quote link's parameters", async () => {
      await scheduled({ attribution: { utm_source: "google", utm_campaign: "spring", gclid: "g-1" } });
      const due = reminderDueAt("2026-05");
      expect(gulfDay(due)).toBe("2026-04-01");

      expect(await api.jobs.remindDue()).toBe(0);
      api.setNow(due - 1);
      expect(await api.jobs.remindDue()).toBe(0);
      await inbox.noMoreThan("layla@example.com", 1, 1000);
      expect((await row())!.status).toBe("scheduled");

      api.setNow(due);
      expect(await api.jobs.remindDue()).toBe(1);
      const reminder = await nthMailTo("layla@example.com", 2);
      expect(decodedHeader(mailHeader(reminder, "Subject")!)).toBe(
        "Your car insurance renews in May 2026: time to compare",
      );
      const stored = (await row())!;
      expect(mailHeader(reminder, "List-Unsubscribe")).toBe(
        `<${siteConfig.origin}${REMINDER_PATHS.unsubscribe}?token=${reminderUnsubscribeToken(TEST_SECRET, stored.id)}>`,
      );
      // R-FUNNEL-18: the link is our redirect, which records the press and leads to the broker with its id.
      const url = await pressQuoteLink(reminder);
      expect(`${url.origin}${url.pathname}`).toBe(new URL(siteConfig.quoteSiteUrl).href.replace(/\?.*$/, ""));
      const handoffId = url.searchParams.get("handoff_id")!;
      expect(Object.fromEntries(url.searchParams)).toEqual({
        gclid: "g-1",
        utm_source: "google",
        utm_campaign: "spring",
        internal_source: "renewal_reminder",
        internal_medium: "email",
        internal_campaign: "quote_request",
        action: "quote",
        handoff_id: handoffId,
      });
      const handoff = await storedRow(api, handoffs, handoffId);
      expect(handoff).toMatchObject({
        ...QUOTE_REDIRECT,
        surface: "reminder_email",
        source: "renewal_reminder",
        medium: "email",
        utmSource: "google",
        utmCampaign: "spring",
      });
      // Nothing in the hand-off names the reminder or its reader.
      expect(JSON.stringify(handoff)).not.toMatch(new RegExp(`${stored.id}|layla`));
      await expect.poll(async () => (await row())!.status).toBe("sent");
      expect((await row())!.sentAt).toEqual(new Date(due));
      // The Outbox names both messages and their masked recipient.
      const reminderJob = await api.jobs.outbox.find(mailJobId(renewalReminderJob(stored.id, stored.confirmedAt!)));
      expect(reminderJob).toMatchObject({ kind: "renewal-reminder", recipient: "l***@example.com" });

      // The hourly sweep runs again, on this instance or another: nothing more.
      api.advance(HOUR_MS);
      expect(await api.jobs.remindDue()).toBe(0);
      expect(await api.jobs.recover()).toBe(0);
      await inbox.noMoreThan("layla@example.com", 2, 1000);
    });

    it("R-FOLLOW-44: pg-boss's cron runs the sweep hourly (Gulf time), and its trigger sends what is due", async () => {
      const schedules = await api.jobs.queue.boss.getSchedules();
      expect(schedules.find((schedule) => schedule.name === REMINDER_QUEUE)).toMatchObject({
        cron: REMINDER_CRON,
        options: expect.objectContaining({ tz: "Asia/Dubai" }) as unknown,
      });
      await scheduled();
      api.setNow(reminderDueAt("2026-05"));
      // What the cron puts on the queue at five past each hour.
      await api.jobs.triggerReminders();
      const reminder = await nthMailTo("layla@example.com", 2);
      expect(decodeHeader(reminder)).toContain("May 2026");
      await expect.poll(async () => (await row())!.status).toBe("sent");
    });

    it("R-FOLLOW-44: an unsubscribed or erased reminder is not sent: not queued on its date, and a job queued before finds nothing to send", async () => {
      const stored = await scheduled();
      const job = renewalReminderJob(stored.id, stored.confirmedAt!);
      api.setNow(reminderDueAt("2026-05"));
      const deps = { db: api.db, secret: TEST_SECRET, now: api.now };
      // What the worker checks at send time, on the row as it is then.
      expect(await REMINDER_MAIL_KINDS["renewal-reminder"].compose(deps, job)).not.toBeNull();
      await oneClick(reminderUnsubscribeToken(TEST_SECRET, stored.id));
      expect(await REMINDER_MAIL_KINDS["renewal-reminder"].compose(deps, job)).toBeNull();
      expect(await api.jobs.remindDue()).toBe(0);
      await api.db.delete(renewalReminders).where(eq(renewalReminders.id, stored.id));
      expect(await REMINDER_MAIL_KINDS["renewal-reminder"].compose(deps, job)).toBeNull();
      await inbox.noMoreThan("layla@example.com", 1, 1000);
    });

    it("R-FOLLOW-44: confirmed after its date, before its month: sent at once; a month already begun is never sent", async () => {
      // Signed up on 25 March for April: due on 2 March already.
      api.setNow(Date.parse("2026-03-25T08:00:00Z"));
      await scheduled({ renewalMonth: "2026-04" });
      const reminder = await nthMailTo("layla@example.com", 2);
      expect(decodedHeader(mailHeader(reminder, "Subject")!)).toContain("April 2026");
      await expect.poll(async () => (await row("layla@example.com", "2026-04"))!.status).toBe("sent");

      // Asked on 31 March for April, confirmed on 1 April (Gulf): the renewal has come, nothing goes out.
      api.setNow(Date.parse("2026-03-31T08:00:00Z"));
      expect(
        (await signUp({ email: "late@example.com", renewalMonth: "2026-04" }, { ip: "203.0.113.11" })).status,
      ).toBe(201);
      const late = await nthMailTo("late@example.com", 1);
      api.setNow(Date.parse("2026-03-31T20:00:00Z"));
      const pressed = await confirm(linkToken(late, REMINDER_PATHS.confirm));
      expect(pressed.status).toBe(200);
      // R-FOLLOW-49: the page gives the quote link, and promises no e-mail.
      expect(await pressed.json()).toMatchObject({ remindOn: null, close: { mailed: false } });
      expect(await api.jobs.remindDue()).toBe(0);
      await inbox.noMoreThan("late@example.com", 1, 1000);
    });

    it("R-FOLLOW-44, 45: an Arabic reminder's mails are in Arabic, right to left, with Arabic pages and lang=ar on the quote link", async () => {
      await signUp({ email: "huda@example.com", language: "ar" });
      const confirmation = await nthMailTo("huda@example.com", 1);
      expect(decodedHeader(mailHeader(confirmation, "Subject")!)).toBe(
        "أكّد طلب التذكير بموعد تجديد التأمين من DriveBee",
      );
      expect(mailPart(confirmation, "text/html")).toContain('dir="rtl"');
      const text = mailPart(confirmation, "text/plain");
      expect(text).toContain("مايو 2026");
      expect(text).toContain("1 أبريل 2026");
      const stored = (await row("huda@example.com"))!;
      expect(mailHeader(confirmation, "List-Unsubscribe")).toBe(
        `<${siteConfig.origin}/ar${REMINDER_PATHS.unsubscribe}?token=${reminderUnsubscribeToken(TEST_SECRET, stored.id)}>`,
      );
      expect((await confirm(linkToken(confirmation, ARABIC_CONFIRM))).status).toBe(200);

      api.setNow(reminderDueAt("2026-05"));
      expect(await api.jobs.remindDue()).toBe(1);
      const reminder = await nthMailTo("huda@example.com", 2);
      expect(decodedHeader(mailHeader(reminder, "Subject")!)).toBe(
        "يحين موعد تجديد تأمين سيارتك في مايو 2026: قارن العروض الآن",
      );
      const url = await pressQuoteLink(reminder);
      expect(Object.fromEntries(url.searchParams)).toEqual({
        internal_source: "renewal_reminder",
        internal_medium: "email",
        internal_campaign: "quote_request",
        action: "quote",
        lang: "ar",
        handoff_id: expect.stringMatching(/^[0-9a-f-]{36}$/) as unknown,
      });
      expect(await api.db.select({ edition: handoffs.edition }).from(handoffs)).toEqual([{ edition: "ar" }]);
    });
  });

  describe("R-FOLLOW-49: a renewal too close for its reminder", () => {
    // 28 November 2026, 10:00 Gulf time: December's reminder day, 1 November, has passed.
    const NOV_28 = Date.UTC(2026, 10, 28, 6);
    const DUE_PASSED = "2026-11-01";

    for (const language of ["en", "ar"] as const) {
      it(`${language}: names no past date, confirms to the quote link, sends it once as the follow-up, and says the same on reload`, async () => {
        api.setNow(NOV_28);
        const email = `close-${language}@example.com`;
        const format = formatterFor(language);
        expect(gulfDay(reminderDueAt("2026-12"))).toBe(DUE_PASSED);
        expect((await signUp({ email, renewalMonth: "2026-12", language })).status).toBe(201);

        // The confirmation says the renewal is close and what confirming does; the only date is the link's expiry.
        const confirmation = await nthMailTo(email, 1);
        const subject = decodeHeader(confirmation);
        const text = mailPart(confirmation, "text/plain");
        const html = mailPart(confirmation, "text/html");
        expect(subject).toBe(
          language === "en"
            ? "Your renewal is close: confirm to get your DriveBee quote link"
            : "اقترب موعد التجديد: أكّد طلبك ليصلك رابط عرض السعر من DriveBee",
        );
        expect(html).toContain(language === "en" ? "Your renewal is close" : "اقترب موعد التجديد");
        expect(text).toContain(
          language === "en"
            ? `too soon for a reminder ${REMINDERS.leadDays} days ahead`
            : `أقرب من أن نذكّرك قبله بـ ${REMINDERS.leadDays} يومًا`,
        );
        expect(text).toContain(format.month("2026-12"));
        for (const part of [text, html]) expect(part).not.toContain(format.date(DUE_PASSED));
        const dates = [...text.matchAll(/\b\d{1,2} \S+ 20\d\d\b/g)].map((match) => match[0]);
        expect(dates).toEqual([format.date("2026-12-05")]);

        // Confirmed: no date, the quote link now, e-mailed once.
        const path = language === "ar" ? ARABIC_CONFIRM : REMINDER_PATHS.confirm;
        const token = linkToken(confirmation, path);
        api.advance(60_000);
        const pressed = await confirm(token);
        expect(pressed.status).toBe(200);
        const answer = (await pressed.json()) as { close: { quoteUrl: string; mailed: boolean } };
        expect(answer).toEqual({
          state: "confirmed",
          email,
          renewalMonth: "2026-12",
          remindOn: null,
          close: { quoteUrl: expect.stringContaining("internal_source=renewal_reminder") as unknown, mailed: true },
        });
        expect(new URL(answer.close.quoteUrl).searchParams.get("lang")).toBe(language === "ar" ? "ar" : null);

        // The follow-up is that link, announced, and the only mail after the confirmation.
        const followUp = await nthMailTo(email, 2);
        const followUpText = mailPart(followUp, "text/plain");
        // Not a reminder "30 days" ahead: the link the confirmation promised.
        expect(followUpText).toContain(
          language === "en" ? "As promised, here is your quote link" : "وكما وعدناك، إليك رابط طلب عرض السعر",
        );
        expect(followUpText).not.toContain(`${REMINDERS.leadDays} ${language === "en" ? "days" : "يومًا"}`);
        expect(followUpText).not.toContain(format.date(DUE_PASSED));
        // Through our redirect, which records the press (R-FUNNEL-18): that link, with the press's id last.
        const followed = await pressQuoteLink(followUp);
        const promised = new URL(answer.close.quoteUrl);
        promised.searchParams.append("handoff_id", followed.searchParams.get("handoff_id")!);
        expect(followed.href).toBe(promised.href);
        await expect.poll(async () => (await row(email, "2026-12"))!.status).toBe("sent");

        // Reloaded later: the same quote link, no date, and no word of a reminder "already sent".
        api.advance(2 * 24 * HOUR_MS);
        const again = await confirm(token);
        expect(await again.json()).toEqual({ ...answer, state: "already-confirmed" });
        expect(await api.jobs.remindDue()).toBe(0);
        await inbox.noMoreThan(email, 2, 1000);
      });
    }

    it("a month whose day is still ahead keeps its date, on the mail and the page, until that day", async () => {
      api.setNow(NOV_28);
      await signUp({ email: "ahead@example.com", renewalMonth: "2027-01" });
      const confirmation = await nthMailTo("ahead@example.com", 1);
      expect(mailPart(confirmation, "text/plain")).toContain("2 December 2026");
      const token = linkToken(confirmation, REMINDER_PATHS.confirm);
      expect(await (await confirm(token)).json()).toMatchObject({ state: "confirmed", remindOn: "2026-12-02" });
      expect((await (await confirm(token)).json()) as object).not.toHaveProperty("close");
      // Its day has come: the page no longer names it.
      api.setNow(reminderDueAt("2027-01"));
      expect(await (await confirm(token)).json()).toMatchObject({ state: "already-confirmed", remindOn: null });
    });
  });
});
