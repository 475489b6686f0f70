import { memo, useEffect } from "react";
import { Outlet } from "react-router";
import { deferredPart, HydrateInTurn, preloadParts } from "~/components/layout/hydrate-in-turn";
import { SiteHeader } from "~/components/layout/site-header";
import { StickyBanner } from "~/components/layout/sticky-banner";
import { useI18n } from "~/i18n/i18n";
import { homePath } from "@core/pages";
import { usePathname } from "~/hooks/use-pathname";

/**
 * The footer's code loads once the page above it is live, and the footer hydrates after
 * that page (docs/decisions/008-performance.md); memoised, so the layout re-rendering does not reach it while it
 * waits. Its code is in by the time any client navigation could need it, except the one
 * from a page outside this layout (login, admin) in its first moments: there the footer
 * follows the page by the time its chunk takes.
 */
const SiteFooter = deferredPart(() => import("~/components/layout/site-footer").then((m) => m.SiteFooter));

const Footer = memo(function Footer() {
  useEffect(() => void preloadParts([SiteFooter]), []);
  return (
    <HydrateInTurn id="footer">
      <SiteFooter />
    </HydrateInTurn>
  );
});

/** The shared chrome of every public page; the sticky banner shows on Home only (R-OPEN-36). */
export default function SiteLayout() {
  const pathname = usePathname();
  const { locale, m } = useI18n();
  const home = pathname === homePath(locale);
  return (
    <>
      <a
        href="#main"
        className="sr-only z-[70] rounded-full bg-ink-950 px-4 py-2 text-white focus:not-sr-only focus:fixed focus:start-4 focus:top-4"
      >
        {m.layout.skipToContent}
      </a>
      {home ? <StickyBanner /> : null}
      <SiteHeader />
      <main id="main" tabIndex={-1} className={home ? "outline-none" : "pt-(--header-h) outline-none"}>
        <Outlet />
      </main>
      <Footer />
    </>
  );
}
