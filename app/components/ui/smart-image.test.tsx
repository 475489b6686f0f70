// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { IMAGE } from "@core/constants";
import { imageUrl, SmartImage } from "./smart-image";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("image URLs (R-DLG-IMG-03, R-OPEN-47)", () => {
  it("R-DLG-IMG-03: an image-CDN URL gets quality=80 by default", () => {
    const url = imageUrl("https://cdn.example.com/a.jpg");
    expect(url).toContain("quality=80");
    expect(new URL(url).searchParams.get("quality")).toBe("80");
    expect(IMAGE.defaultQuality).toBe(80);
  });

  it("R-OPEN-47: the CDN URL also carries the width when given, and keeps its own parameters", () => {
    const url = new URL(imageUrl("https://cdn.example.com/a.jpg?fit=cover", { width: 640 }));
    expect(url.searchParams.get("quality")).toBe("80");
    expect(url.searchParams.get("w")).toBe("640");
    expect(url.searchParams.get("fit")).toBe("cover");
  });

  it("R-OPEN-47: an explicit quality replaces the default", () => {
    expect(
      new URL(imageUrl("http://cdn.example.com/a.jpg?quality=30", { quality: 60 })).searchParams.getAll("quality"),
    ).toEqual(["60"]);
  });

  it("R-OPEN-47: local static assets are left unchanged", () => {
    expect(imageUrl("/screens/a.svg")).toBe("/screens/a.svg");
    expect(imageUrl("/screens/a.webp", { width: 300, quality: 50 })).toBe("/screens/a.webp");
    expect(imageUrl("data:image/png;base64,AAAA")).toBe("data:image/png;base64,AAAA");
  });
});

describe("SmartImage (R-DLG-IMG-01..03)", () => {
  it("R-DLG-IMG-03: renders a CDN image with quality 80 when no quality is given", () => {
    render(<SmartImage src="https://cdn.example.com/screen.jpg" alt="Safety Score" width={300} height={600} eager />);
    const img = screen.getByRole("img", { name: "Safety Score" });
    const src = new URL(img.getAttribute("src") ?? "");
    expect(src.searchParams.get("quality")).toBe("80");
    expect(src.searchParams.get("w")).toBe("300");
  });

  it("R-DLG-IMG-03: an explicit quality prop is used instead", () => {
    render(
      <SmartImage src="https://cdn.example.com/screen.jpg" alt="Rewards" width={300} height={600} quality={60} eager />,
    );
    const src = new URL(screen.getByRole("img", { name: "Rewards" }).getAttribute("src") ?? "");
    expect(src.searchParams.get("quality")).toBe("60");
  });

  it("R-OPEN-47: above-the-fold (eager) images load at once; local sources are used as they are", () => {
    render(<SmartImage src="/screens/a.svg" alt="AI Safety Coach" width={300} height={600} eager />);
    const img = screen.getByRole("img", { name: "AI Safety Coach" });
    expect(img.getAttribute("src")).toBe("/screens/a.svg");
    expect(img.getAttribute("loading")).toBe("eager");
  });

  it("R-DLG-IMG-01 / R-ERR-10: a failed image shows 'Image unavailable' in the same box", () => {
    const { container } = render(
      <SmartImage src="/screens/missing.svg" alt="Vehicle Health" width={300} height={600} eager />,
    );
    const img = container.querySelector("img");
    expect(img).not.toBeNull();
    fireEvent.error(img!);
    expect(screen.getByText("Image unavailable")).toBeTruthy();
    expect(container.querySelector("img")).toBeNull();
    // The placeholder keeps the slot's size and still names the picture.
    const box = container.firstElementChild as HTMLElement;
    expect(box.style.aspectRatio.replace(/\s/g, "")).toBe("300/600");
    expect(screen.getByRole("img", { name: "Vehicle Health" }).textContent).toContain("Image unavailable");
  });

  it("R-DLG-IMG-02: a lazy image waits for the observer, with a 200 px margin", () => {
    const observers: { options: IntersectionObserverInit | undefined; fire: (hit: boolean) => void }[] = [];
    class FakeObserver {
      constructor(
        private readonly callback: IntersectionObserverCallback,
        readonly options?: IntersectionObserverInit,
      ) {
        observers.push({
          options,
          fire: (hit) =>
            callback([{ isIntersecting: hit } as IntersectionObserverEntry], this as unknown as IntersectionObserver),
        });
      }
      observe() {}
      disconnect() {}
      unobserve() {}
      takeRecords() {
        return [];
      }
    }
    vi.stubGlobal("IntersectionObserver", FakeObserver);

    const { container } = render(<SmartImage src="/screens/b.svg" alt="Driving Coach" width={300} height={600} />);
    expect(container.querySelector("img")).toBeNull();
    expect(observers).toHaveLength(1);
    expect(observers[0]?.options?.rootMargin).toBe("200px");

    observers[0]?.fire(false);
    expect(container.querySelector("img")).toBeNull();
    // The observer callback sets state outside React's event system: wrap it in act.
    act(() => observers[0]?.fire(true));
    const img = container.querySelector("img");
    expect(img?.getAttribute("loading")).toBe("lazy");
    expect(img?.getAttribute("src")).toBe("/screens/b.svg");
  });
});
