import { describe, expect, it } from "vitest";
import {
  chiSquarePValue,
  expectedEndDate,
  normalQuantile,
  plannedSamplePerArm,
  sampleRatioCheck,
  wilsonInterval,
} from "./experiment-plan";

describe("the normal quantile", () => {
  it("gives the textbook z-values", () => {
    expect(normalQuantile(0.975)).toBeCloseTo(1.959963984540054, 9);
    expect(normalQuantile(0.8)).toBeCloseTo(0.8416212335729143, 9);
    expect(normalQuantile(0.5)).toBeCloseTo(0, 12);
    expect(normalQuantile(0.001)).toBeCloseTo(-3.090232306167813, 8);
    expect(normalQuantile(0.995)).toBeCloseTo(2.5758293035489, 8);
  });
});

describe("the chi-square tail", () => {
  it("matches the table's 0.001 critical values for 1 to 4 degrees of freedom", () => {
    // Closed forms: df 1 erfc(√(x/2)); df 2 e^(−x/2); df 3 erfc(√(x/2)) + √(2x/π)e^(−x/2); df 4 e^(−x/2)(1 + x/2).
    expect(chiSquarePValue(10.828, 1)).toBeCloseTo(0.0009997657, 9);
    expect(chiSquarePValue(13.816, 2)).toBeCloseTo(Math.exp(-13.816 / 2), 12);
    expect(chiSquarePValue(16.266, 3)).toBeCloseTo(0.0010001116, 9);
    expect(chiSquarePValue(18.467, 4)).toBeCloseTo(0.0009999219, 9);
    expect(chiSquarePValue(7.815, 3)).toBeCloseTo(0.049993903, 8);
    expect(chiSquarePValue(0.5, 1)).toBeCloseTo(0.4795001222, 9);
    expect(chiSquarePValue(0, 2)).toBe(1);
  });
});

describe("the planned sample (R-FUNNEL-53)", () => {
  it("is 13,914 visitors a side for a 3% baseline and a 20% relative effect, at α = 0.05 two-sided and 80% power", () => {
    // Worked by hand with the two-proportion formula
    //   n = (z₀.₉₇₅·√(2·p̄·(1−p̄)) + z₀.₈·√(p₁(1−p₁) + p₂(1−p₂)))² / (p₂ − p₁)²
    // p₁ = 0.03, p₂ = 0.03 × 1.2 = 0.036, p̄ = 0.033, z₀.₉₇₅ = 1.959964, z₀.₈ = 0.841621:
    //   1.959964 × √(2 × 0.033 × 0.967) = 1.959964 × 0.252630 = 0.495146
    //   0.841621 × √(0.0291 + 0.034704) = 0.841621 × 0.252595 = 0.212589
    //   (0.707735)² / 0.006² = 0.500889 / 0.000036 = 13,913.6 → 13,914 a side, 27,828 in all.
    expect(plannedSamplePerArm({ baselineRate: 0.03, minimumEffect: 0.2 })).toBe(13_914);
    // 5% → 6%: 8,158 a side (the same formula).
    expect(plannedSamplePerArm({ baselineRate: 0.05, minimumEffect: 0.2 })).toBe(8_158);
    // A smaller effect needs more visitors; a lower one is found as easily as a higher one, nearly.
    expect(plannedSamplePerArm({ baselineRate: 0.03, minimumEffect: 0.1 })).toBeGreaterThan(50_000);
    expect(() => plannedSamplePerArm({ baselineRate: 0.03, minimumEffect: 0 })).toThrow(RangeError);
  });

  it("ends when the slower side has its visitors at the last week's traffic", () => {
    const now = Date.UTC(2026, 11, 2, 9);
    // 13,914 a side; the control has 4,000 and gets 500 a day, the variant 3,914 and 520 a day:
    // 9,914 / 500 = 19.83 days and 10,000 / 520 = 19.23 days → 20 days → 22 December.
    const end = expectedEndDate({
      needed: 13_914,
      arms: [
        { visitors: 4_000, perDay: 500 },
        { visitors: 3_914, perDay: 520 },
      ],
      now,
    });
    expect(end?.toISOString().slice(0, 10)).toBe("2026-12-22");
    expect(
      expectedEndDate({
        needed: 100,
        arms: [
          { visitors: 100, perDay: 0 },
          { visitors: 120, perDay: 0 },
        ],
        now,
      }),
    ).toEqual(new Date(now));
    expect(expectedEndDate({ needed: 100, arms: [{ visitors: 10, perDay: 0 }], now })).toBeNull();
  });
});

describe("the sample-ratio check (R-FUNNEL-55)", () => {
  it("alarms on 10,000 against 10,500 where an even split was intended, and not on 10,000 against 10,150", () => {
    // χ² = 2 × 250² / 10,250 = 12.195, one degree of freedom: p = erfc(√6.098) = 0.00048 < 0.001.
    const broken = sampleRatioCheck([10_000, 10_500])!;
    expect(broken.statistic).toBeCloseTo(12.195122, 5);
    expect(broken.pValue).toBeCloseTo(0.000479146, 8);
    expect(broken.mismatch).toBe(true);
    // χ² = 2 × 75² / 10,075 = 1.117: p = 0.29.
    const fine = sampleRatioCheck([10_000, 10_150])!;
    expect(fine.pValue).toBeCloseTo(0.290646, 5);
    expect(fine.mismatch).toBe(false);
    // Three groups, 1,000 / 1,000 / 1,150: χ² = 14.29 on two degrees of freedom, p = e^(−7.14) = 0.00079.
    const three = sampleRatioCheck([1_000, 1_000, 1_150])!;
    expect(three.pValue).toBeCloseTo(0.00079049, 7);
    expect(three.mismatch).toBe(true);
    // An intended 2 : 1 split that came out 2 : 1 is no mismatch.
    expect(sampleRatioCheck([2_000, 1_000], [2, 1])?.mismatch).toBe(false);
    // Too little to test.
    expect(sampleRatioCheck([3, 1])).toBeNull();
    expect(sampleRatioCheck([500])).toBeNull();
  });
});

describe("the Wilson score interval (R-FUNNEL-72)", () => {
  it("10 of 100 at 95%: 5.52% to 17.44%, worked by hand", () => {
    // z = 1.959964, z² = 3.841459; 1 + z²/n = 1.0384146; centre (0.1 + 0.0192073) / 1.0384146 = 0.114797;
    // margin 1.959964 × √(0.0009 + 0.0000960365) / 1.0384146 = 0.059568.
    const interval = wilsonInterval(10, 100)!;
    expect(interval.low).toBeCloseTo(0.055229, 5);
    expect(interval.high).toBeCloseTo(0.174366, 5);
  });

  it("stays inside 0..1 at the edges and says nothing without trials or with more successes than trials", () => {
    expect(wilsonInterval(0, 12)).toEqual({ low: 0, high: expect.closeTo(0.242494, 5) as number });
    expect(wilsonInterval(4, 4)).toEqual({ low: expect.closeTo(0.510109, 5) as number, high: 1 });
    expect(wilsonInterval(0, 0)).toBeNull();
    expect(wilsonInterval(3, 2)).toBeNull();
  });
});
