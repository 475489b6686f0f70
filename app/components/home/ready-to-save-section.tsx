import { ArrowRightIcon } from "lucide-react";
import { MAX_CASHBACK_PERCENT } from "@core/constants";
import { QuoteButton } from "~/components/dialogs/dialog-buttons";
import { SectionHeading } from "./section-heading";

/** Spec §2.5: "Ready to Save on Insurance?" with a quote button (source homepage, R-OPEN-28/33). */
export function ReadyToSaveSection() {
  return (
    <section aria-labelledby="ready-heading" className="px-4 py-6 sm:px-6">
      <div className="mx-auto flex max-w-7xl flex-col items-start gap-6 rounded-[2rem] bg-honey-400 px-6 py-12 sm:px-12 md:flex-row md:items-center md:justify-between">
        <div className="max-w-2xl">
          <SectionHeading id="ready-heading">Ready to Save on Insurance?</SectionHeading>
          <p className="mt-3 text-lg text-ink-900">
            Get a personalised quote in minutes and start earning up to {MAX_CASHBACK_PERCENT}% cashback for driving
            safely.
          </p>
        </div>
        <QuoteButton
          variant="dark"
          size="lg"
          label="Get Your Quote"
          context={{ source: "homepage", medium: "cta_button", content: "ready_to_save" }}
        >
          Get Your Quote
          <ArrowRightIcon aria-hidden="true" />
        </QuoteButton>
      </div>
    </section>
  );
}
