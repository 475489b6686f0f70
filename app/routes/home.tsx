import { siteConfig } from "@site-config";
import { MAX_CASHBACK_PERCENT } from "@core/constants";
import { Hero } from "~/components/home/hero";
import { lazy, Suspense } from "react";
import { lazySection } from "~/components/ui/lazy-section";
import { useHeroExperiment } from "~/features/experiments/use-hero-experiment";
import { buildMeta } from "~/lib/meta";
import { homeJsonLd } from "~/lib/structured-data";

// Below the hero: each section's code loads, and its prerendered HTML hydrates, as it nears the viewport.
const HowItWorksSection = lazySection(() =>
  import("~/components/home/how-it-works-section").then((m) => m.HowItWorksSection),
);
const ReadyToSaveSection = lazySection(() =>
  import("~/components/home/ready-to-save-section").then((m) => m.ReadyToSaveSection),
);
const AppInActionSection = lazySection(() =>
  import("~/components/home/app-in-action-section").then((m) => m.AppInActionSection),
);
const ExperienceSection = lazySection(() =>
  import("~/components/home/experience-section").then((m) => m.ExperienceSection),
);
const QueenBeeSection = lazySection(() => import("~/components/home/queen-bee-section").then((m) => m.QueenBeeSection));
const TwoPathsSection = lazySection(() => import("~/components/home/two-paths-section").then((m) => m.TwoPathsSection));
const TestimonialsSection = lazySection(() =>
  import("~/components/home/testimonials-section").then((m) => m.TestimonialsSection),
);

// The popup's triggers render nothing: their code loads after the page has hydrated.
const NewsletterPopup = lazy(() =>
  import("~/components/dialogs/newsletter-popup").then((m) => ({ default: m.NewsletterPopup })),
);

export function meta() {
  return buildMeta({
    title: `Save ${MAX_CASHBACK_PERCENT}% on Car Insurance – ${siteConfig.name} AI Driving Coach UAE`,
    fullTitle: true,
    description: `${siteConfig.name} coaches you to drive more safely and rewards you with up to ${MAX_CASHBACK_PERCENT}% cashback on car insurance in the UAE. Get a quote in minutes.`,
    path: "/",
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
      <Suspense fallback={null}>
        <NewsletterPopup />
      </Suspense>
    </>
  );
}
