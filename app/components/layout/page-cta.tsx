import { DownloadIcon } from "lucide-react";
import { MAX_CASHBACK_PERCENT, type QuoteSource } from "@core/constants";
import { DownloadAppButton, QuoteButton } from "~/components/dialogs/dialog-buttons";

/** The call to action at the end of a content page, with the page's own quote source (R-OPEN-07/28). */
export function PageCta({
  source,
  title = "Turn safe driving into savings",
  text = `Get a personalised quote through our partner broker in minutes, then drive safely to earn up to ${MAX_CASHBACK_PERCENT}% cashback.`,
}: {
  source: QuoteSource;
  title?: string;
  text?: string;
}) {
  return (
    <section aria-labelledby={`cta-${source}`} className="mx-auto max-w-4xl px-4 pb-20 sm:px-6">
      <div className="flex flex-col gap-5 rounded-3xl bg-ink-950 p-8 text-white sm:p-10">
        <h2 id={`cta-${source}`} className="text-2xl font-bold sm:text-3xl">
          {title}
        </h2>
        <p className="max-w-2xl text-ink-300">{text}</p>
        <div className="flex flex-wrap gap-3">
          <QuoteButton size="lg" context={{ source, medium: "cta_button", content: `${source}_page` }}>
            Get Quote
          </QuoteButton>
          <DownloadAppButton size="lg" variant="light" label="Download App">
            <DownloadIcon aria-hidden="true" />
            Download App
          </DownloadAppButton>
        </div>
      </div>
    </section>
  );
}
