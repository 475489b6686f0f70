import { GaugeIcon, RefreshCwIcon } from "lucide-react";
import { DownloadAppButton, QuoteButton } from "~/components/dialogs/dialog-buttons";
import { MAX_CASHBACK_PERCENT } from "@core/constants";
import { SectionHeading } from "./section-heading";

/** Spec §2.9: renew insurance (quote) or build a safety score (join = download). */
export function TwoPathsSection() {
  return (
    <section aria-labelledby="paths-heading" className="bg-white py-16 sm:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <SectionHeading id="paths-heading" centered>
          Two ways to start
        </SectionHeading>
        <div className="mt-10 grid gap-6 md:grid-cols-2">
          <article className="flex flex-col gap-4 rounded-3xl bg-ink-950 p-8 text-white">
            <RefreshCwIcon className="size-8 text-honey-300" aria-hidden="true" />
            <h3 className="text-2xl font-bold">Renewing your insurance?</h3>
            <p className="text-ink-300">
              Get a quote through our partner broker now, then drive safely to earn up to {MAX_CASHBACK_PERCENT}%
              cashback.
            </p>
            <QuoteButton
              className="mt-auto w-fit"
              context={{ source: "cta_section_insurance_path", medium: "cta_button", content: "renew_path" }}
            >
              Get a Quote
            </QuoteButton>
          </article>
          <article className="flex flex-col gap-4 rounded-3xl bg-honey-50 p-8 ring-1 ring-honey-200">
            <GaugeIcon className="size-8 text-honey-700" aria-hidden="true" />
            <h3 className="text-2xl font-bold text-ink-950">Not renewing yet?</h3>
            <p className="text-ink-700">
              Join now and build your safety score, so you are ready to claim cashback when your renewal comes.
            </p>
            <DownloadAppButton variant="dark" className="mt-auto w-fit">
              Start Building My Score
            </DownloadAppButton>
          </article>
        </div>
      </div>
    </section>
  );
}
