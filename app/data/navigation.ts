/** Header and footer navigation (R-OPEN-34, R-HEADER-01, R-HOME-FOOTER-04..07): page ids of the registry, in menu order, in an edition. */
import { homePath, pagePath, type PageId } from "@core/pages";
import type { Locale } from "@core/locales";

export type NavLink = { label: string; to: string };

/** The words the menus need: each page's label, Home and the home page's member stories (from the edition's catalogue). */
export type NavLabels = { pages: Readonly<Record<PageId, string>>; home: string; stories: string };

export type Navigation = {
  home: NavLink;
  /** Inline on desktop. */
  primary: readonly NavLink[];
  /** In the desktop "More" menu. */
  more: readonly NavLink[];
  footerProduct: readonly NavLink[];
  footerLegal: readonly NavLink[];
};

export function navigation(locale: Locale, labels: NavLabels): Navigation {
  const links = (ids: readonly PageId[]): NavLink[] =>
    ids.map((id) => ({ label: labels.pages[id], to: pagePath(id, locale) }));
  return {
    home: { label: labels.home, to: homePath(locale) },
    primary: links(["features", "driver-score", "queen-bee-competition", "how-it-works", "success-stories"]),
    more: [
      // The home page's example stories, called what they are, not reviews (R-HONEST-03). First under
      // "More": the longer name does not fit the desktop row beside "Success Stories", whose page shows them too.
      { label: labels.stories, to: `${homePath(locale)}#testimonials` },
      ...links(["blog", "about", "faq", "contact"]),
    ],
    footerProduct: links(["about", "how-it-works", "success-stories", "blog"]),
    footerLegal: links(["privacy", "terms", "app-terms-of-use", "app-privacy-notice", "faq"]),
  };
}
