/**
 * Experiment assignment, exactly as the specification describes it (R-STATE-AB-01..08,
 * R-OPEN-39):
 * - a stored assignment whose experiment is still active is reused (call 4a);
 * - otherwise the tab takes a short-lived lock (ab_test_assignment_lock, a
 *   ms timestamp that expires after 3 s), picks an active experiment
 *   uniformly at random (call 4b), stores it and releases the lock;
 * - a tab that cannot get the lock polls every 100 ms for up to 2 s for the
 *   other tab's assignment, then retries once;
 * - no active experiment, or no outcome: null (the defaults show).
 * Where the browser has Web Locks, the whole decision also runs under one,
 * so two tabs opened in the same millisecond cannot both win the storage lock.
 * The hero's boot script (boot-script.ts) assigns a new visitor before the
 * first paint with these same functions, built into the page's inline script.
 */
import { EXPERIMENT, STORAGE_KEYS } from "@core/constants";
import { readStorage, removeStorage, writeStorage } from "../storage";
import type { Assignment, ExperimentInfo, ExperimentSource } from "./types";

export type KeyValueStore = {
  get: (key: string) => string | null;
  set: (key: string, value: string) => boolean;
  remove: (key: string) => void;
};

export type AssignmentDeps = {
  source: Pick<ExperimentSource, "activeById" | "listActive">;
  store: KeyValueStore;
  now?: () => number;
  random?: () => number;
  sleep?: (ms: number) => Promise<void>;
  /** navigator.locks.request, when the browser has it. */
  exclusive?: <T>(name: string, run: () => Promise<T>) => Promise<T>;
};

/** The browser's localStorage as a store that never throws (R-OPEN-37). */
export const localStore: KeyValueStore = {
  get: (key) => readStorage("local", key),
  set: (key, value) => writeStorage("local", key, value),
  remove: (key) => removeStorage("local", key),
};

const sleepFor = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function readAssignment(store: KeyValueStore): Assignment | null {
  const raw = store.get(STORAGE_KEYS.experimentAssignment);
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<Assignment>;
    if (typeof value.experiment_id !== "string" || typeof value.experiment_name !== "string") return null;
    return {
      experiment_id: value.experiment_id,
      experiment_name: value.experiment_name,
      is_control: value.is_control === true,
      assigned_at: typeof value.assigned_at === "number" ? value.assigned_at : 0,
      impression_tracked: value.impression_tracked === true,
    };
  } catch {
    return null;
  }
}

export function writeAssignment(store: KeyValueStore, assignment: Assignment): boolean {
  return store.set(STORAGE_KEYS.experimentAssignment, JSON.stringify(assignment));
}

/** Takes the storage lock unless another tab holds a fresh one. */
export function tryLock(store: KeyValueStore, now: number): boolean {
  const held = Number(store.get(STORAGE_KEYS.experimentLock));
  if (Number.isFinite(held) && held > 0 && now - held < EXPERIMENT.lockTtlMs) return false;
  return store.set(STORAGE_KEYS.experimentLock, String(now));
}

export function releaseLock(store: KeyValueStore) {
  store.remove(STORAGE_KEYS.experimentLock);
}

/** Call 4b's pick: one of the active experiments, uniformly at random, as the record to store. */
export function pickAssignment(active: readonly ExperimentInfo[], now: number, random: number): Assignment | null {
  if (active.length === 0) return null;
  const pick = active[Math.min(active.length - 1, Math.floor(random * active.length))]!;
  return {
    experiment_id: pick.id,
    experiment_name: pick.name,
    is_control: pick.is_control,
    assigned_at: now,
    impression_tracked: false,
  };
}

export async function resolveAssignment({
  source,
  store,
  now = Date.now,
  random = Math.random,
  sleep = sleepFor,
  exclusive,
}: AssignmentDeps): Promise<Assignment | null> {
  const stored = readAssignment(store);
  if (stored) {
    const active = await source.activeById(stored.experiment_id);
    if (active) return stored;
  }

  /** Under the lock: pick, store, release. null when there is nothing to pick. */
  async function assignUnderLock(): Promise<Assignment | null> {
    try {
      // Another tab may have finished while we waited for the lock.
      const fresh = readAssignment(store);
      if (fresh && fresh.experiment_id !== stored?.experiment_id) return fresh;
      const assignment = pickAssignment(await source.listActive(), now(), random());
      if (assignment) writeAssignment(store, assignment);
      return assignment;
    } finally {
      releaseLock(store);
    }
  }

  /** Waits for the lock holder's assignment: every 100 ms, for up to 2 s. */
  async function pollForAssignment(): Promise<Assignment | null> {
    for (let waited = 0; waited < EXPERIMENT.pollForMs; waited += EXPERIMENT.pollEveryMs) {
      await sleep(EXPERIMENT.pollEveryMs);
      const found = readAssignment(store);
      if (found && found.experiment_id !== stored?.experiment_id) return found;
    }
    return null;
  }

  const decide = async (): Promise<Assignment | null> => {
    if (tryLock(store, now())) return assignUnderLock();
    const adopted = await pollForAssignment();
    if (adopted) return adopted;
    // Retry once; then give up (content stays empty).
    if (tryLock(store, now())) return assignUnderLock();
    return null;
  };

  return exclusive ? exclusive(STORAGE_KEYS.experimentLock, decide) : decide();
}

/** navigator.locks as `exclusive`, when the browser has it (all current ones, in secure contexts). */
export function webLocks(): AssignmentDeps["exclusive"] {
  const locks = typeof navigator !== "undefined" ? (navigator as Navigator & { locks?: LockManager }).locks : undefined;
  if (!locks) return undefined;
  return <T>(name: string, run: () => Promise<T>) => locks.request(name, { mode: "exclusive" }, run) as Promise<T>;
}
