/**
 * The hero's experiment (R-HOME-HERO-08..10, R-STATE-AB-*,
 * R-OPEN-39): the content of the visitor's experiment at the "hero" page
 * location, "Loading..." while it loads (at most 3 s, then the defaults and
 * no impression), the first impression once, and the experiment in the
 * attribution record, the quote links and every analytics payload.
 *
 * The first render repeats what the boot script already put on screen (for
 * a new visitor too: it assigns before the first paint), so hydration
 * matches and nothing flashes; the spec's calls then confirm it.
 */
import { useCallback, useEffect, useState } from "react";
import { EXPERIMENT } from "@core/constants";
import { quoteRequestParams, track } from "../analytics";
import { recordExperimentAttribution } from "../attribution";
import {
  localStore,
  readAssignment,
  resolveAssignment,
  webLocks,
  writeAssignment,
  type KeyValueStore,
} from "./assignment";
import { bootResult, HERO_SLOT, SNAPSHOT_ELEMENT_ID, type HeroSlot } from "./boot";
import { sendExperimentEvent } from "./events";
import { restExperimentSource } from "./rest";
import type { ExperimentSnapshot, ExperimentSource, HeroExperimentContent } from "./types";

/** The hero's texts without the experiment's info. */
export type HeroContent = Omit<HeroExperimentContent, "info">;

export type HeroExperimentState =
  /** No experiment here: the defaults. */
  | { status: "idle" }
  /** Before hydration the boot script marked the hero pending; the effect takes over. */
  | { status: "pending" }
  | { status: "loading" }
  | { status: "ready"; content: HeroExperimentContent };

/** The texts an experiment sets; a missing or empty one falls back to the default (R-OPEN-39). */
function heroTexts(texts: Record<string, string>): HeroContent {
  return {
    ...(texts.headline ? { headline: texts.headline } : {}),
    ...(texts.subheadline ? { subheadline: texts.subheadline } : {}),
    ...(texts.cta_text ? { cta_text: texts.cta_text } : {}),
  };
}

function toContent(
  experiment: { id: string; name: string; is_control: boolean },
  texts: Record<string, string>,
): HeroExperimentContent {
  return {
    ...heroTexts(texts),
    info: { id: experiment.id, name: experiment.name, isControl: experiment.is_control },
  };
}

function initialState(): HeroExperimentState {
  const boot = bootResult();
  if (boot.state === "applied") return { status: "ready", content: toContent(boot.experiment, boot.content) };
  if (boot.state === "pending") return { status: "pending" };
  return { status: "idle" };
}

/** The active experiments the server put in this page; null when it carries none (or they cannot be read). */
function pageSnapshot(): { experiments: { id: string; page_locations: string[] }[] } | null {
  try {
    const text = document.getElementById(SNAPSHOT_ELEMENT_ID)?.textContent;
    if (!text) return null;
    const snapshot = JSON.parse(text) as { experiments?: { id: string; page_locations: string[] }[] };
    return Array.isArray(snapshot.experiments) ? { experiments: snapshot.experiments } : null;
  } catch {
    return null;
  }
}

/**
 * R-FUNNEL-57: the texts of a winner made the default at `slot`, as the server wrote them into
 * the page (so the first render matches its HTML); none on the server or in a page without them.
 */
export function madeDefaults(slot: HeroSlot): HeroContent {
  if (typeof document === "undefined") return {};
  try {
    const text = document.getElementById(SNAPSHOT_ELEMENT_ID)?.textContent;
    const texts = text ? (JSON.parse(text) as ExperimentSnapshot).defaults?.[slot] : undefined;
    return texts ? heroTexts(texts) : {};
  } catch {
    return {};
  }
}

/** Does the page say this experiment leaves the hero alone? Then there is nothing to wait for. */
function pageSaysNotInHero(experimentId: string, slot: HeroSlot): boolean {
  const experiment = pageSnapshot()?.experiments.find((candidate) => candidate.id === experimentId);
  return experiment !== undefined && !experiment.page_locations.includes(slot);
}

export type HeroExperimentOptions = {
  source?: ExperimentSource;
  store?: KeyValueStore;
  /** The edition's hero: only its own page location's texts are asked for (R-EDITION-16). */
  slot?: HeroSlot;
};

export function useHeroExperiment({
  source = restExperimentSource,
  store = localStore,
  slot = HERO_SLOT,
}: HeroExperimentOptions = {}) {
  const [state, setState] = useState<HeroExperimentState>(initialState);
  const [defaults] = useState(() => madeDefaults(slot));

  useEffect(() => {
    let cancelled = false;
    let timedOut = false;
    // Read after each await: the cleanup and the timer change them meanwhile.
    const stale = () => cancelled || timedOut;
    const first = initialState().status;
    // With the experiments in the page, the boot script has decided; without them
    // (or when it had to leave the assignment to us) we wait for the calls: say so (R-HOME-HERO-09).
    if (first === "pending" || (first === "idle" && !pageSnapshot())) setState({ status: "loading" });
    const timer = setTimeout(() => {
      timedOut = true;
      setState((current) =>
        current.status === "loading" || current.status === "pending" ? { status: "idle" } : current,
      );
    }, EXPERIMENT.loadingTimeoutMs);

    async function run() {
      const assignment = await resolveAssignment({ source, store, exclusive: webLocks() });
      if (cancelled) return;
      if (!assignment) {
        setState({ status: "idle" });
        return;
      }
      recordExperimentAttribution({
        experiment_id: assignment.experiment_id,
        experiment_name: assignment.experiment_name,
        is_control: assignment.is_control,
      });
      setState((current) => {
        if (current.status === "ready" && current.content.info.id === assignment.experiment_id) return current;
        if (current.status === "idle" && pageSaysNotInHero(assignment.experiment_id, slot)) return current;
        return { status: "loading" };
      });
      const details = await source.details(assignment.experiment_id);
      if (stale()) return;
      if (!details?.page_locations.includes(slot)) {
        setState({ status: "idle" });
        return;
      }
      const texts = await source.content(details.id, slot);
      if (stale()) return;
      setState({ status: "ready", content: toContent(details, texts) });
      // R-STATE-AB-09: one impression per visitor, ever (the flag survives reloads).
      const latest = readAssignment(store) ?? assignment;
      if (!latest.impression_tracked) {
        track("experiment_impression", {
          event_category: "Experiment",
          event_label: details.name,
          experiment_id: details.id,
          experiment_name: details.name,
          is_control: details.is_control,
        });
        writeAssignment(store, { ...latest, impression_tracked: true });
        sendExperimentEvent(details.id, "impression", slot);
      }
    }

    run()
      .catch((error: unknown) => {
        // R-ERR-11: logged; the defaults show.
        console.error("Experiment loading failed:", error);
        if (!cancelled) setState({ status: "idle" });
      })
      .finally(() => clearTimeout(timer));
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [source, store, slot]);

  /** R-HOME-HERO-10: a hero quote click inside an experiment. */
  const trackHeroQuoteClick = useCallback(() => {
    if (state.status !== "ready") return;
    const { info } = state.content;
    const experiment = { experiment_id: info.id, experiment_name: info.name, is_control: info.isControl };
    track("quote_request", quoteRequestParams({ source: "hero_main", pageLocation: slot, experiment }));
    sendExperimentEvent(info.id, "quote_request", slot);
  }, [state, slot]);

  return { state, defaults, trackHeroQuoteClick };
}
