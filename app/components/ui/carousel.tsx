import type { EmblaCarouselType, EmblaOptionsType } from "embla-carousel";
import { ChevronLeftIcon, ChevronRightIcon } from "lucide-react";
import { createContext, useCallback, useContext, useEffect, useRef, useState, type ComponentProps } from "react";
import { cn } from "~/lib/cn";

type CarouselApi = EmblaCarouselType | undefined;
type CarouselOptions = Partial<EmblaOptionsType>;

type CarouselContextValue = {
  viewportRef: (node: HTMLDivElement | null) => void;
  api: CarouselApi;
  selectedIndex: number;
  slideCount: number;
  scrollPrev: () => void;
  scrollNext: () => void;
  scrollTo: (index: number) => void;
  label: string;
};

const CarouselContext = createContext<CarouselContextValue | null>(null);

/** Spec §8: a carousel part used outside its container throws. */
export function useCarousel(): CarouselContextValue {
  const context = useContext(CarouselContext);
  if (!context) throw new Error("useCarousel must be used within a <Carousel />");
  return context;
}

/** Spec §9: carousels loop and start aligned at the start. */
const DEFAULT_OPTIONS: CarouselOptions = { loop: true, align: "start" };

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
function useLazyEmbla(options: CarouselOptions) {
  const [viewport, setViewport] = useState<HTMLDivElement | null>(null);
  const [api, setApi] = useState<CarouselApi>(undefined);
  const [wanted, setWanted] = useState(false);
  const pending = useRef<((api: EmblaCarouselType) => void) | null>(null);
  const optionsRef = useRef(options);

  useEffect(() => {
    if (!viewport || wanted) return;
    if (typeof IntersectionObserver === "undefined") {
      setWanted(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setWanted(true);
      },
      { rootMargin: NEAR_VIEWPORT },
    );
    observer.observe(viewport);
    return () => observer.disconnect();
  }, [viewport, wanted]);

  useEffect(() => {
    if (!viewport || !wanted) return;
    let cancelled = false;
    let instance: EmblaCarouselType | undefined;
    void import("embla-carousel").then(({ default: EmblaCarousel }) => {
      if (cancelled) return;
      instance = EmblaCarousel(viewport, optionsRef.current);
      pending.current?.(instance);
      pending.current = null;
      setApi(instance);
    });
    return () => {
      cancelled = true;
      instance?.destroy();
      setApi(undefined);
    };
  }, [viewport, wanted]);

  /** Runs a step now, or as soon as Embla is ready (the latest request wins). */
  const run = useCallback(
    (step: (api: EmblaCarouselType) => void) => {
      if (api) return step(api);
      pending.current = step;
      setWanted(true);
    },
    [api],
  );

  return { viewportRef: setViewport, api, run, start: () => setWanted(true) };
}

export function Carousel({
  label,
  options,
  className,
  children,
  ...props
}: ComponentProps<"section"> & { label: string; options?: CarouselOptions }) {
  const { viewportRef, api, run, start } = useLazyEmbla({ ...DEFAULT_OPTIONS, ...options });
  const [selectedIndex, setSelectedIndex] = useState(0);
  const [slideCount, setSlideCount] = useState(0);

  useEffect(() => {
    if (!api) return;
    const sync = () => {
      setSelectedIndex(api.selectedScrollSnap());
      setSlideCount(api.scrollSnapList().length);
    };
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
    <CarouselContext.Provider
      value={{ viewportRef, api, selectedIndex, slideCount, scrollPrev, scrollNext, scrollTo, label }}
    >
      <section
        aria-roledescription="carousel"
        aria-label={label}
        className={cn("relative", className)}
        // A touch or a focus before the carousel reached the viewport starts it too.
        onPointerDown={start}
        onFocus={start}
        onKeyDown={(event) => {
          if (event.key === "ArrowLeft") scrollPrev();
          if (event.key === "ArrowRight") scrollNext();
        }}
        {...props}
      >
        {children}
      </section>
    </CarouselContext.Provider>
  );
}

export function CarouselContent({ className, ...props }: ComponentProps<"div">) {
  const { viewportRef } = useCarousel();
  return (
    <div ref={viewportRef} className="overflow-hidden">
      <div className={cn("-ml-4 flex touch-pan-y", className)} {...props} />
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
  return (
    <div
      role="group"
      aria-roledescription="slide"
      aria-label={`${index + 1} of ${total}`}
      className={cn("min-w-0 shrink-0 grow-0 pl-4", className ?? "basis-full")}
      {...props}
    />
  );
}

export function CarouselPrevious({ className, ...props }: ComponentProps<"button">) {
  const { scrollPrev, label } = useCarousel();
  return (
    <button
      type="button"
      onClick={scrollPrev}
      aria-label={`Previous slide: ${label}`}
      className={cn(
        "inline-flex size-11 items-center justify-center rounded-full border border-ink-200 bg-white text-ink-900 shadow-sm transition-colors hover:bg-ink-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-honey-600",
        className,
      )}
      {...props}
    >
      <ChevronLeftIcon className="size-5" aria-hidden="true" />
    </button>
  );
}

export function CarouselNext({ className, ...props }: ComponentProps<"button">) {
  const { scrollNext, label } = useCarousel();
  return (
    <button
      type="button"
      onClick={scrollNext}
      aria-label={`Next slide: ${label}`}
      className={cn(
        "inline-flex size-11 items-center justify-center rounded-full border border-ink-200 bg-white text-ink-900 shadow-sm transition-colors hover:bg-ink-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-honey-600",
        className,
      )}
      {...props}
    >
      <ChevronRightIcon className="size-5" aria-hidden="true" />
    </button>
  );
}

export function CarouselDots({ className, titles }: { className?: string; titles: readonly string[] }) {
  const { selectedIndex, scrollTo, label } = useCarousel();
  return (
    <div className={cn("flex justify-center gap-1", className)} role="group" aria-label={`${label}: choose a slide`}>
      {titles.map((title, index) => (
        <button
          key={title}
          type="button"
          onClick={() => scrollTo(index)}
          aria-label={`Go to slide ${index + 1}: ${title}`}
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
