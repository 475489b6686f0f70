import { GaugeIcon, RefreshCwIcon } from "lucide-react";
import { DownloadAppButton, QuoteButton } from "~/components/dialogs/dialog-buttons";
import { MAX_CASHBACK_PERCENT } from "@core/constants";
import { useI18n } from "~/i18n/i18n";
import { SectionHeading } from "./section-heading";

/** R-HOME-PATHS-01/02: renew insurance (quote) or build a safety score (join = download). */
export function TwoPathsSection() {
  const { twoPaths: words } = useI18n().m.pages;
  return (
    <section aria-labelledby="paths-heading" className="bg-white py-16 sm:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <SectionHeading id="paths-heading" centered>
          {words.heading}
        </SectionHeading>
        <div className="mt-10 grid gap-6 md:grid-cols-2">
          <article className="flex flex-col gap-4 rounded-3xl bg-ink-950 p-8 text-white">
            <RefreshCwIcon className="size-8 text-honey-300" aria-hidden="true" />
            <h3 className="text-2xl font-bold">{words.renewTitle}</h3>
            <p className="text-ink-300">{words.renewText(MAX_CASHBACK_PERCENT)}</p>
            <QuoteButton
              className="mt-auto w-fit"
              context={{ source: "cta_section_insurance_path", medium: "cta_button", content: "renew_path" }}
            >
              {words.renewCta}
            </QuoteButton>
          </article>
          <article className="flex flex-col gap-4 rounded-3xl bg-honey-50 p-8 ring-1 ring-honey-200">
            <GaugeIcon className="size-8 text-honey-700" aria-hidden="true" />
            <h3 className="text-2xl font-bold text-ink-950">{words.buildTitle}</h3>
            <p className="text-ink-700">{words.buildText}</p>
            <DownloadAppButton variant="dark" className="mt-auto w-fit">
              {words.buildCta}
            </DownloadAppButton>
          </article>
        </div>
      </div>
    </section>
  );
}
