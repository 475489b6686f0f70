import { afterEach, describe, expect, it, vi } from "vitest";
import { CALCULATOR, MAX_CASHBACK_PERCENT, TYPICAL_CASHBACK_PERCENT } from "@core/constants";
import {
  animateValue,
  animationFrames,
  cashbackFor,
  clampPremium,
  easeOutCubic,
  formatAed,
  typicalCashbackFor,
} from "./calculator";

afterEach(() => {
  vi.useRealTimers();
});

describe("premium range (R-HOME-CALC-01, R-CONST-01)", () => {
  it("R-HOME-CALC-01: keeps the premium between 1000 and 15000 AED", () => {
    expect(clampPremium(800)).toBe(1000);
    expect(clampPremium(0)).toBe(1000);
    expect(clampPremium(-5000)).toBe(1000);
    expect(clampPremium(15500)).toBe(15000);
    expect(clampPremium(99999)).toBe(15000);
  });

  it("R-HOME-CALC-01: snaps the premium to steps of 500", () => {
    expect(clampPremium(9250)).not.toBe(9250);
    expect(clampPremium(9250) % 500).toBe(0);
    expect(clampPremium(9200)).toBe(9000);
    expect(clampPremium(9300)).toBe(9500);
    for (let value = 1000; value <= 15000; value += 500) expect(clampPremium(value)).toBe(value);
  });

  it("R-CONST-01: the constants are 1000..15000, step 500, default 9000", () => {
    expect(CALCULATOR).toMatchObject({ minPremium: 1000, maxPremium: 15000, step: 500, defaultPremium: 9000 });
  });
});

describe("cashback (R-HOME-CALC-02/03, R-CONST-02)", () => {
  it("R-HOME-CALC-02: the default premium 9000 gives 2250 cashback", () => {
    expect(cashbackFor(CALCULATOR.defaultPremium)).toBe(2250);
  });

  it("R-HOME-CALC-03: cashback is 25% of the premium", () => {
    expect(cashbackFor(1000)).toBe(250);
    expect(cashbackFor(5500)).toBe(1375);
    expect(cashbackFor(15000)).toBe(3750);
  });

  it("R-HONEST-05: the typical case is its own share of the same premium, below the maximum at every step", () => {
    expect(TYPICAL_CASHBACK_PERCENT).toBeGreaterThan(0);
    expect(TYPICAL_CASHBACK_PERCENT).toBeLessThan(MAX_CASHBACK_PERCENT);
    expect(typicalCashbackFor(CALCULATOR.defaultPremium)).toBe(
      (CALCULATOR.defaultPremium * TYPICAL_CASHBACK_PERCENT) / 100,
    );
    for (let premium: number = CALCULATOR.minPremium; premium <= CALCULATOR.maxPremium; premium += CALCULATOR.step)
      expect(typicalCashbackFor(premium)).toBeLessThan(cashbackFor(premium));
  });

  it("R-OPEN-48: amounts are shown as AED with English grouping", () => {
    expect(formatAed(9000)).toBe("AED 9,000");
    expect(formatAed(2250)).toBe("AED 2,250");
    expect(formatAed(15000)).toBe("AED 15,000");
    expect(formatAed(250)).toBe("AED 250");
    expect(formatAed(1374.6)).toBe("AED 1,375");
  });
});

describe("animation (R-STATE-CALC-01, R-CONST-03)", () => {
  it("R-STATE-CALC-01: 9000 → 15000 has 20 frames, ending exactly on 15000", () => {
    const frames = animationFrames(9000, 15000);
    expect(frames).toHaveLength(20);
    expect(frames.at(-1)).toBe(15000);
  });

  it("R-STATE-CALC-01: the ease-out is front-loaded (frame 10 is already above 12000)", () => {
    const frames = animationFrames(9000, 15000);
    expect(frames[9]).toBeGreaterThan(12000);
    expect(easeOutCubic(0.5)).toBeGreaterThan(0.5);
    for (let i = 1; i < frames.length; i += 1) expect(frames[i]!).toBeGreaterThanOrEqual(frames[i - 1]!);
    expect(frames[0]!).toBeGreaterThan(9000);
  });

  it("R-STATE-CALC-01: animating downwards also ends exactly on the target", () => {
    const frames = animationFrames(15000, 1000);
    expect(frames).toHaveLength(20);
    expect(frames.at(-1)).toBe(1000);
    for (let i = 1; i < frames.length; i += 1) expect(frames[i]!).toBeLessThanOrEqual(frames[i - 1]!);
  });

  it("R-STATE-CALC-01: animateValue shows intermediate values, the final value by 300 ms, and nothing after", () => {
    vi.useFakeTimers();
    const seen: number[] = [];
    animateValue(9000, 15000, (value) => seen.push(value));
    expect(seen).toEqual([]);

    vi.advanceTimersByTime(150);
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.at(-1)!).toBeGreaterThan(12000);
    expect(seen.at(-1)!).toBeLessThan(15000);

    vi.advanceTimersByTime(150);
    expect(seen.at(-1)).toBe(15000);
    expect(seen).toHaveLength(20);
    expect(new Set(seen.slice(0, -1)).size).toBeLessThanOrEqual(20);

    const count = seen.length;
    vi.advanceTimersByTime(5_000);
    expect(seen).toHaveLength(count);
    expect(vi.getTimerCount()).toBe(0);
  });

  it("R-STATE-CALC-01: cancelling stops the animation where it is", () => {
    vi.useFakeTimers();
    const seen: number[] = [];
    const cancel = animateValue(9000, 15000, (value) => seen.push(value));
    vi.advanceTimersByTime(60);
    cancel();
    const count = seen.length;
    vi.advanceTimersByTime(1_000);
    expect(seen).toHaveLength(count);
    expect(seen.at(-1)).not.toBe(15000);
  });

  it("R-OPEN-53: with steps = 1 (reduced motion) the value is set at once", () => {
    vi.useFakeTimers();
    const onFrame = vi.fn();
    animateValue(9000, 15000, onFrame, { steps: 1 });
    expect(onFrame).toHaveBeenCalledTimes(1);
    expect(onFrame).toHaveBeenCalledWith(15000);
    vi.advanceTimersByTime(1_000);
    expect(onFrame).toHaveBeenCalledTimes(1);
  });

  it("R-STATE-CALC-01: no animation when the value does not change", () => {
    vi.useFakeTimers();
    const onFrame = vi.fn();
    animateValue(9000, 9000, onFrame);
    expect(onFrame).toHaveBeenCalledExactlyOnceWith(9000);
    expect(vi.getTimerCount()).toBe(0);
  });
});
