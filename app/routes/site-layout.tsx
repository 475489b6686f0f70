import { Outlet, useLocation } from "react-router";
import { SiteFooter } from "~/components/layout/site-footer";
import { SiteHeader } from "~/components/layout/site-header";
import { StickyBanner } from "~/components/layout/sticky-banner";

/** The shared chrome of every public page; the sticky banner shows on Home only (R-OPEN-36). */
export default function SiteLayout() {
  const { pathname } = useLocation();
  return (
    <>
      <a
        href="#main"
        className="sr-only z-[70] rounded-full bg-ink-950 px-4 py-2 text-white focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
      >
        Skip to content
      </a>
      {pathname === "/" ? <StickyBanner /> : null}
      <SiteHeader />
      <main id="main" tabIndex={-1} className={pathname === "/" ? "outline-none" : "pt-(--header-h) outline-none"}>
        <Outlet />
      </main>
      <SiteFooter />
    </>
  );
}
