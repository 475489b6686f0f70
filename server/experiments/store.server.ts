/**
 * Reading experiments for visitors: only active experiments are ever
 * visible to the public (R-OPEN-12). The snapshot (active experiments and
 * their content) is cached for a few seconds and put into the home page's
 * HTML, so a returning visitor's variant is on screen at first paint.
 */
import { desc, isNotNull } from "drizzle-orm";
import type { Database } from "../db/client.server";
import { activeExperiments, contentOf } from "../db/queries/experiments";
import { abExperiments } from "../db/schema";
import { jsonScriptTag } from "../json-script.server";

export type SnapshotExperiment = {
  id: string;
  name: string;
  is_control: boolean;
  page_locations: string[];
  /** content[pageLocation][contentType] = value */
  content: Record<string, Record<string, string>>;
};

/** Texts per page location: { hero: { headline, subheadline, cta_text } }. */
export type HeroTexts = Record<string, Record<string, string>>;

export type ExperimentSnapshot = {
  at: number;
  experiments: SnapshotExperiment[];
  /** R-FUNNEL-57: the hero every visitor gets where a winner was made the default, per page location. */
  defaults: HeroTexts;
};

/**
 * R-FUNNEL-57: the texts of the winners made the default, per page location: at each, the one
 * made the default last (a location it did not set keeps the code's defaults).
 */
export async function loadMadeDefaults(db: Database): Promise<HeroTexts> {
  const winners = await db
    .select({ id: abExperiments.id, pageLocations: abExperiments.pageLocations })
    .from(abExperiments)
    .where(isNotNull(abExperiments.madeDefaultAt))
    .orderBy(desc(abExperiments.madeDefaultAt), desc(abExperiments.id));
  if (winners.length === 0) return {};
  const rows = await contentOf(
    db,
    winners.map((winner) => winner.id),
  );
  const defaults: HeroTexts = {};
  for (const winner of winners) {
    for (const location of winner.pageLocations) {
      if (defaults[location]) continue;
      defaults[location] = {};
      for (const row of rows) {
        if (row.experimentId === winner.id && row.pageLocation === location)
          defaults[location][row.contentType] = row.contentValue;
      }
    }
  }
  return defaults;
}

/** What the home page carries: the active experiments and the defaults a winner set. */
export async function loadSnapshot(db: Database): Promise<Omit<ExperimentSnapshot, "at">> {
  const [experiments, defaults] = await Promise.all([loadActiveExperiments(db), loadMadeDefaults(db)]);
  return { experiments, defaults };
}

export async function loadActiveExperiments(db: Database): Promise<SnapshotExperiment[]> {
  const experiments = await activeExperiments(db);
  if (experiments.length === 0) return [];
  const rows = await contentOf(
    db,
    experiments.map((experiment) => experiment.id),
  );
  return experiments.map((experiment) => {
    const content: Record<string, Record<string, string>> = {};
    for (const row of rows) {
      if (row.experimentId !== experiment.id) continue;
      (content[row.pageLocation] ??= {})[row.contentType] = row.contentValue;
    }
    return {
      id: experiment.id,
      name: experiment.name,
      is_control: experiment.isControl,
      page_locations: experiment.pageLocations,
      content,
    };
  });
}

export type SnapshotCache = {
  /** The current snapshot, at most `ttlMs` old; null while the database cannot answer. */
  get: () => Promise<ExperimentSnapshot | null>;
  /** The cached snapshot if it is still fresh, without waiting; undefined when `get` must run. */
  peek: () => ExperimentSnapshot | undefined;
  /** Forget the cached snapshot (after an admin change in this process). */
  invalidate: () => void;
};

export function createSnapshotCache(
  db: Database,
  { ttlMs = 5000, now = Date.now }: { ttlMs?: number; now?: () => number } = {},
): SnapshotCache {
  let cached: { value: ExperimentSnapshot; at: number } | null = null;
  let pending: Promise<ExperimentSnapshot | null> | null = null;
  return {
    async get() {
      if (cached && now() - cached.at < ttlMs) return cached.value;
      // One query at a time, however many requests arrive while it runs.
      pending ??= loadSnapshot(db)
        .then((loaded) => {
          const value = { at: now(), ...loaded };
          cached = { value, at: now() };
          return value;
        })
        .catch((error: unknown) => {
          console.error("Experiment snapshot failed:", error instanceof Error ? error.message : error);
          return null;
        })
        .finally(() => {
          pending = null;
        });
      return pending;
    },
    peek() {
      return cached && now() - cached.at < ttlMs ? cached.value : undefined;
    },
    invalidate() {
      cached = null;
    },
  };
}

/** The snapshot as a JSON data block for the page. */
export function snapshotScript(snapshot: ExperimentSnapshot): string {
  return jsonScriptTag("ab-snapshot", snapshot);
}
