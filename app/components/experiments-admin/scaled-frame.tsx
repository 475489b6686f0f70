import { useLayoutEffect, useRef, useState, type ReactNode } from "react";
import { cn } from "~/lib/cn";

/**
 * Lays its children out at `width` CSS pixels, as a screen that wide would,
 * and scales the result down (never up) to fit the space it is given.
 */
export function ScaledFrame({
  width,
  className,
  children,
}: {
  width: number;
  className?: string;
  children: ReactNode;
}) {
  const outer = useRef<HTMLDivElement>(null);
  const inner = useRef<HTMLDivElement>(null);
  const [scale, setScale] = useState(1);
  const [height, setHeight] = useState<number | null>(null);

  useLayoutEffect(() => {
    const box = outer.current;
    const content = inner.current;
    if (!box || !content) return;
    const measure = () => {
      const next = box.clientWidth > 0 ? Math.min(1, box.clientWidth / width) : 1;
      setScale(next);
      // offsetHeight is the unscaled layout height.
      setHeight(content.offsetHeight * next);
    };
    measure();
    if (typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    observer.observe(content);
    return () => observer.disconnect();
  }, [width]);

  return (
    <div
      ref={outer}
      className={cn("relative w-full overflow-hidden", className)}
      style={height === null ? undefined : { height }}
    >
      <div
        ref={inner}
        style={{ width, transform: scale === 1 ? undefined : `scale(${scale})`, transformOrigin: "top left" }}
      >
        {children}
      </div>
    </div>
  );
}
