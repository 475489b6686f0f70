import { ArrowRightIcon } from "lucide-react";
import { MAX_CASHBACK_PERCENT } from "@core/constants";
import { QuoteButton } from "~/components/dialogs/dialog-buttons";
import { useI18n } from "~/i18n/i18n";
import { SectionHeading } from "./section-heading";

/** Spec §2.5: "Ready to Save on Insurance?" with a quote button (source homepage, R-OPEN-28/33). */
export function ReadyToSaveSection() {
  const { readyToSave: words } = useI18n().m.pages;
  return (
    <section aria-labelledby="ready-heading" className="px-4 py-6 sm:px-6">
      <div className="mx-auto flex max-w-7xl flex-col items-start gap-6 rounded-[2rem] bg-honey-400 px-6 py-12 sm:px-12 md:flex-row md:items-center md:justify-between">
        <div className="max-w-2xl">
          <SectionHeading id="ready-heading">{words.heading}</SectionHeading>
          <p className="mt-3 text-lg text-ink-900">{words.text(MAX_CASHBACK_PERCENT)}</p>
        </div>
        <QuoteButton
          variant="dark"
          size="lg"
          label={words.cta}
          context={{ source: "homepage", medium: "cta_button", content: "ready_to_save" }}
        >
          {words.cta}
          <ArrowRightIcon aria-hidden="true" className="rtl:-scale-x-100" />
        </QuoteButton>
      </div>
    </section>
  );
}
