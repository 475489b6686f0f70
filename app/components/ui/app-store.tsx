import { AppleIcon } from "lucide-react";
import { appStoreQrSvg } from "virtual:app-store-qr";
import { localized } from "@core/locales";
import { appStoreOpenPath } from "@core/pages";
import { trackClick } from "~/features/analytics";
import { APP_STORE_HANDOFF, newHandoffId, recordHandoff } from "~/features/handoffs";
import { useHydrated } from "~/hooks/use-hydrated";
import { useI18n } from "~/i18n/i18n";
import { cn } from "~/lib/cn";

/**
 * The App Store's two ways in, shared by the app-download dialog and the app page (R-DLG-APP-03,
 * R-HTML-02): the QR code drawn at build time (build-tools/app-store-qr.ts) and the badge, both
 * leading to {origin}/app-store, which redirects to the App Store (R-OPEN-31). Before the page's
 * script runs the badge goes through our redirect instead, which records the press (R-FUNNEL-16).
 */
const qrDataUri = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(appStoreQrSvg)}`;

export function QrCode({ size }: { size: number }) {
  const { m } = useI18n();
  return (
    <img
      src={qrDataUri}
      width={size}
      height={size}
      alt={m.chrome.download.qrAlt}
      className="rounded-xl border border-ink-100"
      data-testid="app-store-qr"
    />
  );
}

/** The App Store link in the badge's own style: black, the Apple mark, "Download on the App Store". */
export function AppStoreBadge({ large = false }: { large?: boolean }) {
  const { locale, m } = useI18n();
  // Once hydrated the press is recorded by the beacon; before, by the redirect.
  const hydrated = useHydrated();
  return (
    <a
      href={hydrated ? localized("/app-store", locale) : appStoreOpenPath(locale)}
      target="_blank"
      rel="noopener noreferrer"
      onClick={() => {
        trackClick("App Download", "App Store");
        recordHandoff({ id: newHandoffId(), ...APP_STORE_HANDOFF });
      }}
      data-testid="app-store-badge"
      className={cn(
        "inline-flex items-center rounded-xl bg-ink-950 text-start text-white hover:bg-ink-800 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-honey-600 focus-visible:ring-offset-2",
        large ? "h-16 w-full max-w-72 justify-center gap-4 px-8" : "h-12 gap-3 px-5",
      )}
    >
      <AppleIcon className={large ? "size-9" : "size-6"} aria-hidden="true" />
      <span className="flex flex-col leading-tight">
        <span className={cn("uppercase tracking-wide", large ? "text-xs" : "text-[0.65rem]")}>
          {m.chrome.download.badgeTop}
        </span>
        <span className={cn("font-semibold", large ? "text-2xl" : "text-base")}>App Store</span>
      </span>
    </a>
  );
}
