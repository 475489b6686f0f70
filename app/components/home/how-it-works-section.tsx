import { QuoteButton } from "~/components/dialogs/dialog-buttons";
import { AppScreenMockup } from "~/components/ui/app-screen-mockup";
import { CheckList } from "~/components/ui/check-list";
import type { HowItWorksStep } from "~/data/home";
import { useI18n } from "~/i18n/i18n";
import type { ScreenMessages } from "~/i18n/messages/en/screens";
import { cn } from "~/lib/cn";
import { HeadedCarousel } from "./headed-carousel";
import { SectionHeading } from "./section-heading";

/** R-HOME-HIW-01..06: a looping carousel of four steps (dots on mobile, arrows on desktop), then the stats. */
export function HowItWorksSection({
  steps,
  stats,
  screenWords,
}: {
  steps: readonly HowItWorksStep[];
  stats: readonly { value: string; label: string }[];
  screenWords: ScreenMessages;
}) {
  const { howItWorks: words } = useI18n().m.pages;
  return (
    <section id="how-it-works" aria-labelledby="how-it-works-heading" className="bg-white py-16 sm:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <HeadedCarousel
          heading={
            <SectionHeading id="how-it-works-heading" eyebrow={words.eyebrow}>
              {words.heading}
            </SectionHeading>
          }
          label={words.carouselLabel}
          slides={steps}
          slideClassName="basis-full md:basis-1/2 lg:basis-[40%]"
          renderSlide={(step, index) => (
            <article
              className={cn(
                "flex h-full flex-col gap-5 rounded-3xl bg-gradient-to-br p-6 ring-1 ring-ink-100 sm:flex-row sm:p-8",
                step.gradient,
              )}
              data-testid="how-it-works-card"
            >
              <div className="flex flex-1 flex-col gap-3">
                <span className="text-sm font-bold text-honey-700">{words.step(index + 1)}</span>
                <h3 className="text-2xl font-extrabold text-ink-950">{step.title}</h3>
                <p className="font-semibold text-ink-800">{step.subtitle}</p>
                <p className="text-ink-700">{step.description}</p>
                <CheckList items={step.features} className="mt-1" itemClassName="items-start text-ink-800" />
                {step.id === "get-insured" ? (
                  <QuoteButton
                    className="mt-2 w-fit"
                    context={{ source: "how_it_works_section", medium: "cta_button", content: "get_insured_card" }}
                  >
                    {words.getQuote}
                  </QuoteButton>
                ) : null}
              </div>
              <AppScreenMockup
                id={step.screen}
                words={screenWords}
                label={step.imageAlt}
                className="mx-auto w-32 shrink-0 self-center sm:w-36"
              />
            </article>
          )}
        />
        <HomeStats stats={stats} />
      </div>
    </section>
  );
}

/** The three headline figures under the steps. */
function HomeStats({ stats }: { stats: readonly { value: string; label: string }[] }) {
  return (
    <dl className="mt-14 grid gap-4 sm:grid-cols-3">
      {stats.map((stat) => (
        <div key={stat.label} className="flex flex-col-reverse rounded-3xl bg-ink-950 px-6 py-8 text-center text-white">
          <dt className="mt-1 text-sm font-medium text-ink-300">{stat.label}</dt>
          <dd className="text-4xl font-extrabold text-honey-300">{stat.value}</dd>
        </div>
      ))}
    </dl>
  );
}
