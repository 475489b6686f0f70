import { siteConfig } from "@site-config";
import { AppScreenMockup } from "~/components/ui/app-screen-mockup";
import type { AppScreen } from "~/data/home";
import { useI18n } from "~/i18n/i18n";
import type { ScreenMessages } from "~/i18n/messages/en/screens";
import { HeadedCarousel } from "./headed-carousel";
import { SectionHeading } from "./section-heading";

/** R-HOME-ACTION-01..03: "{product} in Action", a looping carousel of six app screens. */
export function AppInActionSection({
  screens,
  screenWords,
}: {
  screens: readonly AppScreen[];
  screenWords: ScreenMessages;
}) {
  const { appInAction: words } = useI18n().m.pages;
  return (
    <section
      id="app"
      aria-labelledby="in-action-heading"
      className="overflow-hidden bg-ink-950 py-16 text-white sm:py-24"
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <HeadedCarousel
          heading={
            <>
              <SectionHeading id="in-action-heading" eyebrow={words.eyebrow} tone="dark">
                {words.heading(siteConfig.name)}
              </SectionHeading>
              <p className="mt-3 text-lg text-ink-300">{words.lead}</p>
            </>
          }
          label={words.carouselLabel}
          slides={screens}
          slideClassName="basis-[75%] sm:basis-1/2 md:basis-1/3 lg:basis-1/4"
          dotsClassName="[&_button_span]:bg-white/40 [&_button[aria-current]_span]:bg-honey-300"
          renderSlide={(screen) => <ScreenSlide screen={screen} words={screenWords} />}
        />
      </div>
    </section>
  );
}

/** One screen: the drawing, its name and what it does. */
function ScreenSlide({ screen, words }: { screen: AppScreen; words: ScreenMessages }) {
  return (
    <figure className="flex flex-col items-center gap-4" data-testid="app-screen">
      <AppScreenMockup
        id={screen.id}
        words={words}
        label={screen.imageAlt}
        className="w-full max-w-[15rem] drop-shadow-2xl"
      />
      <figcaption className="text-center">
        <h3 className="text-lg font-bold">{screen.title}</h3>
        <p className="mt-1 text-sm text-ink-300">{screen.description}</p>
      </figcaption>
    </figure>
  );
}
