/**
 * The hero's cashback calculator (R-HOME-CALC-*, R-STATE-CALC-01, R-CONST-01..03), without React:
 * premium bounds, the 25% cashback and the typical case beside it, the AED format and the 20-step ease-out.
 */
import { CALCULATOR, TYPICAL_CASHBACK_PERCENT } from "@core/constants";
import { formatterFor } from "@core/format";
import type { Locale } from "@core/locales";

export function clampPremium(value: number): number {
  const stepped = Math.round(value / CALCULATOR.step) * CALCULATOR.step;
  return Math.min(CALCULATOR.maxPremium, Math.max(CALCULATOR.minPremium, stepped));
}

export function cashbackFor(premium: number): number {
  return Math.round(premium * CALCULATOR.cashbackRate);
}

/** The FAQ answer that explains the calculator's two figures (its id on /faq), in both editions. */
export const TYPICAL_CASHBACK_ANSWER_ID = "typical-cashback";

/** R-HONEST-05: what a driver with an average safety score earns back on the same premium. */
export function typicalCashbackFor(premium: number): number {
  return Math.round((premium * TYPICAL_CASHBACK_PERCENT) / 100);
}

/** R-OPEN-48: "AED 9,000" (in Arabic, "9,000 درهم"). */
export function formatAed(amount: number, locale: Locale = "en"): string {
  return formatterFor(locale).aed(amount);
}

export function easeOutCubic(progress: number): number {
  return 1 - (1 - progress) ** 3;
}

/** The displayed values of an animation from `from` to `to`: one per step, the last exactly `to`. */
export function animationFrames(from: number, to: number, steps: number = CALCULATOR.animationSteps): number[] {
  return Array.from({ length: steps }, (_, index) => {
    const step = index + 1;
    if (step === steps) return to;
    return Math.round(from + (to - from) * easeOutCubic(step / steps));
  });
}

type Scheduler = {
  setInterval: (fn: () => void, ms: number) => unknown;
  clearInterval: (id: unknown) => void;
};

/**
 * Plays the frames over `durationMs` (300 ms, 20 steps → a frame every 15 ms)
 * and returns a cancel function. With reduced motion the caller passes steps = 1.
 */
export function animateValue(
  from: number,
  to: number,
  onFrame: (value: number) => void,
  {
    durationMs = CALCULATOR.animationMs,
    steps = CALCULATOR.animationSteps,
    scheduler = globalThis as unknown as Scheduler,
  }: { durationMs?: number; steps?: number; scheduler?: Scheduler } = {},
): () => void {
  if (from === to || steps <= 1) {
    onFrame(to);
    return () => {};
  }
  const frames = animationFrames(from, to, steps);
  let index = 0;
  const id = scheduler.setInterval(() => {
    onFrame(frames[index]!);
    index += 1;
    if (index >= frames.length) scheduler.clearInterval(id);
  }, durationMs / steps);
  return () => scheduler.clearInterval(id);
}
