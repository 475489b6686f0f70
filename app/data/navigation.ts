/** Header and footer navigation (R-OPEN-34, spec §2): page ids of the registry, in menu order. */
import { pagePath, pages, type PageId } from "@core/pages";

export type NavLink = { label: string; to: string };

const links = (ids: readonly PageId[]): NavLink[] => ids.map((id) => ({ label: pages[id].label, to: pagePath(id) }));

/** Inline on desktop. */
export const primaryNav: readonly NavLink[] = [
  ...links(["features", "driver-score", "queen-bee-competition", "how-it-works", "success-stories"]),
  { label: "Reviews", to: "/#testimonials" },
];

/** In the desktop "More" menu. */
export const moreNav = links(["blog", "about", "faq", "contact"]);

export const footerProductLinks = links(["about", "how-it-works", "success-stories", "blog"]);

export const footerLegalLinks = links(["privacy", "terms", "app-terms-of-use", "app-privacy-notice", "faq"]);
