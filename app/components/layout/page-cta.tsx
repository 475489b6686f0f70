import { DownloadIcon } from "lucide-react";
import { MAX_CASHBACK_PERCENT, type QuoteSource } from "@core/constants";
import { useDialogs } from "~/components/dialogs/dialogs-provider";
import { Button } from "~/components/ui/button";
import { trackClick } from "~/features/analytics";

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
  const { openQuote, openAppDownload } = useDialogs();
  return (
    <section aria-labelledby={`cta-${source}`} className="mx-auto max-w-4xl px-4 pb-20 sm:px-6">
      <div className="flex flex-col gap-5 rounded-3xl bg-ink-950 p-8 text-white sm:p-10">
        <h2 id={`cta-${source}`} className="text-2xl font-bold sm:text-3xl">
          {title}
        </h2>
        <p className="max-w-2xl text-ink-300">{text}</p>
        <div className="flex flex-wrap gap-3">
          <Button
            size="lg"
            onClick={() => {
              trackClick("CTA", "Get Quote");
              openQuote({ source, medium: "cta_button", content: `${source}_page` });
            }}
          >
            Get Quote
          </Button>
          <Button
            size="lg"
            variant="light"
            onClick={() => {
              trackClick("App Download", "Download App");
              openAppDownload();
            }}
          >
            <DownloadIcon aria-hidden="true" />
            Download App
          </Button>
        </div>
      </div>
    </section>
  );
}
