/**
 * R-SAFE-04: the service worker keeps no URL with a query, so a signed link's token never lands
 * in Cache Storage. Workbox answers a request with the first route whose urlPattern matches; the
 * same choice is made here over the routes sw.js is built with. A browser test checks the built
 * worker (tests/e2e/offline.spec.ts).
 */
import fc from "fast-check";
import type { RouteMatchCallbackOptions } from "workbox-core";
import { afterEach, describe, expect, it, vi } from "vitest";
import { localeOf } from "../core/locales";
import { offlinePath } from "../core/pages";
import { OFFLINE_FALLBACK, RUNTIME_CACHING } from "./service-worker-routes";

const ORIGIN = "https://drivebee.ae";

/** The route Workbox would answer a GET with, or undefined when no route matches. */
function routeOf(href: string, mode: RequestMode) {
  const url = new URL(href, ORIGIN);
  const options = { url, request: { mode } as Request, sameOrigin: url.origin === ORIGIN } as RouteMatchCallbackOptions;
  return RUNTIME_CACHING.find(({ urlPattern }) => typeof urlPattern === "function" && urlPattern(options));
}

/** The route Workbox would answer a GET with: its handler and cache, or "none" when no route matches. */
function answerer(href: string, mode: RequestMode): string {
  const route = routeOf(href, mode);
  if (!route) return "none";
  const handler = typeof route.handler === "string" ? route.handler : "a function";
  return `${handler}${route.options?.cacheName ? ` ${route.options.cacheName}` : ""}`;
}

const TOKEN = "0b0c3f52-1a2b-4c3d-8e9f-0a1b2c3d4e5f.n2bN4f0x7QvY1k8s3Jd5H9pL2mW6rT0uE4aZ";

describe("what the service worker keeps", () => {
  it("a page opened from a signed link, or its page data, is fetched and kept nowhere", () => {
    for (const path of [
      "/newsletter/confirm",
      "/ar/newsletter/unsubscribe",
      "/reminders/confirm",
      "/ar/reminders/unsubscribe",
      "/waitlist/confirm",
      "/ar/waitlist/confirm",
    ]) {
      expect(answerer(`${path}?token=${TOKEN}`, "navigate"), path).toBe("NetworkOnly");
      expect(answerer(`${path}.data?token=${TOKEN}`, "cors"), `${path}.data`).toBe("NetworkOnly");
    }
  });

  it("bare pages, page data, assets and images are kept as before; the API is left to the browser", () => {
    expect(answerer("/about", "navigate")).toBe("NetworkFirst pages");
    expect(answerer("/ar/newsletter/unsubscribe", "navigate")).toBe("NetworkFirst pages");
    expect(answerer("/blog/sarah-journey.data", "cors")).toBe("NetworkFirst page-data");
    expect(answerer("/assets/entry-AbC123.js", "no-cors")).toBe("CacheFirst assets");
    expect(answerer("/images/hero.webp", "no-cors")).toBe("StaleWhileRevalidate images");
    expect(answerer(`/api/waitlist/unsubscribe?token=${TOKEN}`, "navigate")).toBe("none");
    expect(answerer("/rest/v1/ab_experiments?select=*", "cors")).toBe("none");
    expect(answerer("/functions/v1/csrf-token", "cors")).toBe("none");
  });

  it("no same-origin URL with a query reaches a route that keeps what it fetches", () => {
    const segment = fc.stringMatching(/^[\w.~-]{1,12}$/);
    fc.assert(
      fc.property(
        fc.array(segment, { maxLength: 4 }),
        fc.constantFrom("", ".data", ".png", ".js", "/"),
        fc.dictionary(segment, fc.string(), { minKeys: 1, maxKeys: 3 }),
        fc.constantFrom<RequestMode>("navigate", "cors", "no-cors", "same-origin"),
        (segments, ending, query, mode) => {
          const path = `/${segments.join("/")}${ending}`.replace(/^\/+/, "/");
          const answer = answerer(`${path}?${new URLSearchParams(query).toString()}`, mode);
          expect(["NetworkOnly", "none"]).toContain(answer);
        },
      ),
    );
  });
});

describe("what a navigation gets when nothing answers it (R-OPEN-56)", () => {
  const segment = fc.oneof(
    fc.constantFrom("ar", "arabic", "area", "blog", "faq", "admin"),
    fc.stringMatching(/^[\w~-][\w.~-]{0,11}$/),
  );
  const paths = fc.array(segment, { maxLength: 4 }).map((segments) => `/${segments.join("/")}`);
  afterEach(() => vi.unstubAllGlobals());

  /** What the fallback answers a request whose strategy failed (the network, then the cache). */
  const didError = (request: Request) =>
    OFFLINE_FALLBACK.handlerDidError!({ request, error: new Error("offline"), event: {} as never });

  /** The URL the fallback asks the caches for, offline, for a navigation to `path`. */
  async function fallbackFor(path: string): Promise<string> {
    const asked: string[] = [];
    vi.stubGlobal("caches", {
      match: (url: string, options: CacheQueryOptions) => {
        expect(options.ignoreSearch).toBe(true);
        asked.push(url);
        return Promise.resolve(new Response("offline page"));
      },
    });
    const answer = await didError(new Request(new URL(path, ORIGIN)));
    expect(await answer!.text()).toBe("offline page");
    return asked[0]!;
  }

  it("is the offline page of the path's edition, whatever the path", async () => {
    await fc.assert(
      fc.asyncProperty(paths, fc.constantFrom("", "?utm_source=mail"), async (path, query) => {
        expect(await fallbackFor(`${path}${query}`)).toBe(offlinePath(localeOf(path)));
      }),
    );
  });

  it("answers every navigation the worker handles, with or without a query, and no other request", () => {
    fc.assert(
      fc.property(paths, fc.constantFrom("", "?token=abc", ".data"), (path, ending) => {
        const href = `${path}${ending}`;
        const navigation = routeOf(href, "navigate");
        if (!/^\/(api|functions|rest)(\/|$)/.test(path))
          expect(navigation?.options?.plugins, href).toContain(OFFLINE_FALLBACK);
        for (const mode of ["cors", "no-cors", "same-origin"] as const)
          expect(routeOf(href, mode)?.options?.plugins ?? [], `${href} ${mode}`).not.toContain(OFFLINE_FALLBACK);
      }),
    );
  });

  it("leaves a missing page without a fallback when the cache answers nothing (the browser's own error)", async () => {
    vi.stubGlobal("caches", { match: () => Promise.resolve(undefined) });
    const answer = await didError(new Request(`${ORIGIN}/faq`));
    expect(answer).toBeUndefined();
  });
});
