import { markVisitorBusy } from "~/features/overlays";
import { useEffect, useRef, useState, type CSSProperties } from "react";
import { Link } from "react-router";
import { CALCULATOR, MAX_CASHBACK_PERCENT, TYPICAL_CASHBACK_PERCENT } from "@core/constants";
import { pagePath } from "@core/pages";
import { AndroidCashbackNote } from "~/components/dialogs/android-cashback-note";
import { usePrefersReducedMotion } from "~/hooks/use-media-query";
import {
  animateValue,
  cashbackFor,
  formatAed,
  TYPICAL_CASHBACK_ANSWER_ID,
  typicalCashbackFor,
} from "~/features/calculator";
import { useI18n } from "~/i18n/i18n";

/**
 * The hero's cashback calculator (R-HOME-CALC-01..04, R-STATE-CALC-01, R-OPEN-48): the most a safe driver can earn,
 * with the typical case beside it and a link to how both are worked out (R-HONEST-05), and on
 * Android the note that the app is iPhone-only for now (R-HONEST-01).
 */
export function CashbackCalculator() {
  const [premium, setPremium] = useState<number>(CALCULATOR.defaultPremium);
  const [shown, setShown] = useState<number>(CALCULATOR.defaultPremium);
  const shownRef = useRef(shown);
  const reduceMotion = usePrefersReducedMotion();
  const { locale, m } = useI18n();
  const words = m.pages.calculator;
  const aed = (amount: number) => formatAed(amount, locale);

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
      <h2 className="text-lg font-bold text-ink-950">{words.title}</h2>
      <div className="mt-5 flex flex-col gap-1">
        <span id="premium-label" className="text-sm font-medium text-ink-600">
          {words.premiumLabel}
        </span>
        <output
          aria-live="off"
          className="text-3xl font-extrabold tabular-nums text-ink-950"
          data-testid="calc-premium"
        >
          {aed(shown)}
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
        onChange={(event) => {
          markVisitorBusy();
          setPremium(Number(event.target.value));
        }}
        aria-labelledby="premium-label"
        aria-valuemin={CALCULATOR.minPremium}
        aria-valuemax={CALCULATOR.maxPremium}
        aria-valuenow={premium}
        aria-valuetext={words.valueText(aed(premium), aed(cashbackFor(premium)), aed(typicalCashbackFor(premium)))}
        style={
          {
            "--fill": `${((premium - CALCULATOR.minPremium) / (CALCULATOR.maxPremium - CALCULATOR.minPremium)) * 100}%`,
          } as CSSProperties
        }
      />
      <div className="mt-2 flex justify-between text-xs text-ink-500">
        <span>{aed(CALCULATOR.minPremium)}</span>
        <span>{aed(CALCULATOR.maxPremium)}</span>
      </div>
      <div className="mt-6 rounded-2xl bg-honey-50 p-4 ring-1 ring-honey-200">
        <div className="grid gap-3 sm:grid-cols-2 sm:items-end sm:gap-4">
          <CashbackResult
            label={words.cashbackLabel(MAX_CASHBACK_PERCENT)}
            amount={aed(cashbackFor(shown))}
            testId="calc-cashback"
          />
          <CashbackResult
            label={words.typicalLabel(TYPICAL_CASHBACK_PERCENT)}
            amount={aed(typicalCashbackFor(shown))}
            testId="calc-typical"
            typical
          />
        </div>
        <AndroidCashbackNote className="mt-4" />
      </div>
      <p className="mt-3 text-xs text-ink-600" data-testid="calc-note">
        {words.note(MAX_CASHBACK_PERCENT)}{" "}
        <Link
          to={`${pagePath("faq", locale)}#${TYPICAL_CASHBACK_ANSWER_ID}`}
          className="font-semibold text-ink-800 underline underline-offset-2 hover:text-ink-950"
        >
          {words.howWorkedOut}
        </Link>
      </p>
    </div>
  );
}

/** One worked-out cashback, its label over the amount; the typical one stands second, a size smaller. */
function CashbackResult({
  label,
  amount,
  testId,
  typical = false,
}: {
  label: string;
  amount: string;
  testId: string;
  typical?: boolean;
}) {
  return (
    <div className={typical ? "border-t border-honey-200 pt-3 sm:border-s sm:border-t-0 sm:ps-4 sm:pt-0" : undefined}>
      <span className="text-sm font-medium text-ink-700">{label}</span>
      <output
        className={
          typical
            ? "mt-1 block text-2xl font-bold tabular-nums text-ink-800 sm:text-3xl"
            : "mt-1 block text-3xl font-extrabold tabular-nums text-ink-950"
        }
        data-testid={testId}
      >
        {amount}
      </output>
    </div>
  );
}
