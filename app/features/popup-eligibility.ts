/**
 * When the newsletter popup may show (R-STATE-POPUP-01..04, R-OPEN-15): not for
 * subscribers, not after "Don't show again", not within 7 days of a
 * temporary close, not within 24 hours of the last showing.
 */
import { POPUP, STORAGE_KEYS } from "@core/constants";
import { writeStorage } from "./storage";

const PROBE_KEY = "newsletter-popup-storage-probe";

export type PopupStorage = {
  subscribed: string | null;
  dismissed: string | null;
  shown: string | null;
};

export function isPopupEligible({ subscribed, dismissed, shown }: PopupStorage, now: number): boolean {
  if (subscribed === "true") return false;
  if (dismissed === "permanent") return false;
  const dismissedAt = Number(dismissed);
  if (dismissed && Number.isFinite(dismissedAt) && now - dismissedAt < POPUP.minMsAfterTemporaryDismissal) return false;
  const shownAt = Number(shown);
  if (shown && Number.isFinite(shownAt) && now - shownAt < POPUP.minMsBetweenShowings) return false;
  return true;
}

export function readPopupStorage(): PopupStorage | null {
  // R-OPEN-37: without working storage the popup counts as shown, so nobody is
  // nagged. That covers storage that is missing, whose getter throws, whose
  // reads throw, or that cannot keep a write (private mode, quota): the popup
  // could not remember being shown or dismissed.
  try {
    if (typeof window === "undefined") return null;
    const storage = window.localStorage;
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- some browsers with storage disabled give null, although lib.dom types it
    if (!storage) return null;
    storage.setItem(PROBE_KEY, "1");
    storage.removeItem(PROBE_KEY);
    return {
      subscribed: storage.getItem(STORAGE_KEYS.subscribed),
      dismissed: storage.getItem(STORAGE_KEYS.popupDismissed),
      shown: storage.getItem(STORAGE_KEYS.popupShown),
    };
  } catch {
    return null;
  }
}

export function markPopupShown(now: number = Date.now()) {
  writeStorage("local", STORAGE_KEYS.popupShown, String(now));
}

export function dismissPopup(permanent: boolean, now: number = Date.now()) {
  writeStorage("local", STORAGE_KEYS.popupDismissed, permanent ? "permanent" : String(now));
}

/** R-OPEN-15: 50% means scrollY / (scrollHeight − innerHeight) ≥ 0.5. */
export function scrolledHalfway(scrollY: number, scrollHeight: number, innerHeight: number): boolean {
  const scrollable = scrollHeight - innerHeight;
  return scrollable > 0 && scrollY / scrollable >= POPUP.scrollRatio;
}
