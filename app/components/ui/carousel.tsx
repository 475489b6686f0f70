import useEmblaCarousel, { type UseEmblaCarouselType } from "embla-carousel-react";
import { ChevronLeftIcon, ChevronRightIcon } from "lucide-react";
import { createContext, useCallback, useContext, useEffect, useState, type ComponentProps } from "react";
import { cn } from "~/lib/cn";

type CarouselApi = UseEmblaCarouselType[1];
type CarouselOptions = Parameters<typeof useEmblaCarousel>[0];

type CarouselContextValue = {
  viewportRef: UseEmblaCarouselType[0];
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

export function Carousel({
  label,
  options,
  className,
  children,
  ...props
}: ComponentProps<"section"> & { label: string; options?: CarouselOptions }) {
  const [viewportRef, api] = useEmblaCarousel({ ...DEFAULT_OPTIONS, ...options });
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

  const scrollPrev = useCallback(() => api?.scrollPrev(), [api]);
  const scrollNext = useCallback(() => api?.scrollNext(), [api]);
  const scrollTo = useCallback((index: number) => api?.scrollTo(index), [api]);

  return (
    <CarouselContext.Provider
      value={{ viewportRef, api, selectedIndex, slideCount, scrollPrev, scrollNext, scrollTo, label }}
    >
      <section
        aria-roledescription="carousel"
        aria-label={label}
        className={cn("relative", className)}
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
      className={cn("min-w-0 shrink-0 grow-0 basis-full pl-4", className)}
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
