import { describe, expect, it } from "vitest";
import { sitePath } from "./use-pathname";

describe("sitePath", () => {
  it("names a prerendered page's path as its visitors' browsers do", () => {
    expect(sitePath("/contact/")).toBe("/contact");
    expect(sitePath("/ar/contact/")).toBe("/ar/contact");
    expect(sitePath("/ar/")).toBe("/ar");
    expect(sitePath("/ar//")).toBe("/ar");
  });

  it("leaves the home page and paths without a trailing slash alone", () => {
    expect(sitePath("/")).toBe("/");
    expect(sitePath("/about")).toBe("/about");
  });
});
