/**
 * Experiments the team can trust, over HTTP on PGlite and PostgreSQL
 * (R-FUNNEL-51..57): no variant without a control, the planned sample and its
 * expected end against a worked example, no p-value before it, the
 * sample-ratio check, each variant's texts beside its numbers, and "Make this
 * the default" in both editions' HTML.
 */
import { eq, sql } from "drizzle-orm";
import { expect } from "vitest";
import type { ExperimentDetail, ExperimentResults, ExperimentRow } from "../../core/admin-api";
import { abExperiments } from "../db/schema";
import type { StaticFile, StaticSite } from "../static-site.server";
import { apiTest as it, describeOnDatabases, type Harness } from "../../tests/support/api";
import { createSnapshotCache } from "./store.server";

const DAY_MS = 24 * 60 * 60 * 1000;

describeOnDatabases("experiments the team can trust", () => {
  let api: Harness;
  let cookie: string;

  it.beforeEach(async ({ api: harness }) => {
    api = harness;
    cookie = await api.adminCookie();
  });

  const admin = (path: string, method = "GET", body?: unknown) =>
    api.api(`/admin/experiments${path}`, { method, body, cookie });

  async function create(body: Record<string, unknown>) {
    const response = await admin("", "POST", body);
    expect(response.status, await response.clone().text()).toBe(201);
    return (await response.json()) as ExperimentDetail;
  }

  async function startControl(pageLocations = ["hero"]) {
    const response = await admin("/control", "POST", { pageLocations });
    expect(response.status).toBe(201);
    return (await response.json()) as ExperimentDetail;
  }

  const patch = (row: ExperimentDetail, status: string) =>
    admin(`/${row.id}`, "PATCH", {
      name: row.name,
      status,
      isControl: row.isControl,
      pageLocations: row.pageLocations,
    });

  async function results() {
    const response = await admin("/results");
    expect(response.status).toBe(200);
    return (await response.json()) as ExperimentResults;
  }

  /** `count` visitors of `experimentId` with one event each of `type` at `at` (visitor ids `${prefix}1` …). */
  async function events(experimentId: string, count: number, at: number, prefix: string, type = "impression") {
    await api.db.execute(sql`
      insert into experiment_events (experiment_id, visitor_id, event_type, page_location, created_at)
      select ${experimentId}::uuid, ${prefix} || g::text, ${type}, 'hero', ${new Date(at).toISOString()}::timestamptz
      from generate_series(1, ${count}::int) g`);
  }

  /** Both experiments as if started `days` ago. */
  async function startedDaysAgo(days: number, ...rows: ExperimentDetail[]) {
    for (const row of rows) {
      await api.db
        .update(abExperiments)
        .set({ startedAt: new Date(api.now() - days * DAY_MS) })
        .where(eq(abExperiments.id, row.id));
    }
  }

  it("R-FUNNEL-51: a variant cannot go live alone; the offered control (the hero as it is) lets it start", async () => {
    const alone = await admin("", "POST", { name: "B", status: "active", isControl: false, pageLocations: ["hero"] });
    expect(alone.status).toBe(409);
    expect(await alone.json()).toEqual({
      error: "A variant cannot go live alone: start a control first, so there is something to compare it with.",
      field: "control",
    });
    // Refused whole: nothing was created.
    expect(await (await admin("")).json()).toEqual([]);

    const draft = await create({ name: "B", status: "draft", isControl: false, pageLocations: ["hero", "hero_ar"] });
    expect((await patch(draft, "active")).status).toBe(409);
    expect(((await (await admin(`/${draft.id}`)).json()) as ExperimentDetail).status).toBe("draft");

    // The offer: a control with no texts of its own, so it shows the hero every visitor sees now.
    const control = await startControl(["hero"]);
    expect(control).toMatchObject({ isControl: true, status: "active", pageLocations: ["hero"], content: {} });
    // Still no control on the Arabic hero.
    expect((await patch(draft, "active")).status).toBe(409);
    const arabicControl = await startControl(["hero_ar"]);
    const started = await patch(draft, "active");
    expect(started.status).toBe(200);

    // Nor can the control stop under a running variant.
    const stop = await patch(control, "paused");
    expect(stop.status).toBe(409);
    expect(((await stop.json()) as { error: string; field: string }).field).toBe("control");
    expect((await patch(draft, "paused")).status).toBe(200);
    expect((await patch(control, "paused")).status).toBe(200);
    expect((await patch(arabicControl, "completed")).status).toBe(200);
    const statuses = ((await (await admin("")).json()) as ExperimentRow[]).map((row) => row.status).sort();
    expect(statuses).toEqual(["completed", "paused", "paused"]);
  });

  it("R-FUNNEL-53, R-FUNNEL-54, R-FUNNEL-56: the worked example's planned sample and end date; no p-value before it; the texts beside the numbers", async () => {
    const control = await startControl();
    const variant = await create({
      name: "Bold headline",
      status: "active",
      isControl: false,
      pageLocations: ["hero"],
      baselineRate: 0.03,
      minimumEffect: 0.2,
    });
    expect(variant).toMatchObject({ primaryMetric: "quote_handoff", baselineRate: 0.03, minimumEffect: 0.2 });
    const texts = await admin(`/${variant.id}/content`, "PUT", {
      pageLocation: "hero",
      content: { headline: "Drive safe, pay less", cta_text: "See my price" },
      confirmActive: true,
    });
    expect(texts.status).toBe(200);
    // Policies are not reported by the broker yet, so an experiment cannot be judged by them.
    const policies = await admin(`/${variant.id}`, "PATCH", {
      name: variant.name,
      status: "active",
      isControl: false,
      pageLocations: ["hero"],
      primaryMetric: "policies",
      confirmActive: true,
    });
    expect(policies.status).toBe(400);

    // Both started ten days ago. The control: 500 visitors 8 days ago and 3,500 in the last week (500 a day);
    // the variant: 274 then and 3,640 in the last week (520 a day). 120 and 150 asked for a quote.
    await startedDaysAgo(10, control, variant);
    const now = api.now();
    await events(control.id, 500, now - 8 * DAY_MS, "c-old-");
    await events(control.id, 3_500, now - 3 * DAY_MS, "c-");
    await events(variant.id, 274, now - 8 * DAY_MS, "v-old-");
    await events(variant.id, 3_640, now - 3 * DAY_MS, "v-");
    await events(control.id, 120, now - 3 * DAY_MS, "c-", "quote_request");
    await events(variant.id, 150, now - 3 * DAY_MS, "v-", "quote_request");

    const counted = await results();
    expect(counted.method).toMatch(/no p-value and no verdict/);
    expect(counted.control).toMatchObject({ impressions: 4_000, quoteRequests: 120, content: {}, plan: null });
    const [b] = counted.variants;
    expect(b).toMatchObject({
      name: "Bold headline",
      impressions: 3_914,
      quoteRequests: 150,
      content: { headline: "Drive safe, pay less", cta_text: "See my price" },
      // Withheld until the planned sample, so nobody reads it every morning.
      pValue: null,
      verdict: "No verdict before the planned sample: 3,914 of 13,914 visitors a side so far",
    });
    // Baseline 3%, 20% relative (3% → 3.6%), α = 0.05 two-sided, power 0.8:
    //   n = (1.959964·√(2·0.033·0.967) + 0.841621·√(0.03·0.97 + 0.036·0.964))² / 0.006²
    //     = (0.495146 + 0.212589)² / 0.000036 = 13,913.6 → 13,914 visitors a side.
    // Still needed: 13,914 − 4,000 = 9,914 for the control and 13,914 − 3,914 = 10,000 for the variant, 19,914 in all.
    // At today's traffic: 9,914 / 500 = 19.8 days and 10,000 / 520 = 19.2 days: the end is 20 days from now.
    expect(b!.plan).toEqual({
      primaryMetric: "quote_handoff",
      baselineRate: 0.03,
      minimumEffect: 0.2,
      plannedPerSide: 13_914,
      visitorsNeeded: 19_914,
      expectedEnd: new Date(now + 20 * DAY_MS).toISOString().slice(0, 10),
      reached: false,
    });
    // The split is as intended: 4,000 against 3,914 is χ² = 0.93, p = 0.33.
    expect(counted.srm).toMatchObject({ mismatch: false });
    expect(counted.srm!.pValue).toBeCloseTo(0.3337, 3);

    // Past the planned sample the test is read, once.
    await events(control.id, 9_914, now - DAY_MS, "c-more-");
    await events(variant.id, 10_000, now - DAY_MS, "v-more-");
    const read = (await results()).variants[0]!;
    expect(read.plan).toMatchObject({ visitorsNeeded: 0, reached: true });
    expect(read.pValue).not.toBeNull();
    expect(read.verdict).toBe("No clear difference at the planned sample");
  }, 60_000);

  it("R-FUNNEL-55: a split of 10,000 against 10,500 where an even one was intended is a sample-ratio mismatch", async () => {
    const control = await startControl();
    const variant = await create({ name: "B", status: "active", isControl: false, pageLocations: ["hero"] });
    await startedDaysAgo(5, control, variant);
    const now = api.now();
    await events(control.id, 10_000, now - DAY_MS, "c-");
    await events(variant.id, 10_500, now - DAY_MS, "v-");
    // χ² = 2 × 250² / 10,250 = 12.195 on one degree of freedom: p = 0.00048, below 0.001.
    const { srm } = await results();
    expect(srm).toMatchObject({
      mismatch: true,
      groups: [
        { experimentId: control.id, visitors: 10_000 },
        { experimentId: variant.id, visitors: 10_500 },
      ],
    });
    expect(srm!.statistic).toBeCloseTo(12.1951, 3);
    expect(srm!.pValue).toBeCloseTo(0.000479, 5);

    // 10,000 against 10,150 is within chance (p = 0.29).
    await api.db.execute(
      sql`delete from experiment_events where visitor_id like 'v-%' and substring(visitor_id from 3)::int > 10150`,
    );
    const fine = (await results()).srm!;
    expect(fine.mismatch).toBe(false);
    expect(fine.pValue).toBeCloseTo(0.2906, 3);
  }, 60_000);

  it("R-FUNNEL-57: Make this the default ends the experiment and puts the winner's texts in both editions' HTML", async () => {
    const page = (html: string): StaticFile => ({
      body: Buffer.from(html),
      etag: '"page"',
      contentType: "text/html; charset=utf-8",
      cacheControl: "no-cache",
      experimentSlot: true,
    });
    const hero = (slot: string, headline: string) =>
      `<html><head><title>Home</title></head><body><section data-ab-slot="${slot}"><h1 id="hero-heading" class="x">${headline}</h1>` +
      `<p class="y" data-ab-text="subheadline">Default sub</p><a href="/q" data-testid="hero-cta" data-ab-text="cta">` +
      `<span class="md:hidden">Get your Quote</span><span class="hidden md:inline">Get your Quote and Start Earning!</span></a></section></body></html>`;
    const english = page(hero("hero", "Save 25% on Car Insurance"));
    const arabic = page(hero("hero_ar", "وفّر 25% على تأمين سيارتك"));
    const site: StaticSite = {
      files: new Map([
        ["/index.html", english],
        ["/ar/index.html", arabic],
      ]),
      lookup: (path) =>
        path === "/" ? { file: english, status: 200 } : path.startsWith("/ar") ? { file: arabic, status: 200 } : null,
    };
    const { app } = api.serve(site, createSnapshotCache(api.db, { ttlMs: 0 }));
    const html = async (path: string) => (await app.request(path)).text();

    const control = await startControl(["hero", "hero_ar"]);
    const winner = await create({
      name: "Winner",
      status: "active",
      isControl: false,
      pageLocations: ["hero", "hero_ar"],
    });
    for (const [pageLocation, content] of [
      ["hero", { headline: "Good drivers pay $' less", subheadline: "Your score <b>counts</b>." }],
      ["hero_ar", { headline: "السائق الجيد يدفع أقل" }],
    ] as const) {
      const saved = await admin(`/${winner.id}/content`, "PUT", { pageLocation, content, confirmActive: true });
      expect(saved.status).toBe(200);
    }

    expect((await admin(`/${control.id}/make-default`, "POST")).status).toBe(400);
    const made = await admin(`/${winner.id}/make-default`, "POST");
    expect(made.status).toBe(200);
    const ended = (await made.json()) as ExperimentDetail;
    expect(ended.status).toBe("completed");
    expect(ended.madeDefaultAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    // The experiment is over: its control too.
    const rows = (await (await admin("")).json()) as ExperimentRow[];
    expect(rows.map((row) => row.status)).toEqual(["completed", "completed"]);

    const en = await html("/");
    // Written as text, not as a replacement pattern or markup.
    expect(en).toContain(`<h1 id="hero-heading" class="x">Good drivers pay $' less</h1>`);
    expect(en).toContain('<p class="y" data-ab-text="subheadline">Your score &lt;b&gt;counts&lt;/b&gt;.</p>');
    // No button text was set: the default stays.
    expect(en).toContain("Get your Quote and Start Earning!");
    expect(en.match(/<\/html>/g)).toHaveLength(1);
    const ar = await html("/ar");
    expect(ar).toContain('<h1 id="hero-heading" class="x">السائق الجيد يدفع أقل</h1>');
    expect(ar).toContain('data-ab-text="subheadline">Default sub</p>');
    // The page carries them for the first render after hydration too.
    expect(ar).toContain('"defaults":{');

    // Once a build has made them the code's defaults, the admin lets the code speak again.
    expect((await admin("/defaults", "DELETE")).status).toBe(200);
    expect(await html("/")).toContain('<h1 id="hero-heading" class="x">Save 25% on Car Insurance</h1>');
  });
});
