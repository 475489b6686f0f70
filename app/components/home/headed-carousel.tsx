import type { ReactNode } from "react";
import {
  Carousel,
  CarouselContent,
  CarouselDots,
  CarouselItem,
  CarouselNext,
  CarouselPrevious,
} from "~/components/ui/carousel";
import { cn } from "~/lib/cn";

/**
 * A home section's looping carousel under its heading: the arrows sit at the
 * end of the heading row (desktop), the dots under the slides (mobile).
 */
export function HeadedCarousel<Slide extends { id: string; title: string }>({
  heading,
  label,
  slides,
  slideClassName,
  dotsClassName,
  renderSlide,
}: {
  heading: ReactNode;
  /** The carousel's accessible name. */
  label: string;
  slides: readonly Slide[];
  /** The width of a slide at each breakpoint. */
  slideClassName: string;
  dotsClassName?: string;
  renderSlide: (slide: Slide, index: number) => ReactNode;
}) {
  return (
    <>
      <div className="flex flex-col items-start justify-between gap-4 md:flex-row md:items-end">
        <div className="max-w-2xl">{heading}</div>
      </div>
      <Carousel label={label} className="mt-10">
        <div className="absolute -top-20 end-0 hidden gap-2 md:flex">
          <CarouselPrevious />
          <CarouselNext />
        </div>
        <CarouselContent>
          {slides.map((slide, index) => (
            <CarouselItem key={slide.id} index={index} total={slides.length} className={slideClassName}>
              {renderSlide(slide, index)}
            </CarouselItem>
          ))}
        </CarouselContent>
        <CarouselDots titles={slides.map((slide) => slide.title)} className={cn("mt-6 md:hidden", dotsClassName)} />
      </Carousel>
    </>
  );
}
