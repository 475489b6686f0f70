import { afterEach, describe, expect, it } from "vitest";
import { pageForFirstPaint, startAfterFirstPaint } from "./first-paint";

/** A module as a URL the script can import, in Node as in the browser; each one new (a module runs once per URL). */
let made = 0;
const moduleUrl = (source: string) => `data:text/javascript,${encodeURIComponent(`${source}\n// ${++made}`)}`;

/** React Router's module script as the prerender writes it (blank lines included). */
function reactRouterScript(urls: { manifest: string; root: string; home: string; entry: string }) {
  return [
    `import "${urls.manifest}";`,
    `import * as route0 from "${urls.root}";`,
    `import * as route1 from "${urls.home}";`,
    "  ",
    '  window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};',
    "",
    `import("${urls.entry}");`,
  ].join("\n");
}

const fresh = () => ({
  manifest: moduleUrl("globalThis.log.push('manifest'); window.__reactRouterManifest = { version: 'test' };"),
  root: moduleUrl("globalThis.log.push('root'); export const id = 'root';"),
  home: moduleUrl("globalThis.log.push('home'); export const id = 'home';"),
  entry: moduleUrl("globalThis.log.push('entry:' + Object.keys(window.__reactRouterRouteModules).join(','));"),
});

type Observer = {
  callback: (list: { getEntriesByName(name: string): unknown[] }, observer: Observer) => void;
  disconnect(): void;
};

const scope = globalThis as unknown as Record<string, unknown> & { log: string[] };
afterEach(() => {
  for (const name of [
    "log",
    "window",
    "document",
    "PerformanceObserver",
    "__reactRouterRouteModules",
    "__reactRouterManifest",
  ])
    delete scope[name];
});

/** Runs the rewritten script as the browser would: an inline module with top-level await. */
async function run(script: string, { visible, paintTiming }: { visible: boolean; paintTiming: boolean }) {
  scope.log = [];
  scope.window = globalThis;
  scope.document = { visibilityState: visible ? "visible" : "hidden" };
  const observers: Observer[] = [];
  class FakeObserver {
    static supportedEntryTypes = paintTiming ? ["paint", "resource"] : ["resource"];
    constructor(public callback: Observer["callback"]) {
      observers.push(this);
    }
    observe() {}
    disconnect() {
      observers.splice(observers.indexOf(this), 1);
    }
  }
  scope.PerformanceObserver = FakeObserver;
  const done = import(/* @vite-ignore */ moduleUrl(startAfterFirstPaint(script))) as Promise<unknown>;
  const paint = (name: string) => {
    for (const observer of [...observers])
      observer.callback({ getEntriesByName: (wanted) => (wanted === name ? [{ name }] : []) }, observer);
  };
  return { done, paint, observers };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

describe("React Router's module script starts after the first paint (issue 17)", () => {
  it("imports nothing before the first contentful paint, then the same modules, then runs the rest of the script", async () => {
    const page = await run(reactRouterScript(fresh()), { visible: true, paintTiming: true });
    await settle();
    expect(scope.log).toEqual([]);
    page.paint("first-paint");
    await settle();
    expect(scope.log).toEqual([]);
    page.paint("first-contentful-paint");
    await page.done;
    await settle();
    expect(scope.log.slice(0, 3).sort()).toEqual(["home", "manifest", "root"]);
    expect(scope.log[3]).toBe("entry:root,routes/home");
    expect((scope.__reactRouterRouteModules as Record<string, { id: string }>)["routes/home"]!.id).toBe("home");
    expect(page.observers).toHaveLength(0);
  });

  it("starts at once in a background tab, or in a browser without paint timing", async () => {
    for (const options of [
      { visible: false, paintTiming: true },
      { visible: true, paintTiming: false },
    ]) {
      const page = await run(reactRouterScript(fresh()), options);
      await page.done;
      await settle();
      expect(scope.log.at(-1)).toBe("entry:root,routes/home");
    }
  });

  it("starts after a second when no paint entry comes", async () => {
    const page = await run(reactRouterScript(fresh()), { visible: true, paintTiming: true });
    await new Promise((resolve) => setTimeout(resolve, 800));
    expect(scope.log).toEqual([]);
    await page.done;
    await settle();
    expect(scope.log.at(-1)).toBe("entry:root,routes/home");
  });

  it("refuses a script of another shape, so a new React Router output fails the build instead of loading nothing", () => {
    expect(() => startAfterFirstPaint('import { a } from "/assets/a.js";\nimport("/assets/entry.js");')).toThrow(
      /not in the shape/,
    );
    expect(() => startAfterFirstPaint('import("/assets/entry.js");')).toThrow(/not in the shape/);
  });

  it("leaves out the module preloads, rewrites exactly one module script per page and leaves the other scripts alone", () => {
    const script = reactRouterScript(fresh());
    const page = `<head><link rel="stylesheet" href="/assets/app.css"/><link rel="modulepreload" href="/assets/root.js"/><link rel="modulepreload" href="/assets/entry.client.js"/><script>window.a=1</script></head><body><script type="module" async="">${script}</script><script>window.b=2</script></body>`;
    const rewritten = pageForFirstPaint(page);
    expect(rewritten).not.toContain("modulepreload");
    expect(rewritten).toContain('<link rel="stylesheet" href="/assets/app.css"/>');
    expect(rewritten).toContain("<script>window.a=1</script>");
    expect(rewritten).toContain("<script>window.b=2</script>");
    expect(rewritten).toContain(`<script type="module" async="">${startAfterFirstPaint(script)}</script>`);
    expect(rewritten).not.toMatch(/^import /m);
    expect(() => pageForFirstPaint("<body></body>")).toThrow(/found 0/);
    expect(() =>
      pageForFirstPaint(`<script type="module">${script}</script><script type="module">${script}</script>`),
    ).toThrow(/found 2/);
  });
});
