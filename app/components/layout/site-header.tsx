import { ChevronDownIcon, MenuIcon, XIcon } from "lucide-react";
import { NavigationMenu } from "radix-ui";
import { useEffect, useState } from "react";
import { Link, useLocation } from "react-router";
import { HEADER_SCROLL_THRESHOLD_PX, NAV_MENU } from "@core/constants";
import { Button } from "~/components/ui/button";
import { useDialogs } from "~/components/dialogs/dialogs-provider";
import { moreNav, primaryNav } from "~/data/navigation";
import { trackClick } from "~/features/analytics";
import { siteConfig } from "@site-config";
import { cn } from "~/lib/cn";
import { useBanner } from "./banner-context";
import { BrandLogo } from "./brand-logo";
import { SmartLink } from "./smart-link";

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

const navLinkClass =
  "rounded-full px-3 py-2 text-sm font-medium text-ink-800 transition-colors hover:bg-ink-100 hover:text-ink-950 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-honey-600";

/** Spec §2 header: opaque past 10 px, below the banner while it shows, a mobile menu under xl. */
export function SiteHeader() {
  const scrolled = useScrolledPast(HEADER_SCROLL_THRESHOLD_PX);
  const { visible: bannerVisible } = useBanner();
  const { openQuote, openAppDownload } = useDialogs();
  const [menuOpen, setMenuOpen] = useState(false);
  const location = useLocation();

  // The mobile menu closes on a route change and on Esc (R-OPEN-34).
  useEffect(() => setMenuOpen(false), [location.pathname, location.hash]);
  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => event.key === "Escape" && setMenuOpen(false);
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [menuOpen]);

  function getQuote() {
    trackClick("CTA", "Get Quote");
    setMenuOpen(false);
    openQuote(HEADER_QUOTE_CONTEXT);
  }
  function downloadApp() {
    trackClick("App Download", "Download App");
    setMenuOpen(false);
    openAppDownload();
  }

  const opaque = scrolled || menuOpen;

  return (
    <header
      data-testid="site-header"
      data-opaque={opaque ? "true" : "false"}
      className={cn(
        "fixed inset-x-0 top-0 z-40 transition-[transform,background-color,box-shadow] duration-300",
        bannerVisible ? "translate-y-(--banner-h)" : "translate-y-0",
        opaque ? "bg-white shadow-[0_1px_0_0_rgb(0_0_0/0.06),0_8px_24px_-12px_rgb(0_0_0/0.15)]" : "bg-transparent",
      )}
    >
      <div className="mx-auto flex h-(--header-h) max-w-7xl items-center justify-between gap-4 px-4 sm:px-6">
        <Link to="/" aria-label={`${siteConfig.name} home`} className="rounded-lg focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-honey-600">
          <BrandLogo />
        </Link>

        <NavigationMenu.Root
          delayDuration={NAV_MENU.delayMs}
          skipDelayDuration={NAV_MENU.skipDelayMs}
          aria-label="Main"
          className="relative hidden xl:block"
        >
          <NavigationMenu.List className="flex items-center gap-1">
            {primaryNav.map((item) => (
              <NavigationMenu.Item key={item.to}>
                <NavigationMenu.Link asChild active={location.pathname === item.to}>
                  <SmartLink to={item.to} className={navLinkClass}>
                    {item.label}
                  </SmartLink>
                </NavigationMenu.Link>
              </NavigationMenu.Item>
            ))}
            <NavigationMenu.Item>
              <NavigationMenu.Trigger className={cn(navLinkClass, "group inline-flex items-center gap-1")}>
                More
                <ChevronDownIcon
                  className="size-4 transition-transform group-data-[state=open]:rotate-180"
                  aria-hidden="true"
                />
              </NavigationMenu.Trigger>
              <NavigationMenu.Content className="absolute right-0 top-full mt-2 w-48 rounded-2xl border border-ink-100 bg-white p-2 shadow-xl">
                <ul className="flex flex-col">
                  {moreNav.map((item) => (
                    <li key={item.to}>
                      <NavigationMenu.Link asChild active={location.pathname === item.to}>
                        <Link to={item.to} className={cn(navLinkClass, "block rounded-xl")}>
                          {item.label}
                        </Link>
                      </NavigationMenu.Link>
                    </li>
                  ))}
                </ul>
              </NavigationMenu.Content>
            </NavigationMenu.Item>
          </NavigationMenu.List>
        </NavigationMenu.Root>

        <div className="flex items-center gap-2">
          <Button variant="outline" size="sm" onClick={downloadApp} className="max-xl:hidden">
            Download App
          </Button>
          <Button size="sm" onClick={getQuote}>
            Get Quote
          </Button>
          <button
            type="button"
            className="inline-flex size-10 items-center justify-center rounded-full text-ink-900 hover:bg-ink-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-honey-600 xl:hidden"
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            aria-label={menuOpen ? "Close menu" : "Open menu"}
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? <XIcon className="size-6" aria-hidden="true" /> : <MenuIcon className="size-6" aria-hidden="true" />}
          </button>
        </div>
      </div>

      <div
        id="mobile-menu"
        hidden={!menuOpen}
        className="max-h-[calc(100dvh-var(--header-h))] overflow-y-auto border-t border-ink-100 bg-white xl:hidden"
      >
        <nav aria-label="Mobile" className="mx-auto max-w-7xl px-4 py-4 sm:px-6">
          <ul className="grid gap-1 sm:grid-cols-2">
            {[{ label: "Home", to: "/" }, ...primaryNav, ...moreNav].map((item) => (
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
          <Button variant="outline" size="lg" onClick={downloadApp} className="mt-4 w-full">
            Download App
          </Button>
        </nav>
      </div>
    </header>
  );
}
