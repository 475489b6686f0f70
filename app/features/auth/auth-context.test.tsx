// @vitest-environment happy-dom
import { renderHook } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { safeRedirect } from "~/components/admin/admin-guard";
import { useAuth } from "./auth-context";

describe("auth context", () => {
  it("R-ERR-15: useAuth outside its provider throws", () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    expect(() => renderHook(() => useAuth())).toThrow("useAuth must be used within an AuthProvider");
  });
});

describe("safeRedirect (R-OPEN-12: back to the page after login, never to another site)", () => {
  it.each([
    ["/admin", "/admin"],
    ["/admin?tab=enquiries", "/admin?tab=enquiries"],
    ["/ab-testing-admin", "/ab-testing-admin"],
    [null, "/admin"],
    ["", "/admin"],
    ["https://evil.example/", "/admin"],
    ["//evil.example/", "/admin"],
    ["/\\evil.example", "/admin"],
    ["javascript:alert(1)", "/admin"],
  ])("%s → %s", (input, expected) => {
    expect(safeRedirect(input)).toBe(expected);
  });
});
