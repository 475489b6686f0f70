import { describe, expect, it } from "vitest";
import { describeLostTap } from "./report.mjs";
import { tapResult } from "./taps.mjs";

const taps = [
  { at: 500, outcome: "page", hydrated: false, tappedAtMs: 510, toChoiceMs: 400 },
  {
    at: 1000,
    outcome: "lost",
    hydrated: false,
    tappedAtMs: 1028,
    underThumb: 'a[data-testid="hero-cta"][href="/quote?source=hero_main"]',
    afterwards: { url: "/", readyState: "complete", hydrated: true, dialogs: 0 },
  },
  { at: 1500, outcome: "dialog", hydrated: true, tappedAtMs: 1505, toChoiceMs: 200 },
  { at: 2000, outcome: "not shown" },
];

describe("the tap scenario's figures", () => {
  it("counts the taps made and keeps each tap beside the count, not in its place", () => {
    const result = tapResult({ name: "/" }, "unthrottled", taps);
    expect(result.taps).toBe(3);
    expect(result.notShownYet).toBe(1);
    expect(result.lost).toBe(1);
    expect(result.lastLostAtMs).toBe(1028);
    expect(result.each).toHaveLength(4);
    expect(result.hydrated).toMatchObject({ count: 1, p75Ms: 200 });
    expect(result.beforeHydrated).toMatchObject({ count: 1, p75Ms: 400 });
  });

  it("says of a lost tap when it came, what the thumb met and where the page was", () => {
    const result = tapResult({ name: "/" }, "unthrottled", taps);
    expect(describeLostTap(result, taps[1])).toBe(
      '`/`, unthrottled: tapped at 1.03 s, before the page had hydrated; under the thumb `a[data-testid="hero-cta"][href="/quote?source=hero_main"]`; ' +
        "when given up hydrated, at `/` with 0 dialog(s) and readyState complete.",
    );
  });
});
