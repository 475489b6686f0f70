import { describe, expect, it } from "vitest";
import { withoutModulePreloads } from "./module-preloads";

const script = 'import "/assets/manifest.js";\nimport * as route0 from "/assets/root.js";\nroute0;';

describe("prerendered pages leave out React Router's module preloads", () => {
  it("removes every preload and leaves the stylesheet, the module script and the other scripts as they were", () => {
    const page = `<head><link rel="stylesheet" href="/assets/app.css"/><link rel="modulepreload" href="/assets/root.js"/><link rel="modulepreload" href="/assets/entry.client.js"/><script>window.a=1</script></head><body><script type="module" async="">${script}</script><script>window.b=2</script></body>`;
    const rewritten = withoutModulePreloads(page);
    expect(rewritten).not.toContain("modulepreload");
    expect(rewritten).toBe(
      `<head><link rel="stylesheet" href="/assets/app.css"/><script>window.a=1</script></head><body><script type="module" async="">${script}</script><script>window.b=2</script></body>`,
    );
  });

  it("refuses a page without React Router's module script, or with two, so another output shape fails the build", () => {
    expect(() => withoutModulePreloads("<body></body>")).toThrow(/found 0/);
    expect(() =>
      withoutModulePreloads(`<script type="module">${script}</script><script type="module">${script}</script>`),
    ).toThrow(/found 2/);
  });
});
