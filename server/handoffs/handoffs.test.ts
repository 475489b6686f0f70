/**
 * The funnel's hand-offs and the broker's events (R-FUNNEL-10 … 23) on PGlite and PostgreSQL:
 * the page's beacon and the quote page's redirect store a press with its dimensions (and never
 * the user agent), a bot or a prefetch is not counted, hostile beacons are refused; the broker's
 * signed events are stored once each, and every refusal stores nothing.
 */
import { randomUUID } from "node:crypto";
import { expect } from "vitest";
import { HANDOFFS } from "../../core/constants";
import { quoteMethodPath } from "../../core/choice-links";
import { appStoreOpenPath, HANDOFFS_PATH, reminderQuotePath } from "../../core/pages";
import { siteConfig } from "../../site.config";
import { quoteUrl, whatsAppUrl } from "../../core/quote-url";
import type { HandoffBeacon } from "../../core/schemas/handoffs";
import { chrome as chromeAr } from "../../app/i18n/messages/ar/chrome";
import { handoffs, partnerEvents } from "../db/schema";
import { apiTest as it, describeOnDatabases, type Harness } from "../../tests/support/api";
import { HERO_DIALOG_PRESS, QUOTE_REDIRECT, storedRow } from "../../tests/support/api-fixtures";
import { partnerSignatureHeader } from "./partner-signature.server";

const CHROME = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1";
const BOTS = [
  "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36",
  "curl/8.5.0",
];
const PREFETCHES: Record<string, string>[] = [
  { "sec-purpose": "prefetch" },
  { purpose: "prefetch" },
  { "sec-purpose": "prefetch;prerender" },
];

const press = (overrides: Partial<HandoffBeacon> = {}): HandoffBeacon => ({
  handoff_id: randomUUID(),
  ...HERO_DIALOG_PRESS,
  campaign: "quote_request",
  content: "hero_cta",
  ...overrides,
});

/** The beacon as Chromium sends it from our page: a string body (text/plain), same-origin, a person's browser. */
function beacon(
  api: Harness,
  body: unknown,
  { headers = {}, ip = "198.51.100.20" }: { headers?: Record<string, string>; ip?: string } = {},
) {
  return api.app.request(HANDOFFS_PATH, {
    method: "POST",
    headers: {
      "content-type": "text/plain;charset=UTF-8",
      "sec-fetch-site": "same-origin",
      origin: "http://localhost",
      "user-agent": CHROME,
      "x-forwarded-for": ip,
      ...headers,
    },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

const storedHandoffs = (api: Harness) => api.db.select().from(handoffs);

/** A request that must be refused: its name, how it is sent, the status and what its error (and field) say. */
type Refusal = [name: string, send: () => Response | Promise<Response>, status: number, error: RegExp];

/** Sends each refusal in turn: each answers its status, and its error and field match. */
async function expectRefusals(cases: Refusal[]) {
  for (const [name, send, status, error] of cases) {
    const response = await send();
    expect(response.status, name).toBe(status);
    const answer = (await response.json()) as { error: string; field?: string };
    expect(`${answer.error} (${answer.field ?? ""})`, name).toMatch(error);
  }
}

describeOnDatabases("hand-offs", () => {
  it("R-FUNNEL-10/11: a beacon stores the press with every dimension and the device class, never the user agent", async ({
    api,
  }) => {
    const body = press({
      utm_source: "google",
      utm_medium: "cpc",
      utm_campaign: "spring sale",
      utm_content: "ad 1",
      utm_term: "car insurance",
      landing_page: "/ar/blog/renewal",
      experiment_id: "6f1c2a9e-2f4b-4d8e-9a51-0c3f7b2d1e44",
      experiment_name: "CTA wording",
      is_control: false,
      term: "spring",
    });
    const response = await beacon(api, body, { headers: { "user-agent": IPHONE } });
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ recorded: true });
    const rows = await storedHandoffs(api);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      id: body.handoff_id,
      ...HERO_DIALOG_PRESS,
      channel: "beacon",
      campaign: "quote_request",
      content: "hero_cta",
      term: "spring",
      utmSource: "google",
      utmMedium: "cpc",
      utmCampaign: "spring sale",
      utmContent: "ad 1",
      utmTerm: "car insurance",
      landingPage: "/ar/blog/renewal",
      experimentId: "6f1c2a9e-2f4b-4d8e-9a51-0c3f7b2d1e44",
      experimentName: "CTA wording",
      isControl: false,
      deviceClass: "phone",
    });
    // R-FUNNEL-01: the class only; no column holds the user agent.
    expect(JSON.stringify(rows[0])).not.toContain("iPhone");
    expect(response.headers.get("set-cookie")).toBeNull();
  });

  it("R-FUNNEL-13: the same id twice is one hand-off (201, then 200); each kind and surface is accepted", async ({
    api,
  }) => {
    const body = press({ kind: "quote_whatsapp", surface: "quote_page", edition: "ar" });
    expect((await beacon(api, body)).status).toBe(201);
    const again = await beacon(api, body);
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ recorded: false });
    for (const kind of ["app_store", "waitlist"] as const)
      expect(
        (await beacon(api, press({ kind, surface: kind === "app_store" ? "app_badge" : "waitlist_form" }))).status,
      ).toBe(201);
    // The sticky banner's quote link (R-FUNNEL-17).
    expect(
      (await beacon(api, press({ surface: "sticky_banner", source: "sticky_banner", medium: "banner" }))).status,
    ).toBe(201);
    // sendBeacon's Blob of JSON is as good as its string.
    expect((await beacon(api, press(), { headers: { "content-type": "application/json" } })).status).toBe(201);
    const rows = await storedHandoffs(api);
    expect(rows.map((row) => row.kind).sort()).toEqual([
      "app_store",
      "quote_online",
      "quote_online",
      "quote_whatsapp",
      "waitlist",
    ]);
    expect(rows.find((row) => row.id === body.handoff_id)).toMatchObject({ edition: "ar", deviceClass: "desktop" });
  });

  it("R-FUNNEL-12: bots and prefetches are answered but not counted", async ({ api }) => {
    for (const userAgent of BOTS) {
      const response = await beacon(api, press(), { headers: { "user-agent": userAgent } });
      expect(response.status, userAgent).toBe(202);
      expect(await response.json()).toEqual({ recorded: false, reason: "bot" });
    }
    const noAgent = await api.app.request(HANDOFFS_PATH, {
      method: "POST",
      headers: { "content-type": "text/plain", "sec-fetch-site": "same-origin" },
      body: JSON.stringify(press()),
    });
    expect(noAgent.status).toBe(202);
    for (const headers of PREFETCHES) {
      const response = await beacon(api, press(), { headers });
      expect(response.status, JSON.stringify(headers)).toBe(202);
      expect(await response.json()).toEqual({ recorded: false, reason: "prefetch" });
    }
    expect(await storedHandoffs(api)).toEqual([]);
  });

  it("R-FUNNEL-13: hostile beacons get a 4xx that says what is wrong, and store nothing", async ({ api }) => {
    const cases: Refusal[] = [
      ["malformed JSON", () => beacon(api, "{not json"), 400, /Malformed JSON/],
      ["an array", () => beacon(api, "[]"), 400, /./],
      ["a made-up id", () => beacon(api, press({ handoff_id: "not-a-uuid" })), 400, /handoff_id must be/],
      [
        "an upper-case id",
        () => beacon(api, press({ handoff_id: randomUUID().toUpperCase() })),
        400,
        /handoff_id must be/,
      ],
      ["an unknown kind", () => beacon(api, { ...press(), kind: "phone_call" }), 400, /kind must be one of/],
      ["an unknown edition", () => beacon(api, { ...press(), edition: "fr" }), 400, /edition must be one of/],
      ["an extra field", () => beacon(api, { ...press(), email: "layla@example.com" }), 400, /./],
      ["a source with markup", () => beacon(api, press({ source: "<script>" })), 400, /source must be/],
      [
        "a landing page on another site",
        () => beacon(api, press({ landing_page: "https://evil.example/" })),
        400,
        /landing_page must be/,
      ],
      ["NUL in a campaign", () => beacon(api, press({ utm_source: "a\u0000b" })), 400, /utm_source must be/],
      [
        "a form post",
        () => beacon(api, "kind=quote_online", { headers: { "content-type": "application/x-www-form-urlencoded" } }),
        415,
        /Expected a JSON body/,
      ],
      [
        "another site's page",
        () => beacon(api, press(), { headers: { "sec-fetch-site": "cross-site", origin: "https://evil.example" } }),
        403,
        /this site's pages only/,
      ],
      [
        "an old browser from another site",
        () => beacon(api, press(), { headers: { "sec-fetch-site": "", origin: "https://evil.example" } }),
        403,
        /this site's pages only/,
      ],
      ["a body over 4 KB", () => beacon(api, press({ utm_campaign: "x".repeat(5000) })), 413, /Request body too large/],
    ];
    await expectRefusals(cases);
    expect(await storedHandoffs(api)).toEqual([]);
    // Only POST.
    const get = await api.app.request(HANDOFFS_PATH);
    expect(get.status).toBe(405);
    expect(get.headers.get("allow")).toBe("POST");
  });

  it("R-FUNNEL-13: each address is limited per hour, counted before the body is read", async ({ api }) => {
    for (let sent = 0; sent < HANDOFFS.perIpPerHour; sent++)
      expect((await beacon(api, sent % 2 ? press() : "junk", { ip: "198.51.100.99" })).status).toBeLessThan(429);
    const limited = await beacon(api, press(), { ip: "198.51.100.99" });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    // Another address is not held back.
    expect((await beacon(api, press(), { ip: "198.51.100.100" })).status).toBe(201);
  });

  it("R-FUNNEL-12: without JavaScript the quote page's redirect records the press and gives the broker its id", async ({
    api,
  }) => {
    const response = await api.app.request(
      `${quoteMethodPath("online")}?source=hero_main&content=hero_cta&utm_source=google&utm_campaign=spring`,
      { headers: { "user-agent": CHROME, "x-forwarded-for": "198.51.100.30" } },
    );
    expect(response.status).toBe(302);
    const location = new URL(response.headers.get("location")!);
    const handoffId = location.searchParams.get("handoff_id")!;
    expect(handoffId).toMatch(/^[0-9a-f-]{36}$/);
    // The specification's link, unchanged, and the id last.
    expect(location.href).toBe(
      quoteUrl({ context: { source: "hero_main", medium: "cta_button", content: "hero_cta" }, handoffId }),
    );
    expect(location.search.endsWith(`&action=quote&handoff_id=${handoffId}`)).toBe(true);
    expect(await storedRow(api, handoffs, handoffId)).toMatchObject({
      ...QUOTE_REDIRECT,
      surface: "quote_page",
      source: "hero_main",
      medium: "cta_button",
      campaign: "quote_request",
      content: "hero_cta",
      utmSource: "google",
      utmCampaign: "spring",
      landingPage: null,
      experimentId: null,
      deviceClass: "desktop",
    });

    // WhatsApp on the Arabic page: recorded, the chat's link as it was.
    const chat = await api.app.request(`${quoteMethodPath("whatsapp", "ar")}?source=queen_bee`, {
      headers: { "user-agent": IPHONE, "x-forwarded-for": "198.51.100.30" },
    });
    expect(chat.headers.get("location")).toBe(whatsAppUrl("queen_bee", chromeAr.whatsapp.quote));
    const rows = await storedHandoffs(api);
    expect(rows).toHaveLength(2);
    expect(rows.find((stored) => stored.kind === "quote_whatsapp")).toMatchObject({
      edition: "ar",
      source: "queen_bee",
      deviceClass: "phone",
    });
  });

  it("R-FUNNEL-12: the redirect sends a bot on unrecorded, answers a prefetch 503, and a HEAD records nothing", async ({
    api,
  }) => {
    for (const userAgent of BOTS) {
      const response = await api.app.request(`${quoteMethodPath("online")}?source=header`, {
        headers: { "user-agent": userAgent },
      });
      expect(response.status, userAgent).toBe(302);
      expect(new URL(response.headers.get("location")!).searchParams.has("handoff_id"), userAgent).toBe(false);
    }
    for (const headers of PREFETCHES) {
      const response = await api.app.request(`${quoteMethodPath("online")}?source=header`, {
        headers: { "user-agent": CHROME, ...headers },
      });
      expect(response.status, JSON.stringify(headers)).toBe(503);
      expect(response.headers.get("location")).toBeNull();
      expect(response.headers.get("cache-control")).toBe("no-store");
    }
    const head = await api.app.request(quoteMethodPath("online"), {
      method: "HEAD",
      headers: { "user-agent": CHROME },
    });
    expect(head.status).toBe(302);
    expect(await storedHandoffs(api)).toEqual([]);
  });

  it("R-FUNNEL-16: without JavaScript the App Store badge's redirect records the press, with the campaign of the page it was on, and sends the visitor to the App Store", async ({
    api,
  }) => {
    const response = await api.app.request(`http://localhost${appStoreOpenPath("ar")}`, {
      headers: {
        "user-agent": IPHONE,
        "x-forwarded-for": "198.51.100.31",
        referer: "http://localhost/ar/app?utm_source=instagram&utm_campaign=launch",
      },
    });
    expect(response.status).toBe(302);
    // The App Store's link as it is: its receiver reads no id.
    expect(response.headers.get("location")).toBe(siteConfig.appStoreUrl);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const rows = await storedHandoffs(api);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      kind: "app_store",
      surface: "app_badge",
      channel: "redirect",
      edition: "ar",
      source: "app_download",
      medium: "app_store_badge",
      utmSource: "instagram",
      utmCampaign: "launch",
      landingPage: null,
      deviceClass: "phone",
    });

    // Another site's page as the Referer lends it no campaign; a bot and a HEAD are sent on unrecorded; a prefetch gets a 503.
    await api.app.request(`http://localhost${appStoreOpenPath()}`, {
      headers: { "user-agent": CHROME, referer: "https://elsewhere.example/?utm_source=spam" },
    });
    expect((await storedHandoffs(api)).filter((row) => row.edition === "en")).toMatchObject([
      { kind: "app_store", utmSource: null },
    ]);
    for (const userAgent of BOTS)
      expect((await api.app.request(appStoreOpenPath(), { headers: { "user-agent": userAgent } })).status).toBe(302);
    expect(
      (await api.app.request(appStoreOpenPath(), { method: "HEAD", headers: { "user-agent": CHROME } })).status,
    ).toBe(302);
    for (const headers of PREFETCHES)
      expect(
        (await api.app.request(appStoreOpenPath(), { headers: { "user-agent": CHROME, ...headers } })).status,
      ).toBe(503);
    expect(await storedHandoffs(api)).toHaveLength(2);
  });

  it("R-FUNNEL-18: a reminder e-mail's quote link whose reminder is gone (or never was) still leads to the broker, recorded; a bot, a HEAD and a prefetch are not recorded", async ({
    api,
  }) => {
    for (const id of [randomUUID(), "not-a-reminder"]) {
      const response = await api.app.request(reminderQuotePath(id), {
        headers: { "user-agent": IPHONE, "x-forwarded-for": "198.51.100.32" },
      });
      expect(response.status).toBe(302);
      const location = new URL(response.headers.get("location")!);
      const handoffId = location.searchParams.get("handoff_id")!;
      expect(location.href).toBe(quoteUrl({ context: { source: "renewal_reminder", medium: "email" }, handoffId }));
    }
    expect(await storedHandoffs(api)).toMatchObject([
      { surface: "reminder_email", source: "renewal_reminder", edition: "en", utmSource: null },
      { surface: "reminder_email", source: "renewal_reminder", edition: "en", utmSource: null },
    ]);
    const path = reminderQuotePath(randomUUID());
    for (const userAgent of BOTS)
      expect((await api.app.request(path, { headers: { "user-agent": userAgent } })).status).toBe(302);
    expect((await api.app.request(path, { method: "HEAD", headers: { "user-agent": CHROME } })).status).toBe(302);
    for (const headers of PREFETCHES)
      expect((await api.app.request(path, { headers: { "user-agent": CHROME, ...headers } })).status).toBe(503);
    expect(await storedHandoffs(api)).toHaveLength(2);
  });
});

const PARTNER_SECRET = "partner-secret-partner-secret-0123456789";
const EVENTS_PATH = "/api/partner/events";

/** The broker's server: the body as bytes, signed at `at` (unix seconds, our clock's by default). */
function partnerPost(
  api: Harness,
  body: unknown,
  {
    at = Math.floor(api.now() / 1000),
    secret = PARTNER_SECRET,
    signature,
    contentType = "application/json",
  }: { at?: number; secret?: string; signature?: string | null; contentType?: string } = {},
) {
  const raw = typeof body === "string" ? body : JSON.stringify(body);
  const header = signature === undefined ? partnerSignatureHeader(secret, at, raw) : signature;
  return api.app.request(EVENTS_PATH, {
    method: "POST",
    headers: {
      "content-type": contentType,
      "x-forwarded-for": "203.0.113.80",
      ...(header === null ? {} : { "x-drivebee-signature": header }),
    },
    body: raw,
  });
}

async function recordedHandoff(api: Harness): Promise<string> {
  const body = press();
  expect((await beacon(api, body)).status).toBe(201);
  return body.handoff_id;
}

/** The broker's `event` about hand-off `handoffId`, at 10:00 UTC on 2 December 2026 unless `fields` say otherwise. */
const brokerEvent = (handoffId: string, event: string, fields: Record<string, unknown> = {}) => ({
  handoff_id: handoffId,
  event,
  occurred_at: "2026-12-02T10:00:00Z",
  ...fields,
});

const storedEvents = (api: Harness) => api.db.select().from(partnerEvents);

describeOnDatabases("the broker's events", { partnerWebhookSecret: PARTNER_SECRET }, () => {
  it("R-FUNNEL-20/23: a signed event is stored with its hand-off; the same event again changes nothing", async ({
    api,
  }) => {
    const handoffId = await recordedHandoff(api);
    const event = brokerEvent(handoffId, "policy_bought", {
      occurred_at: "2026-12-02T14:15:00+04:00",
      premium_aed: 2450.5,
    });
    const first = await partnerPost(api, event);
    expect(first.status).toBe(201);
    expect(await first.json()).toEqual({ recorded: true });
    const retry = await partnerPost(api, { ...event, premium_aed: 9999 });
    expect(retry.status).toBe(200);
    expect(await retry.json()).toEqual({ recorded: false, duplicate: true });
    expect((await partnerPost(api, brokerEvent(handoffId, "quote_started"))).status).toBe(201);
    const rows = await storedEvents(api);
    expect(rows).toHaveLength(2);
    const bought = rows.find((row) => row.event === "policy_bought")!;
    expect(bought).toMatchObject({ handoffId, premiumAed: "2450.50" });
    expect(bought.occurredAt.toISOString()).toBe("2026-12-02T10:15:00.000Z");
    expect(rows.find((row) => row.event === "quote_started")!.premiumAed).toBeNull();
  });

  it("R-FUNNEL-21: a signature within five minutes either way passes; a second v1 (a secret being rolled) is read", async ({
    api,
  }) => {
    const handoffId = await recordedHandoff(api);
    const now = Math.floor(api.now() / 1000);
    const event = (name: string) => brokerEvent(handoffId, name);
    expect(
      (await partnerPost(api, event("quote_started"), { at: now - HANDOFFS.signatureToleranceSeconds + 1 })).status,
    ).toBe(201);
    expect(
      (await partnerPost(api, event("quote_issued"), { at: now + HANDOFFS.signatureToleranceSeconds - 1 })).status,
    ).toBe(201);
    const raw = JSON.stringify(event("policy_bought"));
    const ours = partnerSignatureHeader(PARTNER_SECRET, now, raw).split(",")[1]!;
    const rolled = `t=${now},v1=${"0".repeat(64)},${ours}`;
    expect((await partnerPost(api, raw, { signature: rolled })).status).toBe(201);
  });

  it("R-FUNNEL-22: each refusal has its own status and stores nothing", async ({ api }) => {
    const handoffId = await recordedHandoff(api);
    const event = brokerEvent(handoffId, "quote_issued", { premium_aed: 1800 });
    const now = Math.floor(api.now() / 1000);
    const raw = JSON.stringify(event);
    const cases: Refusal[] = [
      [
        "no signature",
        () => partnerPost(api, event, { signature: null }),
        401,
        /Missing or malformed X-DriveBee-Signature/,
      ],
      ["a header without v1", () => partnerPost(api, event, { signature: `t=${now}` }), 401, /Missing or malformed/],
      [
        "a header without t",
        () => partnerPost(api, event, { signature: `v1=${"a".repeat(64)}` }),
        401,
        /Missing or malformed/,
      ],
      ["another secret", () => partnerPost(api, event, { secret: "x".repeat(40) }), 401, /does not match/],
      [
        "a body changed after signing",
        () =>
          partnerPost(api, JSON.stringify(event, null, 1), {
            signature: partnerSignatureHeader(PARTNER_SECRET, now, raw),
          }),
        401,
        /does not match/,
      ],
      [
        "a timestamp changed after signing",
        () =>
          partnerPost(api, raw, {
            signature: partnerSignatureHeader(PARTNER_SECRET, now, raw).replace(`t=${now}`, `t=${now + 1}`),
          }),
        401,
        /does not match/,
      ],
      [
        "an old timestamp",
        () => partnerPost(api, event, { at: now - HANDOFFS.signatureToleranceSeconds - 1 }),
        403,
        /more than 300 seconds/,
      ],
      [
        "a timestamp from the future",
        () => partnerPost(api, event, { at: now + HANDOFFS.signatureToleranceSeconds + 60 }),
        403,
        /more than 300 seconds/,
      ],
      ["malformed JSON", () => partnerPost(api, "{nope"), 400, /Malformed JSON/],
      [
        "an unknown event",
        () => partnerPost(api, { ...event, event: "policy_cancelled" }),
        400,
        /event must be one of/,
      ],
      ["no date", () => partnerPost(api, { handoff_id: handoffId, event: "quote_issued" }), 400, /occurred_at/],
      [
        "a date without a zone",
        () => partnerPost(api, { ...event, occurred_at: "2026-12-02 10:00" }),
        400,
        /occurred_at/,
      ],
      ["a negative premium", () => partnerPost(api, { ...event, premium_aed: -5 }), 400, /premium_aed/],
      ["a premium as text", () => partnerPost(api, { ...event, premium_aed: "1800" }), 400, /premium_aed/],
      ["an extra field", () => partnerPost(api, { ...event, email: "layla@example.com" }), 400, /./],
      [
        "a form body",
        () => partnerPost(api, "handoff_id=x", { contentType: "application/x-www-form-urlencoded" }),
        415,
        /application\/json/,
      ],
      [
        "an unknown hand-off",
        () => partnerPost(api, { ...event, handoff_id: randomUUID() }),
        422,
        /Unknown handoff_id/,
      ],
    ];
    await expectRefusals(cases);
    expect(await storedEvents(api)).toEqual([]);
    expect((await partnerPost(api, event)).status).toBe(201);
  });
});

describeOnDatabases("the broker's events without a secret", () => {
  it("R-FUNNEL-21: the endpoint answers 404 until PARTNER_WEBHOOK_SECRET is set", async ({ api }) => {
    const handoffId = await recordedHandoff(api);
    const response = await partnerPost(api, brokerEvent(handoffId, "quote_started"));
    expect(response.status).toBe(404);
    expect(await storedEvents(api)).toEqual([]);
  });
});
