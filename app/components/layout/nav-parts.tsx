import { ChevronDownIcon } from "lucide-react";
import { useMemo } from "react";
import { navigation, type NavLink, type Navigation } from "~/data/navigation";
import { useI18n } from "~/i18n/i18n";
import { cn } from "~/lib/cn";
import { SmartLink } from "./smart-link";

export const navLinkClass =
  "whitespace-nowrap rounded-full px-2.5 py-2 text-sm font-medium text-ink-800 transition-colors hover:bg-ink-100 hover:text-ink-950 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-honey-600";

/** The menus of the page's edition, in its words. */
export function useNavigation(): Navigation {
  const { locale, m } = useI18n();
  return useMemo(() => navigation(locale, m.chrome.nav), [locale, m]);
}

/** Site links as list items, for a `<ul>` of the header or the footer. */
export function LinkItems({ links, className }: { links: readonly NavLink[]; className: string }) {
  return links.map((item) => (
    <li key={item.to}>
      <SmartLink to={item.to} className={className}>
        {item.label}
      </SmartLink>
    </li>
  ));
}

export function MoreLabel() {
  const { m } = useI18n();
  return (
    <>
      {m.chrome.nav.more}
      <ChevronDownIcon className="size-4 transition-transform group-data-[state=open]:rotate-180" aria-hidden="true" />
    </>
  );
}

/**
 * The inline navigation as the prerendered page has it, and as phones keep it
 * (hidden under xl): the same links and box as DesktopNav, without its code.
 * Reaching for "More" before the menu has loaded opens it as soon as it has.
 */
export function PlainDesktopNav({ onWantMore }: { onWantMore: () => void }) {
  const { m } = useI18n();
  const { primary } = useNavigation();
  return (
    <nav aria-label={m.chrome.nav.main} className="relative hidden xl:block">
      <div style={{ position: "relative" }}>
        <ul className="flex items-center gap-1">
          <LinkItems links={primary} className={navLinkClass} />
          <li>
            <button
              type="button"
              aria-expanded="false"
              className={cn(navLinkClass, "group inline-flex items-center gap-1")}
              onPointerEnter={onWantMore}
              onClick={onWantMore}
            >
              <MoreLabel />
            </button>
          </li>
        </ul>
      </div>
    </nav>
  );
}
