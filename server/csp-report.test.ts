/**
 * POST /api/csp-report (both report formats browsers send), its per-IP
 * limit, hostile bodies (4xx, nothing stored) and the operator's list in
 * /api/admin/csp-reports, on PGlite in memory and PostgreSQL.
 */
import { expect } from "vitest";
import type { CspReportRow, Page } from "../core/admin-api";
import { BODY_LIMITS } from "../core/constants";
import { CSP_REPORTS_PER_IP } from "./csp-report.server";
import { cspReports } from "./db/schema";
import { apiTest as it, describeOnDatabases, type Harness } from "../tests/support/api";

const CHROME = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

/** What Chromium sends to a report-uri (application/csp-report). */
const legacyReport = {
  "csp-report": {
    "document-uri": "https://drivebee.ae/contact?email=layla%40example.com#form",
    referrer: "https://www.google.com/",
    "violated-directive": "script-src-elem",
    "effective-directive": "script-src-elem",
    "original-policy": "default-src 'self'; script-src 'self'; report-uri /api/csp-report",
    disposition: "enforce",
    "blocked-uri": "https://evil.example/steal.js?session=abc",
    "line-number": 12,
    "column-number": 40,
    "source-file": "https://drivebee.ae/assets/entry-Ab12Cd34.js?v=1",
    "status-code": 200,
    "script-sample": "",
  },
};

/** What the Reporting API sends to a report-to endpoint (application/reports+json). */
const reportingBatch = [
  {
    age: 10,
    type: "csp-violation",
    url: "https://drivebee.ae/about?utm_source=x",
    user_agent: CHROME,
    body: {
      documentURL: "https://drivebee.ae/about?utm_source=x",
      referrer: "",
      blockedURL: "inline",
      effectiveDirective: "script-src-elem",
      originalPolicy: "default-src 'self'",
      sourceFile: "https://drivebee.ae/about",
      sample: "alert(1)",
      disposition: "report",
      statusCode: 200,
      lineNumber: 3,
      columnNumber: 1,
    },
  },
  {
    age: 5,
    type: "deprecation",
    url: "https://drivebee.ae/",
    user_agent: CHROME,
    body: { id: "x", message: "old API" },
  },
];

describeOnDatabases("POST /api/csp-report", () => {
  let api: Harness;
  let ip = 0;
  it.beforeEach(({ api: harness }) => {
    api = harness;
    ip += 1;
  });

  const report = (body: unknown, contentType: string, from = `198.51.100.${ip % 250}`, userAgent = CHROME) =>
    api.app.request("/api/csp-report", {
      method: "POST",
      headers: { "content-type": contentType, "x-forwarded-for": from, "user-agent": userAgent },
      body: typeof body === "string" ? body : JSON.stringify(body),
    });

  /** Sends a report that is accepted (204) and returns the one row it stored. */
  async function storedRow(...request: Parameters<typeof report>) {
    expect((await report(...request)).status).toBe(204);
    const rows = await api.db.select().from(cspReports);
    expect(rows).toHaveLength(1);
    return rows[0]!;
  }

  it("stores a report-uri report (application/csp-report) without query strings, the blocked URL's origin only", async () => {
    const row = await storedRow(legacyReport, "application/csp-report");
    expect(row).toMatchObject({
      documentUrl: "https://drivebee.ae/contact",
      violatedDirective: "script-src-elem",
      effectiveDirective: "script-src-elem",
      blockedUrl: "https://evil.example",
      sourceFile: "https://drivebee.ae/assets/entry-Ab12Cd34.js",
      lineNumber: 12,
      disposition: "enforce",
      userAgent: CHROME,
    });
    // Nothing of the query (an address) or the blocked URL's path survives.
    expect(JSON.stringify(row)).not.toMatch(/layla|session=abc|steal/);
  });

  it("stores the CSP violations of a Reporting API batch (application/reports+json) and skips other report types", async () => {
    expect(await storedRow(reportingBatch, "application/reports+json")).toMatchObject({
      documentUrl: "https://drivebee.ae/about",
      effectiveDirective: "script-src-elem",
      blockedUrl: "inline",
      sourceFile: "https://drivebee.ae/about",
      lineNumber: 3,
      disposition: "report",
      userAgent: CHROME,
    });
  });

  it("trims a long user agent to 256 characters", async () => {
    const row = await storedRow(legacyReport, "application/csp-report", "198.51.100.251", `UA ${"x".repeat(1000)}`);
    expect(row.userAgent).toHaveLength(256);
  });

  it(`limits one client address to ${CSP_REPORTS_PER_IP} reports an hour, counted per address`, async () => {
    const from = "203.0.113.99";
    for (let sent = 0; sent < CSP_REPORTS_PER_IP; sent++)
      expect((await report(legacyReport, "application/csp-report", from)).status).toBe(204);
    const limited = await report(legacyReport, "application/csp-report", from);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    // Junk counts too, so it cannot be sent without limit either.
    expect((await report("{", "application/csp-report", from)).status).toBe(429);
    expect((await report(legacyReport, "application/csp-report", "203.0.113.100")).status).toBe(204);
    expect(await api.db.$count(cspReports)).toBe(CSP_REPORTS_PER_IP + 1);
    api.advance(60 * 60 * 1000 + 1000);
    expect((await report(legacyReport, "application/csp-report", from)).status).toBe(204);
  });

  it.each([
    ["a body over the limit", 413, "x".repeat(BODY_LIMITS.cspReport + 1), "application/csp-report"],
    ["another content type", 415, JSON.stringify(legacyReport), "text/plain"],
    ["no content type", 415, JSON.stringify(legacyReport), ""],
    ["broken JSON", 400, '{"csp-report":', "application/csp-report"],
    ["not a report", 400, JSON.stringify({ hello: "world" }), "application/csp-report"],
    [
      "a report without a directive",
      400,
      JSON.stringify({ "csp-report": { "document-uri": "https://drivebee.ae/" } }),
      "application/csp-report",
    ],
    // Found by the hostile run: a lone byte-order mark passed as a directive and the driver stored it as "".
    [
      "a directive that is not a directive name",
      400,
      JSON.stringify({ "csp-report": { "effective-directive": "\uFEFF", "violated-directive": "<script>" } }),
      "application/csp-report",
    ],
    ["a batch that is an object", 400, JSON.stringify(legacyReport), "application/reports+json"],
    ["a batch without a CSP violation", 400, JSON.stringify([reportingBatch[1]]), "application/reports+json"],
    ["an empty batch", 400, "[]", "application/reports+json"],
    [
      "NUL in the user agent",
      400,
      JSON.stringify([{ ...reportingBatch[0], user_agent: "Mozilla\u0000" }]),
      "application/reports+json",
    ],
    [
      "half a surrogate pair",
      400,
      JSON.stringify([{ ...reportingBatch[0], user_agent: "Mozilla \uD800" }]),
      "application/reports+json",
    ],
    ["a prototype key", 400, '{"__proto__":{"admin":true}}', "application/csp-report"],
  ] as const)("answers %s with a %i JSON error and stores nothing", async (_label, status, body, contentType) => {
    const response = await report(body, contentType);
    expect(response.status).toBe(status);
    expect(typeof ((await response.json()) as { error?: unknown }).error).toBe("string");
    expect(await api.db.$count(cspReports)).toBe(0);
  });

  it("accepts only POST", async () => {
    const response = await api.app.request("/api/csp-report");
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("POST");
  });

  it("lists the reports newest first to an admin, and to nobody else", async () => {
    await report(legacyReport, "application/csp-report");
    api.advance(1000);
    await report(reportingBatch, "application/reports+json");
    expect((await api.api("/admin/csp-reports")).status).toBe(401);
    const cookie = await api.adminCookie();
    const page = (await (await api.api("/admin/csp-reports", { cookie })).json()) as Page<CspReportRow>;
    expect(page.total).toBe(2);
    expect(page.rows.map((row) => row.documentUrl)).toEqual([
      "https://drivebee.ae/about",
      "https://drivebee.ae/contact",
    ]);
    expect(page.rows[1]).toMatchObject({
      effectiveDirective: "script-src-elem",
      blockedUrl: "https://evil.example",
      lineNumber: 12,
    });
    expect(new Date(page.rows[0]!.receivedAt).getTime()).toBeGreaterThan(new Date(page.rows[1]!.receivedAt).getTime());
    expect((await api.api("/admin/csp-reports?page=0", { cookie })).status).toBe(400);
  });
});
