import { NavigationMenu } from "radix-ui";
import { NAV_MENU } from "@core/constants";
import { useI18n } from "~/i18n/i18n";
import { cn } from "~/lib/cn";
import { MoreLabel, navLinkClass, useNavigation } from "./nav-parts";
import { SmartLink } from "./smart-link";

/**
 * The header's inline navigation from xl (1280 px) up, on Radix NavigationMenu:
 * "More" opens on hover after 200 ms and from the keyboard (R-STATE-UI-03, R-HEADER-01/02).
 * Phones never load it: the header renders its plain twin until the viewport is xl.
 */
export default function DesktopNav({ pathname, openMore }: { pathname: string; openMore: boolean }) {
  const { m } = useI18n();
  const { primary, more } = useNavigation();
  return (
    <NavigationMenu.Root
      delayDuration={NAV_MENU.delayMs}
      skipDelayDuration={NAV_MENU.skipDelayMs}
      defaultValue={openMore ? "more" : undefined}
      aria-label={m.chrome.nav.main}
      className="relative hidden xl:block"
    >
      <NavigationMenu.List className="flex items-center gap-1">
        {primary.map((item) => (
          <NavigationMenu.Item key={item.to}>
            <NavigationMenu.Link asChild active={pathname === item.to}>
              <SmartLink to={item.to} className={navLinkClass}>
                {item.label}
              </SmartLink>
            </NavigationMenu.Link>
          </NavigationMenu.Item>
        ))}
        <NavigationMenu.Item value="more">
          <NavigationMenu.Trigger className={cn(navLinkClass, "group inline-flex items-center gap-1")}>
            <MoreLabel />
          </NavigationMenu.Trigger>
          <NavigationMenu.Content className="absolute end-0 top-full mt-2 w-48 rounded-2xl border border-ink-100 bg-white p-2 shadow-xl">
            <ul className="flex flex-col">
              {more.map((item) => (
                <li key={item.to}>
                  <NavigationMenu.Link asChild active={pathname === item.to}>
                    {/* A home anchor here (the member stories) scrolls on Home as the inline links do. */}
                    <SmartLink to={item.to} className={cn(navLinkClass, "block rounded-xl")}>
                      {item.label}
                    </SmartLink>
                  </NavigationMenu.Link>
                </li>
              ))}
            </ul>
          </NavigationMenu.Content>
        </NavigationMenu.Item>
      </NavigationMenu.List>
    </NavigationMenu.Root>
  );
}
