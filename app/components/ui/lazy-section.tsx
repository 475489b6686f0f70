import { lazy, memo, Suspense, use, useEffect, useRef, useState, type ComponentType, type ReactNode } from "react";

/** Set by the first section to mount: sections mounted later (a client navigation) load at once. */
let pageHydrated = false;

type Gate = { promise: Promise<void>; open: () => void };

function createGate(): Gate {
  let open = () => {};
  const promise = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { promise, open };
}

function AfterGate({ gate, children }: { gate: Gate | null; children: ReactNode }) {
  if (gate) use(gate.promise);
  return children;
}

/** Marks the section's box once its code has run, so a test (or a curious reader) can see it is live. */
function Hydrated({ anchor }: { anchor: React.RefObject<HTMLDivElement | null> }) {
  useEffect(() => {
    if (anchor.current) anchor.current.dataset.hydrated = "true";
  }, [anchor]);
  return null;
}

/** Calls `open` once the page has loaded and the main thread is idle. */
function whenIdleAfterLoad(open: () => void): () => void {
  let idle = 0;
  const schedule = () => {
    idle = window.requestIdleCallback ? window.requestIdleCallback(open) : window.setTimeout(open, 200);
  };
  if (document.readyState === "complete") schedule();
  else window.addEventListener("load", schedule, { once: true });
  return () => {
    window.removeEventListener("load", schedule);
    if (window.cancelIdleCallback) window.cancelIdleCallback(idle);
    else window.clearTimeout(idle);
  };
}

/**
 * A below-the-fold part of a prerendered page whose code loads, and whose HTML
 * hydrates, when it comes within `margin` of the viewport or, failing that, once
 * the loaded page is idle. React keeps the prerendered HTML of a suspended
 * boundary untouched, so nothing moves: the first screen hydrates on its own and
 * each section later in a short task of its own. The prerender waits for every
 * section (app/entry.server.tsx), so the HTML is whole.
 */
export function lazySection<P extends object>(
  load: () => Promise<ComponentType<P>>,
  { margin = "50%" }: { margin?: string } = {},
): ComponentType<P> {
  let loaded: ComponentType<P> | null = null;
  const Section = lazy(() => load().then((component) => ({ default: (loaded = component) })));
  function NearViewport(props: P) {
    const anchor = useRef<HTMLDivElement>(null);
    const [gate] = useState(() => (typeof window === "undefined" || pageHydrated ? null : createGate()));
    useEffect(() => {
      pageHydrated = true;
      const element = anchor.current;
      if (!gate || !element) return;
      if (typeof IntersectionObserver === "undefined") {
        gate.open();
        return;
      }
      const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && gate.open(), {
        rootMargin: `${margin} 0px`,
      });
      observer.observe(element);
      const cancelIdle = whenIdleAfterLoad(gate.open);
      void gate.promise.then(() => observer.disconnect());
      return () => {
        observer.disconnect();
        cancelIdle();
      };
    }, [gate]);
    // Code already here (a later visit to the page): render at once, so a #section link finds it.
    const Ready = gate || typeof window === "undefined" ? null : loaded;
    if (Ready)
      return (
        <div ref={anchor} data-hydrated="true">
          <Ready {...props} />
        </div>
      );
    return (
      <div ref={anchor}>
        <Suspense fallback={null}>
          <AfterGate gate={gate}>
            <Section {...props} />
            <Hydrated anchor={anchor} />
          </AfterGate>
        </Suspense>
      </div>
    );
  }
  // A parent's re-render must not reach a section still waiting to hydrate: React would drop
  // its prerendered HTML and render it afresh. Sections take no changing props.
  return memo(NearViewport) as unknown as ComponentType<P>;
}
