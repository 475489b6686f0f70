/**
 * The public routes of spec §2, in one place: the router, the prerender list,
 * the sitemap, the server's 404 decision and the tests all read this.
 */
import { journeySlug } from "../app/data/testimonials";

export const BLOG_SLUGS = [
  "rewards-system",
  "queen-bee-winner",
  "insurance-cashback",
  "chinese-cars",
  "import-cars",
  "dubai-traffic-violations",
  "how-safety-score-calculated",
  "building-safety-score",
  "community-growth",
  journeySlug,
  "ai-coach-uae",
  "guardian-verified-vision",
  "parent-mode",
] as const;

/** Content pages (everything public but Home and the blog). */
export const CONTENT_PAGES = [
  { path: "/about", title: "About" },
  { path: "/features", title: "Features" },
  { path: "/how-it-works", title: "How It Works" },
  { path: "/success-stories", title: "Success Stories" },
  { path: "/driver-score", title: "Build Your Driving Score" },
  { path: "/queen-bee-competition", title: "Queen Bee Competition" },
  { path: "/faq", title: "FAQ" },
  { path: "/contact", title: "Contact" },
  { path: "/privacy", title: "Privacy Policy" },
  { path: "/terms", title: "Terms of Service" },
  { path: "/app-terms-of-use", title: "App Terms of Use" },
  { path: "/app-privacy-notice", title: "App Privacy Notice" },
] as const;

export const REDIRECT_PATHS = ["/app-store", "/whatsapp", "/whatsapp-promo"] as const;

/** Client-only pages: served from the SPA fallback, never indexed. */
export const CLIENT_ONLY_PATHS = ["/auth", "/admin", "/ab-testing-admin"] as const;

/** The path the not-found page is prerendered at; the server sends it with status 404. */
export const NOT_FOUND_PRERENDER_PATH = "/404";

export const PUBLIC_PATHS = [
  "/",
  ...CONTENT_PAGES.map((page) => page.path),
  "/blog",
  ...BLOG_SLUGS.map((slug) => `/blog/${slug}`),
];

export const prerenderPaths = [...PUBLIC_PATHS, ...REDIRECT_PATHS, NOT_FOUND_PRERENDER_PATH];
