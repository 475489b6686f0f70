/**
 * Experiments over HTTP on PGlite and PostgreSQL (R-CALL-05..08,
 * R-ROLE-08, R-OPEN-11, R-OPEN-12): the admin API, the public read API that
 * shows only active experiments, the visitor events and the results.
 */
import { createHmac } from "node:crypto";
import { describe, expect } from "vitest";
import type { ExperimentDetail, ExperimentResults } from "../../core/admin-api";
import { VISITOR_ID_PATTERN } from "../../core/constants";
import { experimentEvents } from "../db/schema";
import { LIMITS } from "../rate-limit/rate-limit.server";
import type { StaticFile, StaticSite } from "../static-site.server";
import { apiTest as it, describeOnDatabases, KEY_HEADERS, TEST_SECRET, type Harness } from "../../tests/support/api";
import { createSnapshotCache } from "./store.server";
import { twoProportionPValue, verdict } from "./results.server";

describe("the two-proportion test", () => {
  it("finds a real difference and not a fake one", () => {
    // 5% vs 8% on 2,000 visitors each: p ≈ 0.0002.
    expect(
      twoProportionPValue({ impressions: 2000, conversions: 100 }, { impressions: 2000, conversions: 160 }),
    ).toBeLessThan(0.001);
    expect(
      twoProportionPValue({ impressions: 2000, conversions: 100 }, { impressions: 2000, conversions: 104 }),
    ).toBeGreaterThan(0.5);
    expect(twoProportionPValue({ impressions: 0, conversions: 0 }, { impressions: 10, conversions: 1 })).toBeNull();
  });

  it("speaks plainly, and says nothing before the planned sample (R-FUNNEL-54)", () => {
    const control = { impressions: 2000, conversions: 100 };
    expect(verdict("B", control, { impressions: 1500, conversions: 120 }, null, 2000)).toBe(
      "No verdict before the planned sample: 1,500 of 2,000 visitors a side so far",
    );
    expect(verdict("B", control, { impressions: 2000, conversions: 160 }, 0.0002, 2000)).toBe(
      "B is ahead of the control with 95% confidence",
    );
    expect(verdict("B", control, { impressions: 2000, conversions: 60 }, 0.0002, 2000)).toBe(
      "B is behind the control with 95% confidence",
    );
    expect(verdict("B", control, { impressions: 2000, conversions: 104 }, 0.7, 2000)).toBe(
      "No clear difference at the planned sample",
    );
    expect(verdict("B", { impressions: 2000, conversions: 2 }, { impressions: 2000, conversions: 3 }, 0.6, 2000)).toBe(
      "Not enough conversions to judge",
    );
    expect(verdict("B", null, { impressions: 2000, conversions: 104 }, null, 2000)).toMatch(/No control/);
  });
});

describeOnDatabases("experiments", () => {
  let api: Harness;
  let cookie: string;

  it.beforeEach(async ({ api: harness }) => {
    api = harness;
    cookie = await api.adminCookie();
  });

  async function create(body: Record<string, unknown>) {
    const response = await api.api("/admin/experiments", { method: "POST", body, cookie });
    expect(response.status).toBe(201);
    return (await response.json()) as ExperimentDetail;
  }

  /** R-FUNNEL-51: the control a variant needs before it may go live, started as the admin screen offers it. */
  async function startControl(pageLocations: string[] = ["hero", "hero_ar"]) {
    const response = await api.api("/admin/experiments/control", { method: "POST", body: { pageLocations }, cookie });
    expect(response.status).toBe(201);
    return (await response.json()) as ExperimentDetail;
  }

  function rest(path: string, headers: Record<string, string> = {}) {
    return api.app.request(`/rest/v1/${path}`, { headers: { ...KEY_HEADERS, ...headers } });
  }

  async function event(
    experimentId: string,
    visitorId: string,
    type: "impression" | "quote_request",
    ip = "203.0.113.9",
  ) {
    return api.call("experiment-event", { ip, body: { experimentId, visitorId, type, pageLocation: "hero" } });
  }

  /** A visitor id as the browser gets it: issued and signed by the server. */
  async function issueId(ip = "203.0.113.9") {
    const response = await api.call("visitor-id", { method: "GET", ip });
    expect(response.status).toBe(200);
    return ((await response.json()) as { visitorId: string }).visitorId;
  }

  async function results() {
    return (await (await api.api("/admin/experiments/results", { cookie })).json()) as ExperimentResults;
  }

  it("R-ROLE-08: writes with only the public key are refused, on the admin API and on /rest/v1", async () => {
    const viaAdmin = await api.api("/admin/experiments", {
      method: "POST",
      body: { name: "X", status: "active", isControl: false, pageLocations: ["hero"] },
      headers: KEY_HEADERS,
    });
    expect(viaAdmin.status).toBe(401);
    for (const method of ["POST", "PATCH", "PUT", "DELETE"]) {
      const response = await api.app.request("/rest/v1/ab_experiments", {
        method,
        headers: { ...KEY_HEADERS, "content-type": "application/json" },
        body: "{}",
      });
      expect(response.status, method).toBe(401);
      const content = await api.app.request("/rest/v1/experiment_content", {
        method,
        headers: { ...KEY_HEADERS, "content-type": "application/json" },
        body: "{}",
      });
      expect(content.status, method).toBe(401);
    }
    expect((await api.app.request("/rest/v1/ab_experiments?select=id")).status).toBe(401);
  });

  it("R-CALL-05..08, R-OPEN-12: the public sees active experiments only, in the selects the browser makes", async () => {
    const draft = await create({ name: "Draft idea", status: "draft", isControl: false, pageLocations: ["hero"] });
    const control = await startControl(["hero"]);
    const live = await create({ name: "Hero test", status: "active", isControl: false, pageLocations: ["hero"] });
    const saved = await api.api(`/admin/experiments/${live.id}/content`, {
      method: "PUT",
      body: {
        pageLocation: "hero",
        content: { headline: "H-exp", subheadline: "S-exp", cta_text: "C-exp" },
        confirmActive: true,
      },
      cookie,
    });
    expect(saved.status).toBe(200);

    const list = await rest("ab_experiments?select=id,name,is_control&status=eq.active");
    expect(list.headers.get("cache-control")).toBe("public, max-age=5");
    // Both were created at the same clock time, so their order is the ids'.
    const byId = <Row extends { id: string }>(rows: Row[]) => rows.sort((a, b) => a.id.localeCompare(b.id));
    expect(byId((await list.json()) as { id: string }[])).toEqual(
      byId([
        { id: control.id, name: "Control: the hero as it is", is_control: true },
        { id: live.id, name: "Hero test", is_control: false },
      ]),
    );
    // Asking for the draft, or for other statuses, finds nothing.
    expect(
      await (await rest(`ab_experiments?select=id,name,status,is_control&id=eq.${draft.id}&status=eq.active`)).json(),
    ).toEqual([]);
    expect(await (await rest(`ab_experiments?select=id,name&status=eq.draft`)).json()).toEqual([]);
    expect(await (await rest(`ab_experiments?select=id&id=eq.not-a-uuid`)).json()).toEqual([]);
    // Call 4c: a single object.
    const single = await rest(
      `ab_experiments?select=id,name,is_control,page_locations&id=eq.${live.id}&status=eq.active`,
      {
        accept: "application/vnd.pgrst.object+json",
      },
    );
    expect(await single.json()).toEqual({
      id: live.id,
      name: "Hero test",
      is_control: false,
      page_locations: ["hero"],
    });
    const none = await rest(`ab_experiments?select=id&id=eq.${draft.id}&status=eq.active`, {
      accept: "application/vnd.pgrst.object+json",
    });
    expect(none.status).toBe(406);
    // Call 5.
    const content = await rest(
      `experiment_content?select=content_type,content_value&experiment_id=eq.${live.id}&page_location=eq.hero`,
    );
    expect(await content.json()).toEqual([
      { content_type: "cta_text", content_value: "C-exp" },
      { content_type: "headline", content_value: "H-exp" },
      { content_type: "subheadline", content_value: "S-exp" },
    ]);
    expect((await rest("ab_experiments?select=secret_column")).status).toBe(400);
    expect((await rest("ab_experiments?select=id&status=neq.active")).status).toBe(400);

    // Paused: gone from the public view, content included.
    const paused = await api.api(`/admin/experiments/${live.id}`, {
      method: "PATCH",
      body: { name: "Hero test", status: "paused", isControl: false, pageLocations: ["hero"] },
      cookie,
    });
    expect(paused.status).toBe(200);
    expect(await (await rest("ab_experiments?select=id&status=eq.active")).json()).toEqual([{ id: control.id }]);
    expect(await (await rest(`experiment_content?select=content_type&experiment_id=eq.${live.id}`)).json()).toEqual([]);
  });

  it("R-EDITION-16: the Arabic hero's request (page location hero_ar) never returns the English hero's texts", async () => {
    await startControl();
    const both = await create({
      name: "Both heroes",
      status: "active",
      isControl: false,
      pageLocations: ["hero", "hero_ar"],
    });
    const englishOnly = await create({
      name: "English hero",
      status: "active",
      isControl: false,
      pageLocations: ["hero"],
    });
    for (const [id, pageLocation, headline] of [
      [both.id, "hero", "Save big"],
      [both.id, "hero_ar", "وفّر أكثر"],
      [englishOnly.id, "hero", "English only"],
    ] as const) {
      const saved = await api.api(`/admin/experiments/${id}/content`, {
        method: "PUT",
        body: { pageLocation, content: { headline }, confirmActive: true },
        cookie,
      });
      expect(saved.status).toBe(200);
    }
    // The calls the Arabic home makes (use-hero-experiment with slot hero_ar).
    const arabic = (id: string) =>
      rest(`experiment_content?select=content_type,content_value&experiment_id=eq.${id}&page_location=eq.hero_ar`);
    expect(await (await arabic(both.id)).json()).toEqual([{ content_type: "headline", content_value: "وفّر أكثر" }]);
    expect(await (await arabic(englishOnly.id)).json()).toEqual([]);
    const details = await rest(
      `ab_experiments?select=id,name,is_control,page_locations&id=eq.${englishOnly.id}&status=eq.active`,
      {
        accept: "application/vnd.pgrst.object+json",
      },
    );
    // The English-only experiment says it leaves the Arabic hero alone, so the Arabic page keeps its defaults.
    expect(((await details.json()) as { page_locations: string[] }).page_locations).toEqual(["hero"]);
    // Events from the Arabic hero are recorded under its own page location.
    const visitor = await issueId();
    const recorded = await api.call("experiment-event", {
      body: { experimentId: both.id, visitorId: visitor, type: "impression", pageLocation: "hero_ar" },
    });
    expect(recorded.status).toBeLessThan(300);
  });

  it("R-OPEN-11: editing a running experiment needs confirmation; statuses follow their order", async () => {
    await startControl();
    const live = await create({ name: "Hero test", status: "active", isControl: false, pageLocations: ["hero"] });
    const unconfirmed = await api.api(`/admin/experiments/${live.id}/content`, {
      method: "PUT",
      body: { pageLocation: "hero", content: { headline: "New" } },
      cookie,
    });
    expect(unconfirmed.status).toBe(409);
    expect(((await unconfirmed.json()) as { field: string }).field).toBe("confirmActive");
    const rename = await api.api(`/admin/experiments/${live.id}`, {
      method: "PATCH",
      body: { name: "Renamed", status: "active", isControl: false, pageLocations: ["hero"] },
      cookie,
    });
    expect(rename.status).toBe(409);
    const confirmed = await api.api(`/admin/experiments/${live.id}`, {
      method: "PATCH",
      body: { name: "Renamed", status: "active", isControl: false, pageLocations: ["hero"], confirmActive: true },
      cookie,
    });
    expect(((await confirmed.json()) as ExperimentDetail).name).toBe("Renamed");

    const complete = await api.api(`/admin/experiments/${live.id}`, {
      method: "PATCH",
      body: { name: "Renamed", status: "completed", isControl: false, pageLocations: ["hero"] },
      cookie,
    });
    const done = (await complete.json()) as ExperimentDetail;
    expect(done.status).toBe("completed");
    expect(done.endedAt).not.toBeNull();
    const reopen = await api.api(`/admin/experiments/${live.id}`, {
      method: "PATCH",
      body: { name: "Renamed", status: "active", isControl: false, pageLocations: ["hero"] },
      cookie,
    });
    expect(reopen.status).toBe(400);
    const bad = await api.api("/admin/experiments", {
      method: "POST",
      body: { name: "", status: "active", isControl: false, pageLocations: [] },
      cookie,
    });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ error: "Name is required", field: "name" });
    const audit = await api.api("/admin/audit", { cookie });
    const actions = ((await audit.json()) as { rows: { action: string }[] }).rows.map((row) => row.action);
    expect(actions).toEqual(expect.arrayContaining(["experiment.create", "experiment.edit", "experiment.complete"]));
  });

  it("results match the recorded events: one of each per visitor, nothing for stopped experiments", async () => {
    const control = await create({ name: "Control", status: "active", isControl: true, pageLocations: ["hero"] });
    // Planned for 10% → 20%: 199 visitors a side, so 400 is past the planned sample and the verdict is read.
    const variant = await create({
      name: "B",
      status: "active",
      isControl: false,
      pageLocations: ["hero"],
      baselineRate: 0.1,
      minimumEffect: 1,
    });
    // 400 visitors each; 20 control conversions, 45 variant conversions.
    let firstVariantVisitor = "";
    for (let index = 0; index < 400; index++) {
      const ip = `10.0.${Math.floor(index / 200)}.${index % 200}`;
      const [controlVisitor, variantVisitor] = [await issueId(ip), await issueId(ip)];
      firstVariantVisitor ||= variantVisitor;
      expect((await event(control.id, controlVisitor, "impression", ip)).status).toBe(201);
      expect((await event(variant.id, variantVisitor, "impression", ip)).status).toBe(201);
      if (index < 20) await event(control.id, controlVisitor, "quote_request", ip);
      if (index < 45) await event(variant.id, variantVisitor, "quote_request", ip);
    }
    // Repeats count once.
    expect((await event(variant.id, firstVariantVisitor, "impression")).status).toBe(202);
    expect((await event(variant.id, firstVariantVisitor, "quote_request")).status).toBe(202);
    // A draft's events are ignored.
    const draft = await create({ name: "Later", status: "draft", isControl: false, pageLocations: ["hero"] });
    expect((await event(draft.id, await issueId(), "impression")).status).toBe(202);
    expect(
      (
        await api.call("experiment-event", {
          body: { experimentId: variant.id, visitorId: "x", type: "impression", pageLocation: "hero" },
        })
      ).status,
    ).toBe(400);

    const counted = await results();
    expect(counted.control).toMatchObject({
      name: "Control",
      visitors: 400,
      impressions: 400,
      quoteRequests: 20,
      conversionRate: 0.05,
    });
    expect(counted.variants).toHaveLength(1);
    const b = counted.variants[0]!;
    expect(b).toMatchObject({ name: "B", visitors: 400, impressions: 400, quoteRequests: 45, conversionRate: 0.1125 });
    expect(b.uplift).toBeCloseTo(1.25, 5);
    expect(b.pValue).toBeLessThan(0.01);
    expect(b.verdict).toBe("B is ahead of the control with 95% confidence");
    expect(b.plan).toMatchObject({ plannedPerSide: 199, visitorsNeeded: 0, reached: true });
  }, 60_000);

  it("made-up visitor ids cannot move the results: the reviewer's 40 requests change nothing", async () => {
    const control = await create({ name: "Control", status: "active", isControl: true, pageLocations: ["hero"] });
    await create({ name: "B", status: "active", isControl: false, pageLocations: ["hero"] });
    for (let index = 0; index < 4; index++) {
      const ip = `198.51.100.${index + 1}`;
      expect((await event(control.id, await issueId(ip), "impression", ip)).status).toBe(201);
    }
    // 20 invented visitors, each with an impression and a quote request, from 40 addresses (so no per-address cap helps).
    for (let index = 0; index < 20; index++) {
      const visitor = crypto.randomUUID();
      for (const [offset, type] of [
        [0, "impression"],
        [20, "quote_request"],
      ] as const) {
        const response = await event(control.id, visitor, type, `192.0.2.${index + offset + 1}`);
        expect(response.status).toBe(202);
        expect(await response.json()).toEqual({ success: true, recorded: false });
      }
    }
    expect((await results()).control).toMatchObject({ visitors: 4, impressions: 4, quoteRequests: 0 });
  });

  it("a forged or unsigned visitor id is not recorded; a signed one is recorded once per type", async () => {
    await startControl();
    const live = await create({ name: "Hero test", status: "active", isControl: false, pageLocations: ["hero"] });
    const issued = await api.call("visitor-id", { method: "GET" });
    expect(issued.headers.get("cache-control")).toBe("no-store");
    const { visitorId } = (await issued.json()) as { visitorId: string };
    const other = await issueId();
    expect(visitorId).toMatch(VISITOR_ID_PATTERN);
    expect(other).not.toBe(visitorId);
    const [random, mac] = visitorId.split(".") as [string, string];
    const forged = [
      "0f8c2a8e-4c0e-4f43-9d55-0d1c2b3a4f5e", // an unsigned id as browsers made them before
      `${random}.${"A".repeat(22)}`, // a made-up signature
      `${other.split(".")[0]}.${mac}`, // another id's signature
      `${random}.${createHmac("sha256", TEST_SECRET).update(`visitor:${random}`).digest().subarray(0, 16).toString("base64url")}`, // signed with the app secret itself
    ];
    for (const id of forged) {
      const response = await event(live.id, id, "impression");
      expect(response.status, id).toBe(202);
      expect(await response.json()).toEqual({ success: true, recorded: false });
    }
    expect((await event(live.id, "bad id!", "impression")).status).toBe(400);

    expect((await event(live.id, visitorId, "impression")).status).toBe(201);
    expect((await event(live.id, visitorId, "impression")).status).toBe(202);
    expect((await event(live.id, visitorId, "quote_request")).status).toBe(201);
    expect((await event(live.id, visitorId, "quote_request")).status).toBe(202);
    expect(await api.db.select().from(experimentEvents)).toHaveLength(2);
    expect((await results()).variants[0]).toMatchObject({ visitors: 1, impressions: 1, quoteRequests: 1 });
  });

  it(`one address gets ${LIMITS.visitorIdsPerIp} visitor ids and sends ${LIMITS.experimentEventsPerIp} experiment events an hour`, async () => {
    await startControl();
    const live = await create({ name: "Hero test", status: "active", isControl: false, pageLocations: ["hero"] });
    const ids: string[] = [];
    for (let index = 0; index < LIMITS.visitorIdsPerIp; index++) ids.push(await issueId("203.0.113.50"));
    const refused = await api.call("visitor-id", { method: "GET", ip: "203.0.113.50" });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await refused.json()).toEqual({ error: "Too many attempts. Please try again later." });
    expect(await issueId("203.0.113.51")).toMatch(VISITOR_ID_PATTERN);

    // Every issued id's two events fit under the cap; one more does not.
    for (const id of ids) {
      expect((await event(live.id, id, "impression", "203.0.113.50")).status).toBe(201);
      expect((await event(live.id, id, "quote_request", "203.0.113.50")).status).toBe(201);
    }
    const over = await event(live.id, await issueId("203.0.113.51"), "impression", "203.0.113.50");
    expect(over.status).toBe(429);
    expect(await api.db.select().from(experimentEvents)).toHaveLength(2 * LIMITS.visitorIdsPerIp);
    // An hour later the address may count again.
    api.advance(60 * 60 * 1000 + 1000);
    expect((await issueId("203.0.113.50")).length).toBe(45);
  });

  it("no flash: the home page's HTML carries the active experiments, refreshed when an admin changes one", async () => {
    const html = Buffer.from(
      '<html><head><title>Home</title></head><body><section data-ab-slot="hero"><h1>Default</h1></section></body></html>',
    );
    const page: StaticFile = {
      body: html,
      etag: '"home"',
      contentType: "text/html; charset=utf-8",
      cacheControl: "no-cache",
      experimentSlot: true,
    };
    const site: StaticSite = {
      files: new Map([["/index.html", page]]),
      lookup: (path) => (path === "/" ? { file: page, status: 200 } : null),
    };
    const { app } = api.serve(site, createSnapshotCache(api.db, { ttlMs: 60_000 }));
    const before = await (await app.request("/")).text();
    expect(before).toContain('<script type="application/json" id="ab-snapshot">{"at":');
    expect(before).toContain('"experiments":[]');

    const control = await app.request("/api/admin/experiments/control", {
      method: "POST",
      headers: { origin: "http://localhost", cookie, "content-type": "application/json" },
      body: JSON.stringify({ pageLocations: ["hero"] }),
    });
    expect(control.status).toBe(201);
    const response = await app.request("/api/admin/experiments", {
      method: "POST",
      headers: { origin: "http://localhost", cookie, "content-type": "application/json" },
      body: JSON.stringify({
        name: "Hero </script><script>alert(1)</script>",
        status: "active",
        isControl: false,
        pageLocations: ["hero"],
      }),
    });
    expect(response.status).toBe(201);
    const after = await (await app.request("/")).text();
    expect(after).toContain("Hero \\u003c/script>\\u003cscript>alert(1)\\u003c/script>");
    expect(after).not.toContain("<script>alert(1)");
    const compressed = await app.request("/", { headers: { "accept-encoding": "br" } });
    expect(compressed.headers.get("content-encoding")).toBe("br");
  });
});
