/**
 * Hostile input against every public endpoint of /functions/v1 (R-OPEN-04, 05):
 * at least 10,000 generated requests per endpoint — plausible bodies, nearly
 * valid ones, injections, any Unicode, wrong types, unknown keys, broken JSON,
 * other content types and methods — through the real Hono app on PGlite in
 * memory. Nothing answers 5xx or throws, every error is JSON, and afterwards
 * every stored row parses again with its schema.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ServerProcess } from "../support/server-process.mjs";
import { createAdmin } from "../../server/admin/accounts.server";
import { createAuth } from "../../server/auth/auth.server";
import { openDatabase } from "../../server/db/client.server";
import {
  contactAttributionSchema,
  contactFormSchema,
  newsletterSignupSchema,
  reminderFormSchemaAt,
  renewalMonths,
  waitlistSignupSchema,
} from "../../core/schemas";
import { experimentEventSchema } from "../../core/schemas/experiments";
import {
  abExperiments,
  androidWaitlist,
  contactEnquiries,
  cspReports,
  experimentEvents,
  newsletterSubscribers,
  renewalReminders,
} from "../../server/db/schema";
import { TEST_ADMIN as ADMIN, createHarness, unstorableAnswer, type Harness } from "../support/api";
import { contactFields, emailish, field, hostileString, hostileValue, payload, rawBody } from "../support/arbitraries";
import {
  TEST_API_KEY,
  TEST_SECRET,
  answerTally,
  ipFor,
  mostlyPost,
  sendHostileRequests,
  startServer,
} from "../support/resilience";
import { PORTS } from "../support/ports";

const RUNS = 10_000;

let api: Harness;
let sequence = 0;
/** A running experiment, so that valid experiment events reach the database. */
const EXPERIMENT_ID = "7b0c3a52-5d1e-4c55-9a8e-2f6d1c0b9e11";
/** Visitor ids the server signed (only those are counted), fetched before the requests run. */
const SIGNED_VISITORS = 300;
const signedVisitorIds: string[] = [];

beforeAll(async () => {
  api = await createHarness({ databaseUrl: "memory://" });
  await api.db
    .insert(abExperiments)
    .values({ id: EXPERIMENT_ID, name: "Hostile input", status: "active", pageLocations: ["hero"] });
  for (let index = 0; index < SIGNED_VISITORS; index++) {
    const response = await api.call("visitor-id", { method: "GET", ip: `10.254.${index >> 8}.${index & 255}` });
    signedVisitorIds.push(((await response.json()) as { visitorId: string }).visitorId);
  }
});
afterAll(async () => {
  await api.close();
});

const tokenFields = {
  csrfToken: fc.oneof(
    { weight: 18, arbitrary: fc.constant("valid") },
    { weight: 1, arbitrary: fc.string({ maxLength: 80 }) },
    { weight: 1, arbitrary: hostileValue },
  ),
  timestamp: fc.oneof(
    { weight: 18, arbitrary: fc.constant("valid") },
    { weight: 1, arbitrary: fc.integer() },
    { weight: 1, arbitrary: hostileValue },
  ),
};

const BODIES = {
  "newsletter-signup": payload({
    email: field(emailish),
    source: field(fc.constantFrom("footer", "popup", "footer", "popup", "sidebar")),
    userAgent: field(fc.string({ maxLength: 520 })),
    ...tokenFields,
  }),
  "android-waitlist-signup": payload({ email: field(emailish) }),
  // R-FOLLOW-41: the months on offer when the file starts (a run takes minutes, not a month).
  "renewal-reminder-signup": payload({
    email: field(emailish),
    renewalMonth: field(
      fc.oneof(
        { weight: 8, arbitrary: fc.constantFrom(...renewalMonths(Date.now())) },
        { weight: 1, arbitrary: fc.constantFrom("2020-01", "2999-12", "13-2026", "") },
        { weight: 1, arbitrary: fc.string({ maxLength: 12 }) },
      ),
    ),
    consent: field(
      fc.oneof(
        { weight: 8, arbitrary: fc.constant(true) },
        { weight: 1, arbitrary: fc.constantFrom(false, "true", 1) },
      ),
    ),
    source: field(fc.constantFrom("home", "quote_dialog", "home", "footer")),
    language: field(fc.constantFrom("en", "ar", "en", "fr")),
    attribution: fc.option(
      fc.oneof(
        fc.record({ utm_source: field(fc.string({ maxLength: 30 })), junk: hostileValue }, { requiredKeys: [] }),
        hostileValue,
      ),
      { nil: undefined },
    ),
    ...tokenFields,
  }),
  "contact-submit": payload({
    ...contactFields,
    ...tokenFields,
    attribution: fc.option(
      fc.oneof(
        fc.record(
          {
            utm_source: field(fc.string({ maxLength: 30 })),
            gclid: field(fc.string({ maxLength: 30 })),
            is_control: field(fc.boolean()),
            first_visit: field(fc.nat()),
            junk: hostileValue,
          },
          { requiredKeys: [] },
        ),
        hostileValue,
      ),
      { nil: undefined },
    ),
  }),
  "experiment-event": payload({
    experimentId: field(
      fc.oneof(
        { weight: 8, arbitrary: fc.constant(EXPERIMENT_ID) },
        { weight: 1, arbitrary: fc.uuid() },
        { weight: 1, arbitrary: fc.string({ maxLength: 40 }) },
      ),
    ),
    visitorId: field(
      fc.oneof(
        { weight: 6, arbitrary: fc.nat(SIGNED_VISITORS - 1).map((index) => signedVisitorIds[index]!) },
        { weight: 1, arbitrary: fc.uuid() },
        { weight: 1, arbitrary: fc.string({ maxLength: 80 }) },
      ),
    ),
    type: field(fc.constantFrom("impression", "quote_request", "click", "")),
    pageLocation: field(fc.constantFrom("hero", "hero", "pricing", "")),
  }),
  "csrf-token": payload({ anything: hostileValue }),
  "visitor-id": payload({ anything: hostileValue }),
} as const;

type Endpoint = keyof typeof BODIES;

/** A whole request: mostly a JSON POST of a generated body, sometimes broken in other ways. */
function requests(endpoint: Endpoint) {
  const json = BODIES[endpoint].map((body) => {
    // "valid" stands for a real token, filled in when sent (each is accepted once): most requests get past CSRF to the database.
    const filled = { ...body };
    if (filled.csrfToken === "valid") filled.csrfToken = VALID_TOKEN;
    if (filled.timestamp === "valid") filled.timestamp = VALID_TIMESTAMP;
    return JSON.stringify(filled);
  });
  const body = rawBody(
    [
      { weight: 12, arbitrary: json },
      { weight: 1, arbitrary: json.map((text) => text.slice(0, Math.max(1, Math.floor(text.length / 2)))) },
    ],
    [
      '{"__proto__":{"admin":true},"email":"proto@example.com"}',
      '{"email":"a@example.com","email":"b@example.com"}',
      "[]",
      "null",
      '"x"',
      "1e400",
      "{}",
      "",
    ],
  );
  const method = fc.oneof(
    { weight: 12, arbitrary: fc.constant(endpoint === "csrf-token" || endpoint === "visitor-id" ? "GET" : "POST") },
    { weight: 1, arbitrary: fc.constantFrom("GET", "POST", "PUT", "DELETE", "PATCH", "OPTIONS", "HEAD") },
  );
  const contentType = fc.oneof(
    { weight: 12, arbitrary: fc.constant("application/json") },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        "text/plain",
        "application/x-www-form-urlencoded",
        "multipart/form-data; boundary=x",
        "application/json; charset=utf-16",
        "APPLICATION/JSON",
        "",
      ),
    },
  );
  return fc.record({ method, contentType, body, userAgent: fc.option(hostileString, { nil: undefined }) });
}

/** Stand-ins in the generated JSON for a fresh token and its timestamp. */
const VALID_TOKEN = "@valid-token@";
const VALID_TIMESTAMP = "@valid-timestamp@";

/** The body with a fresh token where it says so (a cut-off stand-in stays as it is: an invalid token). */
async function withFreshToken(body: string): Promise<string> {
  if (!body.includes(VALID_TOKEN) && !body.includes(VALID_TIMESTAMP)) return body;
  const fresh = await api.csrf();
  return body
    .replace(JSON.stringify(VALID_TOKEN), JSON.stringify(fresh.csrfToken))
    .replace(JSON.stringify(VALID_TIMESTAMP), String(fresh.timestamp));
}

async function send(
  endpoint: Endpoint,
  request: { method: string; contentType: string; body: string; userAgent: string | undefined },
) {
  sequence += 1;
  const hasBody = request.method !== "GET" && request.method !== "HEAD";
  let userAgent = request.userAgent;
  // Header values must be ByteStrings; a browser could not send others either.
  if (userAgent !== undefined) userAgent = userAgent.replace(/[^\t\x20-\x7e\x80-\xff]/g, "?");
  return api.call(endpoint, {
    method: request.method,
    ...(hasBody ? { body: await withFreshToken(request.body) } : {}),
    // A new client address per request: the per-IP limit would otherwise answer 429 before anything else runs.
    ip: `10.${(sequence >> 16) & 255}.${(sequence >> 8) & 255}.${sequence & 255}`,
    headers: { "content-type": request.contentType, ...(userAgent === undefined ? {} : { "user-agent": userAgent }) },
  });
}

describe.each(Object.keys(BODIES) as Endpoint[])("%s under 10,000 hostile requests", (endpoint) => {
  it("never answers 5xx, never throws, and every error is a JSON { error }", async () => {
    const answers = answerTally({ bodiless: [204], jsonSuccesses: true });
    await fc.assert(
      fc.asyncProperty(requests(endpoint), async (request) => {
        const response = await send(endpoint, request);
        await answers.check(response, request.method, JSON.stringify(request).slice(0, 300));
      }),
      { numRuns: RUNS },
    );
    console.log(`${endpoint}: ${answers.summary()}`);
    const successes = [...answers.statuses]
      .filter(([status]) => status < 300)
      .reduce((sum, [, count]) => sum + count, 0);
    // The valid paths ran too, not only the refusals.
    expect(successes).toBeGreaterThan(RUNS / 200);
  });
});

describe("after the hostile requests", () => {
  it("every stored row parses again with its schema, unchanged", async () => {
    const newsletter = await api.db.select().from(newsletterSubscribers);
    const waitlist = await api.db.select().from(androidWaitlist);
    const enquiries = await api.db.select().from(contactEnquiries);
    expect(newsletter.length).toBeGreaterThan(RUNS / 200);
    expect(waitlist.length).toBeGreaterThan(RUNS / 200);
    expect(enquiries.length).toBeGreaterThan(RUNS / 200);

    for (const row of newsletter) {
      const parsed = newsletterSignupSchema.safeParse({
        email: row.email,
        source: row.source,
        userAgent: row.userAgent ?? "",
        csrfToken: "t",
        timestamp: 1,
      });
      expect(parsed.success, row.email).toBe(true);
      expect(parsed.data).toMatchObject({ email: row.email, source: row.source, userAgent: row.userAgent ?? "" });
    }
    for (const row of waitlist) {
      expect(waitlistSignupSchema.parse({ email: row.email })).toEqual({ email: row.email });
    }
    const reminders = await api.db.select().from(renewalReminders);
    expect(reminders.length).toBeGreaterThan(RUNS / 200);
    const reminderForm = reminderFormSchemaAt(Date.now);
    for (const row of reminders) {
      const form = { email: row.email, renewalMonth: row.renewalMonth, consent: true };
      expect(reminderForm.parse(form), JSON.stringify(form)).toEqual(form);
      expect(["home", "quote_dialog"]).toContain(row.source);
      expect(contactAttributionSchema.parse(row.attribution ?? undefined)).toEqual(row.attribution ?? undefined);
    }
    const events = await api.db.select().from(experimentEvents);
    expect(events.length).toBeGreaterThan(RUNS / 200);
    for (const row of events) {
      const event = {
        experimentId: row.experimentId,
        visitorId: row.visitorId,
        type: row.eventType,
        pageLocation: row.pageLocation,
      };
      expect(experimentEventSchema.parse(event)).toEqual(event);
    }
    for (const row of enquiries) {
      const form = {
        firstName: row.firstName,
        lastName: row.lastName,
        email: row.email,
        phone: row.phone ?? undefined,
        subject: row.subject,
        message: row.message,
      };
      const parsed = contactFormSchema.safeParse(form);
      expect(parsed.success, JSON.stringify(form)).toBe(true);
      expect(parsed.data).toEqual(form);
      expect(contactAttributionSchema.parse(row.attribution ?? undefined)).toEqual(row.attribution ?? undefined);
    }
  });
});

describe("text the database cannot store", () => {
  // Found by the generated requests above: these answered 500 (PostgreSQL and PGlite
  // refuse NUL in text and jsonb, and jsonb refuses half a surrogate pair).
  it.each([
    ["contact-submit", "message", { message: "Hello\u0000 there, a question" }],
    ["contact-submit", "subject", { subject: "Renewal\u0000" }],
    ["contact-submit", "attribution", { attribution: { utm_source: "news\uD800letter" } }],
    ["contact-submit", "attribution", { attribution: { gclid: "abc\u0000" } }],
    ["contact-submit", "message", { message: "Hello \uDC00 there, a question" }],
    ["newsletter-signup", "userAgent", { userAgent: "Mozilla\u0000" }],
  ] as const)("%s with it in %s answers 400 with the field and stores nothing", async (endpoint, fieldName, change) => {
    const base =
      endpoint === "contact-submit"
        ? {
            firstName: "Layla",
            lastName: "Haddad",
            email: `nul-${++sequence}@example.com`,
            subject: "Hi",
            message: "Hello there, a question",
          }
        : { email: `nul-${++sequence}@example.com`, source: "footer", userAgent: "Mozilla/5.0" };
    const before =
      (await api.db.select().from(contactEnquiries)).length +
      (await api.db.select().from(newsletterSubscribers)).length;
    const response = await api.call(endpoint, {
      body: { ...base, ...(await api.csrf()), ...change },
      ip: `10.255.0.${sequence & 255}`,
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual(unstorableAnswer(fieldName));
    const after =
      (await api.db.select().from(contactEnquiries)).length +
      (await api.db.select().from(newsletterSubscribers)).length;
    expect(after).toBe(before);
  });

  it("well-formed text outside the Basic Multilingual Plane is stored as sent", async () => {
    const message = "Great app 👍🏽 — شكراً 𝔘𝔫𝔦𝔠𝔬𝔡𝔢";
    const email = `emoji-${++sequence}@example.com`;
    const response = await api.call("contact-submit", {
      body: { firstName: "Zoë", lastName: "Haddad", email, subject: "Thanks 🙏", message, ...(await api.csrf()) },
      ip: `10.254.0.${sequence & 255}`,
    });
    expect(response.status).toBe(201);
    const rows = await api.db.select().from(contactEnquiries);
    expect(rows.find((row) => row.email === email)).toMatchObject({ message, subject: "Thanks 🙏", firstName: "Zoë" });
  });
});

describe("POST /api/csp-report under 10,000 hostile requests", () => {
  const urlish = fc.oneof(
    { weight: 6, arbitrary: fc.webUrl({ withQueryParameters: true, withFragments: true }) },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        "inline",
        "eval",
        "data",
        "about:blank",
        "data:image/png;base64,AAAA",
        "blob:https://drivebee.ae/1",
        "javascript:alert(1)",
      ),
    },
    { weight: 1, arbitrary: hostileString },
  );
  const directive = fc.constantFrom(
    "script-src-elem",
    "img-src",
    "connect-src",
    "style-src-attr",
    "script-src 'self' 'sha256-x'",
    "",
  );
  const legacy = payload({
    "csp-report": field(
      payload({
        "document-uri": field(urlish),
        "violated-directive": field(directive),
        "effective-directive": field(directive),
        "blocked-uri": field(urlish),
        "source-file": field(urlish),
        "line-number": field(fc.integer({ min: -5, max: 20_000_000 })),
        disposition: field(fc.constantFrom("enforce", "report")),
      }),
    ),
  });
  const batch = fc.array(
    payload({
      type: field(fc.constantFrom("csp-violation", "csp-violation", "deprecation", "intervention")),
      age: field(fc.nat()),
      user_agent: field(fc.string({ maxLength: 400 })),
      body: field(
        payload({
          documentURL: field(urlish),
          effectiveDirective: field(directive),
          blockedURL: field(urlish),
          sourceFile: field(urlish),
          lineNumber: field(fc.integer({ min: -5, max: 20_000_000 })),
          disposition: field(fc.constantFrom("enforce", "report")),
        }),
      ),
    }),
    { maxLength: 8 },
  );
  const request = fc.record({
    method: mostlyPost,
    contentType: fc.oneof(
      { weight: 6, arbitrary: fc.constantFrom("application/csp-report", "application/reports+json") },
      {
        weight: 1,
        arbitrary: fc.constantFrom(
          "application/json",
          "text/plain",
          "APPLICATION/CSP-REPORT",
          "application/reports+json; charset=utf-8",
          "",
        ),
      },
    ),
    body: rawBody(
      [
        { weight: 6, arbitrary: legacy.map((value) => JSON.stringify(value)) },
        { weight: 6, arbitrary: batch.map((value) => JSON.stringify(value)) },
      ],
      [
        "",
        "{",
        "[]",
        "null",
        '{"__proto__":{"x":1}}',
        "x".repeat(9000),
        `[${'{"type":"csp-violation"},'.repeat(400)}{}]`,
      ],
    ),
  });

  it("never answers 5xx, never throws, every error is a JSON { error }, and what is stored has no query string", async () => {
    const answers = await sendHostileRequests(api.app, "/api/csp-report", request, {
      runs: RUNS,
      bodiless: [204],
      ip: () => ipFor(++sequence),
    });
    console.log(`csp-report: ${answers.summary()}`);
    expect(answers.count(204)).toBeGreaterThan(RUNS / 200);
    const rows = await api.db.select().from(cspReports);
    expect(rows.length).toBeGreaterThan(RUNS / 200);
    for (const row of rows) {
      expect(row.effectiveDirective, JSON.stringify(row)).toBeTruthy();
      for (const url of [row.documentUrl, row.sourceFile]) if (url) expect(url).not.toMatch(/[?#]/);
      if (row.blockedUrl) expect(row.blockedUrl).toMatch(/^([a-z][a-z-]*|[a-z][a-z0-9+.-]*:(\/\/[^/?#]+)?)$/);
    }
  });
});

/**
 * Hostile request targets against the real built server (its fast path,
 * Hono, the database): each of these answered 500 or redirected off the
 * site before. Every answer is a 4xx (JSON on the APIs), never a 5xx, and no
 * Location leaves the site.
 */
describe("hostile URLs against the built server", () => {
  let server: ServerProcess;
  let folder: string;
  let adminCookie: string;

  beforeAll(async () => {
    // A PGlite folder with an admin in it, made before the server holds the folder.
    folder = mkdtempSync(join(tmpdir(), "drivebee-hostile-urls-"));
    const database = await openDatabase(join(folder, "pglite"));
    await database.migrate();
    await createAdmin(
      {
        db: database.db,
        auth: createAuth({ db: database.db, secret: TEST_SECRET, nodeEnv: "production" }),
        actor: { id: null, email: "cli:test" },
      },
      ADMIN,
    );
    await database.close();
    server = await startServer(PORTS.hostileUrls, join(folder, "pglite"));
    const signIn = await fetch(`${server.origin}/api/auth/sign-in/email`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: server.origin },
      body: JSON.stringify(ADMIN),
    });
    expect(signIn.status).toBe(200);
    adminCookie = signIn.headers
      .getSetCookie()
      .map((cookie) => cookie.split(";")[0])
      .join("; ");
  });
  afterAll(async () => {
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- undefined when beforeAll failed before starting it
    await server?.stop();
    rmSync(folder, { recursive: true, force: true });
  });

  const get = (path: string, headers: Record<string, string> = {}) =>
    fetch(`${server.origin}${path}`, { redirect: "manual", headers });

  it.each([
    "//evil.example/",
    "/%2Fevil.example/",
    "/%5Cevil.example/",
    "/%09/evil.example/",
    "/%20/evil.example/",
    "/%0d%0aSet-Cookie:%20x=1/",
  ])("GET %s answers the 404 page: no redirect off the site, no header from the path", async (path) => {
    const response = await get(path);
    expect(response.status).toBe(404);
    expect(response.headers.get("location")).toBeNull();
    expect(response.headers.get("set-cookie")).toBeNull();
    expect(await response.text()).toContain("<html");
  });

  it.each(["__proto__", "constructor", "toString"])(
    "GET /rest/v1/ab_experiments?select=%s answers 400 JSON",
    async (select) => {
      const response = await get(`/rest/v1/ab_experiments?select=${select}`, { apikey: TEST_API_KEY });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({
        code: "42703",
        message: `column ab_experiments.${select} does not exist`,
      });
    },
  );

  it("GET /rest/v1/experiment_content?page_location=eq.%00 answers 400 JSON (NUL never reaches PostgreSQL)", async () => {
    const response = await get("/rest/v1/experiment_content?page_location=eq.%00", { apikey: TEST_API_KEY });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      code: "22021",
      message: "page_location contains invalid characters",
    });
  });

  it.each(["/api/admin/enquiries?q=%00", "/api/admin/subscribers?q=%00", "/api/admin/waitlist?q=x%00"])(
    "the admin search GET %s answers 400 JSON",
    async (path) => {
      const response = await get(path, { cookie: adminCookie, origin: server.origin });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual(unstorableAnswer("q"));
    },
  );

  it("the same searches without the NUL still answer 200: the session is real", async () => {
    const response = await get("/api/admin/enquiries?q=layla", { cookie: adminCookie, origin: server.origin });
    expect(response.status).toBe(200);
  });

  it("a 10 KB X-Forwarded-For or User-Agent never answers 500", async () => {
    const huge = "9".repeat(10 * 1024);
    const variants: Record<string, string>[] = [
      { "x-forwarded-for": huge },
      { "x-forwarded-for": `${"a".repeat(988)}@example.com` },
      { "user-agent": huge },
    ];
    for (const headers of variants) {
      const response = await fetch(`${server.origin}/functions/v1/android-waitlist-signup`, {
        method: "POST",
        headers: { apikey: TEST_API_KEY, "content-type": "application/json", ...headers },
        body: JSON.stringify({
          email: `huge-${Object.keys(headers)[0]}-${Math.random().toString(36).slice(2)}@example.com`,
        }),
      });
      expect(response.status).toBe(200);
    }
  });
});
