import { describe, expect, it } from "vitest";
import { readJson, readStorage, removeStorage, writeStorage } from "./storage";

describe("storage during prerender (no window)", () => {
  it("R-OPEN-37: on the server every access is a safe no-op", () => {
    expect(typeof window).toBe("undefined");
    expect(readStorage("local", "k")).toBeNull();
    expect(writeStorage("session", "k", "v")).toBe(false);
    expect(() => removeStorage("local", "k")).not.toThrow();
    expect(readJson("session", "k")).toBeNull();
  });
});
