/**
 * Newsletter double opt-in and unsubscribe over HTTP (R-FOLLOW-08..12),
 * on PGlite in memory and on PostgreSQL, with a real SMTP server in process:
 * every state transition, and every refusal of a bad, forged, expired or
 * replayed link as a 4xx with a clear message.
 */
import { eq } from "drizzle-orm";
import { simpleParser } from "mailparser";
import { describe, expect } from "vitest";
import { NEWSLETTER } from "../../core/constants";
import { NEWSLETTER_PATHS } from "../../core/pages";
import { NEWSLETTER_LINK_MESSAGES } from "../../core/schemas/newsletter";
import { newsletterSubscribers } from "../db/schema";
import { apiTest as it, describeOnDatabases, type Harness, TEST_SECRET } from "../../tests/support/api";
import { oneClickPost, postJson } from "../../tests/support/api-fixtures";
import { decodedBody, linkToken, mailHeader, mailTo } from "../../tests/support/mail";
import { startInbox } from "../../tests/support/inbox";
import { composeConfirmation, confirmationJob } from "../queue/newsletter-jobs.server";
import { confirmationToken, unsubscribeToken } from "./tokens.server";

const HOUR_MS = 60 * 60 * 1000;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const inbox = await startInbox();
const { mail, nthMailTo } = inbox;

describeOnDatabases("newsletter double opt-in", { smtpUrl: mail.url }, () => {
  let api: Harness;
  it.beforeEach(async ({ api: harness }) => {
    api = harness;
    await inbox.clear();
  });

  async function signUp(
    email: string,
    { ip = "203.0.113.10", source = "footer", language }: { ip?: string; source?: string; language?: unknown } = {},
  ) {
    const token = await api.csrf();
    const body = {
      email,
      source,
      userAgent: "Mozilla/5.0 test",
      ...token,
      ...(language === undefined ? {} : { language }),
    };
    return api.call("newsletter-signup", { body, ip });
  }

  async function row(email: string) {
    const [found] = await api.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email));
    return found;
  }

  const confirm = (token: unknown) => postJson(api, "/api/newsletter/confirm", { token });

  /** RFC 8058's POST; `body: null` sends none. */
  const oneClick = (token: string, body?: string | null, type?: string) =>
    oneClickPost(api, `${NEWSLETTER_PATHS.unsubscribe}?token=${encodeURIComponent(token)}`, { body, type });

  async function expectRefused(response: Response, status: number, error: string) {
    expect(response.status).toBe(status);
    expect(await response.json()).toEqual({ error, field: "token" });
  }

  describe("signup", () => {
    it("R-FOLLOW-08: a signup is stored pending and delivers exactly one confirmation, whose link confirms", async () => {
      const response = await signUp("layla@example.com");
      expect(response.status).toBe(201);
      expect(await response.json()).toEqual({ success: true });
      const stored = await row("layla@example.com");
      expect(stored).toMatchObject({ status: "pending", confirmedAt: null });
      expect(stored!.confirmationSentAt?.getTime()).toBe(api.now());

      const message = await nthMailTo("layla@example.com", 1);
      // The job's key is the row and its confirmation time: a restart's recovery finds it queued already.
      expect(await api.jobs.recover()).toBe(0);
      await pause(1000);
      expect(mailTo(mail.received, "layla@example.com")).toHaveLength(1);
      expect(mailHeader(message, "Subject")).toBe("Confirm your DriveBee newsletter subscription");
      const unsubscribeUrl = `https://drivebee.ae${NEWSLETTER_PATHS.unsubscribe}?token=${unsubscribeToken(TEST_SECRET, stored!.id)}`;
      expect(mailHeader(message, "List-Unsubscribe")).toBe(`<${unsubscribeUrl}>`);
      expect(mailHeader(message, "List-Unsubscribe-Post")).toBe("List-Unsubscribe=One-Click");
      expect(decodedBody(message)).toContain("The link works for 7 days");
      const read = await simpleParser(message);
      expect(read.html).toMatch(/<html (?=[^>]*\blang="en")(?=[^>]*\bdir="ltr")/);
      expect(read.html).not.toContain("/ar/newsletter/");

      const token = linkToken(message, NEWSLETTER_PATHS.confirm)!;
      expect(token).toBe(confirmationToken(TEST_SECRET, stored!.id, stored!.confirmationSentAt!));
      const confirmed = await confirm(token);
      expect(confirmed.status).toBe(200);
      expect(confirmed.headers.get("cache-control")).toBe("no-store");
      expect(await confirmed.json()).toEqual({ state: "confirmed", email: "layla@example.com" });
      expect(await row("layla@example.com")).toMatchObject({ status: "subscribed", confirmedAt: new Date(api.now()) });
    });

    it("R-FOLLOW-09, R-SAFE-24: a repeated signup of a pending address within the day sends nothing more; after it, one new link that replaces the old", async () => {
      expect((await signUp("again@example.com")).status).toBe(201);
      const first = await nthMailTo("again@example.com", 1);
      const sentAt = (await row("again@example.com"))!.confirmationSentAt;

      api.advance(NEWSLETTER.confirmationResendMs - 1000);
      expect((await signUp("again@example.com", { source: "popup" })).status).toBe(201);
      await pause(1500);
      expect(mailTo(mail.received, "again@example.com")).toHaveLength(1);
      expect((await row("again@example.com"))!.confirmationSentAt).toEqual(sentAt);

      api.advance(1000);
      expect((await signUp("again@example.com")).status).toBe(201);
      const second = await nthMailTo("again@example.com", 2);
      await pause(500);
      expect(mailTo(mail.received, "again@example.com")).toHaveLength(2);
      // The older link stopped working when the newer was sent; the newer one confirms.
      await expectRefused(
        await confirm(linkToken(first, NEWSLETTER_PATHS.confirm)),
        410,
        NEWSLETTER_LINK_MESSAGES.expired,
      );
      expect((await row("again@example.com"))!.status).toBe("pending");
      expect((await confirm(linkToken(second, NEWSLETTER_PATHS.confirm))).status).toBe(200);
    });

    it("R-OPEN-03, R-FOLLOW-09: only a confirmed address answers 409 Already subscribed, and gets no mail", async () => {
      await signUp("dup@example.com");
      const token = linkToken(await nthMailTo("dup@example.com", 1), NEWSLETTER_PATHS.confirm);
      await confirm(token);
      const again = await signUp("dup@example.com");
      expect(again.status).toBe(409);
      expect(await again.json()).toEqual({ error: "Already subscribed" });
      await pause(1000);
      expect(mailTo(mail.received, "dup@example.com")).toHaveLength(1);
    });

    it("R-FOLLOW-09, R-SAFE-27: an address that unsubscribed, or that an admin unsubscribed, goes through confirmation again", async () => {
      await signUp("back@example.com");
      const firstLink = linkToken(await nthMailTo("back@example.com", 1), NEWSLETTER_PATHS.confirm);
      await confirm(firstLink);
      const { id } = (await row("back@example.com"))!;
      // The admin's unsubscribe, as an operator does it for someone who asked by phone.
      await api.db
        .update(newsletterSubscribers)
        .set({ status: "unsubscribed", unsubscribedAt: new Date(api.now()) })
        .where(eq(newsletterSubscribers.id, id));

      const unsubscribedAt = new Date(api.now());
      api.advance(NEWSLETTER.confirmationResendMs);
      expect((await signUp("back@example.com", { source: "popup" })).status).toBe(201);
      // Still unsubscribed until the new confirmation is pressed (R-SAFE-27).
      expect(await row("back@example.com")).toMatchObject({
        id,
        status: "unsubscribed",
        source: "popup",
        unsubscribedAt,
      });
      const secondLink = linkToken(await nthMailTo("back@example.com", 2), NEWSLETTER_PATHS.confirm);
      // The first link was used and is bound to the first confirmation: it cannot subscribe them now.
      await expectRefused(await confirm(firstLink), 410, NEWSLETTER_LINK_MESSAGES.expired);
      expect((await row("back@example.com"))!.status).toBe("unsubscribed");
      expect(await (await confirm(secondLink)).json()).toEqual({ state: "confirmed", email: "back@example.com" });
      expect(await row("back@example.com")).toMatchObject({ status: "subscribed", unsubscribedAt: null });
    });

    it("R-FOLLOW-09: a signup stored while queueing failed is queued at the next start, once", async () => {
      const [stored] = await api.db
        .insert(newsletterSubscribers)
        .values({ email: "crashed@example.com", source: "footer", confirmationSentAt: new Date(api.now() - 60_000) })
        .returning();
      await api.db.insert(newsletterSubscribers).values({
        email: "stale@example.com",
        source: "footer",
        confirmationSentAt: new Date(api.now() - NEWSLETTER.confirmationTtlMs - 1),
      });
      expect(await api.jobs.recover()).toBe(1);
      expect(await api.jobs.recover()).toBe(0);
      const message = await nthMailTo("crashed@example.com", 1);
      expect(linkToken(message, NEWSLETTER_PATHS.confirm)).toBe(
        confirmationToken(TEST_SECRET, stored!.id, stored!.confirmationSentAt!),
      );
      await pause(500);
      expect(mail.received).toHaveLength(1);
    });
  });

  it("R-FOLLOW-08: a confirmation is not composed once its link would have expired, nor for a row that no longer waits for it", async () => {
    const [stored] = await api.db
      .insert(newsletterSubscribers)
      .values({ email: "slow@example.com", source: "footer", confirmationSentAt: new Date(api.now()) })
      .returning();
    const job = confirmationJob(stored!.id, stored!.confirmationSentAt!);
    const at = (ms: number) => ({ db: api.db, secret: TEST_SECRET, now: () => ms });
    const sentAt = stored!.confirmationSentAt!.getTime();
    expect(await composeConfirmation(at(sentAt + NEWSLETTER.confirmationTtlMs), job)).toMatchObject({
      to: "slow@example.com",
    });
    expect(await composeConfirmation(at(sentAt + NEWSLETTER.confirmationTtlMs + 1), job)).toBeNull();
    expect(await composeConfirmation(at(sentAt), confirmationJob(stored!.id, new Date(sentAt - 1)))).toBeNull();
    await api.db
      .update(newsletterSubscribers)
      .set({ status: "subscribed" })
      .where(eq(newsletterSubscribers.id, stored!.id));
    expect(await composeConfirmation(at(sentAt), job)).toBeNull();
  });

  describe("the confirmation link", () => {
    async function pendingToken(email: string) {
      await signUp(email);
      const stored = (await row(email))!;
      return { id: stored.id, token: confirmationToken(TEST_SECRET, stored.id, stored.confirmationSentAt!) };
    }

    it("R-FOLLOW-10: followed twice, it says already confirmed the second time and changes nothing", async () => {
      const { token } = await pendingToken("twice@example.com");
      expect((await confirm(token)).status).toBe(200);
      const confirmedAt = (await row("twice@example.com"))!.confirmedAt;
      api.advance(60_000);
      const second = await confirm(token);
      expect(second.status).toBe(200);
      expect(await second.json()).toEqual({ state: "already-confirmed", email: "twice@example.com" });
      expect((await row("twice@example.com"))!.confirmedAt).toEqual(confirmedAt);
    });

    it("R-FOLLOW-08: it works for 7 days; after that it answers 410 and the address stays pending", async () => {
      const { token } = await pendingToken("late@example.com");
      api.advance(NEWSLETTER.confirmationTtlMs + 1);
      await expectRefused(await confirm(token), 410, NEWSLETTER_LINK_MESSAGES.expired);
      expect((await row("late@example.com"))!.status).toBe("pending");
    });

    it("R-FOLLOW-08: on the last millisecond of its 7 days it still confirms", async () => {
      const { token } = await pendingToken("edge@example.com");
      api.advance(NEWSLETTER.confirmationTtlMs);
      expect((await confirm(token)).status).toBe(200);
    });

    it("R-FOLLOW-08: forged, altered, foreign and malformed tokens answer 400 with a clear message and change nothing", async () => {
      const { id, token } = await pendingToken("forged@example.com");
      const [, sent] = token.split(".");
      const later = (parseInt(sent!, 36) + 1).toString(36);
      const forged = [
        `${id}.${sent}.${"A".repeat(43)}`,
        token.replace(`.${sent}.`, `.${later}.`),
        confirmationToken("another-secret-another-secret-0123456", id, new Date(api.now())),
        // The unsubscribe token of the same row is signed for another purpose.
        unsubscribeToken(TEST_SECRET, id),
        `${token}.x`,
        "not-a-token",
        "a.b.c",
      ];
      for (const bad of forged) await expectRefused(await confirm(bad), 400, NEWSLETTER_LINK_MESSAGES.invalid);
      for (const bad of ["", "x".repeat(300), "<script>.a.b", 42, null])
        await expectRefused(await confirm(bad), 400, NEWSLETTER_LINK_MESSAGES.invalid);
      expect((await row("forged@example.com"))!.status).toBe("pending");
    });

    it("bad bodies are 4xx, never 5xx: not JSON, extra keys, no body, 2 KB", async () => {
      const { token } = await pendingToken("bodies@example.com");
      const post = (body: string, type = "application/json") =>
        api.app.request("/api/newsletter/confirm", { method: "POST", headers: { "content-type": type }, body });
      const answers = [
        await post("{not json"),
        await post(JSON.stringify({ token, email: "x@example.com" })),
        await post(`token=${token}`, "application/x-www-form-urlencoded"),
        await post(""),
        await post(JSON.stringify({ token: "a".repeat(2048) })),
      ];
      expect(answers.map((answer) => answer.status)).toEqual([400, 400, 400, 400, 413]);
      for (const answer of answers) expect(typeof ((await answer.json()) as { error: unknown }).error).toBe("string");
      expect((await api.app.request("/api/newsletter/confirm")).status).toBe(404);
    });

    it("R-FOLLOW-13: an address the privacy tool erased: its link answers 404, it confirms nothing", async () => {
      const { token } = await pendingToken("erased@example.com");
      await api.db.delete(newsletterSubscribers).where(eq(newsletterSubscribers.email, "erased@example.com"));
      await expectRefused(await confirm(token), 404, NEWSLETTER_LINK_MESSAGES.invalid);
    });
  });

  describe("in the language of the edition they signed up on", () => {
    /** The link to an edition's newsletter page in a parsed message's HTML and text, or undefined. */
    const tokenIn = (text: string, path: string) =>
      new RegExp(`https://drivebee\\.ae${path.replace(/[/.]/g, "\\$&")}\\?token=([\\w.-]+)`).exec(text)?.[1];

    it("R-FOLLOW-16: a signup without a language is stored English, with one Arabic; an unknown language is a 400 that stores nothing", async () => {
      expect((await signUp("plain@example.com")).status).toBe(201);
      expect((await row("plain@example.com"))!.language).toBe("en");
      expect((await signUp("arabic@example.com", { language: "ar" })).status).toBe(201);
      expect((await row("arabic@example.com"))!.language).toBe("ar");
      for (const language of ["fr", "", "ar-AE", 7]) {
        const refused = await signUp("nowhere@example.com", { language });
        expect(refused.status, String(language)).toBe(400);
        expect(await refused.json()).toEqual({ error: "Invalid language", field: "language" });
      }
      expect(await row("nowhere@example.com")).toBeUndefined();
    });

    it("R-FOLLOW-19: an Arabic signup receives one Arabic confirmation, right to left, whose links are the Arabic pages; its link confirms", async () => {
      expect((await signUp("noura@example.com", { language: "ar" })).status).toBe(201);
      const raw = await nthMailTo("noura@example.com", 1);
      await pause(1000);
      expect(mailTo(mail.received, "noura@example.com")).toHaveLength(1);
      const message = await simpleParser(raw);
      expect(message.subject).toBe("أكّد اشتراكك في النشرة البريدية من DriveBee");
      const html = message.html as string;
      expect(html).toMatch(/<html (?=[^>]*\blang="ar")(?=[^>]*\bdir="rtl")/);
      expect(html).toMatch(/<body (?=[^>]*\bdir="rtl")/);
      expect(html).toContain("يُرجى تأكيد اشتراكك");
      expect(html).toContain("أكّد اشتراكي");
      expect(message.text).toContain("يعمل الرابط لمدة 7 أيام");
      expect(message.text).toContain("لم تطلب الاشتراك؟ تجاهل هذه الرسالة");
      expect(message.text).not.toMatch(/\bThe link works\b|\bIgnore\b/);
      // Every link is the Arabic edition's: the button, the address under it, the footer's unsubscribe and the header.
      expect(html).not.toMatch(/drivebee\.ae\/newsletter\//);
      const stored = (await row("noura@example.com"))!;
      const unsubscribe = unsubscribeToken(TEST_SECRET, stored.id);
      expect(mailHeader(raw, "List-Unsubscribe")).toBe(
        `<https://drivebee.ae/ar/newsletter/unsubscribe?token=${unsubscribe}>`,
      );
      expect(tokenIn(message.text ?? "", "/ar/newsletter/unsubscribe")).toBe(unsubscribe);
      const token = tokenIn(html, "/ar/newsletter/confirm");
      expect(token).toBe(confirmationToken(TEST_SECRET, stored.id, stored.confirmationSentAt!));
      expect(await (await confirm(token)).json()).toEqual({ state: "confirmed", email: "noura@example.com" });
      expect((await row("noura@example.com"))!.status).toBe("subscribed");
    });

    it("R-FOLLOW-17: until it is confirmed, the latest signup's language wins: within the day without a second e-mail, after it in the new language", async () => {
      expect((await signUp("switch@example.com")).status).toBe(201);
      const english = await simpleParser(await nthMailTo("switch@example.com", 1));
      expect(english.subject).toBe("Confirm your DriveBee newsletter subscription");
      const sentAt = (await row("switch@example.com"))!.confirmationSentAt;

      api.advance(60_000);
      expect((await signUp("switch@example.com", { language: "ar", source: "popup" })).status).toBe(201);
      // The language changes at once; the daily limit on confirmations holds, and the first link still works.
      expect(await row("switch@example.com")).toMatchObject({
        language: "ar",
        source: "footer",
        confirmationSentAt: sentAt,
      });
      await pause(1000);
      expect(mailTo(mail.received, "switch@example.com")).toHaveLength(1);

      api.advance(NEWSLETTER.confirmationResendMs);
      expect((await signUp("switch@example.com", { language: "ar" })).status).toBe(201);
      const arabic = await simpleParser(await nthMailTo("switch@example.com", 2));
      expect(arabic.subject).toBe("أكّد اشتراكك في النشرة البريدية من DriveBee");
      expect((await confirm(tokenIn(arabic.html as string, "/ar/newsletter/confirm"))).status).toBe(200);
      expect(await row("switch@example.com")).toMatchObject({ status: "subscribed", language: "ar" });
    });

    it("R-FOLLOW-17: a confirmed subscriber's language is theirs: a signup from the other edition answers 409 and changes nothing", async () => {
      await signUp("settled@example.com", { language: "ar" });
      await confirm(
        tokenIn(
          (await simpleParser(await nthMailTo("settled@example.com", 1))).html as string,
          "/ar/newsletter/confirm",
        ),
      );
      const again = await signUp("settled@example.com", { language: "en" });
      expect(again.status).toBe(409);
      expect(await row("settled@example.com")).toMatchObject({ status: "subscribed", language: "ar" });
    });

    it("R-FOLLOW-17: someone who unsubscribed and comes back from the other edition is asked to confirm in its language", async () => {
      await signUp("returns@example.com");
      // They had their first confirmation (unsubscribing before it goes out cancels it: then only one mail is sent).
      await nthMailTo("returns@example.com", 1);
      const { id } = (await row("returns@example.com"))!;
      expect((await oneClick(unsubscribeToken(TEST_SECRET, id))).status).toBe(200);
      api.advance(NEWSLETTER.confirmationResendMs);
      expect((await signUp("returns@example.com", { language: "ar" })).status).toBe(201);
      expect(await row("returns@example.com")).toMatchObject({ status: "unsubscribed", language: "ar" });
      const second = await simpleParser(await nthMailTo("returns@example.com", 2));
      expect(second.subject).toBe("أكّد اشتراكك في النشرة البريدية من DriveBee");
    });

    it("R-FOLLOW-18: the one-click POST works at the Arabic unsubscribe page too, idempotent", async () => {
      await signUp("leaves-ar@example.com", { language: "ar" });
      const { id } = (await row("leaves-ar@example.com"))!;
      const post = () =>
        api.app.request(`/ar/newsletter/unsubscribe?token=${encodeURIComponent(unsubscribeToken(TEST_SECRET, id))}`, {
          method: "POST",
          headers: { "content-type": "application/x-www-form-urlencoded" },
          body: "List-Unsubscribe=One-Click",
        });
      const first = await post();
      expect(first.status).toBe(200);
      expect(await first.json()).toEqual({ state: "unsubscribed", email: "leaves-ar@example.com" });
      expect((await post()).status).toBe(200);
      expect((await row("leaves-ar@example.com"))!.status).toBe("unsubscribed");
      const forged = await api.app.request(`/ar/newsletter/unsubscribe?token=${id}.forged`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: "List-Unsubscribe=One-Click",
      });
      await expectRefused(forged, 400, NEWSLETTER_LINK_MESSAGES.invalid);
    });
  });

  describe("unsubscribe", () => {
    async function subscribed(email: string) {
      await signUp(email);
      const stored = (await row(email))!;
      await confirm(confirmationToken(TEST_SECRET, stored.id, stored.confirmationSentAt!));
      return stored.id;
    }

    it("R-FOLLOW-11: the one-click POST of RFC 8058 unsubscribes, and a second one changes nothing", async () => {
      const id = await subscribed("leave@example.com");
      const token = unsubscribeToken(TEST_SECRET, id);
      const first = await oneClick(token);
      expect(first.status).toBe(200);
      expect(first.headers.get("cache-control")).toBe("no-store");
      expect(await first.json()).toEqual({ state: "unsubscribed", email: "leave@example.com" });
      const left = await row("leave@example.com");
      expect(left).toMatchObject({ status: "unsubscribed", unsubscribedAt: new Date(api.now()) });

      api.advance(60_000);
      const second = await oneClick(token);
      expect(second.status).toBe(200);
      expect(await row("leave@example.com")).toMatchObject({
        status: "unsubscribed",
        unsubscribedAt: left!.unsubscribedAt,
      });
    });

    it("R-FOLLOW-11: the link in the confirmation's List-Unsubscribe header works, multipart too, with no origin, cookie or CSRF token", async () => {
      await signUp("header@example.com");
      const header = mailHeader(await nthMailTo("header@example.com", 1), "List-Unsubscribe")!;
      const url = new URL(header.slice(1, -1));
      expect(url.origin).toBe("https://drivebee.ae");
      const form = new FormData();
      form.set("List-Unsubscribe", "One-Click");
      const response = await api.app.request(`${url.pathname}${url.search}`, { method: "POST", body: form });
      expect(response.status).toBe(200);
      expect((await row("header@example.com"))!.status).toBe("unsubscribed");
      // A pending address that unsubscribes cannot be confirmed by its old link any more.
      const stored = (await row("header@example.com"))!;
      await expectRefused(
        await confirm(confirmationToken(TEST_SECRET, stored.id, stored.confirmationSentAt!)),
        410,
        NEWSLETTER_LINK_MESSAGES.expired,
      );
    });

    it("R-FOLLOW-11: the link keeps working long after it was sent", async () => {
      const id = await subscribed("old@example.com");
      api.advance(400 * 24 * HOUR_MS);
      expect((await oneClick(unsubscribeToken(TEST_SECRET, id))).status).toBe(200);
      expect((await row("old@example.com"))!.status).toBe("unsubscribed");
    });

    it("R-FOLLOW-11: a wrong body, a forged or missing token are 400 with a clear message and unsubscribe nobody", async () => {
      const id = await subscribed("stay@example.com");
      const token = unsubscribeToken(TEST_SECRET, id);
      const oneClickMessage = { error: NEWSLETTER_LINK_MESSAGES.oneClickBody, field: "List-Unsubscribe" };
      const wrongBodies = [
        await oneClick(token, "List-Unsubscribe=Yes"),
        await oneClick(token, ""),
        await oneClick(token, null),
        await oneClick(token, JSON.stringify({ "List-Unsubscribe": "One-Click" }), "application/json"),
      ];
      for (const answer of wrongBodies) {
        expect(answer.status).toBe(400);
        expect(typeof ((await answer.json()) as { error: unknown }).error).toBe("string");
      }
      const wrong = await oneClick(token, "List-Unsubscribe=Yes");
      expect(await wrong.json()).toEqual(oneClickMessage);
      for (const bad of [`${id}.${"A".repeat(43)}`, confirmationToken(TEST_SECRET, id, new Date(api.now())), "x", ""])
        await expectRefused(await oneClick(bad), 400, NEWSLETTER_LINK_MESSAGES.invalid);
      const noToken = await api.app.request(NEWSLETTER_PATHS.unsubscribe, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: "List-Unsubscribe=One-Click",
      });
      await expectRefused(noToken, 400, NEWSLETTER_LINK_MESSAGES.invalid);
      expect((await oneClick(token, "x".repeat(2048))).status).toBe(413);
      expect((await row("stay@example.com"))!.status).toBe("subscribed");
    });

    it("R-FOLLOW-11: an erased address is still a success (idempotent), with no address to show", async () => {
      const id = await subscribed("gone@example.com");
      await api.db.delete(newsletterSubscribers).where(eq(newsletterSubscribers.id, id));
      const response = await oneClick(unsubscribeToken(TEST_SECRET, id));
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ state: "unsubscribed" });
    });
  });
});
