/**
 * The page registry is the one list: the router, the navigation and the prerender list are
 * derived from it, and every link they make leads to a page that is built.
 */
import { describe, expect, it } from "vitest";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { LOCALES, localized } from "@core/locales";
import { homePath, notFoundPath, PAGE_IDS, pagePath, pages, postPath } from "@core/pages";
import { BLOG_SLUGS, prerenderPaths, publicPaths, PUBLIC_PATHS } from "@core/routes";
import routes from "../routes";
import { en } from "~/i18n/messages/en";
import { ar } from "~/i18n/messages/ar";
import { navigation } from "./navigation";
import { journeySlug } from "./testimonials";

function routePaths(entries: readonly RouteConfigEntry[], prefix = ""): string[] {
  return entries.flatMap((entry) => {
    const own = entry.path ? `${prefix}/${entry.path}` : prefix;
    const path = entry.index ? own || "/" : own;
    return [...(entry.path || entry.index ? [path] : []), ...routePaths(entry.children ?? [], path)];
  });
}

describe("the page registry drives the router", () => {
  const paths = routePaths(routes);

  it("every registry page is a route, once in each edition", () => {
    for (const locale of LOCALES)
      for (const id of PAGE_IDS)
        expect(
          paths.filter((path) => path === pagePath(id, locale)),
          `${locale} ${id}`,
        ).toHaveLength(1);
  });

  it("every prerendered path is matched by a route other than the catch-all", () => {
    const matches = (pattern: string, path: string) =>
      new RegExp(`^${pattern.replace(/:[^/]+/g, "[^/]+")}$`).test(path);
    const notFound = LOCALES.map((locale) => notFoundPath(locale));
    const catchAll = LOCALES.map((locale) => localized("/*", locale));
    for (const path of prerenderPaths.filter((p) => !notFound.includes(p))) {
      expect(
        paths.some((pattern) => !catchAll.includes(pattern) && matches(pattern, path)),
        path,
      ).toBe(true);
    }
  });

  it("the public paths are Home, the registry pages and one path per article, in that order", () => {
    expect(PUBLIC_PATHS).toEqual([
      "/",
      ...PAGE_IDS.map((id) => pagePath(id)),
      ...BLOG_SLUGS.map((slug) => postPath(slug)),
    ]);
    expect(new Set(PUBLIC_PATHS).size).toBe(PUBLIC_PATHS.length);
  });
});

describe("navigation links lead to built pages", () => {
  for (const [locale, catalogue] of [
    ["en", en],
    ["ar", ar],
  ] as const) {
    const nav = navigation(locale, catalogue.chrome.nav);
    const links = [nav.home, ...nav.primary, ...nav.more, ...nav.footerProduct, ...nav.footerLegal];

    it(`${locale}: every link is a public path of the edition or an anchor on its Home, labelled as its catalogue labels it`, () => {
      for (const link of links) {
        if (link.to.startsWith(`${homePath(locale)}#`)) continue;
        expect(publicPaths(locale), link.to).toContain(link.to);
        const id = PAGE_IDS.find((pageId) => pagePath(pageId, locale) === link.to);
        if (id) expect(link.label).toBe(catalogue.chrome.nav.pages[id]);
      }
      expect(nav.more[0]?.to).toBe(`${homePath(locale)}#testimonials`);
    });
  }

  it("the English labels are the registry's", () => {
    for (const id of PAGE_IDS) expect(en.chrome.nav.pages[id]).toBe(pages[id].label);
  });

  it("the member story the success-stories page links to is an article", () => {
    expect(BLOG_SLUGS).toContain(journeySlug);
  });
});
