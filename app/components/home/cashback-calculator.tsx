import { useEffect, useRef, useState, type CSSProperties } from "react";
import { CALCULATOR, MAX_CASHBACK_PERCENT } from "@core/constants";
import { usePrefersReducedMotion } from "~/hooks/use-media-query";
import { animateValue, cashbackFor, formatAed } from "~/features/calculator";

/** The hero's cashback calculator (spec §2, §4, §9; R-OPEN-48). */
export function CashbackCalculator() {
  const [premium, setPremium] = useState<number>(CALCULATOR.defaultPremium);
  const [shown, setShown] = useState<number>(CALCULATOR.defaultPremium);
  const shownRef = useRef(shown);
  const reduceMotion = usePrefersReducedMotion();

  useEffect(() => {
    // Numbers update instantly under reduced motion (R-OPEN-53).
    const cancel = animateValue(
      shownRef.current,
      premium,
      (value) => {
        shownRef.current = value;
        setShown(value);
      },
      { steps: reduceMotion ? 1 : CALCULATOR.animationSteps },
    );
    return cancel;
  }, [premium, reduceMotion]);

  return (
    <div className="rounded-3xl bg-white p-6 shadow-xl ring-1 ring-ink-100 sm:p-7" data-testid="cashback-calculator">
      <h2 className="text-lg font-bold text-ink-950">See what safe driving could earn you</h2>
      <div className="mt-5 flex flex-col gap-1">
        <span id="premium-label" className="text-sm font-medium text-ink-600">
          Annual premium
        </span>
        <output
          aria-live="off"
          className="text-3xl font-extrabold tabular-nums text-ink-950"
          data-testid="calc-premium"
        >
          {formatAed(shown)}
        </output>
      </div>
      {/* A native range input: it works before hydration, needs no measuring while the
          page hydrates, and keys, touch and assistive technology come with it. The
          explicit aria-value* mirror min/max/value for tools that read only ARIA. */}
      <input
        type="range"
        className="calculator-range mt-5 w-full"
        min={CALCULATOR.minPremium}
        max={CALCULATOR.maxPremium}
        step={CALCULATOR.step}
        value={premium}
        onChange={(event) => setPremium(Number(event.target.value))}
        aria-labelledby="premium-label"
        aria-valuemin={CALCULATOR.minPremium}
        aria-valuemax={CALCULATOR.maxPremium}
        aria-valuenow={premium}
        aria-valuetext={`${formatAed(premium)} premium, ${formatAed(cashbackFor(premium))} cashback`}
        style={
          {
            "--fill": `${((premium - CALCULATOR.minPremium) / (CALCULATOR.maxPremium - CALCULATOR.minPremium)) * 100}%`,
          } as CSSProperties
        }
      />
      <div className="mt-2 flex justify-between text-xs text-ink-500">
        <span>{formatAed(CALCULATOR.minPremium)}</span>
        <span>{formatAed(CALCULATOR.maxPremium)}</span>
      </div>
      <div className="mt-6 rounded-2xl bg-honey-50 p-4 ring-1 ring-honey-200">
        <span className="text-sm font-medium text-ink-700">Your potential cashback ({MAX_CASHBACK_PERCENT}%)</span>
        <output className="mt-1 block text-3xl font-extrabold tabular-nums text-ink-950" data-testid="calc-cashback">
          {formatAed(cashbackFor(shown))}
        </output>
      </div>
      <p className="mt-3 text-xs text-ink-500">
        Illustration for a safe driver earning the maximum. Actual cashback depends on your driving and the rewards
        rules.
      </p>
    </div>
  );
}
