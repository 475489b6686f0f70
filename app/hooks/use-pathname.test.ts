import { describe, expect, it } from "vitest";
import { sitePath } from "./use-pathname";

describe("sitePath", () => {
  it("names a prerendered page's path as its visitors' browsers do", () => {
    const paths = { "/contact/": "/contact", "/ar/contact/": "/ar/contact", "/ar/": "/ar", "/ar//": "/ar" };
    for (const [prerendered, browsers] of Object.entries(paths))
      expect(sitePath(prerendered), prerendered).toBe(browsers);
  });

  it("leaves the home page and paths without a trailing slash alone", () => {
    for (const path of ["/", "/about"]) expect(sitePath(path)).toBe(path);
  });
});
