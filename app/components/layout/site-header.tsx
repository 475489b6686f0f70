import { MenuIcon, XIcon } from "lucide-react";
import { lazy, Suspense, useCallback, useEffect, useRef, useState, type RefObject } from "react";
import { Link, useLocation } from "react-router";
import { HEADER_SCROLL_THRESHOLD_PX, XL_BREAKPOINT_PX } from "@core/constants";
import { DownloadAppButton, QuoteButton } from "~/components/dialogs/dialog-buttons";
import { useMediaQuery } from "~/hooks/use-media-query";
import { setOverlayOpen } from "~/features/overlays";
import { useI18n } from "~/i18n/i18n";
import { cn } from "~/lib/cn";
import { useBannerVisible } from "./banner-store";
import { BrandLogo } from "./brand-logo";
import { PlainDesktopNav, useNavigation } from "./nav-parts";
import { SmartLink } from "./smart-link";
import { LanguageSwitcher } from "./language-switcher";
import { usePathname } from "~/hooks/use-pathname";

const HEADER_QUOTE_CONTEXT = { source: "header", medium: "cta_button", content: "header_get_quote" } as const;

function useScrolledPast(threshold: number): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > threshold);
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, [threshold]);
  return scrolled;
}

const DesktopNav = lazy(() => import("./desktop-nav"));

/**
 * While the mobile menu is open it is the page: everything outside the header is inert (Tab
 * cannot leave into the page behind, screen readers do not read it) and the page does not
 * scroll; Escape closes it and gives focus back to its button.
 */
function useMenuModality(
  open: boolean,
  close: () => void,
  header: RefObject<HTMLElement | null>,
  toggle: RefObject<HTMLButtonElement | null>,
) {
  useEffect(() => {
    if (!open || !header.current) return;
    setOverlayOpen("mobile-menu", true);
    const madeInert: Element[] = [];
    for (let node: Element | null = header.current; node && node !== document.body; node = node.parentElement) {
      for (const sibling of node.parentElement?.children ?? []) {
        if (sibling === node || sibling.hasAttribute("inert") || sibling.tagName === "SCRIPT") continue;
        sibling.setAttribute("inert", "");
        madeInert.push(sibling);
      }
    }
    const root = document.documentElement;
    const overflow = root.style.overflow;
    root.style.overflow = "hidden";
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      close();
      toggle.current?.focus();
    };
    window.addEventListener("keydown", onKey);
    return () => {
      setOverlayOpen("mobile-menu", false);
      for (const element of madeInert) element.removeAttribute("inert");
      root.style.overflow = overflow;
      window.removeEventListener("keydown", onKey);
    };
  }, [open, close, header, toggle]);
}

/** The header (R-HEADER-*): opaque past 10 px, below the banner while it shows, a mobile menu under xl. */
export function SiteHeader() {
  const scrolled = useScrolledPast(HEADER_SCROLL_THRESHOLD_PX);
  const bannerVisible = useBannerVisible();
  const [menuOpen, setMenuOpen] = useState(false);
  const location = useLocation();
  const pathname = usePathname();
  const { m } = useI18n();
  const nav = useNavigation();
  // The inline links with their "More" menu exist from xl up; smaller screens never load the menu's code.
  const desktop = useMediaQuery(`(min-width: ${XL_BREAKPOINT_PX}px)`);
  const [wantMore, setWantMore] = useState(false);
  const plainNav = <PlainDesktopNav onWantMore={() => setWantMore(true)} />;

  const closeMenu = useCallback(() => setMenuOpen(false), []);
  const headerRef = useRef<HTMLElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  // The mobile menu closes on a route change and on Esc (R-OPEN-34).
  // eslint-disable-next-line react-hooks/set-state-in-effect -- closes the menu when the router changes the location (R-OPEN-34)
  useEffect(() => setMenuOpen(false), [location.pathname, location.hash]);
  useMenuModality(menuOpen, closeMenu, headerRef, toggleRef);
  // "Download App" in the header's row (from xl up) and in the mobile menu: the same button, its size and place apart.
  const downloadApp = (size: "sm" | "lg", className: string) => (
    <DownloadAppButton
      variant="outline"
      size={size}
      label="Download App"
      onBeforeOpen={closeMenu}
      className={className}
    >
      {m.chrome.nav.downloadApp}
    </DownloadAppButton>
  );

  const opaque = scrolled || menuOpen;

  return (
    <header
      ref={headerRef}
      data-testid="site-header"
      data-opaque={opaque ? "true" : "false"}
      className={cn(
        "fixed inset-x-0 top-0 z-40 transition-[transform,background-color,box-shadow] duration-300",
        bannerVisible ? "translate-y-(--banner-h)" : "translate-y-0",
        opaque ? "bg-white shadow-[0_1px_0_0_rgb(0_0_0/0.06),0_8px_24px_-12px_rgb(0_0_0/0.15)]" : "bg-transparent",
      )}
    >
      {/* Below 360 px (a 320 px phone) the row tightens so the menu button stays on screen. */}
      <div className="mx-auto flex h-(--header-h) max-w-7xl items-center justify-between gap-4 px-4 max-[359px]:gap-2 max-[359px]:px-3 sm:px-6">
        <Link
          to={nav.home.to}
          aria-label={m.chrome.nav.homeLink}
          className="rounded-lg focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-honey-600"
        >
          <BrandLogo />
        </Link>

        {desktop ? (
          <Suspense fallback={plainNav}>
            <DesktopNav pathname={pathname} openMore={wantMore} />
          </Suspense>
        ) : (
          plainNav
        )}

        <div className="flex items-center gap-2 max-[359px]:gap-1">
          <LanguageSwitcher className="whitespace-nowrap max-xl:hidden" />
          {downloadApp("sm", "max-xl:hidden")}
          {/* The Arabic label is longer: on a 320 px phone its padding gives way so the row fits. */}
          <QuoteButton
            size="sm"
            label="Get Quote"
            context={HEADER_QUOTE_CONTEXT}
            onBeforeOpen={closeMenu}
            className="max-[359px]:rtl:px-3"
          >
            {m.common.getQuote}
          </QuoteButton>
          <button
            ref={toggleRef}
            type="button"
            className="inline-flex size-10 items-center justify-center rounded-full text-ink-900 hover:bg-ink-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-honey-600 xl:hidden"
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            aria-label={menuOpen ? m.chrome.nav.closeMenu : m.chrome.nav.openMenu}
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? (
              <XIcon className="size-6" aria-hidden="true" />
            ) : (
              <MenuIcon className="size-6" aria-hidden="true" />
            )}
          </button>
        </div>
      </div>

      <div
        id="mobile-menu"
        hidden={!menuOpen}
        className="max-h-[calc(100dvh-var(--header-h))] overflow-y-auto border-t border-ink-100 bg-white xl:hidden"
      >
        <nav aria-label={m.chrome.nav.mobile} className="mx-auto max-w-7xl px-4 py-4 sm:px-6">
          <ul className="grid gap-1 sm:grid-cols-2">
            {[nav.home, ...nav.primary, ...nav.more].map((item) => (
              <li key={item.to}>
                <SmartLink
                  to={item.to}
                  onNavigate={() => setMenuOpen(false)}
                  className="block rounded-xl px-3 py-3 text-base font-medium text-ink-900 hover:bg-ink-50"
                >
                  {item.label}
                </SmartLink>
              </li>
            ))}
          </ul>
          {downloadApp("lg", "mt-4 w-full")}
          <LanguageSwitcher className="mt-3 w-full justify-center" />
        </nav>
      </div>
    </header>
  );
}
