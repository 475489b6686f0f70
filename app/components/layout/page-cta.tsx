import { DownloadIcon } from "lucide-react";
import { MAX_CASHBACK_PERCENT, type QuoteSource } from "@core/constants";
import { DownloadAppButton, QuoteButton } from "~/components/dialogs/dialog-buttons";
import { useI18n } from "~/i18n/i18n";

/** The call to action at the end of a content page, with the page's own quote source (R-OPEN-07/28). */
export function PageCta({ source, title, text }: { source: QuoteSource; title?: string; text?: string }) {
  const { m } = useI18n();
  return (
    <section aria-labelledby={`cta-${source}`} className="mx-auto max-w-4xl px-4 pb-20 sm:px-6">
      <div className="flex flex-col gap-5 rounded-3xl bg-ink-950 p-8 text-white sm:p-10">
        <h2 id={`cta-${source}`} className="text-2xl font-bold sm:text-3xl">
          {title ?? m.chrome.pageCta.title}
        </h2>
        <p className="max-w-2xl text-ink-300">{text ?? m.chrome.pageCta.text(MAX_CASHBACK_PERCENT)}</p>
        <div className="flex flex-wrap gap-3">
          <QuoteButton
            size="lg"
            context={{ source, medium: "cta_button", content: `${source}_page` }}
            label="Get Quote"
          >
            {m.common.getQuote}
          </QuoteButton>
          <DownloadAppButton size="lg" variant="light" label="Download App">
            <DownloadIcon aria-hidden="true" />
            {m.chrome.nav.downloadApp}
          </DownloadAppButton>
        </div>
      </div>
    </section>
  );
}
