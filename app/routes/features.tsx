import { useLoaderData } from "react-router";
import { PageCta } from "~/components/layout/page-cta";
import { PageHeader } from "~/components/layout/page-header";
import { AppScreenMockup } from "~/components/ui/app-screen-mockup";
import { CheckList } from "~/components/ui/check-list";
import * as featuresAr from "~/data/ar/features";
import { appScreens as appScreensAr } from "~/data/ar/home";
import * as featuresEn from "~/data/features";
import { appScreens as appScreensEn } from "~/data/home";
import { screens as screenWordsAr } from "~/i18n/messages/ar/screens";
import { screens as screenWordsEn } from "~/i18n/messages/en/screens";
import { pageMeta } from "~/lib/page-meta";
import { pageCopyIn } from "@core/page-copy-in";
import { structuredDataAr } from "@core/page-copy-ar";
import { softwareApplicationJsonLd } from "~/lib/structured-data";
import { AppRating } from "~/components/ui/app-rating";
import { useI18n } from "~/i18n/i18n";
import { cn } from "~/lib/cn";
import { localeOf } from "@core/locales";
import type { Route } from "./+types/features";

/** The edition's copy, features, plans and screens (with the words inside them), read at build time. */
export function loader({ url }: Route.LoaderArgs) {
  const locale = localeOf(url.pathname);
  const { appFeatures, plans, plansNote } = locale === "ar" ? featuresAr : featuresEn;
  const screens = locale === "ar" ? appScreensAr : appScreensEn;
  const structuredData = locale === "ar" ? { locale, ...structuredDataAr } : undefined;
  return {
    locale,
    copy: pageCopyIn("features", locale),
    structuredData,
    appFeatures,
    plans,
    plansNote,
    screens,
    screenWords: locale === "ar" ? screenWordsAr : screenWordsEn,
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  const { locale, copy, structuredData } = loaderData;
  return pageMeta("features", { locale, copy, jsonLd: [softwareApplicationJsonLd(structuredData)] });
}

/** /features (R-OPEN-07/49): the six features and the Free and Premium plans. */
export default function FeaturesPage() {
  const {
    copy: page,
    appFeatures,
    plans,
    plansNote,
    screens: appScreens,
    screenWords,
  } = useLoaderData<typeof loader>();
  const { m } = useI18n();
  return (
    <>
      <PageHeader wide eyebrow={m.pages.features.eyebrow} title={page.heading} lead={page.description} />
      <div className="mx-auto -mt-4 mb-10 flex max-w-6xl px-4 sm:px-6">
        <AppRating />
      </div>
      <div className="mx-auto max-w-6xl px-4 pb-16 sm:px-6">
        <ul className="grid gap-6 md:grid-cols-2">
          {appFeatures.map((feature) => {
            const screen = appScreens.find((candidate) => candidate.id === feature.id);
            return (
              <li key={feature.id} id={feature.id} className="flex gap-5 rounded-3xl bg-white p-6 ring-1 ring-ink-100">
                {screen ? (
                  <AppScreenMockup
                    id={screen.id}
                    words={screenWords}
                    label={screen.imageAlt}
                    className="w-24 shrink-0 self-start max-sm:hidden"
                  />
                ) : null}
                <div>
                  <h2 className="text-xl font-bold text-ink-950">{feature.title}</h2>
                  <p className="mt-2 text-ink-700">{feature.description}</p>
                  <CheckList items={feature.points} className="mt-3" itemClassName="text-ink-800" />
                </div>
              </li>
            );
          })}
        </ul>

        <section aria-labelledby="plans-heading" className="mt-20">
          <h2 id="plans-heading" className="text-3xl font-extrabold tracking-tight text-ink-950">
            {m.pages.features.plansHeading}
          </h2>
          <div className="mt-8 grid gap-6 md:grid-cols-2">
            {plans.map((plan) => (
              <article
                key={plan.id}
                data-testid={`plan-${plan.id}`}
                className={cn(
                  "flex flex-col gap-4 rounded-3xl p-8 ring-1",
                  plan.id === "premium" ? "bg-ink-950 text-white ring-ink-950" : "bg-white ring-ink-200",
                )}
              >
                <h3 className="text-2xl font-bold">{plan.name}</h3>
                <p className={cn("text-4xl font-extrabold", plan.id === "premium" ? "text-honey-300" : "text-ink-950")}>
                  {plan.priceLabel}
                </p>
                <p className={plan.id === "premium" ? "text-ink-300" : "text-ink-700"}>{plan.summary}</p>
                <CheckList
                  items={plan.included}
                  iconClassName={plan.id === "premium" ? "text-honey-300" : "text-emerald-700"}
                />
              </article>
            ))}
          </div>
          <p className="mt-4 text-sm text-ink-600">{plansNote}</p>
        </section>
      </div>
      <PageCta source="features" />
    </>
  );
}
