import { siteConfig } from "@site-config";
import {
  Carousel,
  CarouselContent,
  CarouselDots,
  CarouselItem,
  CarouselNext,
  CarouselPrevious,
} from "~/components/ui/carousel";
import { SmartImage } from "~/components/ui/smart-image";
import { appScreens } from "~/data/home";

const SCREEN_TITLES = appScreens.map((screen) => screen.title);

/** Spec §2.6: "{product} in Action", a looping carousel of six app screens. */
export function AppInActionSection() {
  return (
    <section
      id="app"
      aria-labelledby="in-action-heading"
      className="overflow-hidden bg-ink-950 py-16 text-white sm:py-24"
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <div className="flex flex-col justify-between gap-6 md:flex-row md:items-end">
          <div className="max-w-2xl">
            <p className="text-sm font-semibold uppercase tracking-wider text-honey-300">The app</p>
            <h2 id="in-action-heading" className="mt-2 text-3xl font-extrabold tracking-tight sm:text-4xl">
              {siteConfig.name} in Action
            </h2>
            <p className="mt-3 text-lg text-ink-300">
              Coaching before you drive, insight after, and rewards for every safe kilometre.
            </p>
          </div>
        </div>
        <Carousel label="App screens" className="mt-10">
          <div className="absolute -top-20 right-0 hidden gap-2 md:flex">
            <CarouselPrevious />
            <CarouselNext />
          </div>
          <CarouselContent>
            {appScreens.map((screen, index) => (
              <CarouselItem
                key={screen.id}
                index={index}
                total={appScreens.length}
                className="basis-[75%] sm:basis-1/2 md:basis-1/3 lg:basis-1/4"
              >
                <figure className="flex flex-col items-center gap-4" data-testid="app-screen">
                  <SmartImage
                    src={screen.image}
                    alt={screen.imageAlt}
                    width={360}
                    height={740}
                    className="w-full max-w-[15rem] drop-shadow-2xl"
                  />
                  <figcaption className="text-center">
                    <h3 className="text-lg font-bold">{screen.title}</h3>
                    <p className="mt-1 text-sm text-ink-300">{screen.description}</p>
                  </figcaption>
                </figure>
              </CarouselItem>
            ))}
          </CarouselContent>
          <CarouselDots
            titles={SCREEN_TITLES}
            className="mt-6 md:hidden [&_button_span]:bg-white/40 [&_button[aria-current]_span]:bg-honey-300"
          />
        </Carousel>
      </div>
    </section>
  );
}
