/**
 * The Android waitlist's double opt-in and its suppression record (R-SAFE-28..33), over HTTP on
 * PGlite and PostgreSQL with a real SMTP server in process: a signup is stored pending in the
 * page's language and mailed one confirmation in it, through the queue and within the caps; only
 * the press of its link confirms; the launch announcement reaches confirmed entries only, each in
 * its language; leaving keeps the entry as the record of the opt-out, so signing it up again mails
 * nothing but a new confirmation; entries from before the double opt-in are pending and told
 * nothing. The browser's side is tests/e2e/confirm-press.spec.ts.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { eq } from "drizzle-orm";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { simpleParser } from "mailparser";
import { describe, expect, it as unit } from "vitest";
import { RECIPIENT_CAP_REFUSAL, type AnnouncementResult, type AnnouncementsAnswer } from "../../core/admin-api";
import type { FormAnswer } from "../../core/form-posts";
import { RECIPIENT_MAIL, RETENTION, WAITLIST } from "../../core/constants";
import { WAITLIST_PATHS } from "../../core/pages";
import { ANNOUNCEMENT_DEFAULT } from "../../core/schemas/admin";
import { NEWSLETTER_LINK_MESSAGES } from "../../core/schemas/newsletter";
import { siteConfig } from "../../site.config";
import { apiTest as it, describeOnDatabases, type Harness, TEST_SECRET } from "../../tests/support/api";
import { clientAddresses, oneClickFromMail, postJson } from "../../tests/support/api-fixtures";
import { mailHeader, mailTo } from "../../tests/support/mail";
import { startInbox } from "../../tests/support/inbox";
import { androidWaitlist, newsletterSubscribers, schema } from "../db/schema";
import { runRetention } from "../jobs/retention.server";
import { mailJobId } from "../queue/jobs.server";
import type { PageRenderer } from "../pages.server";
import { waitlistConfirmationToken, waitlistUnsubscribeToken } from "./tokens.server";

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const DAY_MS = 24 * 60 * 60 * 1000;
const ARABIC_CONFIRM = `/ar${WAITLIST_PATHS.confirm}`;

const inbox = await startInbox();
const { mail, nthMailTo, noMoreThan } = inbox;

describeOnDatabases("the Android waitlist's double opt-in", { smtpUrl: mail.url }, () => {
  let api: Harness;
  it.beforeEach(async ({ api: harness }) => {
    api = harness;
    await inbox.clear();
  });

  /** Each signup from a client of its own. */
  const nextIp = clientAddresses();

  async function signUp(email: string, language?: unknown): Promise<number> {
    const body = language === undefined ? { email } : { email, language };
    return (await api.call("android-waitlist-signup", { body, ip: nextIp() })).status;
  }

  async function entry(email: string) {
    const [found] = await api.db.select().from(androidWaitlist).where(eq(androidWaitlist.email, email));
    return found;
  }

  const confirm = (token: unknown) => postJson(api, "/api/waitlist/confirm", { token });

  /** RFC 8058's POST to the List-Unsubscribe header's URL of `message`. */
  const oneClick = (message: string) => oneClickFromMail(api, message);

  /** The token of the link to `path` in a message, read as a mail client reads it (an Arabic body may be base64). */
  async function tokenIn(raw: string, path: string): Promise<string | undefined> {
    const { html, text } = await simpleParser(raw);
    const link = new RegExp(`https://drivebee\\.ae${path.replace(/[/.]/g, "\\$&")}\\?token=([\\w.-]+)`);
    return link.exec(`${html || ""} ${text ?? ""}`)?.[1];
  }

  /** Signed up from `language`'s edition and confirmed through its e-mail's link. */
  async function confirmed(email: string, language: "en" | "ar" = "en", n = 1) {
    expect(await signUp(email, language === "en" ? undefined : language)).toBe(200);
    const message = await nthMailTo(email, n);
    const path = language === "ar" ? ARABIC_CONFIRM : WAITLIST_PATHS.confirm;
    expect(await (await confirm(await tokenIn(message, path))).json()).toEqual({ state: "confirmed", email });
    return message;
  }

  const adminCookie = () => api.adminCookie();

  const announce = (cookie: string, body: unknown = ANNOUNCEMENT_DEFAULT) =>
    api.api("/admin/waitlist/announcements", { method: "POST", body, cookie });

  /** The subjects of the messages `to` received that are not its confirmations. */
  async function announcementsTo(to: string): Promise<string[]> {
    const subjects = await Promise.all(
      mailTo(mail.received, to).map(async (raw) => (await simpleParser(raw)).subject ?? ""),
    );
    return subjects.filter((subject) => !/Confirm your place|أكّد انضمامك/.test(subject));
  }

  describe("signup", () => {
    it("R-SAFE-28: a signup is stored pending in English and mailed one confirmation whose link, pressed, confirms it", async () => {
      expect(await signUp("  Driver@Example.com ")).toBe(200);
      const stored = (await entry("driver@example.com"))!;
      expect(stored).toMatchObject({ status: "pending", language: "en", confirmedAt: null, notifiedAt: null });
      expect(stored.confirmationSentAt).toEqual(new Date(api.now()));

      const raw = await nthMailTo("driver@example.com", 1);
      const message = await simpleParser(raw);
      expect(message.subject).toBe("Confirm your place on the DriveBee Android waitlist");
      expect(message.html).toMatch(/<html (?=[^>]*\blang="en")(?=[^>]*\bdir="ltr")/);
      expect(mailHeader(raw, "List-Unsubscribe")).toBe(
        `<${siteConfig.origin}/api/waitlist/unsubscribe?token=${waitlistUnsubscribeToken(TEST_SECRET, stored.id)}>`,
      );
      expect(mailHeader(raw, "List-Unsubscribe-Post")).toBe("List-Unsubscribe=One-Click");
      const token = await tokenIn(raw, WAITLIST_PATHS.confirm);
      expect(token).toBe(waitlistConfirmationToken(TEST_SECRET, stored.id, stored.confirmationSentAt!));
      expect(raw).not.toContain("/ar/waitlist/");

      api.advance(60_000);
      expect(await (await confirm(token)).json()).toEqual({ state: "confirmed", email: "driver@example.com" });
      expect(await entry("driver@example.com")).toMatchObject({
        status: "confirmed",
        confirmedAt: new Date(api.now()),
      });
      expect(await (await confirm(token)).json()).toEqual({ state: "already-confirmed", email: "driver@example.com" });
      // A signup of a confirmed address answers the same and sends nothing.
      expect(await signUp("driver@example.com", "ar")).toBe(200);
      expect(await entry("driver@example.com")).toMatchObject({ status: "confirmed", language: "en" });
      await noMoreThan("driver@example.com", 1);
    });

    it("R-SAFE-28: from the Arabic edition the entry is Arabic and its confirmation is Arabic, right to left, linking to the Arabic page", async () => {
      expect(await signUp("noura@example.com", "ar")).toBe(200);
      expect((await entry("noura@example.com"))!.language).toBe("ar");
      const raw = await nthMailTo("noura@example.com", 1);
      const message = await simpleParser(raw);
      expect(message.subject).toBe("أكّد انضمامك إلى قائمة انتظار Android من DriveBee");
      const html = message.html as string;
      expect(html).toMatch(/<html (?=[^>]*\blang="ar")(?=[^>]*\bdir="rtl")/);
      expect(html).toContain("يُرجى تأكيد عنوان بريدك الإلكتروني");
      expect(html).toContain("أكّد انضمامي");
      expect(message.text).toContain("يعمل الرابط لمدة 7 أيام");
      expect(message.text).not.toMatch(/\bThe link works\b|\bIgnore\b|Confirm my/);
      expect(html).not.toMatch(/drivebee\.ae\/waitlist\//);
      const token = await tokenIn(raw, ARABIC_CONFIRM);
      expect(await (await confirm(token)).json()).toEqual({ state: "confirmed", email: "noura@example.com" });
    });

    it("R-SAFE-28: an unknown language is a 400 naming the field, and stores nothing", async () => {
      for (const language of ["fr", "", "AR", 7, null]) {
        const refused = await api.call("android-waitlist-signup", {
          body: { email: "nowhere@example.com", language },
          ip: nextIp(),
        });
        expect(refused.status, String(language)).toBe(400);
        expect(await refused.json()).toMatchObject({ error: "Invalid language", field: "language" });
      }
      expect(await entry("nowhere@example.com")).toBeUndefined();
    });

    it("R-SAFE-24: repeated within the day nothing more is sent (the latest language is kept); a day later one new link replaces the old", async () => {
      expect(await signUp("again@example.com")).toBe(200);
      const first = await nthMailTo("again@example.com", 1);
      // One hour, six hours and 23 hours after the first: all within its day.
      for (const hours of [1, 5, 17]) {
        api.advance(hours * 60 * 60 * 1000);
        expect(await signUp("again@example.com", "ar")).toBe(200);
      }
      expect((await entry("again@example.com"))!.language).toBe("ar");
      await noMoreThan("again@example.com", 1);
      api.advance(WAITLIST.confirmationResendMs - 23 * 60 * 60 * 1000);
      expect(await signUp("again@example.com", "ar")).toBe(200);
      const second = await nthMailTo("again@example.com", 2);
      expect((await simpleParser(second)).subject).toBe("أكّد انضمامك إلى قائمة انتظار Android من DriveBee");
      await noMoreThan("again@example.com", 2);
      const old = await confirm(await tokenIn(first, WAITLIST_PATHS.confirm));
      expect(old.status).toBe(410);
      expect(await old.json()).toEqual({ error: NEWSLETTER_LINK_MESSAGES.expired, field: "token" });
      expect((await confirm(await tokenIn(second, ARABIC_CONFIRM))).status).toBe(200);
    });
  });

  describe("the link", () => {
    it("R-SAFE-28: a forged or another list's token is a 400, an expired link a 410, an erased entry a 404; none confirms", async () => {
      expect(await signUp("links@example.com")).toBe(200);
      const token = (await tokenIn(await nthMailTo("links@example.com", 1), WAITLIST_PATHS.confirm))!;
      const stored = (await entry("links@example.com"))!;
      for (const bad of [`${token}x`, waitlistUnsubscribeToken(TEST_SECRET, stored.id), "not.a.token"]) {
        const response = await confirm(bad);
        expect(response.status, bad).toBe(400);
      }
      api.advance(WAITLIST.confirmationTtlMs + 60_000);
      expect((await confirm(token)).status).toBe(410);
      expect((await entry("links@example.com"))!.status).toBe("pending");
      await api.db.delete(androidWaitlist).where(eq(androidWaitlist.id, stored.id));
      const fresh = waitlistConfirmationToken(TEST_SECRET, stored.id, new Date(api.now()));
      expect((await confirm(fresh)).status).toBe(404);
    });
  });

  describe("the launch announcement", () => {
    it("R-SAFE-29: goes to confirmed entries only, each in its language; pending and unsubscribed ones get nothing", async () => {
      const cookie = await adminCookie();
      await confirmed("english@example.com");
      await confirmed("arabic@example.com", "ar");
      expect(await signUp("pending@example.com")).toBe(200);
      const left = await confirmed("left@example.com");
      await oneClick(left);
      await nthMailTo("pending@example.com", 1);

      const before = (await (await api.api("/admin/waitlist/announcements", { cookie })).json()) as AnnouncementsAnswer;
      expect(before).toEqual({ announcements: [], unnotified: 2, pending: 1, onTheirWay: 0 });
      const sent = (await (await announce(cookie)).json()) as AnnouncementResult;
      expect(sent.recipients).toBe(2);

      const english = await simpleParser(await nthMailTo("english@example.com", 2));
      expect(english.subject).toBe(ANNOUNCEMENT_DEFAULT.subject);
      expect(english.html).toMatch(/<html (?=[^>]*\blang="en")(?=[^>]*\bdir="ltr")/);
      expect(english.text).toContain("Get DriveBee on Google Play");
      const arabic = await simpleParser(await nthMailTo("arabic@example.com", 2));
      expect(arabic.subject).toBe(ANNOUNCEMENT_DEFAULT.subjectAr);
      expect(arabic.html).toMatch(/<html (?=[^>]*\blang="ar")(?=[^>]*\bdir="rtl")/);
      expect(arabic.text).toContain("حمّل DriveBee من Google Play");
      expect(arabic.text).toContain("شكرًا لانتظارك.");
      expect(arabic.text).not.toMatch(/Good news|Get DriveBee|On an iPhone/);
      await pause(1500);
      expect(await announcementsTo("pending@example.com")).toEqual([]);
      expect(await announcementsTo("left@example.com")).toEqual([]);
      expect((await entry("pending@example.com"))!.notifiedAt).toBeNull();
      await expect.poll(async () => (await entry("arabic@example.com"))!.notifiedAt).not.toBeNull();
    });

    it("R-SAFE-29: an entry that leaves after its announcement was queued is sent nothing", async () => {
      const cookie = await adminCookie();
      const first = await confirmed("leaving@example.com");
      // Far from now: the announcement waits while the address leaves.
      api.setNow(api.now() + 60 * 60 * 1000);
      const sent = (await (await announce(cookie)).json()) as AnnouncementResult;
      expect(sent.recipients).toBe(1);
      await oneClick(first);
      const id = (await entry("leaving@example.com"))!.id;
      const job = mailJobId({ kind: "waitlist-announcement", waitlistId: id, announcementId: sent.id });
      await api.jobs.queue.boss
        .getDb()
        .executeSql(`UPDATE ${api.jobs.queue.schema}.job SET start_after = now() WHERE id = $1`, [job]);
      await expect
        .poll(async () => (await api.jobs.queue.boss.getJobById("mail", job))?.state, { timeout: 10_000 })
        .toBe("completed");
      expect(await announcementsTo("leaving@example.com")).toEqual([]);
    });

    it("R-SAFE-29: the Arabic subject and text are required with the English", async () => {
      const cookie = await adminCookie();
      const { subjectAr: _subjectAr, ...englishOnly } = ANNOUNCEMENT_DEFAULT;
      const refused = await announce(cookie, englishOnly);
      expect(refused.status).toBe(400);
      expect(await refused.json()).toMatchObject({ field: "subjectAr" });
      expect((await announce(cookie, { ...ANNOUNCEMENT_DEFAULT, bodyAr: " " })).status).toBe(400);
    });
  });

  describe("leaving keeps the opt-out on record", () => {
    it("R-SAFE-30: the unsubscribe keeps the entry unsubscribed; signing it up again mails only a new confirmation, and no announcement until that is pressed", async () => {
      const cookie = await adminCookie();
      const first = await confirmed("layla@example.com", "ar");
      api.advance(60_000);
      const page = await oneClick(first);
      // The page speaks the entry's language.
      expect(await page.text()).toContain('<html lang="ar" dir="rtl">');
      const left = (await entry("layla@example.com"))!;
      expect(left).toMatchObject({ status: "unsubscribed", unsubscribedAt: new Date(api.now()) });
      await oneClick(first);
      expect((await entry("layla@example.com"))!.unsubscribedAt).toEqual(left.unsubscribedAt);

      // Someone signs the address up again, from other clients, as often as they like.
      api.advance(RECIPIENT_MAIL.confirmationResendMs);
      for (let n = 0; n < 3; n++) expect(await signUp("layla@example.com")).toBe(200);
      expect(await entry("layla@example.com")).toMatchObject({
        status: "unsubscribed",
        unsubscribedAt: left.unsubscribedAt,
        language: "en",
      });
      const second = await nthMailTo("layla@example.com", 2);
      expect((await simpleParser(second)).subject).toBe("Confirm your place on the DriveBee Android waitlist");
      await noMoreThan("layla@example.com", 2);
      // No announcement for it: nobody to tell, nothing stored.
      expect((await announce(cookie)).status).toBe(409);
      // The link it confirmed with before it left cannot bring it back.
      expect((await confirm(await tokenIn(first, ARABIC_CONFIRM))).status).toBe(410);
      expect((await entry("layla@example.com"))!.status).toBe("unsubscribed");

      // The new confirmation, pressed: back on the waitlist, and told of the launch.
      expect((await confirm(await tokenIn(second, WAITLIST_PATHS.confirm))).status).toBe(200);
      expect(await entry("layla@example.com")).toMatchObject({ status: "confirmed", unsubscribedAt: null });
      // The announcement's pace counts from the queue's clock: back to the database's, so it starts now.
      api.setNow(Date.now());
      expect(((await (await announce(cookie)).json()) as AnnouncementResult).recipients).toBe(1);
      const announced = await simpleParser(await nthMailTo("layla@example.com", 3));
      expect(announced.subject).toBe(ANNOUNCEMENT_DEFAULT.subject);
    });

    it("R-SAFE-30: the unsubscribe page asks in the entry's language and its button posts the same", async () => {
      const first = await confirmed("omar@example.com", "ar");
      const url = new URL(mailHeader(first, "List-Unsubscribe")!.slice(1, -1));
      const page = await api.app.request(`${url.pathname}${url.search}`);
      expect(page.status).toBe(200);
      const html = await page.text();
      expect(html).toContain('<html lang="ar" dir="rtl">');
      expect(html).toContain("أخرجني من قائمة الانتظار");
      expect(html).not.toMatch(/Leave the|Take me off/);
      expect((await entry("omar@example.com"))!.status).toBe("confirmed");
      const token = url.searchParams.get("token")!;
      const pressed = await api.app.request(url.pathname, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: `token=${encodeURIComponent(token)}`,
      });
      expect(await pressed.text()).toContain("لم تعد في قائمة الانتظار");
      expect((await entry("omar@example.com"))!.status).toBe("unsubscribed");
    });
  });

  describe("the per-recipient caps", () => {
    /** Newsletter confirmations to the mailbox of `email` (its `+tag` spellings), until the day's cap is spent. */
    async function fillTheDay(email: string) {
      const before = mail.received.length;
      const [name, domain] = email.split("@");
      for (let n = 0; n < RECIPIENT_MAIL.confirmationsPerDay; n++) {
        const ip = nextIp();
        const body = { email: `${name}+n${n}@${domain}`, source: "footer", userAgent: "test", ...(await api.csrf(ip)) };
        expect((await api.call("newsletter-signup", { body, ip })).status).toBe(201);
      }
      await expect
        .poll(() => mail.received.length, { timeout: 10_000 })
        .toBe(before + RECIPIENT_MAIL.confirmationsPerDay);
    }

    const skipped = async () => (await api.jobs.outbox.page({ page: 1, state: "skipped" })).rows;

    it("R-SAFE-22, 25: a waitlist confirmation counts with the other lists', and one past the cap is refused and recorded", async () => {
      await fillTheDay("capped@example.com");
      expect(await signUp("capped@example.com")).toBe(200);
      await expect
        .poll(skipped, { timeout: 15_000 })
        .toMatchObject([
          { kind: "waitlist-confirmation", skipped: RECIPIENT_CAP_REFUSAL, recipient: "c***@example.com" },
        ]);
      expect(mailTo(mail.received, "capped@example.com")).toEqual([]);
    });

    it("R-SAFE-22 (docs/decisions/020-waitlist-double-opt-in.md): a signup whose confirmation the caps refuse still stamps its entry, so the earlier link stops working", async () => {
      const email = "stamped@example.com";
      expect(await signUp(email)).toBe(200);
      const first = await nthMailTo(email, 1);
      api.advance(WAITLIST.confirmationResendMs + 60_000);
      // The mailbox's day is full by the time the entry is signed up again.
      await fillTheDay(email);
      expect(await signUp(email)).toBe(200);
      await expect.poll(async () => (await skipped()).length, { timeout: 15_000 }).toBe(1);
      expect(mailTo(mail.received, email)).toHaveLength(1);
      expect((await confirm(await tokenIn(first, WAITLIST_PATHS.confirm))).status).toBe(410);
      expect((await entry(email))!.status).toBe("pending");
    });
  });

  describe("the team's side", () => {
    it("R-SAFE-32: the list, its filter, the CSV and the overview show confirmed, pending and unsubscribed entries apart; the Outbox names the confirmation's recipient", async () => {
      const cookie = await adminCookie();
      await confirmed("confirmed@example.com", "ar");
      expect(await signUp("waiting@example.com")).toBe(200);
      await oneClick(await confirmed("left@example.com"));
      const list = async (query: string) =>
        (
          (await (await api.api(`/admin/waitlist${query}`, { cookie })).json()) as {
            rows: { email: string; status: string; language: string }[];
          }
        ).rows.map((row) => `${row.email} ${row.status} ${row.language}`);
      expect((await list("")).sort()).toEqual([
        "confirmed@example.com confirmed ar",
        "left@example.com unsubscribed en",
        "waiting@example.com pending en",
      ]);
      expect(await list("?status=pending")).toEqual(["waiting@example.com pending en"]);
      expect(await list("?status=confirmed")).toEqual(["confirmed@example.com confirmed ar"]);
      expect((await api.api("/admin/waitlist?status=lost", { cookie })).status).toBe(400);

      const csv = await (await api.api("/admin/waitlist/export.csv?status=confirmed", { cookie })).text();
      expect(
        csv
          .replace(/^\uFEFF/, "")
          .split("\n")[0]!
          .trim(),
      ).toBe(
        '"email","status","language","source","joined_at","confirmation_sent_at","confirmed_at","unsubscribed_at","notified_at"',
      );
      expect(csv).toContain('"confirmed@example.com","confirmed","ar","app_download_dialog"');

      const overview = (await (await api.api("/admin/overview", { cookie })).json()) as {
        waitlist: { total: number };
        pendingWaitlist: number;
        daily: { waitlist: number }[];
      };
      expect(overview.waitlist.total).toBe(1);
      expect(overview.pendingWaitlist).toBe(1);
      expect(overview.daily.at(-1)!.waitlist).toBe(1);

      const outbox = (await (await api.api("/admin/outbox", { cookie })).json()) as {
        rows: { kind: string; recipient: string }[];
      };
      expect(
        outbox.rows
          .filter((row) => row.kind === "waitlist-confirmation")
          .map((row) => row.recipient)
          .sort(),
      ).toEqual(["c***@example.com", "l***@example.com", "w***@example.com"]);
    });

    it("R-SAFE-32, R-SAFE-40: the privacy tool erases the entry and its confirmation's job", async () => {
      const cookie = await adminCookie();
      expect(await signUp("erase-me@example.com", "ar")).toBe(200);
      await nthMailTo("erase-me@example.com", 1);
      const { id, confirmationSentAt } = (await entry("erase-me@example.com"))!;
      const job = mailJobId({
        kind: "waitlist-confirmation",
        waitlistId: id,
        sentAt: confirmationSentAt!.toISOString(),
      });
      await expect.poll(async () => (await api.jobs.queue.boss.getJobById("mail", job))?.state).toBe("completed");
      const erased = await api.api("/admin/privacy/erase", {
        method: "POST",
        body: { email: "erase-me@example.com", confirmEmail: "erase-me@example.com" },
        cookie,
      });
      expect(erased.status, await erased.clone().text()).toBe(200);
      expect(((await erased.json()) as { deleted: { waitlist: number; messages: number } }).deleted).toMatchObject({
        waitlist: 1,
        messages: 1,
      });
      expect(await entry("erase-me@example.com")).toBeUndefined();
      expect(await api.jobs.queue.boss.getJobById("mail", job)).toBeNull();
    });

    it("R-SAFE-33: a signup never confirmed is deleted after the unconfirmed period, one that left after the unsubscribed period; one never sent a confirmation waits for the launch", async () => {
      expect(await signUp("never@example.com")).toBe(200);
      await oneClick(await confirmed("gone@example.com"));
      await api.db
        .insert(androidWaitlist)
        .values({ email: "before@example.com", createdAt: new Date(api.now() - 400 * DAY_MS) });
      await confirmed("kept@example.com");
      const start = api.now();
      const retainAt = async (days: number) =>
        (await runRetention(api.db, { now: new Date(start + days * DAY_MS), androidLaunchDate: null })).waitlist;
      expect(await retainAt(Math.min(RETENTION.unconfirmedDays, RETENTION.unsubscribedDays) - 0.01)).toBe(0);
      expect(await retainAt(Math.max(RETENTION.unconfirmedDays, RETENTION.unsubscribedDays) + 0.01)).toBe(2);
      const left = await api.db.select({ email: androidWaitlist.email }).from(androidWaitlist);
      expect(left.map((row) => row.email).sort()).toEqual(["before@example.com", "kept@example.com"]);
    });
  });

  describe("the no-JavaScript doors", () => {
    /** Stands in for React Router's handler: the route's action asks for the answer, the page would render it. */
    const renderer: PageRenderer = async (request, context) => {
      const { answer, status } = await context.formPosts.answer(request);
      return Response.json(answer, { status });
    };
    const FROM_OUR_PAGE = { "sec-fetch-site": "same-origin", origin: "http://localhost" };

    it("R-SAFE-28: the Arabic app page's form post stores the entry in Arabic and mails its confirmation in Arabic; the confirm page's button, posted, confirms", async () => {
      const { app } = api.serve({ files: new Map(), lookup: () => null }, undefined, renderer);
      const joined = await app.request("http://localhost/ar/app", {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", "x-forwarded-for": nextIp(), ...FROM_OUR_PAGE },
        body: "email=Huda%40example.com",
      });
      expect(joined.status).toBe(200);
      expect(((await joined.json()) as FormAnswer).state).toBe("sent");
      expect(await entry("huda@example.com")).toMatchObject({ status: "pending", language: "ar" });
      const raw = await nthMailTo("huda@example.com", 1);
      expect((await simpleParser(raw)).subject).toBe("أكّد انضمامك إلى قائمة انتظار Android من DriveBee");
      const link = `${ARABIC_CONFIRM}?token=${await tokenIn(raw, ARABIC_CONFIRM)}`;

      // Opening the page changes nothing; its button posts the page's own URL.
      await app.request(`http://localhost${link}`);
      expect((await entry("huda@example.com"))!.status).toBe("pending");
      const pressed = await app.request(`http://localhost${link}`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", ...FROM_OUR_PAGE },
        body: "",
      });
      expect(pressed.status).toBe(200);
      expect(await pressed.json()).toEqual({
        state: "link",
        outcome: { state: "confirmed", email: "huda@example.com" },
      });
      expect((await entry("huda@example.com"))!.status).toBe("confirmed");
    });
  });
});

describe("migration 0008 (R-SAFE-31)", () => {
  const MIGRATIONS = resolve(process.cwd(), "server/db/migrations");

  unit(
    "entries stored before the double opt-in become pending, with no confirmation sent: nobody is told of the launch",
    async () => {
      // The migrations up to 0007, as a database had them before this change.
      const earlier = mkdtempSync(join(tmpdir(), "drivebee-migrations-"));
      try {
        cpSync(MIGRATIONS, earlier, { recursive: true });
        const journal = JSON.parse(readFileSync(join(earlier, "meta/_journal.json"), "utf8")) as {
          entries: { idx: number; tag: string }[];
        };
        const before = journal.entries.filter((entry) => entry.idx < 8);
        expect(before.at(-1)!.tag).toBe("0007_recipient_caps");
        writeFileSync(join(earlier, "meta/_journal.json"), JSON.stringify({ ...journal, entries: before }));
        const client = new PGlite();
        const db = drizzle({ client, schema });
        await migrate(db, { migrationsFolder: earlier });
        await client.query("insert into android_waitlist (email) values ('old@example.com')");
        await client.query(
          "insert into newsletter_subscribers (email, source, status) values ('reader@example.com', 'footer', 'subscribed')",
        );

        await migrate(db, { migrationsFolder: MIGRATIONS });
        const [old] = await db.select().from(androidWaitlist);
        expect(old).toMatchObject({
          email: "old@example.com",
          status: "pending",
          language: "en",
          confirmationSentAt: null,
          confirmedAt: null,
        });
        // Other lists keep their state.
        expect((await db.select().from(newsletterSubscribers))[0]!.status).toBe("subscribed");
        await client.close();
      } finally {
        rmSync(earlier, { recursive: true, force: true });
      }
    },
  );
});
