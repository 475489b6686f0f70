import { CheckIcon } from "lucide-react";
import { QuoteButton } from "~/components/dialogs/dialog-buttons";
import {
  Carousel,
  CarouselContent,
  CarouselDots,
  CarouselItem,
  CarouselNext,
  CarouselPrevious,
} from "~/components/ui/carousel";
import { SmartImage } from "~/components/ui/smart-image";
import { homeStats, howItWorksSteps } from "~/data/home";
import { cn } from "~/lib/cn";

const STEP_TITLES = howItWorksSteps.map((step) => step.title);

/** Spec §2.4: a looping carousel of four steps (dots on mobile, arrows on desktop), then the stats. */
export function HowItWorksSection() {
  return (
    <section id="how-it-works" aria-labelledby="how-it-works-heading" className="bg-white py-16 sm:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <div className="flex flex-col items-start justify-between gap-4 md:flex-row md:items-end">
          <div className="max-w-2xl">
            <p className="text-sm font-semibold uppercase tracking-wider text-honey-700">How It Works</p>
            <h2
              id="how-it-works-heading"
              className="mt-2 text-3xl font-extrabold tracking-tight text-ink-950 sm:text-4xl"
            >
              Four steps from quote to cashback
            </h2>
          </div>
        </div>
        <Carousel label="How It Works steps" className="mt-10">
          <div className="absolute -top-20 right-0 hidden gap-2 md:flex">
            <CarouselPrevious />
            <CarouselNext />
          </div>
          <CarouselContent>
            {howItWorksSteps.map((step, index) => (
              <CarouselItem
                key={step.id}
                index={index}
                total={howItWorksSteps.length}
                className="basis-full md:basis-1/2 lg:basis-[40%]"
              >
                <article
                  className={cn(
                    "flex h-full flex-col gap-5 rounded-3xl bg-gradient-to-br p-6 ring-1 ring-ink-100 sm:flex-row sm:p-8",
                    step.gradient,
                  )}
                  data-testid="how-it-works-card"
                >
                  <div className="flex flex-1 flex-col gap-3">
                    <span className="text-sm font-bold text-honey-700">Step {index + 1}</span>
                    <h3 className="text-2xl font-extrabold text-ink-950">{step.title}</h3>
                    <p className="font-semibold text-ink-800">{step.subtitle}</p>
                    <p className="text-ink-700">{step.description}</p>
                    <ul className="mt-1 flex flex-col gap-2">
                      {step.features.map((feature) => (
                        <li key={feature} className="flex items-start gap-2 text-sm text-ink-800">
                          <CheckIcon className="mt-0.5 size-4 shrink-0 text-emerald-700" aria-hidden="true" />
                          {feature}
                        </li>
                      ))}
                    </ul>
                    {step.id === "get-insured" ? (
                      <QuoteButton
                        className="mt-2 w-fit"
                        label="Get Quote"
                        context={{ source: "how_it_works_section", medium: "cta_button", content: "get_insured_card" }}
                      >
                        Get Quote
                      </QuoteButton>
                    ) : null}
                  </div>
                  <SmartImage
                    src={step.image}
                    alt={step.imageAlt}
                    width={360}
                    height={740}
                    className="mx-auto w-32 shrink-0 self-center sm:w-36"
                  />
                </article>
              </CarouselItem>
            ))}
          </CarouselContent>
          <CarouselDots titles={STEP_TITLES} className="mt-6 md:hidden" />
        </Carousel>

        <dl className="mt-14 grid gap-4 sm:grid-cols-3">
          {homeStats.map((stat) => (
            <div
              key={stat.label}
              className="flex flex-col-reverse rounded-3xl bg-ink-950 px-6 py-8 text-center text-white"
            >
              <dt className="mt-1 text-sm font-medium text-ink-300">{stat.label}</dt>
              <dd className="text-4xl font-extrabold text-honey-300">{stat.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
