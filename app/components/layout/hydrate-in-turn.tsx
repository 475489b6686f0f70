/**
 * docs/decisions/008-performance.md: hydrating a long prerendered page in one pass is one long task on a
 * phone's CPU. React leaves a Suspense boundary it meets while hydrating as it is
 * and hydrates it later; `HydrateInTurn` makes those later passes one per boundary,
 * in page order, each in its own task: a boundary's turn comes once the one before
 * it has committed, so the browser handles input and paints in between.
 *
 * The turns are the page's own: each boundary writes an empty `<template>` marker
 * into the prerendered HTML, and once the first screen has hydrated the shell lines
 * the markers up (`whenHydratedInTurn`). Only those boundaries wait, and only for
 * the page's first hydration; a boundary rendered later (a client navigation) never
 * waits. While it waits, a boundary shows its prerendered HTML, untouched.
 *
 * A part's code can wait too (`deferredPart`): it is not in the page's first download,
 * and it loads once the first screen is live; until it has arrived, and its turn has
 * come, the part is its prerendered HTML. Until then the browser also leaves it out of
 * style and layout while it is off screen (`Gate`, app.css).
 *
 * What a caller must hold: a boundary's props and the contexts above it do not
 * change before its turn (an update to a boundary that is waiting makes React drop
 * its HTML and render it afresh when the turn comes). So callers memoise the
 * element they pass (`memo` around the section), and state that changes after
 * hydration lives in stores read where it is used, not in a context above.
 */
import { lazy, Suspense, use, useEffect, useRef, useState, type ComponentType, type ReactNode } from "react";

const MARKER = "data-hydrate-turn";
const LIVE = "data-live";

type Turn = { id: string; promise: Promise<void>; release: () => void };

/** The waiting boundaries' turns, in page order; the head is released. */
const queue: Turn[] = [];
const drainedListeners = new Set<() => void>();

/**
 * A released boundary commits once its code is in. One that never does (the page was
 * left before its turn, so it unmounted with no effect to run) must not hold up the
 * others: while the head waits, its marker is looked for every so often, and a turn
 * whose marker has left the document is given up.
 */
const TURN_CHECK_MS = 1000;
let watchdog: ReturnType<typeof setTimeout> | undefined;

function markerOf(id: string): Element | null {
  return document.querySelector(`template[${MARKER}="${CSS.escape(id)}"]`);
}

function watch(id: string) {
  clearTimeout(watchdog);
  watchdog = setTimeout(() => (markerOf(id) ? watch(id) : finishTurn(id)), TURN_CHECK_MS);
}

/** Releases the head of the queue in a task of its own. */
function releaseHead() {
  const head = queue[0];
  if (!head) return;
  setTimeout(() => {
    head.release();
    watch(head.id);
  }, 0);
}

function notifyDrained() {
  for (const listener of drainedListeners) listener();
  drainedListeners.clear();
}

/** The boundary has committed (or timed out): the next one's turn. */
function finishTurn(id: string) {
  const index = queue.findIndex((turn) => turn.id === id);
  if (index === -1) return;
  queue.splice(index, 1);
  if (index > 0) return;
  clearTimeout(watchdog);
  if (queue.length > 0) releaseHead();
  else notifyDrained();
}

/**
 * For the app shell, from an effect (they run once the first screen has hydrated and
 * before React starts on the boundaries): lines the page's boundaries up and calls
 * `callback` once every one of them has hydrated.
 */
export function whenHydratedInTurn(callback: () => void): () => void {
  for (const marker of document.querySelectorAll(`template[${MARKER}]`)) {
    const id = marker.getAttribute(MARKER)!;
    if (queue.some((turn) => turn.id === id)) continue;
    let release!: () => void;
    const promise = new Promise<void>((resolve) => (release = resolve));
    queue.push({ id, promise, release });
  }
  if (queue.length === 0) {
    callback();
    return () => {};
  }
  drainedListeners.add(callback);
  releaseHead();
  return () => drainedListeners.delete(callback);
}

/**
 * A navigation is under way: every boundary still waiting takes its turn now. The page
 * is being left, and a boundary that stays (the footer) must not sit behind turns whose
 * boundaries are gone, each given up only once its marker is seen gone.
 */
export function releaseAllTurns() {
  const waiting = queue.splice(0);
  clearTimeout(watchdog);
  for (const turn of waiting) turn.release();
  if (waiting.length > 0) notifyDrained();
}

/** On <html> once the page must be laid out whole: app.css then leaves no part out. */
const WHOLE_PAGE_ATTRIBUTE = "data-whole-page";

/**
 * Before a scroll to a place in the page (an anchor, a position to restore), every part is
 * laid out, live or not: a part left out has a stand-in height, and the place would move.
 */
export function layOutWholePage() {
  document.documentElement.setAttribute(WHOLE_PAGE_ATTRIBUTE, "");
}

/**
 * In <head>, before any part is parsed: a page opened at a `#section`, reloaded, or reached
 * by Back/Forward has the browser scroll before the parts are live, so none is left out.
 * Plain ES5, inlined (the server allows it by its hash).
 */
export const WHOLE_PAGE_ON_RESTORE_SCRIPT = `(function(){try{var n=performance.getEntriesByType("navigation")[0];if(location.hash||(n&&n.type!=="navigate"))document.documentElement.setAttribute("${WHOLE_PAGE_ATTRIBUTE}","")}catch(e){}})();`;

/** Prerendered parts whose turn is over, each to go live in an animation frame of its own. */
const goingLive: HTMLTemplateElement[] = [];

function goLiveNext() {
  goingLive.shift()?.setAttribute(LIVE, "");
  if (goingLive.length > 0) requestAnimationFrame(goLiveNext);
}

/**
 * Until its turn is over, a prerendered part is left out of the page's style, layout and
 * paint while off screen (app.css: `content-visibility: auto` on the element after a marker
 * without `data-live`). Laying out the whole prerendered home page made its first paint and
 * the hydration passes after it long tasks on a phone; now each part is laid out after its
 * turn, one per frame. Once live, a part is laid out like any other, so the page's height is
 * its own again. A part rendered afresh (a client navigation) is live from the start.
 */
function Gate({ id }: { id: string }) {
  const turn = queue.find((candidate) => candidate.id === id);
  const marker = useRef<HTMLTemplateElement>(null);
  const [prerendered] = useState(() => typeof document === "undefined" || turn !== undefined);
  if (turn) use(turn.promise);
  useEffect(() => {
    finishTurn(id);
    if (!prerendered || !marker.current) return;
    goingLive.push(marker.current);
    if (goingLive.length === 1) requestAnimationFrame(goLiveNext);
  }, [id, prerendered]);
  return <template ref={marker} {...{ [MARKER]: id, [LIVE]: prerendered ? undefined : "" }} />;
}

/** A part of the page hydrated in its own pass, after the parts before it. `id` is unique on the page. */
export function HydrateInTurn({ id, children }: { id: string; children: ReactNode }) {
  return (
    <Suspense>
      <Gate id={id} />
      {children}
    </Suspense>
  );
}

/** A component whose code loads on demand; `preload` starts the download and says when it is in. */
export type DeferredPart<Props> = ComponentType<Props> & { preload: () => Promise<unknown> };

/**
 * A part of the page whose code is not downloaded with the page (docs/decisions/008-performance.md): rendered
 * inside `HydrateInTurn`, it keeps its prerendered HTML until the code has arrived.
 * The page calls `preload` once its first screen has hydrated, and a route's
 * `clientLoader` awaits it, so a client navigation shows the part whole, never empty.
 */
export function deferredPart<Props extends object>(load: () => Promise<ComponentType<Props>>): DeferredPart<Props> {
  let loading: Promise<{ default: ComponentType<Props> }> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (component) => ({ default: component }),
      (error: unknown) => {
        loading = undefined; // a later navigation tries again
        throw error;
      },
    ));
  return Object.assign(lazy(preload), { preload });
}

/**
 * Starts the download of every part given, once the first screen has hydrated (from an
 * effect), and says when all are in. Each part's download starts in a task of its own:
 * starting one (the bundler's preload helper adds a `<link rel="modulepreload">` per
 * dependency) costs a few milliseconds on a phone, and seven in the effect that follows
 * hydration made that task a long one.
 */
export function preloadParts(parts: readonly { preload: () => Promise<unknown> }[]): Promise<unknown> {
  return Promise.all(parts.map((part) => new Promise((resolve) => setTimeout(resolve)).then(() => part.preload())));
}
