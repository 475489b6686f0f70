import { memo } from "react";
import { Outlet, useLocation } from "react-router";
import { HydrateInTurn } from "~/components/layout/hydrate-in-turn";
import { SiteFooter } from "~/components/layout/site-footer";
import { SiteHeader } from "~/components/layout/site-header";
import { StickyBanner } from "~/components/layout/sticky-banner";
import { useI18n } from "~/i18n/i18n";
import { homePath } from "@core/pages";

/** The footer hydrates after the page above it (issue 16); memoised, so the layout re-rendering does not reach it while it waits. */
const Footer = memo(function Footer() {
  return (
    <HydrateInTurn id="footer">
      <SiteFooter />
    </HydrateInTurn>
  );
});

/** The shared chrome of every public page; the sticky banner shows on Home only (R-OPEN-36). */
export default function SiteLayout() {
  const { pathname } = useLocation();
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
