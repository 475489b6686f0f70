import type { EmblaCarouselType, EmblaOptionsType } from "embla-carousel";
import { ChevronLeftIcon, ChevronRightIcon } from "lucide-react";
import { useCallback, useEffect, useRef, useState, type ComponentProps } from "react";
import { createStrictContext } from "~/hooks/strict-context";
import { useNearViewport } from "~/hooks/use-near-viewport";
import { useI18n } from "~/i18n/i18n";
import { LOCALE_INFO } from "@core/locales";
import { cn } from "~/lib/cn";
import { Button } from "./button";

type CarouselContextValue = {
  viewportRef: (node: HTMLDivElement | null) => void;
  selectedIndex: number;
  scrollPrev: () => void;
  scrollNext: () => void;
  scrollTo: (index: number) => void;
  label: string;
};

/** R-ERR-14: a carousel part used outside its container throws. */
const [CarouselProvider, useCarousel] = createStrictContext<CarouselContextValue>(
  "useCarousel must be used within a <Carousel />",
);
export { useCarousel };

/** R-CONST-23, R-EDITION-17: carousels loop and start aligned at the start; a right-to-left page runs them right to left. */
export function emblaOptions(dir: "ltr" | "rtl"): Partial<EmblaOptionsType> {
  return { loop: true, align: "start", direction: dir };
}

/**
 * The step an arrow key asks for: the key pointing the way the slides run
 * (left in a left-to-right page, right in a right-to-left one) goes back.
 */
export function arrowKeyStep(key: string, dir: "ltr" | "rtl"): "previous" | "next" | null {
  const back = dir === "rtl" ? "ArrowRight" : "ArrowLeft";
  const forward = dir === "rtl" ? "ArrowLeft" : "ArrowRight";
  if (key === back) return "previous";
  if (key === forward) return "next";
  return null;
}

/** Start a little before the carousel scrolls into view, so it is ready when it gets there. */
const NEAR_VIEWPORT = "200px";

/**
 * Embla, started when the carousel comes near the viewport or is first
 * touched, not while the page hydrates: the prerendered slides already show
 * the first ones, and Embla measures every slide when it starts (forced
 * layout), which on a phone would block the main thread during load. Its
 * code is loaded then too. A step asked for before it is ready (an arrow
 * clicked in the same moment) runs once it is.
 */
function useLazyEmbla(dir: "ltr" | "rtl") {
  const [viewport, setViewport] = useState<HTMLDivElement | null>(null);
  const [api, setApi] = useState<EmblaCarouselType | undefined>(undefined);
  const [touched, setTouched] = useState(false);
  const near = useNearViewport(viewport, NEAR_VIEWPORT, touched);
  const wanted = touched || near;
  const pending = useRef<((api: EmblaCarouselType) => void) | null>(null);

  useEffect(() => {
    if (!viewport || !wanted) return;
    let cancelled = false;
    let instance: EmblaCarouselType | undefined;
    void import("embla-carousel").then(({ default: EmblaCarousel }) => {
      if (cancelled) return;
      instance = EmblaCarousel(viewport, emblaOptions(dir));
      pending.current?.(instance);
      pending.current = null;
      setApi(instance);
    });
    return () => {
      cancelled = true;
      instance?.destroy();
      setApi(undefined);
    };
  }, [viewport, wanted, dir]);

  /** Runs a step now, or as soon as Embla is ready (the latest request wins). */
  const run = useCallback(
    (step: (api: EmblaCarouselType) => void) => {
      if (api) {
        step(api);
        return;
      }
      pending.current = step;
      setTouched(true);
    },
    [api],
  );

  return { viewportRef: setViewport, api, run, start: () => setTouched(true) };
}

export function Carousel({ label, className, children, ...props }: ComponentProps<"section"> & { label: string }) {
  const { locale } = useI18n();
  const { dir } = LOCALE_INFO[locale];
  const { viewportRef, api, run, start } = useLazyEmbla(dir);
  const [selectedIndex, setSelectedIndex] = useState(0);

  useEffect(() => {
    if (!api) return;
    const sync = () => setSelectedIndex(api.selectedScrollSnap());
    sync();
    api.on("select", sync).on("reInit", sync);
    return () => {
      api.off("select", sync).off("reInit", sync);
    };
  }, [api]);

  const scrollPrev = useCallback(() => run((embla) => embla.scrollPrev()), [run]);
  const scrollNext = useCallback(() => run((embla) => embla.scrollNext()), [run]);
  const scrollTo = useCallback((index: number) => run((embla) => embla.scrollTo(index)), [run]);

  return (
    <CarouselProvider value={{ viewportRef, selectedIndex, scrollPrev, scrollNext, scrollTo, label }}>
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- catches arrow keys, the first touch and focus bubbling from the slides and buttons inside; the section takes no focus itself */}
      <section
        aria-roledescription="carousel"
        aria-label={label}
        className={cn("relative", className)}
        // A touch or a focus before the carousel reached the viewport starts it too.
        onPointerDown={start}
        onFocus={start}
        onKeyDown={(event) => {
          const step = arrowKeyStep(event.key, dir);
          if (step === "previous") scrollPrev();
          if (step === "next") scrollNext();
        }}
        {...props}
      >
        {children}
      </section>
    </CarouselProvider>
  );
}

export function CarouselContent({ className, ...props }: ComponentProps<"div">) {
  const { viewportRef } = useCarousel();
  return (
    <div ref={viewportRef} className="overflow-hidden">
      <div className={cn("-ms-4 flex touch-pan-y", className)} {...props} />
    </div>
  );
}

export function CarouselItem({
  className,
  index,
  total,
  ...props
}: ComponentProps<"div"> & { index: number; total: number }) {
  useCarousel();
  const { m } = useI18n();
  return (
    <div
      role="group"
      aria-roledescription="slide"
      aria-label={m.pages.ui.slideOf(index + 1, total)}
      className={cn("min-w-0 shrink-0 grow-0 ps-4", className ?? "basis-full")}
      {...props}
    />
  );
}

const ARROWS = {
  previous: { name: "previousSlide", Icon: ChevronLeftIcon },
  next: { name: "nextSlide", Icon: ChevronRightIcon },
} as const;

function CarouselArrow({
  direction,
  className,
  ...props
}: ComponentProps<"button"> & { direction: keyof typeof ARROWS }) {
  const { scrollPrev, scrollNext, label } = useCarousel();
  const { m } = useI18n();
  const { name, Icon } = ARROWS[direction];
  return (
    <Button
      variant="outline"
      size="icon"
      onClick={direction === "previous" ? scrollPrev : scrollNext}
      aria-label={m.pages.ui[name](label)}
      className={cn("size-11 shadow-sm [&_svg]:size-5", className)}
      {...props}
    >
      {/* The chevrons point the way the slides run: mirrored on a right-to-left page. */}
      <Icon aria-hidden="true" className="rtl:-scale-x-100" />
    </Button>
  );
}

export function CarouselPrevious(props: ComponentProps<"button">) {
  return <CarouselArrow direction="previous" {...props} />;
}

export function CarouselNext(props: ComponentProps<"button">) {
  return <CarouselArrow direction="next" {...props} />;
}

export function CarouselDots({ className, titles }: { className?: string; titles: readonly string[] }) {
  const { selectedIndex, scrollTo, label } = useCarousel();
  const { m } = useI18n();
  return (
    <div className={cn("flex justify-center gap-1", className)} role="group" aria-label={m.pages.ui.chooseSlide(label)}>
      {titles.map((title, index) => (
        <button
          key={title}
          type="button"
          onClick={() => scrollTo(index)}
          aria-label={m.pages.ui.goToSlide(index + 1, title)}
          aria-current={selectedIndex === index ? "true" : undefined}
          className="group inline-flex size-8 items-center justify-center rounded-full focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-honey-600"
        >
          <span
            className={cn(
              "block h-2.5 rounded-full transition-all",
              selectedIndex === index ? "w-6 bg-ink-900" : "w-2.5 bg-ink-300 group-hover:bg-ink-500",
            )}
          />
        </button>
      ))}
    </div>
  );
}
