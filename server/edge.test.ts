/**
 * The HTTP edge over the real app, on PGlite in memory and on a real
 * PostgreSQL server: the client address behind our proxies (TRUST_PROXY),
 * counters keyed so that no header can overflow them, and hostile query
 * text refused with a 4xx before it reaches the database.
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { getRequestListener } from "@hono/node-server";
import { count, eq, inArray } from "drizzle-orm";
import { describe, expect } from "vitest";
import { LOGIN_LIMITS } from "./auth/login-throttle.server";
import { CSP_REPORTS_PER_IP } from "./csp-report.server";
import { abExperiments, rateLimits } from "./db/schema";
import { EMAIL_LIMITED, emailLimitKey, ipLimitKey, LIMITS } from "./rate-limit/rate-limit.server";
import { countedAddress } from "./http.server";
import { apiTest as it, describeOnDatabases, TEST_API_KEY, unstorableAnswer, type Harness } from "../tests/support/api";

/** What our load balancer sends on: whatever the client wrote, then the address it saw. */
const behindProxy = (clientWrote: string, seen: string) => `${clientWrote}, ${seen}`;
const madeUp = (i: number) => `10.66.${(i >> 8) & 255}.${i & 255}`;
/** The nth address of one IPv6 /64 (n from 1: 2001:db8:1:2::1, …, ::23 is the 35th). */
const inOneNetwork = (n: number) => `2001:db8:1:2::${n.toString(16)}`;

describeOnDatabases("the HTTP edge", () => {
  let api: Harness;
  it.beforeEach(({ api: harness }) => {
    api = harness;
  });

  const waitlist = (i: number, headers: Record<string, string>) =>
    api.call("android-waitlist-signup", { body: { email: `visitor-${i}@example.com` }, headers });

  /** A failed login to a new account each time (`guess-i`), so only the per-address counter can lock. */
  const wrongPassword = (i: number, forwardedFor: string) =>
    api.app.request("/api/auth/sign-in/email", {
      method: "POST",
      headers: { "content-type": "application/json", origin: "http://localhost", "x-forwarded-for": forwardedFor },
      body: JSON.stringify({ email: `guess-${i}@example.com`, password: "wrong-password" }),
    });

  /** 35 failed logins from one counted address: refused (401) until the lock, locked (429) after. */
  const expectLockedAfterFailures = (statuses: number[]) =>
    expect(statuses).toEqual([
      ...Array<number>(LOGIN_LIMITS.ipFailures).fill(401),
      ...Array<number>(35 - LOGIN_LIMITS.ipFailures).fill(429),
    ]);

  describe("the client address (TRUST_PROXY=true, one proxy of ours)", () => {
    it("a client-written X-Forwarded-For entry cannot change the rate-limit key: 40 waitlist signups, 30 accepted", async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 40; i++)
        statuses.push((await waitlist(i, { "x-forwarded-for": behindProxy(madeUp(i), "203.0.113.10") })).status);
      expect(statuses).toEqual([
        ...Array<number>(LIMITS.perIp).fill(200),
        ...Array<number>(40 - LIMITS.perIp).fill(429),
      ]);
      const [counter] = await api.db
        .select()
        .from(rateLimits)
        .where(eq(rateLimits.key, ipLimitKey("waitlist", countedAddress("203.0.113.10")!)));
      expect(counter?.count).toBe(40);
    });

    it(`a client-written X-Forwarded-For entry cannot escape the login lock: 35 failed logins, locked after ${LOGIN_LIMITS.ipFailures}`, async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 35; i++)
        statuses.push((await wrongPassword(i, behindProxy(madeUp(i), "198.51.100.99"))).status);
      expectLockedAfterFailures(statuses);
    }, 60_000);

    it("an invalid X-Forwarded-For entry falls back to the socket's address", async () => {
      const listener = getRequestListener(api.app.fetch);
      const server: Server = createServer((request, response) => void listener(request, response));
      await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
      try {
        const { port } = server.address() as AddressInfo;
        const statuses: number[] = [];
        for (let i = 0; i <= LIMITS.perIp; i++) {
          const response = await fetch(`http://127.0.0.1:${port}/functions/v1/android-waitlist-signup`, {
            method: "POST",
            headers: {
              apikey: TEST_API_KEY,
              "content-type": "application/json",
              "x-forwarded-for": `1.2.3.4, not-an-address-${i}`,
            },
            body: JSON.stringify({ email: `socket-${i}@example.com` }),
          });
          statuses.push(response.status);
        }
        expect(statuses.at(-1)).toBe(429);
        expect(statuses.slice(0, -1).every((status) => status === 200)).toBe(true);
        const [counter] = await api.db
          .select()
          .from(rateLimits)
          .where(eq(rateLimits.key, ipLimitKey("waitlist", countedAddress("127.0.0.1")!)));
        expect(counter?.count).toBe(LIMITS.perIp + 1);
      } finally {
        await new Promise((resolve) => server.close(resolve));
      }
    });
  });

  describe("one client, however its address is written (R-SAFE-10, R-SAFE-11)", () => {
    it.each([
      [
        "2001:db8::1",
        ["2001:db8::1", "2001:0db8:0:0::1", "2001:DB8::1", "2001:db8:0:0:0:0:0:1", "2001:0DB8:0000::0001"],
      ],
      [
        "192.0.2.1",
        ["192.0.2.1", "::ffff:192.0.2.1", "::FFFF:192.0.2.1", "::ffff:c000:201", "0:0:0:0:0:FFFF:C000:0201"],
      ],
    ])("the spellings of %s count as one: 31 waitlist signups, the 31st is 429", async (_address, spellings) => {
      const statuses: number[] = [];
      for (let i = 0; i <= LIMITS.perIp; i++)
        statuses.push((await waitlist(i, { "x-forwarded-for": spellings[i % spellings.length]! })).status);
      expect(statuses).toEqual([...Array<number>(LIMITS.perIp).fill(200), 429]);
    });

    it(`35 wrong passwords from 2001:db8:1:2::1 … ::23 share one counter: locked after ${LOGIN_LIMITS.ipFailures}`, async () => {
      const statuses: number[] = [];
      for (let n = 1; n <= 35; n++) statuses.push((await wrongPassword(n, inOneNetwork(n))).status);
      expectLockedAfterFailures(statuses);
    }, 60_000);

    it(`visitor-id's limit holds across one /64: 12 asks from 12 of its addresses, ${LIMITS.visitorIdsPerIp} answered`, async () => {
      const statuses: number[] = [];
      for (let n = 1; n <= 12; n++)
        statuses.push((await api.call("visitor-id", { method: "GET", ip: inOneNetwork(n) })).status);
      expect(statuses).toEqual([
        ...Array<number>(LIMITS.visitorIdsPerIp).fill(200),
        ...Array<number>(12 - LIMITS.visitorIdsPerIp).fill(429),
      ]);
    });

    // Every per-address counter of a public function and of the CSP reports, each sent one more than its limit from one /64.
    it.each([
      ["visitor-id", LIMITS.visitorIdsPerIp, "GET"],
      ["experiment-event", LIMITS.experimentEventsPerIp, "POST"],
      ["android-waitlist-signup", LIMITS.perIp, "POST"],
      ["contact-submit", LIMITS.perIp, "POST"],
      ["renewal-reminder-signup", LIMITS.perIp, "POST"],
      ["newsletter-signup", LIMITS.perIp, "POST"],
      ["csp-report", CSP_REPORTS_PER_IP, "POST"],
    ] as const)("%s counts a /64 as one client: %i answered, then 429", async (name, max, method) => {
      const send = (n: number) =>
        name === "csp-report"
          ? api.app.request("/api/csp-report", {
              method,
              headers: { "content-type": "application/csp-report", "x-forwarded-for": inOneNetwork(n) },
              body: "{",
            })
          : api.call(name, { method, ip: inOneNetwork(n), ...(method === "POST" ? { body: {} } : {}) });
      const statuses: number[] = [];
      for (let n = 1; n <= max + 1; n++) statuses.push((await send(n)).status);
      expect(statuses.slice(0, max)).not.toContain(429);
      expect(statuses.at(-1)).toBe(429);
    });
  });

  describe("no header or field can overflow a column", () => {
    const tenKb = "9".repeat(10 * 1024);
    const longEmailish = `${"a".repeat(988)}@example.com`;

    it.each([
      ["a 10 KB X-Forwarded-For", { "x-forwarded-for": tenKb }],
      ["a 10 KB last X-Forwarded-For entry", { "x-forwarded-for": `1.2.3.4, ${tenKb}` }],
      ["a 1,000-character e-mail-ish X-Forwarded-For", { "x-forwarded-for": longEmailish }],
      ["a 10 KB User-Agent", { "user-agent": tenKb }],
    ])("%s never answers 500, on any function or the login", async (_label, headers) => {
      const answers = [
        await waitlist(1, headers),
        await api.call("newsletter-signup", {
          body: { email: "reader@example.com", source: "footer", userAgent: "Mozilla/5.0", ...(await api.csrf()) },
          headers,
        }),
        await api.call("contact-submit", {
          body: {
            firstName: "Layla",
            lastName: "Haddad",
            email: "layla@example.com",
            subject: "Hi",
            message: "A question about cashback",
            ...(await api.csrf()),
          },
          headers,
        }),
        await api.app.request("/api/auth/sign-in/email", {
          method: "POST",
          headers: { "content-type": "application/json", origin: "http://localhost", ...headers },
          body: JSON.stringify({ email: "nobody@example.com", password: "wrong-password" }),
        }),
      ];
      expect(answers.map((answer) => answer.status)).toEqual([200, 201, 201, 401]);
    });

    it("a 1,000-character e-mail-ish value in a body answers 400, never 500", async () => {
      const token = await api.csrf();
      const longEmailBody = { email: longEmailish };
      const answers = [
        await api.call("android-waitlist-signup", { body: longEmailBody }),
        await api.call("newsletter-signup", { body: { ...longEmailBody, source: "footer", userAgent: "x", ...token } }),
        await api.signIn(longEmailish, "wrong-password"),
      ];
      expect(answers.map((answer) => answer.status)).toEqual([400, 400, 400]);
    });
  });

  it("erasing an address deletes its per-e-mail counters, made by the same key function, and nobody else's", async () => {
    await api.createUser("ops@drivebee.ae", "correct-horse-battery-staple");
    const cookie = await api.sessionCookie("ops@drivebee.ae", "correct-horse-battery-staple");
    for (const email of ["subject@example.com", "bystander@example.com"]) {
      expect((await api.call("android-waitlist-signup", { body: { email } })).status).toBe(200);
      expect(
        (
          await api.call("newsletter-signup", {
            body: { email, source: "footer", userAgent: "x", ...(await api.csrf()) },
          })
        ).status,
      ).toBe(201);
      // CSRF tokens are single use: each form gets its own.
      const enquiry = {
        firstName: "Layla",
        lastName: "Haddad",
        email,
        subject: "Hi",
        message: "A question about cashback",
        ...(await api.csrf()),
      };
      expect((await api.call("contact-submit", { body: enquiry })).status).toBe(201);
    }
    const keysOf = (email: string) => EMAIL_LIMITED.map((fn) => emailLimitKey(fn, email));
    const counters = async (email: string) =>
      (
        await api.db
          .select({ n: count() })
          .from(rateLimits)
          .where(inArray(rateLimits.key, keysOf(email)))
      )[0]!.n;
    expect([await counters("subject@example.com"), await counters("bystander@example.com")]).toEqual([3, 3]);

    const erased = await api.api("/admin/privacy/erase", {
      method: "POST",
      body: { email: "subject@example.com", confirmEmail: "subject@example.com" },
      cookie,
    });
    expect(erased.status).toBe(200);
    expect([await counters("subject@example.com"), await counters("bystander@example.com")]).toEqual([0, 3]);
  });

  describe("query text the database cannot take answers 400", () => {
    const rest = (path: string) => api.app.request(`/rest/v1/${path}`, { headers: { apikey: TEST_API_KEY } });

    it.each(["__proto__", "constructor", "toString", "hasOwnProperty", "id,__proto__"])(
      "/rest/v1/ab_experiments?select=%s answers 400 naming the column",
      async (select) => {
        const response = await rest(`ab_experiments?select=${select}`);
        expect(response.status).toBe(400);
        expect(await response.json()).toMatchObject({
          code: "42703",
          message: expect.stringContaining("does not exist") as string,
        });
      },
    );

    it.each([
      "experiment_content?page_location=eq.%00",
      "experiment_content?page_location=eq.hero%00",
      "ab_experiments?status=eq.%00",
      "experiment_content?select=%00",
    ])("/rest/v1/%s answers 400, not a database error", async (path) => {
      const response = await rest(path);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({
        code: "22021",
        message: expect.stringContaining("contains invalid characters") as string,
      });
    });

    it("a well-formed filter still answers rows", async () => {
      await api.db.insert(abExperiments).values({ name: "Hero copy", status: "active", pageLocations: ["hero"] });
      const response = await rest("ab_experiments?select=name,status&status=eq.active");
      expect(await response.json()).toEqual([{ name: "Hero copy", status: "active" }]);
    });

    it.each([
      "/admin/enquiries?q=%00",
      "/admin/subscribers?q=a%00b",
      "/admin/waitlist?q=%00",
      "/admin/enquiries/export.csv?q=%00",
    ])("the admin search %s answers 400 with the field", async (path) => {
      const response = await api.api(path, { cookie: await api.adminCookie() });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual(unstorableAnswer("q"));
    });

    it("the privacy lookup of an address with NUL answers 400 with the field", async () => {
      const cookie = await api.adminCookie();
      const response = await api.api("/admin/privacy/lookup", {
        method: "POST",
        body: { email: "a\u0000@example.com" },
        cookie,
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ field: "email" });
    });
  });
});

describeOnDatabases("TRUST_PROXY=2", { trustProxy: "2" }, () => {
  it("takes the second entry from the right: what the first of our two proxies saw", async ({ api }) => {
    const statuses: number[] = [];
    for (let i = 0; i < 35; i++) {
      // The client's own entry and which of our front proxies it came through both vary; the address they saw does not.
      const forwarded = `${madeUp(i)}, 203.0.113.77, 10.0.0.${i % 4}`;
      statuses.push(
        (
          await api.call("android-waitlist-signup", {
            body: { email: `two-hops-${i}@example.com` },
            headers: { "x-forwarded-for": forwarded },
          })
        ).status,
      );
    }
    expect(statuses.filter((status) => status === 429)).toHaveLength(35 - LIMITS.perIp);
    const [counter] = await api.db
      .select()
      .from(rateLimits)
      .where(eq(rateLimits.key, ipLimitKey("waitlist", countedAddress("203.0.113.77")!)));
    expect(counter?.count).toBe(35);
  });
});
