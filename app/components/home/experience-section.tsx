import { DownloadIcon } from "lucide-react";
import { siteConfig } from "@site-config";
import { DownloadAppButton } from "~/components/dialogs/dialog-buttons";
import { AppRating } from "~/components/ui/app-rating";
import { useI18n } from "~/i18n/i18n";
import { SectionHeading } from "./section-heading";

/** R-HOME-EXP-01: "Experience {product} Today" with a download-app button. */
export function ExperienceSection() {
  const { experience: words } = useI18n().m.pages;
  return (
    <section aria-labelledby="experience-heading" className="bg-white py-16 sm:py-24">
      <div className="mx-auto flex max-w-3xl flex-col items-center gap-5 px-4 text-center sm:px-6">
        <SectionHeading id="experience-heading">{words.heading(siteConfig.name)}</SectionHeading>
        <p className="text-lg text-ink-700">{words.text}</p>
        <DownloadAppButton size="lg" variant="dark" label={words.cta}>
          <DownloadIcon aria-hidden="true" />
          {words.cta}
        </DownloadAppButton>
        <AppRating />
      </div>
    </section>
  );
}
