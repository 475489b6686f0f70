// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  arrowKeyStep,
  Carousel,
  CarouselContent,
  CarouselDots,
  CarouselItem,
  CarouselNext,
  CarouselPrevious,
  emblaOptions,
  useCarousel,
} from "./carousel";

afterEach(() => {
  cleanup();
});

describe("carousel used outside its container (R-ERR-14)", () => {
  beforeEach(() => {
    // React reports the expected render error on the console; keep the output clean.
    vi.spyOn(console, "error").mockImplementation(() => {});
  });

  it("R-ERR-14: a carousel item outside <Carousel> throws", () => {
    expect(() => render(<CarouselItem index={0} total={1} />)).toThrow(/within a <Carousel/);
  });

  it("R-ERR-14: a next arrow outside <Carousel> throws", () => {
    expect(() => render(<CarouselNext />)).toThrow(/within a <Carousel/);
  });

  it("R-ERR-14: a previous arrow, the dots and the content outside <Carousel> throw", () => {
    expect(() => render(<CarouselPrevious />)).toThrow(/within a <Carousel/);
    expect(() => render(<CarouselDots titles={["One"]} />)).toThrow(/within a <Carousel/);
    expect(() => render(<CarouselContent />)).toThrow(/within a <Carousel/);
  });

  it("R-ERR-14: useCarousel outside <Carousel> throws", () => {
    function Probe() {
      useCarousel();
      return null;
    }
    expect(() => render(<Probe />)).toThrow("useCarousel must be used within a <Carousel />");
  });
});

describe("carousel inside its container", () => {
  function Screens() {
    const titles = ["AI Safety Coach", "Safety Score"];
    return (
      <Carousel label="App screens">
        <CarouselContent>
          {titles.map((title, index) => (
            <CarouselItem key={title} index={index} total={titles.length}>
              {title}
            </CarouselItem>
          ))}
        </CarouselContent>
        <CarouselPrevious />
        <CarouselNext />
        <CarouselDots titles={titles} />
      </Carousel>
    );
  }

  it("R-OPEN-53: renders labelled slides, arrows and dots without throwing", () => {
    render(<Screens />);
    expect(screen.getByRole("region", { name: "App screens" })).toBeTruthy();
    expect(screen.getByRole("group", { name: "1 of 2" }).textContent).toBe("AI Safety Coach");
    expect(screen.getByRole("group", { name: "2 of 2" }).textContent).toBe("Safety Score");
    expect(screen.getByRole("button", { name: "Previous slide: App screens" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Next slide: App screens" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Go to slide 1: AI Safety Coach" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Go to slide 2: Safety Score" })).toBeTruthy();
  });

  it("R-OPEN-53: arrow keys and arrow buttons do not throw", () => {
    render(<Screens />);
    const region = screen.getByRole("region", { name: "App screens" });
    expect(() => {
      fireEvent.keyDown(region, { key: "ArrowRight" });
      fireEvent.keyDown(region, { key: "ArrowLeft" });
      fireEvent.click(screen.getByRole("button", { name: "Next slide: App screens" }));
      fireEvent.click(screen.getByRole("button", { name: "Previous slide: App screens" }));
      fireEvent.click(screen.getByRole("button", { name: "Go to slide 2: Safety Score" }));
    }).not.toThrow();
  });
});

describe("carousels right to left (R-EDITION-17)", () => {
  it("Embla runs in the page's direction, looping from the start", () => {
    expect(emblaOptions("ltr")).toEqual({ loop: true, align: "start", direction: "ltr" });
    expect(emblaOptions("rtl")).toEqual({ loop: true, align: "start", direction: "rtl" });
  });

  it("the arrow key pointing the way the slides run goes on, the other goes back", () => {
    expect(arrowKeyStep("ArrowRight", "ltr")).toBe("next");
    expect(arrowKeyStep("ArrowLeft", "ltr")).toBe("previous");
    expect(arrowKeyStep("ArrowLeft", "rtl")).toBe("next");
    expect(arrowKeyStep("ArrowRight", "rtl")).toBe("previous");
    expect(arrowKeyStep("ArrowUp", "rtl")).toBeNull();
  });
});
