/**
 * The home page with the active experiments in it ("No flash", docs/decisions/007-ab-experiments.md):
 * the prerendered HTML gets the snapshot as a JSON data block in its head,
 * so the hero's boot script can show a returning visitor's variant before
 * the first paint, and a winner made the default in its hero's texts
 * (R-FUNNEL-57). One compressed copy per snapshot is kept, so serving
 * stays a memory lookup while the experiments do not change.
 */
import { compress, etagOf } from "../compression.server";
import { beforeHeadEnd } from "../json-script.server";
import type { StaticFile } from "../static-site.server";
import { heroSlotOf, withHeroTexts } from "./hero-html.server";
import { snapshotScript, type ExperimentSnapshot, type SnapshotCache } from "./store.server";

export function createExperimentPages(snapshot: SnapshotCache) {
  // Keyed by page; `snapshot` is the last snapshot object seen, so a request in the same 5 s compares by identity, not JSON.
  const cache = new WeakMap<StaticFile, { key: string; snapshot: ExperimentSnapshot; file: StaticFile }>();

  function build(file: StaticFile, current: ExperimentSnapshot): StaticFile {
    const page = file.body.toString("utf8");
    const slot = heroSlotOf(page);
    const defaults = slot ? current.defaults[slot] : undefined;
    const html = beforeHeadEnd(defaults ? withHeroTexts(page, defaults) : page, snapshotScript(current));
    const body = Buffer.from(html, "utf8");
    return {
      ...file,
      body,
      // Fast settings: this runs once per change of the experiments, not per request.
      ...compress(body, "fast"),
      etag: etagOf(body),
    };
  }

  function variant(file: StaticFile, current: ExperimentSnapshot | null): StaticFile {
    if (!current) return file;
    const hit = cache.get(file);
    if (hit?.snapshot === current) return hit.file;
    // Keyed by the experiments, not the snapshot's time: a refresh with nothing new keeps the page (and its ETag).
    const key = JSON.stringify([current.experiments, current.defaults]);
    if (hit?.key === key) {
      hit.snapshot = current;
      return hit.file;
    }
    const built = build(file, current);
    cache.set(file, { key, snapshot: current, file: built });
    return built;
  }

  return {
    /**
     * The page as it should be served now; the plain page while the database cannot answer.
     * Synchronous while the cached snapshot is fresh, so the fast path need not wait a tick.
     */
    page(file: StaticFile): StaticFile | Promise<StaticFile> {
      if (!file.experimentSlot) return file;
      const fresh = snapshot.peek();
      if (fresh) return variant(file, fresh);
      return snapshot.get().then((current) => variant(file, current));
    },
  };
}
