// @vitest-environment happy-dom
/**
 * The hero boot script (issue 6, no flash): run as the browser runs it,
 * against hero markup and a server snapshot.
 */
import { afterEach, describe, expect, it } from "vitest";
import { HERO_BOOT_SCRIPT } from "./boot";

const HERO = `
  <section data-ab-slot="hero">
    <div data-ab-state="settled">
      <h1 id="hero-heading">Save 25% on Car Insurance</h1>
      <p data-ab-text="subheadline">Default sub</p>
    </div>
    <button data-ab-text="cta"><span>Get your Quote</span><span>Get your Quote and Start Earning!</span></button>
  </section>`;

function page(snapshot: unknown, assignment?: unknown) {
  document.head.innerHTML = snapshot === undefined ? "" : `<script type="application/json" id="ab-snapshot">${JSON.stringify(snapshot)}</script>`;
  document.body.innerHTML = HERO;
  localStorage.clear();
  if (assignment) localStorage.setItem("ab_test_assignment", JSON.stringify(assignment));
  delete window.__abBoot;
  new Function(HERO_BOOT_SCRIPT)();
}

const EXP = { id: "exp-1", name: "Hero test", is_control: false, page_locations: ["hero"], content: { hero: { headline: "H-exp", cta_text: "C-exp" } } };
const ASSIGNED = { experiment_id: "exp-1", experiment_name: "Hero test", is_control: false, assigned_at: 1, impression_tracked: true };

afterEach(() => {
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
    expect(window.__abBoot).toEqual({ state: "applied", experiment: { id: "exp-1", name: "Hero test", is_control: false, page_locations: ["hero"] }, content: { headline: "H-exp", cta_text: "C-exp" } });
  });

  it("marks the texts pending for a new visitor while a hero experiment runs", () => {
    page({ at: 1, experiments: [EXP] });
    expect(document.querySelector("[data-ab-state]")!.getAttribute("data-ab-state")).toBe("pending");
    expect(document.getElementById("hero-heading")!.textContent).toBe("Save 25% on Car Insurance");
    expect(window.__abBoot).toEqual({ state: "pending" });
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
    page({ at: 1, experiments: [{ ...EXP, content: { hero: { headline: "<img src=x onerror=alert(1)>" } } }] }, ASSIGNED);
    expect(document.getElementById("hero-heading")!.textContent).toBe("<img src=x onerror=alert(1)>");
    expect(document.querySelector("img")).toBeNull();
  });

  it("never throws: broken snapshot or storage", () => {
    document.head.innerHTML = `<script type="application/json" id="ab-snapshot">{not json</script>`;
    document.body.innerHTML = HERO;
    expect(() => new Function(HERO_BOOT_SCRIPT)()).not.toThrow();
    expect(window.__abBoot).toEqual({ state: "none" });
  });
});
