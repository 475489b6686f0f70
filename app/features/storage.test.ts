// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from "vitest";
import { readJson, readStorage, removeStorage, writeStorage } from "./storage";

function blockStorage() {
  const error = () => {
    throw new DOMException("The operation is insecure.", "SecurityError");
  };
  vi.spyOn(window, "localStorage", "get").mockImplementation(error);
  vi.spyOn(window, "sessionStorage", "get").mockImplementation(error);
}

beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
});

describe("safe browser storage (R-OPEN-37)", () => {
  it("R-ENT-18: reads and writes local and session storage separately", () => {
    expect(writeStorage("local", "insurance-banner-dismissed", "true")).toBe(true);
    expect(writeStorage("session", "attribution_data", "{}")).toBe(true);
    expect(readStorage("local", "insurance-banner-dismissed")).toBe("true");
    expect(readStorage("session", "insurance-banner-dismissed")).toBeNull();
    expect(window.sessionStorage.getItem("attribution_data")).toBe("{}");
    removeStorage("local", "insurance-banner-dismissed");
    expect(readStorage("local", "insurance-banner-dismissed")).toBeNull();
  });

  it("R-OPEN-37: when storage access throws, reads give null, writes report false and nothing throws", () => {
    blockStorage();
    expect(readStorage("local", "newsletter-subscribed")).toBeNull();
    expect(readStorage("session", "attribution_data")).toBeNull();
    expect(writeStorage("local", "insurance-banner-dismissed", "true")).toBe(false);
    expect(writeStorage("session", "attribution_data", "{}")).toBe(false);
    expect(() => removeStorage("local", "newsletter-popup-shown")).not.toThrow();
    expect(readJson("session", "attribution_data")).toBeNull();
  });

  it("R-OPEN-37: when getItem/setItem/removeItem throw, the helpers still do not throw", () => {
    const throwing = {
      getItem: () => {
        throw new Error("blocked");
      },
      setItem: () => {
        throw new DOMException("Quota exceeded", "QuotaExceededError");
      },
      removeItem: () => {
        throw new Error("blocked");
      },
    } as unknown as Storage;
    vi.spyOn(window, "localStorage", "get").mockReturnValue(throwing);
    expect(readStorage("local", "k")).toBeNull();
    expect(writeStorage("local", "k", "v")).toBe(false);
    expect(() => removeStorage("local", "k")).not.toThrow();
  });

  it("R-OPEN-37: readJson parses stored JSON and treats a corrupt value as absent", () => {
    window.localStorage.setItem("ab_test_assignment", JSON.stringify({ experiment_id: "exp-1" }));
    expect(readJson<{ experiment_id: string }>("local", "ab_test_assignment")).toEqual({ experiment_id: "exp-1" });
    window.localStorage.setItem("ab_test_assignment", "{broken");
    expect(readJson("local", "ab_test_assignment")).toBeNull();
    expect(readJson("local", "missing")).toBeNull();
  });
});
