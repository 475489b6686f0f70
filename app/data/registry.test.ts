/**
 * The page registry is the one list: the router, the navigation and the prerender list are
 * derived from it, and every link they make leads to a page that is built.
 */
import { describe, expect, it } from "vitest";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { LOCALES, localized } from "@core/locales";
import { notFoundPath, PAGE_IDS, pagePath, pages, postPath } from "@core/pages";
import { BLOG_SLUGS, prerenderPaths, PUBLIC_PATHS } from "@core/routes";
import routes from "../routes";
import { footerLegalLinks, footerProductLinks, moreNav, primaryNav } from "./navigation";
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
  const links = [...primaryNav, ...moreNav, ...footerProductLinks, ...footerLegalLinks];

  it("every link is a public path or an anchor on Home, labelled as the registry labels it", () => {
    for (const link of links) {
      if (link.to.startsWith("/#")) continue;
      expect(PUBLIC_PATHS, link.to).toContain(link.to);
      const id = PAGE_IDS.find((pageId) => pagePath(pageId) === link.to)!;
      expect(link.label).toBe(pages[id].label);
    }
  });

  it("the member story the success-stories page links to is an article", () => {
    expect(BLOG_SLUGS).toContain(journeySlug);
  });
});
