import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";

/** Spec §2 routes. Every page is its own chunk, loaded on demand. */
export default [
  layout("routes/site-layout.tsx", [
    index("routes/home.tsx"),
    route("about", "routes/content-page.tsx", { id: "about" }),
    route("features", "routes/features.tsx"),
    route("how-it-works", "routes/content-page.tsx", { id: "how-it-works" }),
    route("success-stories", "routes/success-stories.tsx"),
    route("driver-score", "routes/content-page.tsx", { id: "driver-score" }),
    route("queen-bee-competition", "routes/content-page.tsx", { id: "queen-bee-competition" }),
    route("faq", "routes/faq.tsx"),
    route("contact", "routes/contact.tsx"),
    route("privacy", "routes/content-page.tsx", { id: "privacy" }),
    route("terms", "routes/content-page.tsx", { id: "terms" }),
    route("app-terms-of-use", "routes/content-page.tsx", { id: "app-terms-of-use" }),
    route("app-privacy-notice", "routes/content-page.tsx", { id: "app-privacy-notice" }),
    route("blog", "routes/blog-index.tsx"),
    route("blog/:slug", "routes/blog-post.tsx"),
    route("*", "routes/not-found.tsx"),
  ]),
  // The team pages: client-only, one auth context, no site chrome.
  layout("routes/console-layout.tsx", [
    route("auth", "routes/auth.tsx"),
    route("admin", "routes/admin.tsx"),
    route("ab-testing-admin", "routes/ab-testing-admin.tsx"),
  ]),
  // One redirect page for the three paths (spec §2), outside the site chrome.
  route("app-store", "routes/redirect.tsx", { id: "redirect-app-store" }),
  route("whatsapp", "routes/redirect.tsx", { id: "redirect-whatsapp" }),
  route("whatsapp-promo", "routes/redirect.tsx", { id: "redirect-whatsapp-promo" }),
] satisfies RouteConfig;
