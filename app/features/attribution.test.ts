// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { STORAGE_KEYS } from "@core/constants";
import type * as Attribution from "./attribution";
import type { AttributionRecord } from "./attribution";

// The module keeps an in-memory copy of the record (for blocked storage), so each
// test loads a fresh module: one page view per test.
let attribution: typeof Attribution;
const captureAttribution = (search: string, now?: number) => attribution.captureAttribution(search, now);
const mergeAttribution = (...args: Parameters<typeof attribution.mergeAttribution>) =>
  attribution.mergeAttribution(...args);
const readAttribution = () => attribution.readAttribution();
const recordExperimentAttribution = (...args: Parameters<typeof attribution.recordExperimentAttribution>) =>
  attribution.recordExperimentAttribution(...args);
const utmValues = (...args: Parameters<typeof attribution.utmValues>) => attribution.utmValues(...args);

const FULL_QUERY =
  "?gclid=g1&fbclid=f1&msclkid=m1&ttclid=t1&utm_source=s&utm_medium=m&utm_campaign=c&utm_content=co&utm_term=te";

function stored(): Record<string, unknown> | null {
  const raw = window.sessionStorage.getItem(STORAGE_KEYS.attribution);
  return raw === null ? null : (JSON.parse(raw) as Record<string, unknown>);
}

beforeEach(async () => {
  window.sessionStorage.clear();
  window.localStorage.clear();
  vi.resetModules();
  attribution = await import("./attribution");
});

afterEach(() => {
  vi.useRealTimers();
});

describe("attribution capture", () => {
  it("R-ENT-05 / R-VAL-ATTR-01: captures all 4 click ids and all 5 UTM fields into sessionStorage attribution_data", () => {
    captureAttribution(FULL_QUERY, 1_000);
    expect(stored()).toEqual({
      gclid: "g1",
      fbclid: "f1",
      msclkid: "m1",
      ttclid: "t1",
      utm_source: "s",
      utm_medium: "m",
      utm_campaign: "c",
      utm_content: "co",
      utm_term: "te",
      first_visit: 1_000,
      last_updated: 1_000,
    });
  });

  it("R-CONST-17: the record lives in session storage only, never in local storage", () => {
    captureAttribution("?utm_source=google", 1_000);
    expect(window.sessionStorage.getItem("attribution_data")).not.toBeNull();
    expect(window.localStorage.getItem("attribution_data")).toBeNull();
  });

  it("R-VAL-ATTR-02: stores only non-empty values", () => {
    captureAttribution("?utm_source=google&utm_medium=&gclid=&utm_term=%20%20", 1_000);
    expect(stored()).toEqual({ utm_source: "google", first_visit: 1_000, last_updated: 1_000 });
  });

  it("R-VAL-ATTR-03: ignores query parameters that are not click ids or UTM fields", () => {
    captureAttribution("?foo=bar&utm_source=x&utm_id=9&ref=abc", 1_000);
    expect(stored()).toEqual({ utm_source: "x", first_visit: 1_000, last_updated: 1_000 });
  });

  it("R-VAL-ATTR-04: first_visit stays fixed within the session while last_updated moves on each capture", () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date("2025-03-01T08:00:00Z"));
    captureAttribution("?utm_source=a");
    const first = stored();
    vi.advanceTimersByTime(60_000);
    captureAttribution("?utm_source=b");
    const second = stored();

    expect(second?.first_visit).toBe(first?.first_visit);
    expect(second?.first_visit).toBe(Date.parse("2025-03-01T08:00:00Z"));
    expect(second?.last_updated).toBe(Date.parse("2025-03-01T08:01:00Z"));
    expect(Number(second?.last_updated)).toBeGreaterThan(Number(first?.last_updated));
    expect(second?.utm_source).toBe("b");
  });

  it("R-OPEN-40: a later capture keeps the earlier fields and overwrites only those present", () => {
    captureAttribution("?utm_source=a&utm_campaign=spring", 1_000);
    captureAttribution("?utm_source=b", 2_000);
    captureAttribution("?gclid=z", 3_000);
    captureAttribution("", 4_000);
    expect(stored()).toEqual({
      utm_source: "b",
      utm_campaign: "spring",
      gclid: "z",
      first_visit: 1_000,
      last_updated: 4_000,
    });
  });

  it("R-OPEN-40: mergeAttribution never clears a field and does not mutate the previous record", () => {
    const previous: AttributionRecord = { utm_source: "a", gclid: "g", first_visit: 10, last_updated: 10 };
    const merged = mergeAttribution(previous, "?utm_source=&gclid=h", 20);
    expect(merged).toEqual({ utm_source: "a", gclid: "h", first_visit: 10, last_updated: 20 });
    expect(previous).toEqual({ utm_source: "a", gclid: "g", first_visit: 10, last_updated: 10 });
  });

  it("R-ENT-05: records the experiment id, name and is_control next to the campaign values", () => {
    captureAttribution("?utm_source=google", 1_000);
    recordExperimentAttribution({ experiment_id: "exp-1", experiment_name: "Hero test", is_control: false }, 2_000);
    expect(stored()).toEqual({
      utm_source: "google",
      experiment_id: "exp-1",
      experiment_name: "Hero test",
      is_control: false,
      first_visit: 1_000,
      last_updated: 2_000,
    });
    expect(readAttribution()).toMatchObject({ experiment_id: "exp-1", is_control: false });
  });

  it("R-ENT-05: an experiment recorded first starts the session record, and a later capture keeps it", () => {
    recordExperimentAttribution({ experiment_id: "exp-2", experiment_name: "Control", is_control: true }, 500);
    captureAttribution("?utm_medium=cpc", 900);
    expect(stored()).toEqual({
      experiment_id: "exp-2",
      experiment_name: "Control",
      is_control: true,
      utm_medium: "cpc",
      first_visit: 500,
      last_updated: 900,
    });
  });

  it("R-AN-02: utmValues gives only the known, non-empty UTM fields", () => {
    captureAttribution("?utm_source=google&utm_campaign=spring&gclid=abc", 1_000);
    expect(utmValues()).toEqual({ utm_source: "google", utm_campaign: "spring" });
    expect(utmValues(null)).toEqual({});
  });
});

describe("attribution without browser storage (R-OPEN-37)", () => {
  beforeEach(() => {
    vi.resetModules();
  });

  it("R-OPEN-37: keeps attribution in memory when sessionStorage throws, and nothing crashes", async () => {
    vi.spyOn(window, "sessionStorage", "get").mockImplementation(() => {
      throw new DOMException("The operation is insecure.", "SecurityError");
    });
    const fresh = await import("./attribution");

    expect(fresh.readAttribution()).toBeNull();
    expect(() => fresh.captureAttribution("?utm_source=a&gclid=g", 1_000)).not.toThrow();
    fresh.captureAttribution("?utm_source=b", 2_000);
    fresh.recordExperimentAttribution(
      { experiment_id: "exp-1", experiment_name: "Hero test", is_control: false },
      3_000,
    );

    expect(fresh.readAttribution()).toEqual({
      utm_source: "b",
      gclid: "g",
      experiment_id: "exp-1",
      experiment_name: "Hero test",
      is_control: false,
      first_visit: 1_000,
      last_updated: 3_000,
    });
    expect(fresh.utmValues()).toEqual({ utm_source: "b" });
  });

  it("R-OPEN-37: keeps attribution in memory when sessionStorage.setItem throws (quota or private mode)", async () => {
    const rejecting = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException("Quota exceeded", "QuotaExceededError");
      },
      removeItem: () => {},
    } as unknown as Storage;
    vi.spyOn(window, "sessionStorage", "get").mockReturnValue(rejecting);
    const fresh = await import("./attribution");
    expect(() => fresh.captureAttribution("?utm_campaign=spring", 1_000)).not.toThrow();
    fresh.captureAttribution("?utm_source=x", 2_000);
    expect(fresh.readAttribution()).toEqual({
      utm_campaign: "spring",
      utm_source: "x",
      first_visit: 1_000,
      last_updated: 2_000,
    });
  });

  it("R-OPEN-37: a corrupt stored record is treated as absent", async () => {
    window.sessionStorage.setItem(STORAGE_KEYS.attribution, "{not json");
    const fresh = await import("./attribution");
    const record = fresh.captureAttribution("?utm_source=x", 7_000);
    expect(record).toEqual({ utm_source: "x", first_visit: 7_000, last_updated: 7_000 });
  });
});
