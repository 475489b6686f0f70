/**
 * POST /api/page-view (R-FUNNEL-30..36) on PGlite in memory and PostgreSQL: a view is recorded
 * with its dimensions and a day's visitor hash; bots and prefetches are not counted; hostile
 * input is a 4xx; the hash changes with the day and no salt older than a day is left; the
 * retention job rolls old days up.
 */
import { asc } from "drizzle-orm";
import { expect } from "vitest";
import { BODY_LIMITS, PAGE_VIEWS, RETENTION } from "../../core/constants";
import { gulfDayStart } from "../../core/gulf-time";
import { pageViewDays, pageViews, visitDays, visitSalts } from "../db/schema";
import { runRetention } from "../jobs/retention.server";
import { apiTest as it, describeOnDatabases, type Harness } from "../../tests/support/api";

const IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1";
const DESKTOP = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const GOOGLEBOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";
const EXPERIMENT = "3f1c2a5e-9b7d-4c1e-8a2f-6d5e4c3b2a10";
const DAY_MS = 24 * 60 * 60 * 1000;

/** A beacon as the page's sendBeacon sends it: a string body, so text/plain. */
function beacon(
  api: Harness,
  body: unknown,
  {
    userAgent = IPHONE,
    ip = "203.0.113.9",
    headers = {},
  }: { userAgent?: string; ip?: string; headers?: Record<string, string> } = {},
) {
  return api.app.request(PAGE_VIEWS.endpoint, {
    method: "POST",
    headers: {
      "content-type": "text/plain;charset=UTF-8",
      "sec-fetch-site": "same-origin",
      "user-agent": userAgent,
      "x-forwarded-for": ip,
      ...headers,
    },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

const views = (api: Harness) => api.db.select().from(pageViews).orderBy(asc(pageViews.id));

describeOnDatabases("page views", () => {
  it("R-FUNNEL-31: records a view with its path, edition, referrer domain, campaign, click ids, device class and experiment", async ({
    api,
  }) => {
    const response = await beacon(api, {
      path: "/ar/quote",
      referrer: "WWW.Google.com",
      utm_source: "radio",
      utm_medium: "audio",
      utm_campaign: "ramadan",
      utm_content: "spot-2",
      utm_term: "car insurance",
      clickIds: ["gclid", "ttclid", "not-a-click-id"],
      experiment: EXPERIMENT.toUpperCase(),
    });
    expect(response.status).toBe(204);
    const [view, ...rest] = await views(api);
    expect(rest).toEqual([]);
    expect(view).toMatchObject({
      path: "/ar/quote",
      edition: "ar",
      deviceClass: "phone",
      referrerDomain: "www.google.com",
      utmSource: "radio",
      utmMedium: "audio",
      utmCampaign: "ramadan",
      utmContent: "spot-2",
      utmTerm: "car insurance",
      hasGclid: true,
      hasFbclid: false,
      hasMsclkid: false,
      hasTtclid: true,
      experimentId: EXPERIMENT,
    });
    expect(view!.visitorHash).toMatch(/^[0-9a-f]{32}$/);
    // Nothing of the address or the user agent is stored in any column.
    expect(JSON.stringify(view)).not.toContain("203.0.113.9");
    expect(JSON.stringify(view)).not.toContain("iPhone");
  });

  it("R-FUNNEL-31: a bare view has its edition and device class, and nothing else", async ({ api }) => {
    expect((await beacon(api, { path: "/" }, { userAgent: DESKTOP })).status).toBe(204);
    expect(await views(api)).toMatchObject([
      {
        path: "/",
        edition: "en",
        deviceClass: "desktop",
        referrerDomain: null,
        utmSource: null,
        utmCampaign: null,
        hasGclid: false,
        experimentId: null,
      },
    ]);
  });

  it("R-FUNNEL-31: a bad campaign value, referrer or experiment is dropped, not the view; an e-mail address is never kept", async ({
    api,
  }) => {
    const response = await beacon(api, {
      path: "/features",
      referrer: "not a host/",
      utm_source: "layla@example.com",
      utm_medium: "x".repeat(PAGE_VIEWS.campaignValueMax + 1),
      utm_campaign: 42,
      clickIds: "gclid",
      experiment: "1234",
    });
    expect(response.status).toBe(204);
    expect(await views(api)).toMatchObject([
      { path: "/features", referrerDomain: null, utmSource: null, utmMedium: null, utmCampaign: null, hasGclid: false },
    ]);
    expect((await views(api))[0]!.experimentId).toBeNull();
  });

  it("R-FUNNEL-34: a bot, or no user agent at all, is not a visitor", async ({ api }) => {
    expect((await beacon(api, { path: "/" }, { userAgent: GOOGLEBOT })).status).toBe(202);
    expect((await beacon(api, { path: "/" }, { userAgent: "" })).status).toBe(202);
    expect((await beacon(api, { path: "/" }, { userAgent: "curl/8.5.0" })).status).toBe(202);
    expect(await views(api)).toEqual([]);
  });

  it("R-FUNNEL-32: a prefetch or prerender is not a view", async ({ api }) => {
    expect((await beacon(api, { path: "/" }, { headers: { "sec-purpose": "prefetch" } })).status).toBe(202);
    expect((await beacon(api, { path: "/" }, { headers: { "sec-purpose": "prefetch;prerender" } })).status).toBe(202);
    expect((await beacon(api, { path: "/" }, { headers: { purpose: "prefetch" } })).status).toBe(202);
    expect(await views(api)).toEqual([]);
  });

  it("R-FUNNEL-35: hostile input is a clear 4xx and records nothing", async ({ api }) => {
    const cases: [string, Response, number][] = [
      ["not JSON", await beacon(api, "{path:"), 400],
      ["no path", await beacon(api, { utm_source: "radio" }), 400],
      ["a path with a query", await beacon(api, { path: "/?email=layla@example.com" }), 400],
      ["a path that is a URL", await beacon(api, { path: "https://evil.example/" }), 400],
      ["a path too long", await beacon(api, { path: `/${"a".repeat(PAGE_VIEWS.pathMax)}` }), 400],
      ["a NUL", await beacon(api, { path: "/a\u0000b" }), 400],
      ["an array", await beacon(api, [{ path: "/" }]), 400],
      ["null", await beacon(api, "null"), 400],
      ["another site", await beacon(api, { path: "/" }, { headers: { "sec-fetch-site": "cross-site" } }), 403],
      [
        "another origin",
        await beacon(api, { path: "/" }, { headers: { "sec-fetch-site": "", origin: "https://evil.example" } }),
        403,
      ],
      [
        "a form",
        await beacon(api, "path=/", { headers: { "content-type": "application/x-www-form-urlencoded" } }),
        415,
      ],
      ["too large", await beacon(api, { path: "/", utm_term: "x".repeat(BODY_LIMITS.pageView) }), 413],
    ];
    for (const [what, response, status] of cases) expect(response.status, what).toBe(status);
    expect((await api.app.request(PAGE_VIEWS.endpoint)).status).toBe(405);
    expect(await views(api)).toEqual([]);
  });

  it("accepts JSON as a script sends it, and an Origin of this site", async ({ api }) => {
    const response = await beacon(
      api,
      { path: "/about" },
      { headers: { "content-type": "application/json", "sec-fetch-site": "", origin: "http://localhost" } },
    );
    expect(response.status).toBe(204);
    expect(await views(api)).toHaveLength(1);
  });

  it("R-FUNNEL-33: one visitor a day per address and browser; the hash changes with the day and no salt older than a day is left", async ({
    api,
  }) => {
    const noon = gulfDayStart("2026-12-01") + 12 * 60 * 60 * 1000;
    api.setNow(noon);
    await beacon(api, { path: "/" });
    await beacon(api, { path: "/features" });
    await beacon(api, { path: "/" }, { ip: "203.0.113.10" });
    await beacon(api, { path: "/" }, { userAgent: DESKTOP });
    // An IPv6 client is its /64 (clientIp): a new address inside it is the same visitor.
    await beacon(api, { path: "/" }, { ip: "2001:db8:1:2::1" });
    await beacon(api, { path: "/" }, { ip: "2001:db8:1:2::99" });
    const first = await views(api);
    expect(first.map((view) => view.day)).toEqual(Array(6).fill("2026-12-01"));
    expect(first[0]!.visitorHash).toBe(first[1]!.visitorHash);
    expect(new Set(first.map((view) => view.visitorHash)).size).toBe(4);
    expect(first[4]!.visitorHash).toBe(first[5]!.visitorHash);
    expect((await api.db.select().from(visitSalts)).map((row) => row.day)).toEqual(["2026-12-01"]);

    // The next Gulf day: the same browser on the same address is a new hash, and yesterday's salt is gone.
    api.setNow(noon + DAY_MS);
    await beacon(api, { path: "/" });
    const next = (await views(api)).at(-1)!;
    expect(next.day).toBe("2026-12-02");
    expect(next.visitorHash).not.toBe(first[0]!.visitorHash);
    expect((await api.db.select().from(visitSalts)).map((row) => row.day)).toEqual(["2026-12-02"]);
  });

  it("R-FUNNEL-33: the retention job deletes a past day's salt even when no view comes", async ({ api }) => {
    await api.db.insert(visitSalts).values([
      { day: "2026-11-30", salt: "a".repeat(64) },
      { day: "2026-12-01", salt: "b".repeat(64) },
    ]);
    const report = await runRetention(api.db, { now: new Date(gulfDayStart("2026-12-01") + 60_000) });
    expect(report.visitSalts).toBe(1);
    expect((await api.db.select().from(visitSalts)).map((row) => row.day)).toEqual(["2026-12-01"]);
  });

  it(`R-FUNNEL-36: views older than ${RETENTION.pageViewMonths} months are rolled up by whole Gulf days`, async ({
    api,
  }) => {
    const now = new Date("2026-12-02T08:00:00Z");
    const row = (day: string, visitorHash: string, extra: Partial<typeof pageViews.$inferInsert> = {}) => ({
      day,
      path: "/",
      edition: "en" as const,
      deviceClass: "phone" as const,
      visitorHash,
      viewedAt: new Date(gulfDayStart(day) + 60_000),
      ...extra,
    });
    await api.db.insert(pageViews).values([
      row("2025-10-30", "a".repeat(32), { utmSource: "radio", utmCampaign: "ramadan" }),
      row("2025-10-30", "a".repeat(32), { utmSource: "radio", utmCampaign: "ramadan" }),
      row("2025-10-30", "b".repeat(32), { utmSource: "radio", utmCampaign: "ramadan" }),
      row("2025-10-30", "a".repeat(32), { path: "/features" }),
      row("2025-10-31", "c".repeat(32), { hasGclid: true, experimentId: EXPERIMENT }),
      // Inside the 13 months: kept as it is.
      row("2025-11-03", "d".repeat(32)),
    ]);
    const report = await runRetention(api.db, { now });
    expect(report.pageViews).toBe(5);
    expect((await views(api)).map((view) => view.day)).toEqual(["2025-11-03"]);
    expect(await api.db.select().from(visitDays).orderBy(asc(visitDays.day))).toEqual([
      { day: "2025-10-30", views: 4, visitors: 2 },
      { day: "2025-10-31", views: 1, visitors: 1 },
    ]);
    const days = await api.db.select().from(pageViewDays).orderBy(asc(pageViewDays.day), asc(pageViewDays.path));
    expect(days).toMatchObject([
      {
        day: "2025-10-30",
        path: "/",
        utmSource: "radio",
        utmCampaign: "ramadan",
        referrerDomain: "",
        views: 3,
        visitors: 2,
      },
      { day: "2025-10-30", path: "/features", utmSource: "", views: 1, visitors: 1 },
      { day: "2025-10-31", path: "/", hasGclid: true, experimentId: EXPERIMENT, views: 1, visitors: 1 },
    ]);
    // A second run finds nothing more to move.
    expect((await runRetention(api.db, { now })).pageViews).toBe(0);
  });
});
