/**
 * The assignment protocol with fake timers and one fake storage
 * shared by two "tabs" (R-STATE-AB-01..08, R-CONST-13).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { STORAGE_KEYS } from "@core/constants";
import { readAssignment, resolveAssignment, tryLock, type KeyValueStore } from "./assignment";
import type { ExperimentInfo } from "./types";

function memoryStore(): KeyValueStore & { data: Map<string, string>; reads: number } {
  const data = new Map<string, string>();
  const store = {
    data,
    reads: 0,
    get(key: string) {
      store.reads++;
      return data.get(key) ?? null;
    },
    set(key: string, value: string) {
      data.set(key, value);
      return true;
    },
    remove(key: string) {
      data.delete(key);
    },
  };
  return store;
}

const EXP_1: ExperimentInfo = { id: "exp-1", name: "Hero test", is_control: false };
const EXP_2: ExperimentInfo = { id: "exp-2", name: "Control", is_control: true };

/** A tab's stored assignment to `experiment`, as resolveAssignment writes it. */
function storeAssignment(
  store: KeyValueStore,
  experiment: ExperimentInfo,
  stored: { assigned_at: number; impression_tracked: boolean },
) {
  const { id: experiment_id, name: experiment_name, is_control } = experiment;
  store.set(
    STORAGE_KEYS.experimentAssignment,
    JSON.stringify({ experiment_id, experiment_name, is_control, ...stored }),
  );
}

function source(active: ExperimentInfo[]) {
  return {
    activeById: vi.fn(async (id: string) => active.find((experiment) => experiment.id === id) ?? null),
    listActive: vi.fn(async () => active),
  };
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date("2026-11-22T10:00:00Z"));
});
afterEach(() => {
  vi.useRealTimers();
});

describe("resolveAssignment", () => {
  it("R-STATE-AB-01: reuses a stored assignment whose experiment is active, without listing experiments", async () => {
    const store = memoryStore();
    storeAssignment(store, EXP_1, { assigned_at: 123, impression_tracked: true });
    const api = source([EXP_1]);
    const assignment = await resolveAssignment({ source: api, store });
    expect(assignment).toMatchObject({ experiment_id: "exp-1", assigned_at: 123, impression_tracked: true });
    expect(api.listActive).not.toHaveBeenCalled();
  });

  it("R-STATE-AB-02/03/04: replaces an ended assignment with a random active one, under a lock it releases", async () => {
    const store = memoryStore();
    storeAssignment(
      store,
      { id: "exp-old", name: "Old", is_control: false },
      { assigned_at: 1, impression_tracked: true },
    );
    const seenLocks: (string | null)[] = [];
    const api = source([EXP_1, EXP_2]);
    api.listActive.mockImplementation(async () => {
      seenLocks.push(store.data.get(STORAGE_KEYS.experimentLock) ?? null);
      return [EXP_1, EXP_2];
    });
    const assignment = await resolveAssignment({ source: api, store, random: () => 0.75 });
    expect(assignment).toMatchObject({
      experiment_id: "exp-2",
      experiment_name: "Control",
      is_control: true,
      impression_tracked: false,
      assigned_at: Date.now(),
    });
    expect(seenLocks).toEqual([String(Date.now())]);
    expect(store.data.has(STORAGE_KEYS.experimentLock)).toBe(false);
    expect(readAssignment(store)?.experiment_id).toBe("exp-2");
  });

  it("R-OPEN-39: the pick is uniform over the active experiments", async () => {
    const picks = new Map<string, number>();
    for (let index = 0; index < 100; index++) {
      const store = memoryStore();
      const assignment = await resolveAssignment({ source: source([EXP_1, EXP_2]), store, random: () => index / 100 });
      picks.set(assignment!.experiment_id, (picks.get(assignment!.experiment_id) ?? 0) + 1);
    }
    expect(Object.fromEntries(picks)).toEqual({ "exp-1": 50, "exp-2": 50 });
  });

  it("R-STATE-AB-08: with no active experiment there is no assignment and the lock is released", async () => {
    const store = memoryStore();
    expect(await resolveAssignment({ source: source([]), store })).toBeNull();
    expect(store.data.size).toBe(0);
  });

  it("R-STATE-AB-05: a lock older than 3 s is taken over at once", async () => {
    const store = memoryStore();
    store.set(STORAGE_KEYS.experimentLock, String(Date.now() - 4000));
    const sleep = vi.fn(async () => {});
    const assignment = await resolveAssignment({ source: source([EXP_1]), store, sleep });
    expect(assignment?.experiment_id).toBe("exp-1");
    expect(sleep).not.toHaveBeenCalled();
  });

  it("R-STATE-AB-06 (a): a tab without the lock polls every 100 ms and adopts the other tab's assignment", async () => {
    const store = memoryStore();
    store.set(STORAGE_KEYS.experimentLock, String(Date.now()));
    const api = source([EXP_1, EXP_2]);
    const pending = resolveAssignment({ source: api, store });
    await vi.advanceTimersByTimeAsync(500);
    storeAssignment(store, EXP_1, { assigned_at: Date.now(), impression_tracked: false });
    await vi.advanceTimersByTimeAsync(100);
    expect((await pending)?.experiment_id).toBe("exp-1");
    expect(api.listActive).not.toHaveBeenCalled();
  });

  it("R-STATE-AB-06 (b), R-CONST-13: a lock that is never released: ~20 polls over 2 s, one retry, then nothing", async () => {
    const store = memoryStore();
    store.set(STORAGE_KEYS.experimentLock, String(Date.now()));
    const api = source([EXP_1]);
    const pending = resolveAssignment({ source: api, store });
    const readsBefore = store.reads;
    await vi.advanceTimersByTimeAsync(1900);
    expect(await Promise.race([pending.then(() => "done"), Promise.resolve("waiting")])).toBe("waiting");
    await vi.advanceTimersByTimeAsync(200);
    expect(await pending).toBeNull();
    // One read per poll (20) plus the retry's lock check.
    expect(store.reads - readsBefore).toBeGreaterThanOrEqual(20);
    expect(store.reads - readsBefore).toBeLessThanOrEqual(22);
    expect(api.listActive).not.toHaveBeenCalled();
    expect(readAssignment(store)).toBeNull();
  });

  it("retries once: a lock that expires during the wait is taken on the retry", async () => {
    const store = memoryStore();
    store.set(STORAGE_KEYS.experimentLock, String(Date.now() - 1500));
    const pending = resolveAssignment({ source: source([EXP_1]), store });
    await vi.advanceTimersByTimeAsync(2100);
    expect((await pending)?.experiment_id).toBe("exp-1");
  });

  it("R-STATE-AB-07: two tabs on one storage end with the same assignment", async () => {
    for (let round = 0; round < 20; round++) {
      const store = memoryStore();
      // Each tab's listing takes a little time, as a request does.
      const slowSource = () => {
        const api = source([EXP_1, EXP_2]);
        api.listActive.mockImplementation(async () => {
          await new Promise((resolve) => setTimeout(resolve, 30));
          return [EXP_1, EXP_2];
        });
        return api;
      };
      let flip = round % 2;
      const first = resolveAssignment({ source: slowSource(), store, random: () => (flip = 1 - flip) * 0.9 });
      const second = resolveAssignment({ source: slowSource(), store, random: () => (flip = 1 - flip) * 0.9 });
      await vi.advanceTimersByTimeAsync(2500);
      const [a, b] = await Promise.all([first, second]);
      expect(a?.experiment_id).toBeDefined();
      expect(a?.experiment_id).toBe(b?.experiment_id);
      expect(readAssignment(store)?.experiment_id).toBe(a?.experiment_id);
    }
  });

  it("storage that throws is no lock and no assignment, never an exception", async () => {
    const broken: KeyValueStore = {
      get: () => null,
      set: () => false,
      remove: () => {},
    };
    expect(tryLock(broken, Date.now())).toBe(false);
    const pending = resolveAssignment({ source: source([EXP_1]), store: broken });
    await vi.advanceTimersByTimeAsync(2500);
    expect(await pending).toBeNull();
  });
});
