import { useEffect, useState } from "react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { analyticsConfigured, readConsent, setConsent } from "~/features/analytics";
import { setOverlayOpen } from "~/features/overlays";
import { useI18n } from "~/i18n/i18n";
import { pagePath } from "@core/pages";

/**
 * R-OPEN-44: GA4 and the pixel load only after "Accept". The notice appears
 * only when analytics is configured: with nothing to consent to, nothing asks.
 */
export function ConsentNotice() {
  const [show, setShow] = useState(false);
  const { locale, m } = useI18n();
  const words = m.chrome.consent;
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- consent is in localStorage: read after hydration so the prerendered HTML matches
    setShow(analyticsConfigured() && readConsent() === null);
  }, []);
  useEffect(() => {
    setOverlayOpen("consent-notice", show);
    return () => setOverlayOpen("consent-notice", false);
  }, [show]);
  if (!show) return null;

  function choose(consent: "accepted" | "declined") {
    setConsent(consent);
    setShow(false);
  }

  return (
    <section
      aria-label={words.label}
      className="fixed inset-x-3 bottom-3 z-[45] mx-auto max-w-xl rounded-2xl bg-white p-4 shadow-2xl ring-1 ring-ink-200 sm:inset-x-6 sm:p-5"
    >
      <p className="text-sm text-ink-700">
        {words.text}{" "}
        <Link to={pagePath("privacy", locale)} className="font-medium text-ink-950 underline underline-offset-2">
          {m.chrome.nav.pages.privacy}
        </Link>
      </p>
      <div className="mt-3 flex gap-2">
        <Button size="sm" onClick={() => choose("accepted")}>
          {words.accept}
        </Button>
        <Button size="sm" variant="outline" onClick={() => choose("declined")}>
          {words.decline}
        </Button>
      </div>
    </section>
  );
}
