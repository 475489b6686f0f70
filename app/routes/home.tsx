import { siteConfig } from "@site-config";
import { MAX_CASHBACK_PERCENT } from "@core/constants";
import { NewsletterPopup } from "~/components/dialogs/newsletter-popup";
import { AppInActionSection } from "~/components/home/app-in-action-section";
import { ExperienceSection } from "~/components/home/experience-section";
import { Hero } from "~/components/home/hero";
import { HowItWorksSection } from "~/components/home/how-it-works-section";
import { QueenBeeSection } from "~/components/home/queen-bee-section";
import { ReadyToSaveSection } from "~/components/home/ready-to-save-section";
import { TestimonialsSection } from "~/components/home/testimonials-section";
import { TwoPathsSection } from "~/components/home/two-paths-section";
import { useHeroExperiment } from "~/features/experiments/use-hero-experiment";
import { buildMeta } from "~/lib/meta";
import { homeJsonLd } from "~/lib/structured-data";
import { localeOf } from "@core/locales";
import { homePath } from "@core/pages";
import type { Route } from "./+types/home";

export function meta({ location }: Route.MetaArgs) {
  const locale = localeOf(location.pathname);
  return buildMeta({
    locale,
    twins: true,
    title: `Save ${MAX_CASHBACK_PERCENT}% on Car Insurance – ${siteConfig.name} AI Driving Coach UAE`,
    fullTitle: true,
    description: `${siteConfig.name} coaches you to drive more safely and rewards you with up to ${MAX_CASHBACK_PERCENT}% cashback on car insurance in the UAE. Get a quote in minutes.`,
    path: homePath(locale),
    jsonLd: homeJsonLd(),
  });
}

/** Home, top to bottom as spec §2 orders it (banner, header and footer come from the layout). */
export default function Home() {
  const { state, trackHeroQuoteClick } = useHeroExperiment();
  return (
    <>
      <Hero
        content={state.status === "ready" ? state.content : undefined}
        loading={state.status === "loading"}
        pending={state.status === "pending"}
        onQuoteClick={trackHeroQuoteClick}
      />
      <HowItWorksSection />
      <ReadyToSaveSection />
      <AppInActionSection />
      <ExperienceSection />
      <QueenBeeSection />
      <TwoPathsSection />
      <TestimonialsSection />
      <NewsletterPopup />
    </>
  );
}
