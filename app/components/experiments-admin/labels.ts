/** Words and tones for experiment statuses, page locations and the row's status buttons. */
import {
  EXPERIMENT_STATUS_LABELS,
  EXPERIMENT_TRANSITIONS,
  type ExperimentStatus,
  type PageLocation,
} from "@core/schemas/experiments";

export const STATUS_TONE = {
  draft: "grey",
  active: "green",
  paused: "amber",
  completed: "blue",
} as const satisfies Record<ExperimentStatus, string>;

/** What each status means for visitors, shown next to the status choice. */
export const STATUS_HINTS: Record<ExperimentStatus, string> = {
  draft: "Not shown to visitors yet.",
  active: "Shown to visitors now, spread evenly with the other active experiments.",
  paused: "Not shown to visitors; its results are kept.",
  completed: "Finished for good; it can no longer change.",
};

export const PAGE_LOCATION_LABELS: Record<PageLocation, string> = {
  hero: "Home page hero",
  hero_ar: "Home hero (Arabic)",
};

export function pageLocationLabel(location: string): string {
  const labels: Partial<Record<string, string>> = PAGE_LOCATION_LABELS;
  return labels[location] ?? location;
}

export type StatusAction = { label: "Start" | "Pause" | "Resume" | "Complete"; to: ExperimentStatus; confirm: boolean };

/** The status buttons a row offers: every move EXPERIMENT_TRANSITIONS allows except staying put. */
export function statusActions(status: ExperimentStatus): StatusAction[] {
  const actions: StatusAction[] = [];
  for (const to of EXPERIMENT_TRANSITIONS[status]) {
    if (to === status || to === "draft") continue;
    if (to === "active") actions.push({ label: status === "paused" ? "Resume" : "Start", to, confirm: false });
    else if (to === "paused") actions.push({ label: "Pause", to, confirm: false });
    else actions.push({ label: "Complete", to, confirm: true });
  }
  return actions;
}

/** The toast after a status change. */
export function statusChangedMessage(name: string, to: ExperimentStatus): string {
  switch (to) {
    case "active":
      return `“${name}” is active: visitors see it now.`;
    case "paused":
      return `“${name}” is paused: visitors no longer see it.`;
    case "completed":
      return `“${name}” is completed.`;
    case "draft":
    default:
      return `“${name}” is now ${EXPERIMENT_STATUS_LABELS[to].toLowerCase()}.`;
  }
}
