/**
 * The funnel in /admin over HTTP (R-FUNNEL-70..74), on PGlite and PostgreSQL, with constructed
 * page views, hand-offs, broker events, rolled-up days and leads: a visitor counted once a day
 * under their landing view's campaign, hand-offs and what the broker made of them under theirs,
 * the rolled-up days in the totals only, the rates with their Wilson intervals worked by hand, and
 * the CSV of the same table.
 */
import { randomUUID } from "node:crypto";
import { expect } from "vitest";
import type { FunnelReport } from "../../core/admin-api";
import { apiTest as it, describeOnDatabases, type Harness } from "../../tests/support/api";
import { HERO_DIALOG_PRESS } from "../../tests/support/api-fixtures";
import { runRetention } from "../jobs/retention.server";
import {
  auditLog,
  contactEnquiries,
  handoffDays,
  handoffs,
  newsletterSubscribers,
  pageViews,
  partnerEvents,
  visitDays,
} from "../db/schema";

const ADMIN = { email: "growth@drivebee.ae", password: "correct-horse-battery-staple" };
const EXPERIMENT = "6f1c2a9e-2f4b-4d8e-9a51-0c3f7b2d1e44";
const ids = {
  h1: randomUUID(),
  h2: randomUUID(),
  h3: randomUUID(),
  h4: randomUUID(),
  h5: randomUUID(),
  h6: randomUUID(),
};

/** A page view as the beacon writes it; `at` in UTC, `day` its Gulf day. */
const view = (
  visitor: string,
  day: string,
  at: string,
  path: string,
  extra: Partial<typeof pageViews.$inferInsert> = {},
) =>
  ({
    visitorHash: visitor.padEnd(32, "0"),
    day,
    viewedAt: new Date(at),
    path,
    edition: path.startsWith("/ar") ? "ar" : "en",
    deviceClass: "desktop",
    ...extra,
  }) satisfies typeof pageViews.$inferInsert;

const press = (id: string, at: string, extra: Partial<typeof handoffs.$inferInsert> = {}) =>
  ({
    id,
    createdAt: new Date(at),
    ...HERO_DIALOG_PRESS,
    channel: "beacon",
    deviceClass: "desktop",
    ...extra,
  }) satisfies typeof handoffs.$inferInsert;

/**
 * 1 to 3 March 2026, Gulf time (a Gulf day starts at 20:00 UTC the day before):
 * - visitor a lands on / from radio / ramadan on 2 March and reads /quote; comes back on 3 March to /features;
 * - visitor b lands on /ar on 2 March on a phone and sees the experiment;
 * - visitor c on 28 February is outside the period; 1 March was rolled up with 7 visitors;
 * - hand-offs h1 (online, radio / ramadan: a quote and a policy of 1,234.50 AED), h2 (WhatsApp, radio /
 *   ramadan), h3 (online, /ar, the experiment: a quote issued), h6 (online, 1 March 00:00, no campaign);
 *   not counted: h4 (an App Store press), h5 (4 March 00:30, after the period).
 */
async function seed(api: Harness) {
  await api.db
    .insert(pageViews)
    .values([
      view("a", "2026-03-02", "2026-03-02T06:00:00Z", "/", { utmSource: "radio", utmCampaign: "ramadan" }),
      view("a", "2026-03-02", "2026-03-02T06:05:00Z", "/quote"),
      view("b", "2026-03-02", "2026-03-02T07:00:00Z", "/ar", { deviceClass: "phone", experimentId: EXPERIMENT }),
      view("a", "2026-03-03", "2026-03-03T09:00:00Z", "/features"),
      view("c", "2026-02-28", "2026-02-28T09:00:00Z", "/", { utmSource: "radio", utmCampaign: "ramadan" }),
    ]);
  await api.db.insert(visitDays).values({ day: "2026-03-01", views: 12, visitors: 7 });
  const campaign = { utmSource: "radio", utmCampaign: "ramadan", landingPage: "/" };
  await api.db.insert(handoffs).values([
    press(ids.h1, "2026-03-02T06:10:00Z", campaign),
    press(ids.h2, "2026-03-02T06:11:00Z", { ...campaign, kind: "quote_whatsapp" }),
    press(ids.h3, "2026-03-02T07:05:00Z", {
      edition: "ar",
      landingPage: "/ar",
      deviceClass: "phone",
      experimentId: EXPERIMENT,
      experimentName: "Hero wording",
      isControl: false,
    }),
    press(ids.h4, "2026-03-02T07:06:00Z", { kind: "app_store", surface: "app_badge" }),
    press(ids.h5, "2026-03-03T20:30:00Z"),
    press(ids.h6, "2026-02-28T20:00:00Z", { channel: "redirect", surface: "quote_page" }),
  ]);
  await api.db.insert(partnerEvents).values([
    { handoffId: ids.h1, event: "quote_started", occurredAt: new Date("2026-03-02T06:30:00Z") },
    { handoffId: ids.h1, event: "policy_bought", occurredAt: new Date("2026-03-05T10:00:00Z"), premiumAed: "1234.50" },
    { handoffId: ids.h3, event: "quote_issued", occurredAt: new Date("2026-03-02T08:00:00Z") },
  ]);
  await api.db.insert(newsletterSubscribers).values([
    {
      email: "confirmed@example.com",
      source: "footer",
      createdAt: new Date("2026-03-02T10:00:00Z"),
      confirmedAt: new Date("2026-03-02T10:05:00Z"),
      status: "subscribed",
    },
    { email: "pending@example.com", source: "footer", createdAt: new Date("2026-03-02T10:00:00Z") },
  ]);
  await api.db.insert(contactEnquiries).values({
    firstName: "Layla",
    lastName: "Haddad",
    email: "layla@example.com",
    subject: "Cashback",
    message: "How is it paid?",
    createdAt: new Date("2026-03-03T10:00:00Z"),
  });
}

async function admin(api: Harness) {
  await api.createUser(ADMIN.email, ADMIN.password);
  return api.sessionCookie(ADMIN.email, ADMIN.password);
}

/** The seeded days (`seed`) and the admin's Cookie header to read them with. */
async function seededAdmin(api: Harness) {
  await seed(api);
  return admin(api);
}

const PERIOD = "from=2026-03-01&to=2026-03-03";

/** A breakdown's rows as [values, visitors, hand-offs, WhatsApp, quotes started, policies]. */
const countsOf = (rows: FunnelReport["rows"]) =>
  rows.map(({ values, visitors, handoffs, whatsapp, quotesStarted, policies }) => [
    values,
    visitors,
    handoffs,
    whatsapp,
    quotesStarted,
    policies,
  ]);

async function report(api: Harness, cookie: string, query: string): Promise<FunnelReport> {
  const response = await api.api(`/admin/funnel?${query}`, { cookie });
  expect(response.status).toBe(200);
  return (await response.json()) as FunnelReport;
}

describeOnDatabases("the funnel in /admin", () => {
  it("R-FUNNEL-70/71: visitors → hand-offs → quotes started → policies per campaign, with the leads and the rolled-up days", async ({
    api,
  }) => {
    const cookie = await seededAdmin(api);
    const funnel = await report(api, cookie, `${PERIOD}&by=campaign`);
    expect(funnel).toMatchObject({ from: "2026-03-01", to: "2026-03-03", breakdown: "campaign", rolledUpVisitors: 7 });
    // 7 rolled up on 1 March, a and b on 2 March, a again on 3 March (a new day, a new hash).
    expect(funnel.totals).toMatchObject({
      visitors: 10,
      handoffs: 4,
      whatsapp: 1,
      quotesStarted: 2,
      policies: 1,
      premiumAed: 1234.5,
    });
    expect(funnel.leads).toEqual({ newsletter: 1, waitlist: 0, reminders: 0, enquiries: 1 });
    expect(funnel.daily.map(({ day, visitors, handoffs }) => [day, visitors, handoffs])).toEqual([
      ["2026-03-01", 7, 1],
      ["2026-03-02", 2, 3],
      ["2026-03-03", 1, 0],
    ]);
    expect(countsOf(funnel.rows)).toEqual([
      // a's second view (/quote) and its return on 3 March carry no campaign: the landing view's counts.
      [[null, null, null], 2, 2, 0, 1, 0],
      [["radio", null, "ramadan"], 1, 2, 1, 1, 1],
    ]);
  });

  it("R-FUNNEL-72: every rate has its 95% Wilson interval, worked by hand; more presses than visitors is no proportion", async ({
    api,
  }) => {
    const funnel = await report(api, await seededAdmin(api), PERIOD);
    // 4 hand-offs of 10 visitors: p = 0.4, z = 1.959964, 1 + z²/n = 1.3841459,
    // centre (0.4 + 0.1920730) / 1.3841459 = 0.427753, margin 1.959964 × √(0.024 + 0.0096036) / 1.3841459 = 0.259571.
    expect(funnel.totals.handoffRate!.rate).toBe(0.4);
    expect(funnel.totals.handoffRate!.low).toBeCloseTo(0.1682, 4);
    expect(funnel.totals.handoffRate!.high).toBeCloseTo(0.6873, 4);
    // Quotes started per online hand-off (the chat has no id for the broker): 2 of 3.
    expect(funnel.totals.startRate).toMatchObject({ rate: 2 / 3 });
    expect(funnel.totals.startRate!.low).toBeCloseTo(0.2077, 4);
    expect(funnel.totals.startRate!.high).toBeCloseTo(0.9385, 4);
    // 1 policy of 2 quotes started; 1 of 10 visitors.
    expect(funnel.totals.policyRate!.low).toBeCloseTo(0.0945, 4);
    expect(funnel.totals.policyRate!.high).toBeCloseTo(0.9055, 4);
    expect(funnel.totals.visitorPolicyRate!.low).toBeCloseTo(0.0179, 4);
    expect(funnel.totals.visitorPolicyRate!.high).toBeCloseTo(0.4042, 4);
    // radio / ramadan: 2 presses by 1 visitor.
    const radio = funnel.rows.find((row) => row.values[0] === "radio")!;
    expect(radio.handoffRate).toBeNull();
    expect(radio.startRate).toEqual({ rate: 1, low: expect.closeTo(0.2065, 4) as number, high: 1 });
  });

  it("R-FUNNEL-71: the other breakdowns: landing page, edition, device class, experiment variant (by its name)", async ({
    api,
  }) => {
    const cookie = await seededAdmin(api);
    const counts = (funnel: FunnelReport) =>
      Object.fromEntries(
        funnel.rows.map((row) => [row.values.join(" / "), [row.visitors, row.handoffs, row.policies]]),
      );
    expect(counts(await report(api, cookie, `${PERIOD}&by=landing`))).toEqual({
      "/": [1, 2, 1],
      "/ar": [1, 1, 0],
      "/features": [1, 0, 0],
      // h6 came through the redirect, without JavaScript: no landing page.
      "": [0, 1, 0],
    });
    expect(counts(await report(api, cookie, `${PERIOD}&by=edition`))).toEqual({ en: [2, 3, 1], ar: [1, 1, 0] });
    expect(counts(await report(api, cookie, `${PERIOD}&by=device`))).toEqual({ desktop: [2, 3, 1], phone: [1, 1, 0] });
    expect(counts(await report(api, cookie, `${PERIOD}&by=variant`))).toEqual({
      "": [2, 3, 1],
      "Hero wording": [1, 1, 0],
    });
    expect(counts(await report(api, cookie, `${PERIOD}&by=source`))).toEqual({ "": [2, 2, 0], radio: [1, 2, 1] });
  });

  it("R-FUNNEL-74: the CSV is the table with its total, rates as fractions with their intervals, and the export is audited", async ({
    api,
  }) => {
    const cookie = await seededAdmin(api);
    const response = await api.api(`/admin/funnel/export.csv?${PERIOD}&by=campaign`, { cookie });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toBe(
      'attachment; filename="funnel-campaign-2026-03-01-to-2026-03-03.csv"',
    );
    const lines = (await response.text())
      .replace(/^\uFEFF/, "")
      .trimEnd()
      .split("\r\n");
    expect(lines[0]).toBe(
      [
        "source",
        "medium",
        "campaign",
        "visitors",
        "quote_handoffs",
        "whatsapp_handoffs",
        "quotes_started",
        "policies",
        "premium_aed",
        ...["handoff_rate", "quote_start_rate", "policy_rate", "visitor_policy_rate"].flatMap((rate) => [
          rate,
          `${rate}_low_95`,
          `${rate}_high_95`,
        ]),
      ]
        .map((name) => `"${name}"`)
        .join(","),
    );
    expect(lines.slice(1).map((line) => line.split(",").slice(0, 9).join(","))).toEqual([
      '"","","","2","2","0","1","0","0.00"',
      '"radio","","ramadan","1","2","1","1","1","1234.50"',
      '"Total","","","10","4","1","2","1","1234.50"',
    ]);
    // The total's hand-off rate: 0.4000 between 0.1682 and 0.6873.
    expect(lines[3]!.split(",").slice(9, 12)).toEqual(['"0.4000"', '"0.1682"', '"0.6873"']);
    // radio / ramadan: more presses than visitors has no rate.
    expect(lines[2]!.split(",").slice(9, 12)).toEqual(['""', '""', '""']);
    const audit = await api.db.select().from(auditLog);
    expect(audit).toContainEqual(
      expect.objectContaining({
        action: "funnel.export",
        details: { rows: 2, from: "2026-03-01", to: "2026-03-03", by: "campaign" },
      }),
    );
  });

  it("R-FUNNEL-70: the default period is the last 30 Gulf days; a bad period or breakdown is a 400; admins only", async ({
    api,
  }) => {
    const cookie = await admin(api);
    // 23:30 on 31 March in the Gulf.
    api.setNow(Date.parse("2026-03-31T19:30:00Z"));
    const funnel = await report(api, cookie, "");
    expect(funnel).toMatchObject({ from: "2026-03-02", to: "2026-03-31", breakdown: "campaign" });
    expect(funnel.daily).toHaveLength(30);
    for (const query of [
      "by=weekday",
      "from=2026-03-10&to=2026-03-01",
      "from=2026-02-30",
      "from=2020-01-01&to=2026-01-01",
    ])
      expect((await api.api(`/admin/funnel?${query}`, { cookie })).status, query).toBe(400);
    expect((await api.api("/admin/funnel")).status).toBe(401);
    expect((await api.api("/admin/funnel/export.csv")).status).toBe(401);
  });

  it("R-FUNNEL-15: hand-offs older than 13 months leave for daily counts with what the broker said of them, and the funnel still counts them under their dimensions", async ({
    api,
  }) => {
    const cookie = await seededAdmin(api);
    const before = await report(api, cookie, `${PERIOD}&by=campaign`);
    // 13 months after 10 March 2026: every seeded day is rolled up, twice over (the job may run on two instances).
    for (const _ of [1, 2]) await runRetention(api.db, { now: new Date("2027-04-10T08:00:00Z") });
    expect(await api.db.select().from(handoffs)).toEqual([]);
    expect(await api.db.select().from(partnerEvents)).toEqual([]);
    expect(await api.db.select().from(pageViews)).toEqual([]);
    const rolled = await api.db.select().from(handoffDays);
    // h1..h6 in 5 combinations of day and dimensions; the policy's premium went with its hand-off.
    expect(rolled.reduce((sum, row) => sum + row.handoffs, 0)).toBe(6);
    expect(rolled.find((row) => row.policies > 0)).toMatchObject({
      day: "2026-03-02",
      kind: "quote_online",
      utmSource: "radio",
      utmMedium: "",
      utmCampaign: "ramadan",
      landingPage: "/",
      handoffs: 1,
      quotesStarted: 1,
      policies: 1,
      premiumAed: "1234.50",
    });

    // The job ended the admin's session too (it is a year old by the job's clock): sign in again.
    const again = await api.sessionCookie(ADMIN.email, ADMIN.password);
    const after = await report(api, again, `${PERIOD}&by=campaign`);
    // The same funnel: the visitors now all from visit_days, so in the total and in no row.
    expect(after.totals).toEqual(before.totals);
    expect(after.daily).toEqual(before.daily);
    expect(after.rolledUpVisitors).toBe(10);
    expect(countsOf(after.rows)).toEqual([
      [["radio", null, "ramadan"], 0, 2, 1, 1, 1],
      [[null, null, null], 0, 2, 0, 1, 0],
    ]);
    const variants = await report(api, again, `${PERIOD}&by=variant`);
    expect(variants.rows.find((row) => row.values[0] === "Hero wording")).toMatchObject({ handoffs: 1 });
  });
});
