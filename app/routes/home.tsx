import { memo, useEffect, type ReactNode } from "react";
import { useLoaderData } from "react-router";
import { siteConfig } from "@site-config";
import { MAX_CASHBACK_PERCENT } from "@core/constants";
import { NewsletterPopup } from "~/components/dialogs/newsletter-popup";
import { deferredPart, HydrateInTurn, preloadParts } from "~/components/layout/hydrate-in-turn";
import { Hero, HERO_END_ID } from "~/components/home/hero";
import * as homeAr from "~/data/ar/home";
import { testimonials as testimonialsAr } from "~/data/ar/testimonials";
import * as homeEn from "~/data/home";
import { screens as screenWordsAr } from "~/i18n/messages/ar/screens";
import { screens as screenWordsEn } from "~/i18n/messages/en/screens";
import { testimonials as testimonialsEn } from "~/data/testimonials";
import { HERO_SLOTS } from "~/features/experiments/boot";
import { useHeroExperiment } from "~/features/experiments/use-hero-experiment";
import { buildMeta } from "~/lib/meta";
import { homeJsonLd } from "~/lib/structured-data";
import { homeCopyAr, structuredDataAr } from "@core/page-copy-ar";
import { localeOf } from "@core/locales";
import { homePath } from "@core/pages";
import type { Route } from "./+types/home";

/** The home page's own title and description (R-ROUTE-META-01, 02), in English. */
const homeCopyEn = {
  title: `Save ${MAX_CASHBACK_PERCENT}% on Car Insurance – ${siteConfig.name} AI Driving Coach UAE`,
  description: `${siteConfig.name} coaches you to drive more safely and rewards you with up to ${MAX_CASHBACK_PERCENT}% cashback on car insurance in the UAE. Get a quote in minutes.`,
};

/** The edition's copy and section data, read at build time: each page carries only its own language. */
export function loader({ url }: Route.LoaderArgs) {
  const locale = localeOf(url.pathname);
  const home = locale === "ar" ? homeAr : homeEn;
  return {
    locale,
    copy: locale === "ar" ? homeCopyAr : homeCopyEn,
    structuredData: locale === "ar" ? { locale, ...structuredDataAr } : undefined,
    steps: home.howItWorksSteps,
    stats: home.homeStats,
    screens: home.appScreens,
    screenWords: locale === "ar" ? screenWordsAr : screenWordsEn,
    testimonials: locale === "ar" ? testimonialsAr : testimonialsEn,
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  const { locale, copy, structuredData } = loaderData;
  return [
    ...buildMeta({
      locale,
      twins: true,
      title: copy.title,
      fullTitle: true,
      description: copy.description,
      path: homePath(locale),
      jsonLd: homeJsonLd(structuredData),
    }),
    // No frame before the hero is parsed whole ("No flash", docs/decisions/007-ab-experiments.md): a browser may draw the
    // page wherever its HTML stops arriving, and a hero drawn without its calculator moves its texts
    // when the calculator comes. Only a link the parser met in the head blocks, so client navigations are unaffected.
    { tagName: "link", rel: "expect", href: `#${HERO_END_ID}`, blocking: "render" },
  ];
}

type HomeData = ReturnType<typeof loader>;

// Everything under the hero is code the first screen does not need: it loads once that screen is live (docs/decisions/008-performance.md).
const sections = {
  HowItWorks: deferredPart(() => import("~/components/home/how-it-works-section").then((m) => m.HowItWorksSection)),
  ReadyToSave: deferredPart(() => import("~/components/home/ready-to-save-section").then((m) => m.ReadyToSaveSection)),
  AppInAction: deferredPart(() => import("~/components/home/app-in-action-section").then((m) => m.AppInActionSection)),
  Experience: deferredPart(() => import("~/components/home/experience-section").then((m) => m.ExperienceSection)),
  QueenBee: deferredPart(() => import("~/components/home/queen-bee-section").then((m) => m.QueenBeeSection)),
  TwoPaths: deferredPart(() => import("~/components/home/two-paths-section").then((m) => m.TwoPathsSection)),
  Testimonials: deferredPart(() => import("~/components/home/testimonials-section").then((m) => m.TestimonialsSection)),
};

/** A client navigation to Home waits for the sections' code with its data, so the page never arrives in parts. */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const [data] = await Promise.all([serverLoader(), preloadParts(Object.values(sections))]);
  return data;
}

/**
 * Everything under the hero, each section hydrated in its own turn once the first
 * screen is live (docs/decisions/008-performance.md). Memoised: the hero's experiment re-renders Home, and
 * that must not reach sections still waiting for their turn.
 */
const BelowTheFold = memo(function BelowTheFold({
  steps,
  stats,
  screens,
  screenWords,
  testimonials,
}: Pick<HomeData, "steps" | "stats" | "screens" | "screenWords" | "testimonials">) {
  // The first screen is live: fetch the sections' code while their turns are lined up.
  useEffect(() => void preloadParts(Object.values(sections)), []);
  // Each part in page order, with the id of its turn.
  const parts: [string, ReactNode][] = [
    ["how-it-works", <sections.HowItWorks steps={steps} stats={stats} screenWords={screenWords} />],
    ["ready-to-save", <sections.ReadyToSave />],
    ["app-in-action", <sections.AppInAction screens={screens} screenWords={screenWords} />],
    ["experience", <sections.Experience />],
    ["queen-bee", <sections.QueenBee />],
    ["two-paths", <sections.TwoPaths />],
    ["testimonials", <sections.Testimonials testimonials={testimonials} />],
  ];
  return parts.map(([id, part]) => (
    <HydrateInTurn key={id} id={id}>
      {part}
    </HydrateInTurn>
  ));
});

/** Home, top to bottom as R-HOME-ORDER-01 orders it (banner, header and footer come from the layout). */
export default function Home() {
  const { locale, steps, stats, screens, screenWords, testimonials } = useLoaderData<typeof loader>();
  const { state, defaults, trackHeroQuoteClick } = useHeroExperiment({ slot: HERO_SLOTS[locale] });
  return (
    <>
      <Hero
        // A variant's texts over a winner's made the default (R-FUNNEL-57), each empty one the code's default.
        content={state.status === "ready" ? { ...defaults, ...state.content } : defaults}
        loading={state.status === "loading"}
        pending={state.status === "pending"}
        onQuoteClick={trackHeroQuoteClick}
      />
      <BelowTheFold
        steps={steps}
        stats={stats}
        screens={screens}
        screenWords={screenWords}
        testimonials={testimonials}
      />
      <NewsletterPopup />
    </>
  );
}
