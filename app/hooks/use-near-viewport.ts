import { useEffect, useState } from "react";

/**
 * True once `element` has come within `margin` of the viewport, and from then
 * on: lazy work starts a little before it is seen. Without IntersectionObserver
 * it is true at once. `skip` stops watching when the caller has already started.
 */
export function useNearViewport(element: Element | null, margin: string, skip = false): boolean {
  const [near, setNear] = useState(false);

  useEffect(() => {
    if (near || skip || !element) return;
    if (typeof IntersectionObserver === "undefined") {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, margin, near, skip]);

  return near;
}
