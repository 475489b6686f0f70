/**
 * The hero's inline boot script ("No flash", docs/decisions/007-ab-experiments.md): the first
 * thing in the hero, it decides the variant before the first paint (boot-script.ts says how).
 * It sits before the texts, not after them: a browser may paint a half-parsed page before a
 * script, and a script after the texts let it paint half the hero, then move it.
 */
import { heroBootBundle } from "virtual:hero-boot";
import type { Locale } from "@core/locales";
import type { BootSettings } from "./boot-script";

export const HERO_SLOT = "hero";
export const SNAPSHOT_ELEMENT_ID = "ab-snapshot";

/**
 * Each edition's hero is its own page location (R-EDITION-16): an experiment's English texts
 * live at "hero", its Arabic ones at "hero_ar", so a variant never shows in the wrong language.
 */
export const HERO_SLOTS = { en: HERO_SLOT, ar: "hero_ar" } as const satisfies Record<Locale, string>;
export type HeroSlot = (typeof HERO_SLOTS)[Locale];

export type BootResult =
  | {
      state: "applied";
      experiment: { id: string; name: string; is_control: boolean; page_locations: string[] };
      content: Record<string, string>;
    }
  | { state: "pending" }
  | { state: "none" };

declare global {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- only an interface merges into Window
  interface Window {
    __abBoot?: BootResult;
  }
}

/** On <html> while the boot script waits for the hero's texts to be parsed (app.css keeps them unseen meanwhile). */
export const WAIT_ATTRIBUTE = "data-ab-wait";

/** The boot script of one edition's hero: the same bundle, given the page location it reads (boot-entry.ts). */
export function heroBootScript(slot: HeroSlot): string {
  const settings: BootSettings = { wait: WAIT_ATTRIBUTE, slot, snapshot: SNAPSHOT_ELEMENT_ID };
  return `(function(settings){${heroBootBundle}})(${JSON.stringify(settings)});`;
}

export const HERO_BOOT_SCRIPT = heroBootScript(HERO_SLOT);

/** What the boot script did on this page view (none on the server and in tests without it). */
export function bootResult(): BootResult {
  if (typeof window === "undefined") return { state: "none" };
  return window.__abBoot ?? { state: "none" };
}
