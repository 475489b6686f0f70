import { ArrowRightIcon, BellRingIcon } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { MAX_CASHBACK_PERCENT } from "@core/constants";
import { localized } from "@core/locales";
import { FORM_PATHS } from "@core/pages";
import { QuoteButton } from "~/components/dialogs/dialog-buttons";
import { buttonVariants } from "~/components/ui/button";
import { useNearViewport } from "~/hooks/use-near-viewport";
import { useI18n } from "~/i18n/i18n";
import { SectionHeading } from "./section-heading";

// The form and its libraries load after the page (docs/decisions/008-performance.md): the home page's own chunk stays as it was.
const RenewalReminderForm = lazy(async () => ({
  default: (await import("~/components/forms/renewal-reminder-form")).RenewalReminderForm,
}));

/**
 * R-HOME-CTA-01: "Ready to Save on Insurance?" with a quote button (source homepage, R-OPEN-28/33),
 * and beside it, for the visitor not renewing yet, the renewal reminder (R-FOLLOW-46).
 */
export function ReadyToSaveSection() {
  const { locale, m } = useI18n();
  const words = m.pages.readyToSave;
  // The form appears as it nears the screen, in the browser only: typed into prerendered fields, an
  // address would be wiped when they hydrate; and its code and setup stay out of the page's load (docs/decisions/008-performance.md).
  const [reminder, setReminder] = useState<HTMLDivElement | null>(null);
  const near = useNearViewport(reminder, "600px");
  // Until the form is there (before JavaScript, or without it), the reminder's own page has it (R-HTML-03).
  const placeholder = (
    <div className="flex min-h-40 items-start">
      <a
        href={localized(FORM_PATHS.reminder, locale)}
        className={buttonVariants({ variant: "dark" })}
        data-testid="reminder-page-link"
      >
        {m.reminders.openPage}
      </a>
    </div>
  );
  return (
    <section aria-labelledby="ready-heading" className="px-4 py-6 sm:px-6">
      <div className="mx-auto flex max-w-7xl flex-col gap-4">
        <div className="flex flex-col items-start gap-6 rounded-[2rem] bg-honey-400 px-6 py-12 sm:px-12 md:flex-row md:items-center md:justify-between">
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
        <div
          id="renewal-reminder"
          ref={setReminder}
          className="grid gap-6 rounded-[2rem] bg-ink-50 px-6 py-8 ring-1 ring-ink-100 sm:px-12 lg:grid-cols-[2fr_3fr] lg:items-start"
        >
          <div>
            <h3 className="flex items-center gap-2 text-xl font-bold text-ink-950">
              <BellRingIcon aria-hidden="true" className="size-5 shrink-0 text-honey-700" />
              {m.reminders.heading}
            </h3>
            <p className="mt-2 text-ink-700">{m.reminders.text}</p>
          </div>
          <Suspense fallback={placeholder}>
            {near ? <RenewalReminderForm source="home" idPrefix="home-reminder" /> : placeholder}
          </Suspense>
        </div>
      </div>
    </section>
  );
}
