// @vitest-environment happy-dom
/**
 * The hero boot script ("No flash", docs/decisions/007-ab-experiments.md): the built inline script, run as the
 * browser runs it, against hero markup and a server snapshot. The assignment rules it applies
 * are assignment.ts's, tested in assignment.test.ts; here, what the script does with them.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { EXPERIMENT, STORAGE_KEYS } from "@core/constants";
import { localStore, resolveAssignment, type KeyValueStore } from "./assignment";
import { HERO_BOOT_SCRIPT, HERO_SLOTS, heroBootScript, WAIT_ATTRIBUTE } from "./boot";

const HERO = `
  <section data-ab-slot="hero">
    <div data-ab-state="settled">
      <h1 id="hero-heading">Save 25% on Car Insurance</h1>
      <p data-ab-text="subheadline">Default sub</p>
    </div>
    <button data-ab-text="cta"><span>Get your Quote</span><span>Get your Quote and Start Earning!</span></button>
  </section>`;

/** Runs the inline boot script as the browser would: as a classic script, at the top level. */
function runBootScript(): void {
  // eslint-disable-next-line @typescript-eslint/no-implied-eval, @typescript-eslint/no-unsafe-call -- running the inline script's text is the point
  new Function(HERO_BOOT_SCRIPT)();
}

function page(snapshot: unknown, assignment?: unknown, { lock }: { lock?: number } = {}) {
  document.head.innerHTML =
    snapshot === undefined
      ? ""
      : `<script type="application/json" id="ab-snapshot">${JSON.stringify(snapshot)}</script>`;
  document.body.innerHTML = HERO;
  localStorage.clear();
  if (assignment) localStorage.setItem("ab_test_assignment", JSON.stringify(assignment));
  if (lock !== undefined) localStorage.setItem(STORAGE_KEYS.experimentLock, String(lock));
  delete window.__abBoot;
  runBootScript();
}

const stored = () => JSON.parse(localStorage.getItem(STORAGE_KEYS.experimentAssignment) ?? "null") as unknown;
const heading = () => document.getElementById("hero-heading")!.textContent;
const textsState = () => document.querySelector("[data-ab-state]")!.getAttribute("data-ab-state");

/** Browser storage whose `method` throws, as in private modes and blocked storage. */
function failingStorage(method: "getItem" | "setItem") {
  const data = new Map<string, string>();
  const fail = () => {
    throw new DOMException("The operation is insecure.", "SecurityError");
  };
  vi.stubGlobal("localStorage", {
    getItem: method === "getItem" ? fail : (key: string) => data.get(key) ?? null,
    setItem: method === "setItem" ? fail : (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
    clear: () => data.clear(),
  });
}

/** A plain in-memory store for resolveAssignment, to compare its pick with the script's. */
function memoryStore(): KeyValueStore {
  const data = new Map<string, string>();
  return {
    get: (key) => data.get(key) ?? null,
    set: (key, value) => (data.set(key, value), true),
    remove: (key) => void data.delete(key),
  };
}

const EXP = {
  id: "exp-1",
  name: "Hero test",
  is_control: false,
  page_locations: ["hero"],
  content: { hero: { headline: "H-exp", cta_text: "C-exp" } },
};
const ASSIGNED = {
  experiment_id: "exp-1",
  experiment_name: "Hero test",
  is_control: false,
  assigned_at: 1,
  impression_tracked: true,
};

const EXP_2 = {
  id: "exp-2",
  name: "Control",
  is_control: true,
  page_locations: ["hero"],
  content: { hero: { headline: "H-control" } },
};
const EXP_3 = { id: "exp-3", name: "Pricing only", is_control: false, page_locations: ["pricing"], content: {} };
const NOW = Date.parse("2026-11-23T10:00:00Z");

afterEach(() => {
  vi.unstubAllGlobals();
  document.head.innerHTML = "";
  document.body.innerHTML = "";
  localStorage.clear();
});

describe("the hero boot script", () => {
  it("puts a returning visitor's variant in place, field by field (missing fields keep the default)", () => {
    page({ at: 1, experiments: [EXP] }, ASSIGNED);
    expect(document.getElementById("hero-heading")!.textContent).toBe("H-exp");
    expect(document.querySelector("[data-ab-text=subheadline]")!.textContent).toBe("Default sub");
    expect(document.querySelector("[data-ab-text=cta]")!.textContent).toBe("C-exp");
    expect(window.__abBoot).toEqual({
      state: "applied",
      experiment: { id: "exp-1", name: "Hero test", is_control: false, page_locations: ["hero"] },
      content: { headline: "H-exp", cta_text: "C-exp" },
    });
  });

  it.each([0, 0.3, 0.49, 0.5, 0.75, 0.999])(
    "assigns a new visitor before the first paint, picking as resolveAssignment picks (random %f)",
    async (random) => {
      vi.spyOn(Math, "random").mockReturnValue(random);
      vi.spyOn(Date, "now").mockReturnValue(NOW);
      page({ at: 1, experiments: [EXP, EXP_2] });
      const expected = await resolveAssignment({
        source: { listActive: async () => [EXP, EXP_2], activeById: async () => null },
        store: memoryStore(),
        random: () => random,
        now: () => NOW,
      });
      expect(expected).not.toBeNull();
      // The same record, fields and all, that the hook's resolveAssignment would have stored.
      expect(stored()).toEqual(expected);
      expect(stored()).toMatchObject({ assigned_at: NOW, impression_tracked: false });
      const pick = expected!.experiment_id === "exp-1" ? EXP : EXP_2;
      expect(heading()).toBe(pick.content.hero.headline);
      expect(textsState()).toBe("settled");
      expect(window.__abBoot).toEqual({
        state: "applied",
        experiment: { id: pick.id, name: pick.name, is_control: pick.is_control, page_locations: ["hero"] },
        content: pick.content.hero,
      });
      // The lock is released.
      expect(localStorage.getItem(STORAGE_KEYS.experimentLock)).toBeNull();
    },
  );

  it("spreads new visitors uniformly over the active experiments", () => {
    const counts = new Map<string, number>();
    for (let visitor = 0; visitor < 3000; visitor++) {
      page({ at: 1, experiments: [EXP, EXP_2, EXP_3] });
      const id = (stored() as { experiment_id: string }).experiment_id;
      counts.set(id, (counts.get(id) ?? 0) + 1);
    }
    expect([...counts.keys()].sort()).toEqual(["exp-1", "exp-2", "exp-3"]);
    for (const count of counts.values()) expect(count).toBeGreaterThan(850);
  });

  it("replaces an assignment whose experiment ended, as resolveAssignment does", () => {
    vi.spyOn(Math, "random").mockReturnValue(0);
    page({ at: 1, experiments: [EXP] }, { ...ASSIGNED, experiment_id: "exp-old", experiment_name: "Old" });
    expect(stored()).toMatchObject({ experiment_id: "exp-1", experiment_name: "Hero test", impression_tracked: false });
    expect(heading()).toBe("H-exp");
  });

  it('leaves a new visitor pending ("Loading...") while another tab holds a fresh lock, and takes a stale one', () => {
    vi.spyOn(Date, "now").mockReturnValue(NOW);
    page({ at: 1, experiments: [EXP] }, undefined, { lock: NOW - EXPERIMENT.lockTtlMs + 100 });
    expect(textsState()).toBe("pending");
    expect(heading()).toBe("Save 25% on Car Insurance");
    expect(window.__abBoot).toEqual({ state: "pending" });
    expect(stored()).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.experimentLock)).toBe(String(NOW - EXPERIMENT.lockTtlMs + 100));

    page({ at: 1, experiments: [EXP] }, undefined, { lock: NOW - EXPERIMENT.lockTtlMs - 1 });
    expect(window.__abBoot).toMatchObject({ state: "applied" });
    expect(stored()).toMatchObject({ experiment_id: "exp-1" });
    expect(localStorage.getItem(STORAGE_KEYS.experimentLock)).toBeNull();
  });

  it("falls back to pending when storage cannot be written, and never throws", () => {
    failingStorage("setItem");
    expect(() => page({ at: 1, experiments: [EXP] })).not.toThrow();
    expect(window.__abBoot).toEqual({ state: "pending" });
    expect(textsState()).toBe("pending");
    expect(heading()).toBe("Save 25% on Car Insurance");
  });

  it("treats storage that cannot be read as empty, as resolveAssignment does, and never throws", async () => {
    failingStorage("getItem");
    vi.spyOn(Math, "random").mockReturnValue(0);
    expect(() => page({ at: 1, experiments: [EXP] })).not.toThrow();
    expect(window.__abBoot).toMatchObject({ state: "applied", experiment: { id: "exp-1" } });
    const after = await resolveAssignment({
      source: { activeById: () => Promise.resolve(null), listActive: () => Promise.resolve([EXP]) },
      store: localStore,
    });
    expect(after).toMatchObject({ experiment_id: "exp-1" });
  });

  it("falls back to none when storage fails and no experiment uses the hero", () => {
    failingStorage("setItem");
    expect(() => page({ at: 1, experiments: [EXP_3] })).not.toThrow();
    expect(window.__abBoot).toEqual({ state: "none" });
    expect(textsState()).toBe("settled");
  });

  it("keeps the defaults for a new visitor picked into an experiment that does not use the hero, and stores the assignment", () => {
    vi.spyOn(Math, "random").mockReturnValue(0.9);
    page({ at: 1, experiments: [EXP, EXP_3] });
    expect(window.__abBoot).toEqual({ state: "none" });
    expect(heading()).toBe("Save 25% on Car Insurance");
    expect(textsState()).toBe("settled");
    expect(stored()).toMatchObject({
      experiment_id: "exp-3",
      experiment_name: "Pricing only",
      is_control: false,
      impression_tracked: false,
    });
    expect(localStorage.getItem(STORAGE_KEYS.experimentLock)).toBeNull();
  });

  it("is one classic script the page can inline: no module syntax, nothing that ends the script element", () => {
    expect(HERO_BOOT_SCRIPT).not.toMatch(/(^|[;}])\s*(import|export)\b/);
    expect(HERO_BOOT_SCRIPT).not.toContain("</");
  });

  it("first in the hero while the page is still parsing: keeps the texts unseen, then writes the variant once the parser has passed them", async () => {
    vi.spyOn(Math, "random").mockReturnValue(0);
    Object.defineProperty(document, "readyState", { configurable: true, get: () => "loading" });
    try {
      document.head.innerHTML = `<script type="application/json" id="ab-snapshot">${JSON.stringify({ at: 1, experiments: [EXP] })}</script>`;
      // The parser has reached the script: the hero holds nothing else yet.
      document.body.innerHTML = `<section data-ab-slot="hero"></section>`;
      const hero = document.querySelector("section")!;
      localStorage.clear();
      runBootScript();
      expect(window.__abBoot).toMatchObject({ state: "applied" });
      expect(document.documentElement.hasAttribute(WAIT_ATTRIBUTE)).toBe(true);
      // The texts arrive, the CTA last; nothing after it yet, so the CTA may still be growing.
      const parsed = new DOMParser().parseFromString(HERO, "text/html").querySelector("section")!;
      for (const child of [...parsed.children]) hero.appendChild(child);
      await Promise.resolve();
      expect(document.documentElement.hasAttribute(WAIT_ATTRIBUTE)).toBe(true);
      // The parser moves on past the hero's texts: the variant is written before anything is painted.
      hero.appendChild(document.createElement("ul"));
      await Promise.resolve();
      expect(heading()).toBe("H-exp");
      expect(document.querySelector("[data-ab-text=cta]")!.textContent).toBe("C-exp");
      expect(document.documentElement.hasAttribute(WAIT_ATTRIBUTE)).toBe(false);
    } finally {
      delete (document as unknown as { readyState?: string }).readyState;
    }
  });

  it("releases the texts at DOMContentLoaded whatever the markup, and never waits without a hero experiment", () => {
    Object.defineProperty(document, "readyState", { configurable: true, get: () => "loading" });
    try {
      document.head.innerHTML = `<script type="application/json" id="ab-snapshot">${JSON.stringify({ at: 1, experiments: [EXP] })}</script>`;
      document.body.innerHTML = `<section data-ab-slot="hero"></section>`;
      localStorage.clear();
      runBootScript();
      expect(document.documentElement.hasAttribute(WAIT_ATTRIBUTE)).toBe(true);
      document.dispatchEvent(new Event("DOMContentLoaded"));
      expect(document.documentElement.hasAttribute(WAIT_ATTRIBUTE)).toBe(false);

      document.head.innerHTML = `<script type="application/json" id="ab-snapshot">${JSON.stringify({ at: 1, experiments: [EXP_3] })}</script>`;
      localStorage.clear();
      runBootScript();
      expect(document.documentElement.hasAttribute(WAIT_ATTRIBUTE)).toBe(false);
    } finally {
      delete (document as unknown as { readyState?: string }).readyState;
    }
  });

  it("leaves the defaults alone when nothing runs, when the assignment ended elsewhere, or without a snapshot", () => {
    page({ at: 1, experiments: [] }, ASSIGNED);
    expect(window.__abBoot).toEqual({ state: "none" });
    page({ at: 1, experiments: [{ ...EXP, page_locations: ["pricing"] }] }, ASSIGNED);
    expect(window.__abBoot).toEqual({ state: "none" });
    expect(document.getElementById("hero-heading")!.textContent).toBe("Save 25% on Car Insurance");
    page(undefined, ASSIGNED);
    expect(window.__abBoot).toEqual({ state: "none" });
  });

  it("treats markup in the content as text", () => {
    page(
      { at: 1, experiments: [{ ...EXP, content: { hero: { headline: "<img src=x onerror=alert(1)>" } } }] },
      ASSIGNED,
    );
    expect(document.getElementById("hero-heading")!.textContent).toBe("<img src=x onerror=alert(1)>");
    expect(document.querySelector("img")).toBeNull();
  });

  it("never throws: broken snapshot or storage", () => {
    document.head.innerHTML = `<script type="application/json" id="ab-snapshot">{not json</script>`;
    document.body.innerHTML = HERO;
    expect(runBootScript).not.toThrow();
    expect(window.__abBoot).toEqual({ state: "none" });
  });
});

describe("the Arabic hero's boot script (R-EDITION-16)", () => {
  const ARABIC_HERO = HERO.replace('data-ab-slot="hero"', `data-ab-slot="${HERO_SLOTS.ar}"`);
  const BOTH = {
    ...EXP,
    page_locations: ["hero", "hero_ar"],
    content: { hero: { headline: "H-en" }, hero_ar: { headline: "H-ar" } },
  };

  function arabicPage(snapshot: unknown, assignment: unknown) {
    document.head.innerHTML = `<script type="application/json" id="ab-snapshot">${JSON.stringify(snapshot)}</script>`;
    document.body.innerHTML = ARABIC_HERO;
    localStorage.setItem(STORAGE_KEYS.experimentAssignment, JSON.stringify(assignment));
    delete window.__abBoot;
    // eslint-disable-next-line @typescript-eslint/no-implied-eval, @typescript-eslint/no-unsafe-call -- running the inline script's text is the point
    new Function(heroBootScript(HERO_SLOTS.ar))();
  }

  it("the English script is the one it always was", () => {
    expect(heroBootScript(HERO_SLOTS.en)).toBe(HERO_BOOT_SCRIPT);
    expect(HERO_SLOTS.en).toBe("hero");
  });

  it("reads the hero_ar texts only: an experiment's English texts never reach the Arabic hero", () => {
    arabicPage({ at: 1, experiments: [BOTH] }, ASSIGNED);
    expect(heading()).toBe("H-ar");
    expect(window.__abBoot).toMatchObject({ state: "applied", content: { headline: "H-ar" } });
  });

  it("keeps the Arabic defaults when the visitor's experiment changes only the English hero", () => {
    arabicPage({ at: 1, experiments: [EXP] }, ASSIGNED);
    expect(heading()).toBe("Save 25% on Car Insurance");
    expect(window.__abBoot).toEqual({ state: "none" });
  });
});
