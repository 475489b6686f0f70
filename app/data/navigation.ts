/** Header and footer navigation as data (R-OPEN-34, spec §2). */
export type NavLink = { label: string; to: string };

/** Inline on desktop. */
export const primaryNav: readonly NavLink[] = [
  { label: "Features", to: "/features" },
  { label: "Driver Score", to: "/driver-score" },
  { label: "Queen Bee", to: "/queen-bee-competition" },
  { label: "How It Works", to: "/how-it-works" },
  { label: "Success Stories", to: "/success-stories" },
  { label: "Reviews", to: "/#testimonials" },
];

/** In the desktop "More" menu. */
export const moreNav: readonly NavLink[] = [
  { label: "Blog", to: "/blog" },
  { label: "About", to: "/about" },
  { label: "FAQ", to: "/faq" },
  { label: "Contact", to: "/contact" },
];

export const footerProductLinks: readonly NavLink[] = [
  { label: "About", to: "/about" },
  { label: "How It Works", to: "/how-it-works" },
  { label: "Success Stories", to: "/success-stories" },
  { label: "Blog", to: "/blog" },
];

export const footerLegalLinks: readonly NavLink[] = [
  { label: "Privacy Policy", to: "/privacy" },
  { label: "Terms of Service", to: "/terms" },
  { label: "App Terms of Use", to: "/app-terms-of-use" },
  { label: "App Privacy Notice", to: "/app-privacy-notice" },
  { label: "FAQ", to: "/faq" },
];
