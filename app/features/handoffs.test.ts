import { describe, expect, it } from "vitest";
import { HANDOFF_ID, handoffBeaconSchema } from "@core/schemas/handoffs";
import { mergeAttribution, type AttributionRecord } from "./attribution";
import { handoffPayload, newHandoffId } from "./handoffs";
import { buildQuoteUrl } from "./quote-links";

const attribution: AttributionRecord = {
  utm_source: "google",
  utm_campaign: "spring",
  gclid: "abc",
  experiment_id: "6f1c2a9e-2f4b-4d8e-9a51-0c3f7b2d1e44",
  experiment_name: "CTA wording",
  is_control: true,
  landing_page: "/blog/renewal",
  first_visit: 1_000,
  last_updated: 2_000,
};

const CONTEXT = { source: "header", medium: "cta_button", campaign: "quote_request" } as const;

describe("hand-offs in the browser (R-FUNNEL-11)", () => {
  it("a press's id is a lower-case random UUID, new each time", () => {
    const ids = new Set(Array.from({ length: 50 }, newHandoffId));
    expect(ids.size).toBe(50);
    for (const id of ids) expect(id).toMatch(HANDOFF_ID);
  });

  it("the beacon carries the control, the visit's campaign, landing page and experiment, and passes the server's schema", () => {
    const payload = handoffPayload(
      { id: newHandoffId(), kind: "quote_online", surface: "quote_dialog", context: CONTEXT },
      attribution,
    );
    expect(payload).toEqual({
      handoff_id: payload.handoff_id,
      kind: "quote_online",
      surface: "quote_dialog",
      edition: "en",
      ...CONTEXT,
      utm_source: "google",
      utm_campaign: "spring",
      landing_page: "/blog/renewal",
      experiment_id: "6f1c2a9e-2f4b-4d8e-9a51-0c3f7b2d1e44",
      experiment_name: "CTA wording",
      is_control: true,
    });
    // No click id, no time, nothing else of the session.
    expect(handoffBeaconSchema.safeParse(payload).success).toBe(true);
  });

  it("a campaign value the server would refuse is left out, never the press", () => {
    const payload = handoffPayload(
      {
        id: newHandoffId(),
        kind: "app_store",
        surface: "app_badge",
        context: { source: "app_download", medium: "badge" },
      },
      { ...attribution, utm_source: "x".repeat(300) },
    );
    expect(payload).toMatchObject({ kind: "app_store", source: "app_download" });
    expect(payload.utm_source).toBeUndefined();
    expect(handoffBeaconSchema.safeParse(payload).success).toBe(true);
  });

  it("the quote link keeps its parameters and gains handoff_id last", () => {
    const id = newHandoffId();
    const without = buildQuoteUrl({ context: CONTEXT, attribution, locale: "ar" });
    const withId = buildQuoteUrl({ context: CONTEXT, attribution, locale: "ar", handoffId: id });
    expect(withId).toBe(`${without}&handoff_id=${id}`);
  });

  it("the session's landing page is its first page's path, kept by later pages", () => {
    const first = mergeAttribution(null, "?utm_source=google", 1_000, "/ar/blog/renewal");
    const later = mergeAttribution(first, "?utm_campaign=spring", 2_000, "/quote");
    expect(later).toMatchObject({ landing_page: "/ar/blog/renewal", utm_source: "google", utm_campaign: "spring" });
    expect(mergeAttribution(null, "", 1_000)).not.toHaveProperty("landing_page");
  });
});
