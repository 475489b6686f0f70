import { XIcon } from "lucide-react";
import { useEffect, useState } from "react";
import { BANNER_SLIDE_OUT_MS, MAX_CASHBACK_PERCENT, STORAGE_KEYS } from "@core/constants";
import { siteConfig } from "@site-config";
import { track, trackQuoteRequest } from "~/features/analytics";
import { readAttribution } from "~/features/attribution";
import { buildQuoteUrl } from "~/features/quote-links";
import { readStorage, writeStorage } from "~/features/storage";
import { useHandoffId } from "~/hooks/use-handoff-id";
import { useI18n } from "~/i18n/i18n";
import { cn } from "~/lib/cn";
import { setBannerVisible } from "./banner-store";

const BANNER_CONTEXT = { source: "sticky_banner", medium: "banner" } as const;

type Phase = "hidden" | "entering" | "shown" | "leaving";

/**
 * The sticky top banner (R-HOME-BANNER-*, R-STATE-BANNER-*). It is decided in the browser, after
 * reading the stored dismissal, so a dismissed banner never flashes; it slides
 * in with a transform, which moves nothing else on the page.
 */
export function StickyBanner({ force = false }: { force?: boolean }) {
  const [phase, setPhase] = useState<Phase>("hidden");
  const [href, setHref] = useState<string>(siteConfig.quoteSiteUrl);
  const { m } = useI18n();
  const words = m.chrome.banner;
  // The press is a hand-off (R-FUNNEL-17): its id goes on the link as it opens, and the beacon records it.
  const handoff = useHandoffId();

  useEffect(() => {
    if (!force && readStorage("local", STORAGE_KEYS.bannerDismissed)) return;
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the dismissal and attribution are in storage: read after hydration so the prerendered HTML matches
    setHref(buildQuoteUrl({ context: BANNER_CONTEXT, attribution: readAttribution() }));
    setPhase("entering");
    setBannerVisible(true);
    track("banner_show", { event_category: "Sticky Banner", event_label: "show" });
    const frame = requestAnimationFrame(() => requestAnimationFrame(() => setPhase("shown")));
    return () => {
      cancelAnimationFrame(frame);
      setBannerVisible(false);
    };
  }, [force]);

  useEffect(() => {
    document.documentElement.dataset.banner = phase === "shown" || phase === "entering" ? "visible" : "hidden";
  }, [phase]);

  useEffect(() => {
    if (phase !== "leaving") return;
    const timer = window.setTimeout(() => {
      setPhase("hidden");
      writeStorage("local", STORAGE_KEYS.bannerDismissed, "true");
    }, BANNER_SLIDE_OUT_MS);
    return () => window.clearTimeout(timer);
  }, [phase]);

  if (phase === "hidden") return null;

  function dismiss() {
    track("banner_dismiss", { event_category: "Sticky Banner", event_label: "dismiss" });
    setBannerVisible(false);
    setPhase("leaving");
  }

  function onQuoteClick() {
    // Rebuilt at click time so late attribution (an experiment, say) is included, with the press's id.
    setHref(buildQuoteUrl({ context: BANNER_CONTEXT, attribution: readAttribution(), handoffId: handoff.id }));
    track("banner_click", { event_category: "Sticky Banner", event_label: "Get Quote" });
    trackQuoteRequest(BANNER_CONTEXT);
    handoff.pressed({ kind: "quote_online", surface: "sticky_banner", context: BANNER_CONTEXT });
  }

  return (
    <aside
      aria-label={words.label}
      data-testid="sticky-banner"
      data-phase={phase}
      className={cn(
        "fixed inset-x-0 top-0 z-50 h-(--banner-h) bg-ink-950 text-white transition-transform duration-300 ease-out",
        phase === "shown" ? "translate-y-0" : "-translate-y-full",
      )}
    >
      <div className="mx-auto flex h-full max-w-7xl items-center gap-2 px-3 sm:gap-3 sm:px-6">
        <div className="flex min-w-0 flex-1 flex-col items-start gap-0.5 sm:flex-row sm:items-center sm:gap-3">
          <span className="shrink-0 rounded-full bg-honey-400 px-2 py-px text-[0.6rem] font-bold tracking-wider text-ink-950 sm:py-0.5 sm:text-xs">
            {words.badge}
          </span>
          <p className="min-w-0 text-xs leading-tight sm:text-sm">{words.text(MAX_CASHBACK_PERCENT)}</p>
        </div>
        <a
          href={href}
          target="_blank"
          rel="noopener noreferrer"
          onClick={onQuoteClick}
          className="shrink-0 rounded-full bg-white px-3 py-1.5 text-xs font-semibold text-ink-950 hover:bg-honey-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-honey-400 sm:text-sm"
        >
          {m.common.getQuote}
        </a>
        <button
          type="button"
          onClick={dismiss}
          aria-label={words.dismiss}
          className="shrink-0 rounded-full p-1.5 text-white/80 hover:bg-white/10 hover:text-white focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-honey-400"
        >
          <XIcon className="size-4" aria-hidden="true" />
        </button>
      </div>
    </aside>
  );
}
