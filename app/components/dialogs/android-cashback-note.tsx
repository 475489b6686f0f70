import { SmartphoneIcon } from "lucide-react";
import { useI18n } from "~/i18n/i18n";
import { cn } from "~/lib/cn";
import { DownloadAppButton } from "./dialog-buttons";

/**
 * R-HONEST-01: where the site promises cashback (the calculator's result, the quote dialog and
 * page), an Android visitor reads that the app that earns it is on iPhone for now, with the
 * Android waitlist one tap away: the app-download control, whose dialog on Android is the
 * waitlist (and, before JavaScript, the app page with its form). It is in every visitor's HTML
 * and shown only under <html data-android>, set before the first paint (app/features/platform.ts),
 * so an iPhone never shows it and nothing moves when the page hydrates.
 */
export function AndroidCashbackNote({ tone = "white", className }: { tone?: "white" | "honey"; className?: string }) {
  const words = useI18n().m.chrome.androidNote;
  return (
    <div
      role="note"
      data-testid="android-cashback-note"
      className={cn(
        "hidden items-start gap-3 rounded-2xl p-3 text-start text-sm text-ink-800 ring-1 android:flex",
        tone === "white" ? "bg-white ring-ink-200" : "bg-honey-50 ring-honey-200",
        className,
      )}
    >
      <SmartphoneIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-honey-700" />
      <div className="flex flex-col items-start gap-2">
        <p>{words.text}</p>
        <DownloadAppButton size="smWrap" variant="dark" label="Join the Android waitlist">
          {words.join}
        </DownloadAppButton>
      </div>
    </div>
  );
}
