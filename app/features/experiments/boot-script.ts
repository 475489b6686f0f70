/**
 * The body of the hero's inline boot script ("No flash", docs/decisions/007-ab-experiments.md).
 * The build bundles this module with what it imports into one classic script
 * (build-tools/hero-boot.ts), and boot.ts puts it first in the hero with its edition's settings.
 * It runs before any bundle and decides the hero before the first paint:
 * - a visitor assigned to one of the page's active experiments keeps it (call 4a);
 * - a new visitor (or one whose experiment ended) is assigned by the rules of assignment.ts,
 *   the same functions `resolveAssignment` uses after hydration: the storage lock unless
 *   another tab holds a fresh one, the uniform pick, the same stored record, the lock released.
 * The variant's texts are written once the parser has passed them (a MutationObserver: its
 * callbacks run before any paint); until then <html> carries the wait attribute and app.css
 * keeps the texts unseen, so no frame shows the default headline. Only when another tab holds
 * the lock or storage fails are the texts marked pending (CSS shows "Loading..." for at most
 * 3 s) and the assignment left to `resolveAssignment` after hydration. What it did is left in
 * `window.__abBoot`, so React's first render matches.
 */
import { localStore, pickAssignment, readAssignment, releaseLock, tryLock, writeAssignment } from "./assignment";
import type { Assignment, ExperimentSnapshot } from "./types";

export type BootSettings = {
  /** The attribute on <html> while the texts wait to be parsed. */
  wait: string;
  /** The hero's page location ("hero", "hero_ar"). */
  slot: string;
  /** The id of the JSON block holding the page's active experiments. */
  snapshot: string;
};

type SnapshotExperiment = ExperimentSnapshot["experiments"][number];

function readSnapshot(id: string): SnapshotExperiment[] {
  const snapshot = JSON.parse(document.getElementById(id)?.textContent || "null") as ExperimentSnapshot | null;
  return snapshot?.experiments ?? [];
}

/** A new assignment made here and now, or null when another tab holds the lock or storage fails. */
function assignNow(active: SnapshotExperiment[]): Assignment | null {
  const now = Date.now();
  if (!tryLock(localStore, now)) return null;
  try {
    const assignment = pickAssignment(active, now, Math.random());
    return assignment && writeAssignment(localStore, assignment) ? assignment : null;
  } finally {
    releaseLock(localStore);
  }
}

/** Decides the hero of this page view and writes it in once its texts are parsed. */
export function bootHero(settings: BootSettings): void {
  window.__abBoot = { state: "none" };
  try {
    const experiments = readSnapshot(settings.snapshot);
    const hero = document.querySelector(`[data-ab-slot="${settings.slot}"]`);
    if (experiments.length === 0 || !hero) return;
    const stored = readAssignment(localStore);
    let assignment = stored && experiments.some((experiment) => experiment.id === stored.experiment_id) ? stored : null;
    assignment ??= assignNow(experiments);
    const found = assignment && experiments.find((experiment) => experiment.id === assignment.experiment_id);

    let fix: () => void;
    if (found) {
      // Assigned to an experiment that does not use this hero: the defaults stay.
      if (!found.page_locations.includes(settings.slot)) return;
      const texts = found.content[settings.slot] ?? {};
      const set = (selector: string, value: string | undefined) => {
        const node = hero.querySelector(selector);
        if (node && value && node.textContent !== value) node.textContent = value;
      };
      fix = () => {
        set("#hero-heading", texts.headline);
        set("[data-ab-text=subheadline]", texts.subheadline);
        set("[data-ab-text=cta]", texts.cta_text);
      };
      const { id, name, is_control, page_locations } = found;
      window.__abBoot = { state: "applied", experiment: { id, name, is_control, page_locations }, content: texts };
    } else if (experiments.some((experiment) => experiment.page_locations.includes(settings.slot))) {
      fix = () => hero.querySelector("[data-ab-state]")?.setAttribute("data-ab-state", "pending");
      window.__abBoot = { state: "pending" };
    } else return;

    const root = document.documentElement;
    let done = false;
    // The texts are parsed once the button holding the last of them has a following sibling.
    const parsed = () => {
      for (let node = hero.querySelector("[data-ab-text=cta]"); node && node !== hero; node = node.parentElement)
        if (node.nextSibling) return true;
      return false;
    };
    const finish = () => {
      if (done) return;
      done = true;
      try {
        observer.disconnect();
        fix();
      } finally {
        root.removeAttribute(settings.wait);
      }
    };
    const observer = new MutationObserver(() => {
      if (parsed()) finish();
    });
    if (document.readyState !== "loading" || parsed()) {
      finish();
      return;
    }
    root.setAttribute(settings.wait, "");
    observer.observe(hero, { childList: true, subtree: true });
    document.addEventListener("DOMContentLoaded", finish);
  } catch {
    // A broken snapshot or storage leaves the defaults (and the hook after hydration).
  }
}
