// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { POPUP, STORAGE_KEYS } from "@core/constants";
import {
  dismissPopup,
  isPopupEligible,
  markPopupShown,
  readPopupStorage,
  scrolledHalfway,
  type PopupStorage,
} from "./popup-eligibility";

const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;
const NOW = Date.UTC(2025, 5, 15, 12, 0, 0);

const empty: PopupStorage = { subscribed: null, dismissed: null, shown: null };

beforeEach(() => {
  window.localStorage.clear();
});

afterEach(() => {
  // Restore a stubbed localStorage before touching it.
  vi.restoreAllMocks();
  window.localStorage.clear();
});

describe("isPopupEligible (R-STATE-POPUP-01..04)", () => {
  it("R-CONST-09: the popup constants are 24 h between showings and 7 days after a temporary dismissal", () => {
    expect(POPUP.minMsBetweenShowings).toBe(DAY);
    expect(POPUP.minMsAfterTemporaryDismissal).toBe(7 * DAY);
    expect(POPUP.scrollRatio).toBe(0.5);
  });

  it("a first-time visitor (nothing stored) is eligible", () => {
    expect(isPopupEligible(empty, NOW)).toBe(true);
  });

  it('R-STATE-POPUP-01: a subscribed visitor ("true") never sees it', () => {
    expect(isPopupEligible({ ...empty, subscribed: "true" }, NOW)).toBe(false);
    expect(isPopupEligible({ ...empty, subscribed: "true" }, NOW + 365 * DAY)).toBe(false);
    expect(
      isPopupEligible({ subscribed: "true", dismissed: String(NOW - 30 * DAY), shown: String(NOW - 30 * DAY) }, NOW),
    ).toBe(false);
  });

  it('R-STATE-POPUP-01: a subscribed flag other than "true" does not block', () => {
    expect(isPopupEligible({ ...empty, subscribed: "false" }, NOW)).toBe(true);
  });

  it('R-STATE-POPUP-02: a permanent dismissal ("permanent") blocks forever, even a year later', () => {
    expect(isPopupEligible({ ...empty, dismissed: "permanent" }, NOW)).toBe(false);
    expect(isPopupEligible({ ...empty, dismissed: "permanent" }, NOW + 365 * DAY)).toBe(false);
    expect(isPopupEligible({ ...empty, dismissed: "permanent", shown: String(NOW - 400 * DAY) }, NOW + 365 * DAY)).toBe(
      false,
    );
  });

  it("R-STATE-POPUP-03: dismissed now − 6 d 23 h → not eligible", () => {
    expect(isPopupEligible({ ...empty, dismissed: String(NOW - (6 * DAY + 23 * HOUR)) }, NOW)).toBe(false);
  });

  it("R-STATE-POPUP-03: dismissed now − 7 d − 1 min, shown absent → eligible", () => {
    expect(isPopupEligible({ ...empty, dismissed: String(NOW - (7 * DAY + MIN)) }, NOW)).toBe(true);
  });

  it("R-STATE-POPUP-03: the 7-day boundary is exact (1 ms short blocks, exactly 7 d allows)", () => {
    expect(isPopupEligible({ ...empty, dismissed: String(NOW - 7 * DAY + 1) }, NOW)).toBe(false);
    expect(isPopupEligible({ ...empty, dismissed: String(NOW - 7 * DAY) }, NOW)).toBe(true);
  });

  it("R-STATE-POPUP-04: shown now − 23 h 59 min → not eligible", () => {
    expect(isPopupEligible({ ...empty, shown: String(NOW - (23 * HOUR + 59 * MIN)) }, NOW)).toBe(false);
  });

  it("R-STATE-POPUP-04: shown now − 24 h − 1 min → eligible", () => {
    expect(isPopupEligible({ ...empty, shown: String(NOW - (DAY + MIN)) }, NOW)).toBe(true);
  });

  it("R-STATE-POPUP-04: the 24-hour boundary is exact", () => {
    expect(isPopupEligible({ ...empty, shown: String(NOW - DAY + 1) }, NOW)).toBe(false);
    expect(isPopupEligible({ ...empty, shown: String(NOW - DAY) }, NOW)).toBe(true);
  });

  it("R-STATE-POPUP-03/04: both rules apply together (either one blocks)", () => {
    // Old dismissal, recent showing → blocked by the 24 h rule.
    expect(
      isPopupEligible({ subscribed: null, dismissed: String(NOW - 8 * DAY), shown: String(NOW - HOUR) }, NOW),
    ).toBe(false);
    // Recent dismissal, old showing → blocked by the 7-day rule.
    expect(
      isPopupEligible({ subscribed: null, dismissed: String(NOW - 2 * DAY), shown: String(NOW - 2 * DAY) }, NOW),
    ).toBe(false);
    // Both old enough → eligible.
    expect(
      isPopupEligible({ subscribed: null, dismissed: String(NOW - 8 * DAY), shown: String(NOW - 8 * DAY) }, NOW),
    ).toBe(true);
  });
});

describe("scrolledHalfway (R-OPEN-15, R-STATE-POPUP-06)", () => {
  // scrollHeight 3000, innerHeight 1000 → 2000 px can be scrolled.
  it("R-OPEN-15: 49% is not halfway", () => {
    expect(scrolledHalfway(980, 3000, 1000)).toBe(false);
    expect(scrolledHalfway(999, 3000, 1000)).toBe(false);
  });

  it("R-OPEN-15: exactly 50% is halfway, and beyond it too", () => {
    expect(scrolledHalfway(1000, 3000, 1000)).toBe(true);
    expect(scrolledHalfway(1200, 3000, 1000)).toBe(true);
    expect(scrolledHalfway(2000, 3000, 1000)).toBe(true);
  });

  it("R-OPEN-15: a page that cannot scroll is never halfway", () => {
    expect(scrolledHalfway(0, 800, 800)).toBe(false);
    expect(scrolledHalfway(0, 600, 800)).toBe(false);
    expect(scrolledHalfway(10, 600, 800)).toBe(false);
  });
});

describe("popup storage (R-ENT-18, R-OPEN-37)", () => {
  it("R-STATE-POPUP-04: markPopupShown stores the time as a numeric ms string", () => {
    markPopupShown(NOW);
    const stored = window.localStorage.getItem(STORAGE_KEYS.popupShown);
    expect(stored).toBe(String(NOW));
    expect(stored).toMatch(/^\d+$/);
  });

  it("R-STATE-POPUP-04: markPopupShown defaults to the current time", () => {
    const before = Date.now();
    markPopupShown();
    const stored = Number(window.localStorage.getItem(STORAGE_KEYS.popupShown));
    expect(stored).toBeGreaterThanOrEqual(before);
    expect(stored).toBeLessThanOrEqual(Date.now());
  });

  it("R-STATE-POPUP-03: a temporary dismissal stores the time as a numeric ms string", () => {
    dismissPopup(false, NOW);
    expect(window.localStorage.getItem(STORAGE_KEYS.popupDismissed)).toBe(String(NOW));
  });

  it('R-STATE-POPUP-02: a permanent dismissal stores "permanent"', () => {
    dismissPopup(true, NOW);
    expect(window.localStorage.getItem(STORAGE_KEYS.popupDismissed)).toBe("permanent");
  });

  it("readPopupStorage reads the three keys (null when absent)", () => {
    expect(readPopupStorage()).toEqual(empty);
    window.localStorage.setItem(STORAGE_KEYS.subscribed, "true");
    markPopupShown(NOW);
    dismissPopup(true, NOW);
    expect(readPopupStorage()).toEqual({ subscribed: "true", dismissed: "permanent", shown: String(NOW) });
  });

  it("R-STATE-POPUP-03/04: what is written round-trips through readPopupStorage into eligibility", () => {
    markPopupShown(NOW);
    dismissPopup(false, NOW);
    const storage = readPopupStorage()!;
    expect(isPopupEligible(storage, NOW + 6 * DAY)).toBe(false);
    expect(isPopupEligible(storage, NOW + 7 * DAY + MIN)).toBe(true);
  });

  it("R-OPEN-37: readPopupStorage returns null when localStorage throws, so the popup never nags", () => {
    vi.spyOn(window, "localStorage", "get").mockImplementation(() => {
      throw new DOMException("The operation is insecure.", "SecurityError");
    });
    expect(readPopupStorage()).toBeNull();
  });

  it("R-OPEN-37: writing while localStorage throws does not crash", () => {
    vi.spyOn(window, "localStorage", "get").mockImplementation(() => {
      throw new DOMException("The operation is insecure.", "SecurityError");
    });
    expect(() => markPopupShown(NOW)).not.toThrow();
    expect(() => dismissPopup(true, NOW)).not.toThrow();
    expect(() => dismissPopup(false, NOW)).not.toThrow();
  });

  /** A storage object whose chosen methods throw, the rest backed by a Map. */
  function brokenStorage(throwing: ("getItem" | "setItem" | "removeItem")[]): Storage {
    const data = new Map<string, string>([[STORAGE_KEYS.popupShown, String(NOW - 30 * DAY)]]);
    const fail = () => {
      throw new DOMException("blocked", "SecurityError");
    };
    const storage = {
      getItem: (key: string) => data.get(key) ?? null,
      setItem: (key: string, value: string) => void data.set(key, value),
      removeItem: (key: string) => void data.delete(key),
    };
    for (const name of throwing) storage[name] = fail;
    return storage as unknown as Storage;
  }

  it("R-OPEN-37: readPopupStorage returns null when reads throw (treated as shown)", () => {
    vi.spyOn(window, "localStorage", "get").mockReturnValue(brokenStorage(["getItem"]));
    expect(readPopupStorage()).toBeNull();
  });

  it("R-OPEN-37: readPopupStorage returns null when writes throw (private mode), since a showing could not be remembered", () => {
    vi.spyOn(window, "localStorage", "get").mockReturnValue(brokenStorage(["setItem"]));
    expect(readPopupStorage()).toBeNull();
    expect(() => markPopupShown(NOW)).not.toThrow();
    expect(() => dismissPopup(false, NOW)).not.toThrow();
  });

  it("R-OPEN-37: a working storage object is read normally", () => {
    vi.spyOn(window, "localStorage", "get").mockReturnValue(brokenStorage([]));
    expect(readPopupStorage()).toEqual({ subscribed: null, dismissed: null, shown: String(NOW - 30 * DAY) });
  });

  it("R-OPEN-37: the storage probe leaves nothing behind", () => {
    readPopupStorage();
    expect(window.localStorage.length).toBe(0);
  });
});
