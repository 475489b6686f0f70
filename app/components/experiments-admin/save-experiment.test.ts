import { describe, expect, it, vi } from "vitest";
import type { ExperimentDetail } from "@core/admin-api";
import { experimentDetail } from "../../../tests/support/experiments";
import { experimentFormSchema, formDefaults, needsConfirmation, type ExperimentFormInput } from "./form-values";
import { saveExperiment, type ExperimentRequest } from "./save-experiment";

const parse = (input: ExperimentFormInput) => experimentFormSchema.parse(input);

function fakeServer(answer: ExperimentDetail) {
  const calls: { path: string; method: string; body: unknown }[] = [];
  const request: ExperimentRequest = vi.fn<ExperimentRequest>(async (path, method, body) => {
    calls.push({ path, method, body });
    return answer;
  });
  return { calls, request };
}

/**
 * Saves the form's `input` over `original` (null: a new experiment) against a fake server that
 * answers `answer` (by default `original`, or a new draft): what the save said and the requests it made.
 */
async function saveWith(
  original: ExperimentDetail | null,
  input: ExperimentFormInput,
  { confirmed = false, answer = original ?? experimentDetail() } = {},
) {
  const server = fakeServer(answer);
  const outcome = await saveExperiment({ original, values: parse(input), confirmed, request: server.request });
  return { outcome, calls: server.calls };
}

describe("saving the experiment form (R-OPEN-11)", () => {
  it("validates with the server's schema: empty name, no page location, too long texts", () => {
    const result = experimentFormSchema.safeParse({
      ...formDefaults(null),
      name: " ",
      pageLocations: [],
      hero: { headline: "x".repeat(81) },
    });
    expect(result.success).toBe(false);
    const messages = result.error?.issues.map((issue) => issue.message);
    expect(messages).toEqual(
      expect.arrayContaining([
        "Name is required",
        "Choose at least one page location",
        "Headline must be at most 80 characters",
      ]),
    );
  });

  it("a new experiment starts as a draft on the hero with empty texts", () => {
    expect(formDefaults(null)).toEqual({
      name: "",
      status: "draft",
      isControl: false,
      pageLocations: ["hero"],
      hero: { headline: "", subheadline: "", cta_text: "" },
      hero_ar: { headline: "", subheadline: "", cta_text: "" },
      primaryMetric: "quote_handoff",
      baselinePercent: 3,
      effectPercent: 20,
    });
  });

  it("creates, then PUTs the trimmed texts, confirming at once when created active", async () => {
    const { outcome, calls } = await saveWith(
      null,
      {
        ...formDefaults(null),
        name: " Hero test ",
        status: "active",
        hero: { headline: " Drive better ", subheadline: "", cta_text: "" },
      },
      { answer: experimentDetail({ status: "active" }) },
    );
    expect(outcome?.created).toBe(true);
    expect(calls).toEqual([
      {
        path: "/experiments",
        method: "POST",
        body: {
          name: "Hero test",
          status: "active",
          isControl: false,
          pageLocations: ["hero"],
          primaryMetric: "quote_handoff",
          baselineRate: 0.03,
          minimumEffect: 0.2,
        },
      },
      {
        path: `/experiments/${experimentDetail().id}/content`,
        method: "PUT",
        body: { pageLocation: "hero", content: { headline: "Drive better" }, confirmActive: true },
      },
    ]);
  });

  it("a new draft without texts is only POSTed, and a draft's texts are sent without confirmActive", async () => {
    const bare = await saveWith(null, { ...formDefaults(null), name: "A" });
    expect(bare.calls.map((call) => call.method)).toEqual(["POST"]);

    const withText = await saveWith(null, { ...formDefaults(null), name: "A", hero: { cta_text: "Go" } });
    expect(withText.calls[1]?.body).toEqual({ pageLocation: "hero", content: { cta_text: "Go" } });
  });

  it("editing sends only what changed; nothing changed sends nothing", async () => {
    const original = experimentDetail({ content: { hero: { headline: "Old" } } });
    const unchanged = await saveWith(original, formDefaults(original));
    expect(unchanged.outcome).toBeNull();
    expect(unchanged.calls).toEqual([]);

    const texts = await saveWith(original, { ...formDefaults(original), hero: { headline: "" } });
    expect(texts.calls).toEqual([
      { path: `/experiments/${original.id}/content`, method: "PUT", body: { pageLocation: "hero", content: {} } },
    ]);

    const settings = await saveWith(original, { ...formDefaults(original), isControl: true });
    expect(settings.calls.map((call) => call.method)).toEqual(["PATCH"]);

    // R-FUNNEL-53: the plan is typed in percent and sent as fractions.
    const plan = await saveWith(original, { ...formDefaults(original), baselinePercent: 4.5, effectPercent: 15 });
    expect(plan.calls[0]?.body).toMatchObject({ baselineRate: 0.045, minimumEffect: 0.15 });
  });

  it("R-FUNNEL-52, R-FUNNEL-53: the plan must be a real one, judged by quote hand-offs for now", () => {
    const result = experimentFormSchema.safeParse({
      ...formDefaults(null),
      name: "A",
      primaryMetric: "policies",
      baselinePercent: Number.NaN,
      effectPercent: 150,
    });
    expect(result.success).toBe(false);
    const fields = result.error?.issues.map((issue) => issue.path.join("."));
    expect(fields).toEqual(expect.arrayContaining(["primaryMetric", "baselinePercent", "effectPercent"]));
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(
      expect.arrayContaining(["Smallest change worth finding must be at most 100%"]),
    );
  });

  it("a running experiment asks first, then sends confirmActive on both requests", async () => {
    const original = experimentDetail({ status: "active" });
    const input: ExperimentFormInput = { ...formDefaults(original), name: "Renamed", hero: { headline: "New" } };
    expect(needsConfirmation(original, parse(input))).toBe(true);
    expect(needsConfirmation(original, parse(formDefaults(original)))).toBe(false);
    expect(needsConfirmation(experimentDetail(), parse(input))).toBe(false);

    const { calls } = await saveWith(original, input, { confirmed: true });
    expect(calls.map((call) => (call.body as { confirmActive?: boolean }).confirmActive)).toEqual([true, true]);
  });

  it("reports each step that reached the server, so a failed PUT does not create the experiment twice", async () => {
    const created = experimentDetail();
    const request: ExperimentRequest = vi.fn(async (_path, method) => {
      if (method === "PUT") throw new Error("down");
      return created;
    });
    const onProgress = vi.fn();
    await expect(
      saveExperiment({
        original: null,
        values: parse({ ...formDefaults(null), name: "A", hero: { headline: "H" } }),
        confirmed: false,
        request,
        onProgress,
      }),
    ).rejects.toThrow("down");
    expect(onProgress).toHaveBeenCalledWith(created);
  });

  it("R-EDITION-16: the Arabic hero's texts are PUT at hero_ar, only for an experiment that changes the Arabic hero", async () => {
    const input: ExperimentFormInput = {
      ...formDefaults(null),
      name: "Both heroes",
      pageLocations: ["hero", "hero_ar"],
      hero: { headline: "Drive better" },
      hero_ar: { headline: " قُد بأمان " },
    };
    const both = await saveWith(null, input);
    expect(both.calls.map((call) => call.body)).toEqual([
      expect.objectContaining({ pageLocations: ["hero", "hero_ar"] }),
      { pageLocation: "hero", content: { headline: "Drive better" } },
      { pageLocation: "hero_ar", content: { headline: "قُد بأمان" } },
    ]);

    const englishOnly = await saveWith(null, { ...input, pageLocations: ["hero"] });
    expect(englishOnly.calls.map((call) => (call.body as { pageLocation?: string }).pageLocation)).toEqual([
      undefined,
      "hero",
    ]);

    const original = experimentDetail({
      pageLocations: ["hero", "hero_ar"],
      content: { hero: { headline: "Drive better" }, hero_ar: { headline: "قديم" } },
    });
    const edited = await saveWith(original, { ...formDefaults(original), hero_ar: { headline: "جديد" } });
    expect(edited.calls).toEqual([
      {
        path: `/experiments/${original.id}/content`,
        method: "PUT",
        body: { pageLocation: "hero_ar", content: { headline: "جديد" } },
      },
    ]);
  });
});
