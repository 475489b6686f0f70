/**
 * The public server functions over HTTP, on PGlite in memory and on a real
 * PostgreSQL server (R-OPEN-02..05, 20, 38).
 */
import { createHmac } from "node:crypto";
import { count, eq } from "drizzle-orm";
import { describe, expect } from "vitest";
import { androidWaitlist, contactEnquiries, newsletterSubscribers, rateLimits } from "../db/schema";
import { deriveKey } from "../secrets.server";
import { apiTest as it, describeOnDatabases, type Harness, TEST_SECRET } from "../../tests/support/api";
import { storedRow } from "../../tests/support/api-fixtures";
import { mailPart, mailTo } from "../../tests/support/mail";
import { startFileMailCatcher } from "../../tests/support/inbox";
import { emailLimitKey } from "../rate-limit/rate-limit.server";
import type { RuleCode } from "../../core/schemas/rules";

const validContact = {
  firstName: "Layla",
  lastName: "Haddad",
  email: "Layla.Haddad@Example.com",
  phone: "+971 50 123 4567",
  subject: "Question about cashback",
  message: "How is the cashback paid at renewal?",
};

const mail = await startFileMailCatcher();

describeOnDatabases("server functions", { smtpUrl: mail.url }, () => {
  let api: Harness;
  const received = mail.received;
  it.beforeEach(({ api: harness }) => {
    api = harness;
    received.length = 0;
  });

  const subscribers = async () => (await api.db.select({ n: count() }).from(newsletterSubscribers))[0]!.n;

  /** The answer refuses one field: `status` with `{ error, field }`. */
  async function expectRefused(response: Response, status: number, error: string, field: string, label?: string) {
    expect(response.status, label).toBe(status);
    expect(await response.json()).toEqual({ error, field });
  }

  /** A refusal by a form rule (R-EDITION-18): the English words, the field, and the rule's code for other editions. */
  async function expectRuleRefused(response: Response, rule: RuleCode, error: string, field: string, label?: string) {
    expect(response.status, label).toBe(400);
    expect(await response.json(), label).toEqual({ error, field, rule });
  }

  /** Each address of `cases`, in the body `body` makes of it, is refused by `name` under its e-mail rule. */
  async function expectEmailsRefused(
    name: string,
    body: (email: string) => unknown,
    cases: [email: string, rule: RuleCode, message: string][],
  ) {
    for (const [email, rule, message] of cases)
      await expectRuleRefused(await api.call(name, { body: await body(email) }), rule, message, "email", email);
  }

  async function newsletterBody(email: string, overrides: Record<string, unknown> = {}) {
    const token = await api.csrf();
    return { email, source: "footer", userAgent: "Mozilla/5.0 test", ...token, ...overrides };
  }

  describe("newsletter-signup", () => {
    it("R-OPEN-38: GET answers 200 {status: ok} for the connectivity check and writes nothing", async () => {
      const response = await api.call("newsletter-signup", { method: "GET" });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ status: "ok" });
      expect(await subscribers()).toBe(0);
    });

    it("R-ROLE-02: refuses calls without the public key", async () => {
      const response = await api.app.request("/functions/v1/newsletter-signup", { method: "GET" });
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ error: "Invalid API key" });
    });

    it("stores a valid signup, lowercased and trimmed, once", async () => {
      const response = await api.call("newsletter-signup", { body: await newsletterBody("  John@Example.COM ") });
      expect(response.status).toBe(201);
      const rows = await api.db.select().from(newsletterSubscribers);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ email: "john@example.com", source: "footer", status: "pending" });
    });

    it("R-OPEN-03, R-FOLLOW-09: a duplicate of a confirmed address answers 409 Already subscribed", async () => {
      await api.call("newsletter-signup", { body: await newsletterBody("john@example.com") });
      await api.db
        .update(newsletterSubscribers)
        .set({ status: "subscribed" })
        .where(eq(newsletterSubscribers.email, "john@example.com"));
      const again = await api.call("newsletter-signup", {
        body: await newsletterBody("john@example.com", { source: "popup" }),
      });
      expect(again.status).toBe(409);
      expect(await again.json()).toEqual({ error: "Already subscribed" });
      expect(await subscribers()).toBe(1);
    });

    it("R-OPEN-20: a made-up, stale or future token answers 403 and stores nothing", async () => {
      const madeUp = await api.call("newsletter-signup", {
        body: await newsletterBody("a@example.com", { csrfToken: "abc.def" }),
      });
      expect(madeUp.status).toBe(403);

      const stale = await newsletterBody("b@example.com");
      api.advance(300_001);
      expect((await api.call("newsletter-signup", { body: stale })).status).toBe(403);

      const future = await api.csrf();
      api.advance(-10_000);
      const response = await api.call("newsletter-signup", {
        body: { email: "c@example.com", source: "footer", userAgent: "x", ...future },
      });
      expect(response.status).toBe(403);
      expect(await subscribers()).toBe(0);
    });

    it("R-OPEN-20: a CSRF token works once: its second use answers 403 and stores nothing", async () => {
      const token = await api.csrf();
      const first = await api.call("newsletter-signup", {
        body: { email: "once@example.com", source: "footer", userAgent: "x", ...token },
      });
      expect(first.status).toBe(201);
      const replay = await api.call("newsletter-signup", {
        body: { email: "twice@example.com", source: "footer", userAgent: "x", ...token },
      });
      await expectRefused(replay, 403, "Invalid or expired security token", "csrfToken");
      expect(await subscribers()).toBe(1);
      // Nothing was counted for the replay's e-mail: it still has all its attempts.
      expect((await api.call("newsletter-signup", { body: await newsletterBody("twice@example.com") })).status).toBe(
        201,
      );
    });

    it("R-OPEN-20: one CSRF token sent twice in parallel: exactly one signup succeeds, the other answers 403", async () => {
      const token = await api.csrf();
      const answers = await Promise.all(
        ["par-a@example.com", "par-b@example.com"].map((email, i) =>
          api.call("newsletter-signup", {
            body: { email, source: "popup", userAgent: "x", ...token },
            ip: `198.51.100.${20 + i}`,
          }),
        ),
      );
      expect(answers.map((answer) => answer.status).sort()).toEqual([201, 403]);
      expect(await subscribers()).toBe(1);
    });

    it("R-OPEN-20: a replayed token counts against the address like any bad token: over the limit it answers 429", async () => {
      const token = await api.csrf();
      const body = { email: "replayer@example.com", source: "footer", userAgent: "x", ...token };
      expect((await api.call("newsletter-signup", { body, ip: "192.0.2.44" })).status).toBe(201);
      const statuses: number[] = [];
      for (let i = 0; i < 30; i++)
        statuses.push((await api.call("newsletter-signup", { body, ip: "192.0.2.44" })).status);
      expect(statuses.slice(0, 29).every((status) => status === 403)).toBe(true);
      expect(statuses[29]).toBe(429);
    });

    it("R-OPEN-20: a token signed with the raw app secret, not the key derived for CSRF, is refused", async () => {
      const timestamp = api.now();
      const nonce = "bm9uY2Utbm9uY2Utbm9uY2U";
      const signed = (key: string) =>
        `${nonce}.${createHmac("sha256", key).update(`${timestamp}.${nonce}`).digest("base64url")}`;
      const raw = await api.call("newsletter-signup", {
        body: { email: "raw@example.com", source: "footer", userAgent: "x", csrfToken: signed(TEST_SECRET), timestamp },
      });
      expect(raw.status).toBe(403);
      const contact = await api.call("contact-submit", {
        body: { ...validContact, csrfToken: signed(TEST_SECRET), timestamp },
      });
      expect(contact.status).toBe(403);
      // The same token under the derived key passes: the refusal above is the key, nothing else.
      const derived = await api.call("newsletter-signup", {
        body: {
          email: "raw@example.com",
          source: "footer",
          userAgent: "x",
          csrfToken: signed(deriveKey(TEST_SECRET, "csrf")),
          timestamp,
        },
      });
      expect(derived.status).toBe(201);
    });

    it("R-OPEN-20: a token issued 299999 ms ago is still accepted", async () => {
      const body = await newsletterBody("fresh@example.com");
      api.advance(299_999);
      expect((await api.call("newsletter-signup", { body })).status).toBe(201);
    });

    it("R-OPEN-04: the server repeats the client's rules", async () => {
      await expectEmailsRefused("newsletter-signup", newsletterBody, [
        ["<script>@x.com", "newsletterEmail.invalidCharacters", "Email contains invalid characters"],
        ["john..doe@example.com", "email.format", "Invalid email format"],
        ["user@mailinator.com", "email.disposable", "Disposable email addresses are not allowed"],
        ["", "newsletterEmail.required", "Email is required"],
      ]);
      const unknownSource = await api.call("newsletter-signup", {
        body: await newsletterBody("d@example.com", { source: "hacker" }),
      });
      expect(unknownSource.status).toBe(400);
      expect(await subscribers()).toBe(0);
    });

    it("R-OPEN-05: the 6th POST for one e-mail within an hour answers 429 with Retry-After", async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 6; i++) {
        statuses.push(
          (
            await api.call("newsletter-signup", {
              body: await newsletterBody("same@example.com"),
              ip: `198.51.100.${i}`,
            })
          ).status,
        );
      }
      // A pending address's repeats succeed (R-FOLLOW-09: no second mail within the hour), and still count.
      expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
      const blocked = await api.call("newsletter-signup", {
        body: await newsletterBody("same@example.com"),
        ip: "198.51.100.99",
      });
      expect(blocked.status).toBe(429);
      const retryAfter = Number(blocked.headers.get("retry-after"));
      expect(retryAfter).toBeGreaterThan(3500);
      expect(retryAfter).toBeLessThanOrEqual(3600);
      api.advance(3_600_001);
      // The window is over: the signup goes through (still pending, so a success).
      expect((await api.call("newsletter-signup", { body: await newsletterBody("same@example.com") })).status).toBe(
        201,
      );
    });

    it("R-OPEN-05: the 31st POST from one address within an hour answers 429", async () => {
      for (let i = 0; i < 30; i++) {
        const response = await api.call("newsletter-signup", {
          body: await newsletterBody(`user${i}@example.com`),
          ip: "192.0.2.7",
        });
        expect(response.status).toBe(201);
      }
      const response = await api.call("newsletter-signup", {
        body: await newsletterBody("user31@example.com"),
        ip: "192.0.2.7",
      });
      expect(response.status).toBe(429);
      expect(response.headers.get("retry-after")).toMatch(/^\d+$/);
      expect(await subscribers()).toBe(30);
    });

    it("R-OPEN-05: invalid and forged requests count against the address too, and over its limit nothing is counted for the e-mail or stored", async () => {
      for (let i = 0; i < 15; i++) {
        expect((await api.call("newsletter-signup", { body: "{not json", ip: "192.0.2.8" })).status).toBe(400);
        expect(
          (
            await api.call("newsletter-signup", {
              body: await newsletterBody(`x${i}@example.com`, { csrfToken: "forged.token" }),
              ip: "192.0.2.8",
            })
          ).status,
        ).toBe(403);
      }
      expect((await api.call("newsletter-signup", { body: "{not json", ip: "192.0.2.8" })).status).toBe(429);
      const blocked = await api.call("newsletter-signup", {
        body: await newsletterBody("late@example.com"),
        ip: "192.0.2.8",
      });
      expect(blocked.status).toBe(429);
      expect(Number(blocked.headers.get("retry-after"))).toBeGreaterThan(3500);
      expect(await subscribers()).toBe(0);
      const lateCounter = () =>
        api.db
          .select()
          .from(rateLimits)
          .where(eq(rateLimits.key, emailLimitKey("newsletter", "late@example.com")));
      expect(await lateCounter()).toEqual([]);
      expect(
        (await api.call("newsletter-signup", { body: await newsletterBody("late@example.com"), ip: "192.0.2.9" }))
          .status,
      ).toBe(201);
      expect(await lateCounter()).toHaveLength(1);
    });

    it("R-FOLLOW-09, R-SAFE-27: an address that unsubscribed may sign up again, and stays unsubscribed until it confirms", async () => {
      expect((await api.call("newsletter-signup", { body: await newsletterBody("back@example.com") })).status).toBe(
        201,
      );
      const unsubscribedAt = new Date();
      await api.db
        .update(newsletterSubscribers)
        .set({ status: "unsubscribed", unsubscribedAt })
        .where(eq(newsletterSubscribers.email, "back@example.com"));
      expect(
        (await api.call("newsletter-signup", { body: await newsletterBody("back@example.com", { source: "popup" }) }))
          .status,
      ).toBe(201);
      const [row] = await api.db
        .select()
        .from(newsletterSubscribers)
        .where(eq(newsletterSubscribers.email, "back@example.com"));
      expect(row).toMatchObject({ status: "unsubscribed", unsubscribedAt });
      expect(await subscribers()).toBe(1);
    });

    it("bad bodies are 4xx, never 5xx: malformed JSON, wrong types, extra keys, no JSON, 1 MB", async () => {
      const cases: { body: string; headers?: Record<string, string> }[] = [
        { body: "{not json" },
        { body: JSON.stringify({ email: 42, source: "footer", userAgent: "x", csrfToken: 1, timestamp: "now" }) },
        { body: JSON.stringify([1, 2, 3]) },
        { body: "null" },
        { body: JSON.stringify({ ...(await newsletterBody("e@example.com")), admin: true }) },
        { body: "email=a@b.com", headers: { "content-type": "application/x-www-form-urlencoded" } },
        { body: JSON.stringify({ email: "x".repeat(1024 * 1024) }) },
      ];
      for (const { body, headers } of cases) {
        const response = await api.call("newsletter-signup", { body, ...(headers ? { headers } : {}) });
        expect(response.status, body.slice(0, 40)).toBeGreaterThanOrEqual(400);
        expect(response.status, body.slice(0, 40)).toBeLessThan(500);
        expect(await response.json()).toHaveProperty("error");
      }
      const huge = await api.call("newsletter-signup", { body: JSON.stringify({ email: "x".repeat(1024 * 1024) }) });
      expect(huge.status).toBe(413);
      expect(await subscribers()).toBe(0);
    });
  });

  describe("android-waitlist-signup", () => {
    it("R-CALL-03, R-OPEN-03: answers {success: true} and stays idempotent for a repeated e-mail", async () => {
      for (let i = 0; i < 2; i++) {
        const response = await api.call("android-waitlist-signup", { body: { email: "  Android.Fan@Example.com " } });
        expect(response.status).toBe(200);
        expect(await response.json()).toEqual({ success: true });
      }
      const rows = await api.db.select().from(androidWaitlist);
      expect(rows.map((row) => row.email)).toEqual(["android.fan@example.com"]);
    });

    it("R-SAFE-28: a signup is stored pending, in English unless the body says Arabic; any other language is a 400", async () => {
      expect((await api.call("android-waitlist-signup", { body: { email: "en@example.com" } })).status).toBe(200);
      expect(
        (await api.call("android-waitlist-signup", { body: { email: "ar@example.com", language: "ar" } })).status,
      ).toBe(200);
      const refused = await api.call("android-waitlist-signup", { body: { email: "fr@example.com", language: "fr" } });
      expect(refused.status).toBe(400);
      expect(await refused.json()).toMatchObject({ error: "Invalid language", field: "language" });
      const rows = await api.db.select().from(androidWaitlist);
      expect(rows.map((row) => [row.email, row.status, row.language]).sort()).toEqual([
        ["ar@example.com", "pending", "ar"],
        ["en@example.com", "pending", "en"],
      ]);
    });

    it("R-VAL-EMAILONLY-01/02: applies the e-mail-only rules", async () => {
      await expectEmailsRefused("android-waitlist-signup", (email) => ({ email }), [
        ["not-an-email", "email.invalid", "Please enter a valid email address"],
        ["john@localhost", "email.invalid", "Please enter a valid email address"],
        ["o'neil@example.com", "email.format", "Invalid email format"],
        ["x@sub.mailinator.com", "email.disposable", "Disposable email addresses are not allowed"],
      ]);
      expect(await api.db.select().from(androidWaitlist)).toHaveLength(0);
    });
  });

  describe("contact-submit", () => {
    async function contactBody(overrides: Record<string, unknown> = {}) {
      return { ...validContact, ...(await api.csrf()), ...overrides };
    }

    it("R-OPEN-02, R-FOLLOW-01: stores the enquiry and e-mails support once, reply-to the visitor", async () => {
      const response = await api.call("contact-submit", {
        body: await contactBody({ attribution: { utm_source: "google", gclid: "abc" } }),
      });
      expect(response.status).toBe(201);
      const { id } = (await response.json()) as { id: string };
      expect(await storedRow(api, contactEnquiries, id)).toMatchObject({
        firstName: "Layla",
        lastName: "Haddad",
        email: "layla.haddad@example.com",
        phone: "+971501234567",
        status: "new",
        attribution: { utm_source: "google", gclid: "abc" },
      });
      // The queue's worker sends it; on a loaded machine that can take more than the poll's default second.
      await expect
        .poll(async () => (await api.db.select().from(contactEnquiries))[0]!.emailedAt, { timeout: 10_000 })
        .not.toBeNull();
      // Only the alerts: an earlier test's newsletter confirmation may still be on its way.
      const alerts = mailTo(received, "support@drivebee.ae");
      expect(alerts).toHaveLength(1);
      expect(alerts[0]).toMatch(/^Reply-To: layla\.haddad@example\.com$/m);
      expect(alerts[0]).toMatch(/^Subject: \[Website enquiry\] Question about cashback$/m);
      expect(alerts[0]).not.toMatch(/^List-Unsubscribe/m);
    });

    it("R-DESK-02: an enquiry keeps the page's language (English when the body does not say), and its visitor is acknowledged in it", async () => {
      const english = (await (await api.call("contact-submit", { body: await contactBody() })).json()) as {
        id: string;
      };
      const arabic = (await (
        await api.call("contact-submit", {
          body: await contactBody({ email: "reem@example.com", language: "ar" }),
        })
      ).json()) as { id: string };
      const languages = await api.db
        .select({ id: contactEnquiries.id, language: contactEnquiries.language })
        .from(contactEnquiries);
      expect(Object.fromEntries(languages.map((row) => [row.id, row.language]))).toEqual({
        [english.id]: "en",
        [arabic.id]: "ar",
      });
      await expect.poll(() => mailTo(received, "reem@example.com").length, { timeout: 10_000 }).toBe(1);
      expect(mailPart(mailTo(received, "reem@example.com")[0]!, "text/html")).toContain('lang="ar"');
      const refused = await api.call("contact-submit", { body: await contactBody({ language: "fr" }) });
      expect(refused.status).toBe(400);
    });

    it("a UAE number typed the local way (050 123 4567) is accepted and stored as +971501234567", async () => {
      const response = await api.call("contact-submit", { body: await contactBody({ phone: "050 123 4567" }) });
      expect(response.status).toBe(201);
      const { id } = (await response.json()) as { id: string };
      expect((await storedRow(api, contactEnquiries, id))!.phone).toBe("+971501234567");
    });

    it("R-OPEN-04: a 2001-character message answers 400 with its field", async () => {
      const response = await api.call("contact-submit", { body: await contactBody({ message: "a".repeat(2001) }) });
      await expectRuleRefused(response, "message.tooLong", "Message must be less than 2000 characters", "message");
    });

    it("R-OPEN-20: a forged token is refused and nothing is stored", async () => {
      const response = await api.call("contact-submit", { body: await contactBody({ csrfToken: "forged.token" }) });
      expect(response.status).toBe(403);
      expect(await api.db.select().from(contactEnquiries)).toHaveLength(0);
    });

    it("R-OPEN-20: a CSRF token works once: a second enquiry with it answers 403 and is not stored", async () => {
      const body = await contactBody();
      expect((await api.call("contact-submit", { body })).status).toBe(201);
      const replay = await api.call("contact-submit", {
        body: { ...body, message: "A second message with the same token." },
      });
      await expectRefused(replay, 403, "Invalid or expired security token", "csrfToken");
      expect(await api.db.select().from(contactEnquiries)).toHaveLength(1);
    });

    it("R-OPEN-20: one CSRF token sent twice in parallel: exactly one enquiry is stored, the other answers 403", async () => {
      const body = await contactBody();
      const answers = await Promise.all(
        [0, 1].map((i) => api.call("contact-submit", { body, ip: `198.51.100.${30 + i}` })),
      );
      expect(answers.map((answer) => answer.status).sort()).toEqual([201, 403]);
      expect(await api.db.select().from(contactEnquiries)).toHaveLength(1);
    });

    it("R-OPEN-20: a token spent on the newsletter is refused by the contact form", async () => {
      const token = await api.csrf();
      expect(
        (
          await api.call("newsletter-signup", {
            body: { email: "shared@example.com", source: "footer", userAgent: "x", ...token },
          })
        ).status,
      ).toBe(201);
      expect((await api.call("contact-submit", { body: { ...validContact, ...token } })).status).toBe(403);
    });

    it("R-OPEN-05: the 4th enquiry from one e-mail within an hour answers 429", async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++)
        statuses.push((await api.call("contact-submit", { body: await contactBody() })).status);
      expect(statuses).toEqual([201, 201, 201, 429]);
    });
  });
});
