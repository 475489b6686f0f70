import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";
import { CLIENT_ONLY_PATHS, NEWSLETTER_PATHS, PAGE_IDS, pages, REDIRECT_PATHS, type PageId } from "../core/pages";

/** A page's route module: the Markdown pages share one; the others are routes/{id}.tsx. */
function pageRoute(id: PageId) {
  const page: { segment: string; markdown?: boolean } = pages[id];
  if (page.markdown) return route(page.segment, "routes/content-page.tsx", { id });
  return route(page.segment, id === "blog" ? "routes/blog-index.tsx" : `routes/${id}.tsx`);
}

const segmentOf = (path: string) => path.slice(1);

/** Spec §2 routes, from the page registry. Every page is its own chunk, loaded on demand. */
export default [
  layout("routes/site-layout.tsx", [
    index("routes/home.tsx"),
    ...PAGE_IDS.map(pageRoute),
    route(`${pages.blog.segment}/:slug`, "routes/blog-post.tsx"),
    route(segmentOf(NEWSLETTER_PATHS.confirm), "routes/newsletter-confirm.tsx"),
    route(segmentOf(NEWSLETTER_PATHS.unsubscribe), "routes/newsletter-unsubscribe.tsx"),
    route("*", "routes/not-found.tsx"),
  ]),
  // The team pages: client-only, one auth context, no site chrome.
  layout(
    "routes/console-layout.tsx",
    CLIENT_ONLY_PATHS.map((path) => route(segmentOf(path), `routes/${segmentOf(path)}.tsx`)),
  ),
  // One redirect page for the three paths (spec §2), outside the site chrome.
  ...REDIRECT_PATHS.map((path) => route(segmentOf(path), "routes/redirect.tsx", { id: `redirect-${segmentOf(path)}` })),
] satisfies RouteConfig;
