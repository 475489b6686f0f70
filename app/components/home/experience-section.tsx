import { DownloadIcon } from "lucide-react";
import { siteConfig } from "@site-config";
import { DownloadAppButton } from "~/components/dialogs/dialog-buttons";
import { AppRating } from "~/components/ui/app-rating";
import { SectionHeading } from "./section-heading";

/** Spec §2.7: "Experience {product} Today" with a download-app button. */
export function ExperienceSection() {
  return (
    <section aria-labelledby="experience-heading" className="bg-white py-16 sm:py-24">
      <div className="mx-auto flex max-w-3xl flex-col items-center gap-5 px-4 text-center sm:px-6">
        <SectionHeading id="experience-heading">Experience {siteConfig.name} Today</SectionHeading>
        <p className="text-lg text-ink-700">
          Free to download. Set up in three minutes, and your first coached drive can be today.
        </p>
        <DownloadAppButton size="lg" variant="dark" label="Download App">
          <DownloadIcon aria-hidden="true" />
          Download App
        </DownloadAppButton>
        <AppRating />
      </div>
    </section>
  );
}
