import { BadgeCheckIcon, CoinsIcon, TimerIcon } from "lucide-react";
import { MOBILE_BREAKPOINT_PX } from "@core/constants";
import { BROKER_STATEMENT_ID, brokerStatement } from "@site-config";
import { QuoteButton } from "~/components/dialogs/dialog-buttons";
import { heroBootScript, HERO_SLOTS } from "~/features/experiments/boot";
import { useMediaQuerySnapshot } from "~/hooks/use-media-query";
import { useI18n } from "~/i18n/i18n";
import { CashbackCalculator } from "./cashback-calculator";
import { HERO_DEFAULTS } from "./hero-defaults";
import { InsurerLogoStrip } from "./insurer-logo-strip";

export { HERO_DEFAULTS };

/** Overrides from an A/B experiment (R-HOME-HERO-08): each missing field falls back to its default. */
export type HeroContent = { headline?: string; subheadline?: string; cta_text?: string };

const TRUST_BADGES = [
  { id: "partner", icon: BadgeCheckIcon },
  { id: "cashback", icon: CoinsIcon },
  { id: "setup", icon: TimerIcon },
] as const;

/**
 * The hero's last element: the home page holds its first frame until the parser reaches it
 * (`<link rel="expect" blocking="render">` in app/routes/home.tsx; "No flash" in docs/decisions/007-ab-experiments.md).
 * Chromium lifts the block when the element is inserted, so it is an empty one at the very end.
 */
export const HERO_END_ID = "hero-end";

const HERO_QUOTE_CONTEXT = { source: "hero_main", medium: "cta_button", content: "hero_cta" } as const;

/**
 * The label switches at 768 px (R-HOME-HERO-03/04). Before hydration the width is
 * unknown, so both labels are in the HTML and CSS shows the right one; after
 * hydration only the matching label remains.
 */
function CtaLabel({ override }: { override?: string | undefined }) {
  const isDesktop = useMediaQuerySnapshot(`(min-width: ${MOBILE_BREAKPOINT_PX}px)`);
  const { hero } = useI18n().m.pages;
  if (override) return <>{override}</>;
  if (isDesktop === null) {
    return (
      <>
        <span className="md:hidden">{hero.ctaMobile}</span>
        <span className="hidden md:inline">{hero.ctaDesktop}</span>
      </>
    );
  }
  return <>{isDesktop ? hero.ctaDesktop : hero.ctaMobile}</>;
}

export function Hero({
  content,
  loading = false,
  pending = false,
  onQuoteClick,
}: {
  content?: HeroContent | undefined;
  /** Experiment content is on its way: show "Loading..." instead of the defaults (R-HOME-HERO-09). */
  loading?: boolean;
  /** Before hydration the boot script may have marked the texts pending; the first render keeps that mark. */
  pending?: boolean;
  onQuoteClick?: () => void;
}) {
  const { locale, m } = useI18n();
  const { hero } = m.pages;
  const slot = HERO_SLOTS[locale];
  const badgeLabels = { partner: hero.partnerBadge, cashback: hero.cashbackBadge, setup: hero.setupBadge } as const;

  return (
    <section
      aria-labelledby="hero-heading"
      className="relative overflow-hidden bg-gradient-to-b from-honey-50 via-white to-white pt-[calc(var(--header-h)+var(--banner-h)+1.5rem)] pb-10"
      data-testid="hero"
      data-ab-slot={slot}
    >
      {/* Before the first paint: the visitor's variant, assigned here for a new visitor (app/features/experiments/boot.ts).
          First in the hero: a browser that paints before a script then paints none of the hero, rather than half of it. */}
      <script dangerouslySetInnerHTML={{ __html: heroBootScript(slot) }} suppressHydrationWarning />
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -end-40 -top-40 size-[36rem] rounded-full bg-honey-200/40 blur-3xl"
      />
      <div className="relative mx-auto grid max-w-7xl items-center gap-10 px-4 sm:px-6 lg:grid-cols-[1.15fr_1fr] lg:gap-16">
        <div className="flex flex-col gap-6">
          <p className="inline-flex w-fit items-center gap-2 rounded-full bg-white px-3 py-1 text-sm font-medium text-ink-700 shadow-sm ring-1 ring-ink-100">
            <span className="size-2 rounded-full bg-emerald-500" aria-hidden="true" />
            {hero.eyebrow}
          </p>
          <div
            aria-live="polite"
            aria-busy={loading || pending}
            className="flex flex-col gap-5"
            data-ab-state={pending ? "pending" : "settled"}
          >
            {loading ? (
              <p className="min-h-[7.5rem] text-2xl font-semibold text-ink-500" data-testid="hero-loading">
                {hero.loading}
              </p>
            ) : (
              <>
                <h1
                  id="hero-heading"
                  className="text-4xl font-extrabold leading-[1.05] tracking-tight text-ink-950 sm:text-5xl lg:text-6xl"
                >
                  {content?.headline || hero.headline}
                </h1>
                <p
                  className="max-w-xl text-lg text-ink-700 sm:text-xl"
                  data-testid="hero-subheadline"
                  data-ab-text="subheadline"
                >
                  {content?.subheadline || hero.subheadline}
                </p>
              </>
            )}
          </div>
          <div>
            <QuoteButton
              size="lg"
              context={HERO_QUOTE_CONTEXT}
              label={content?.cta_text ?? "Get your Quote"}
              onBeforeOpen={onQuoteClick}
              data-testid="hero-cta"
              data-ab-text="cta"
              disabled={loading}
              className="w-full sm:w-auto"
            >
              <CtaLabel override={loading ? undefined : content?.cta_text || undefined} />
            </QuoteButton>
          </div>
          <ul className="flex flex-wrap gap-x-5 gap-y-2" aria-label={hero.badgesLabel}>
            {TRUST_BADGES.map(({ id, icon: Icon }) => (
              <li key={id} className="inline-flex items-center gap-2 text-sm font-medium text-ink-800">
                <Icon className="size-5 text-honey-600" aria-hidden="true" />
                {/* "Verified" points at who the partner is, once the broker's details are set. */}
                {id === "partner" && brokerStatement() ? (
                  <a
                    href={`#${BROKER_STATEMENT_ID}`}
                    className="underline decoration-honey-400 underline-offset-4 hover:text-ink-950"
                  >
                    {badgeLabels[id]}
                  </a>
                ) : (
                  badgeLabels[id]
                )}
              </li>
            ))}
          </ul>
        </div>
        <CashbackCalculator />
      </div>
      <div className="relative mx-auto mt-12 max-w-7xl px-4 sm:px-6">
        <p className="mb-4 text-center text-sm font-medium text-ink-600">{hero.insurersLead}</p>
        <InsurerLogoStrip />
      </div>
      <span id={HERO_END_ID} hidden />
    </section>
  );
}
