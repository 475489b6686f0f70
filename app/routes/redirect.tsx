import { useEffect, useMemo } from "react";
import { useLocation } from "react-router";
import { siteConfig } from "@site-config";
import { BrandLogo } from "~/components/layout/brand-logo";
import { trackClick } from "~/features/analytics";
import { captureAttribution } from "~/features/attribution";
import { buildWhatsAppUrl } from "~/features/quote-links";
import { messagesOf, useI18n, type I18n } from "~/i18n/i18n";
import { unindexedMeta } from "~/lib/meta";
import type { Route } from "./+types/redirect";
import { unprefixed } from "@core/locales";

type Destination = { href: string; label: string; category: "App Download" | "CTA" };

/** R-OPEN-09: where each of the three short links goes; the WhatsApp greetings are in the page's language. */
export function destinationFor(pathname: string, { whatsapp }: I18n["m"]["chrome"]): Destination | null {
  switch (unprefixed(pathname.replace(/\/$/, ""))) {
    case "/app-store":
      return { href: siteConfig.appStoreUrl, label: "App Store", category: "App Download" };
    case "/whatsapp":
      return { href: buildWhatsAppUrl("whatsapp", whatsapp.quote), label: "WhatsApp", category: "CTA" };
    case "/whatsapp-promo":
      return {
        href: buildWhatsAppUrl("whatsapp_promo", whatsapp.promo),
        label: "WhatsApp promo",
        category: "CTA",
      };
    default:
      return null;
  }
}

export function meta({ location, matches }: Route.MetaArgs) {
  return unindexedMeta(location.pathname, messagesOf(matches).chrome.redirect);
}

/** One page for /app-store, /whatsapp and /whatsapp-promo (R-ROUTE-18, R-OPEN-09). */
export default function RedirectPage() {
  const { pathname, search } = useLocation();
  const { m } = useI18n();
  const destination = useMemo(() => destinationFor(pathname, m.chrome), [pathname, m]);

  useEffect(() => {
    if (!destination) return;
    captureAttribution(search);
    trackClick(destination.category, destination.label);
    // replace(): Back does not return to this page.
    window.location.replace(destination.href);
  }, [destination, search]);

  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-5 px-6 text-center">
      <BrandLogo />
      <p role="status" className="text-lg font-semibold text-ink-900">
        {m.chrome.redirect.status}
      </p>
      {destination ? (
        <a
          href={destination.href}
          className="font-semibold text-honey-700 underline underline-offset-4 hover:text-ink-950"
        >
          {m.chrome.redirect.continue}
        </a>
      ) : null}
    </main>
  );
}
