import { Link, useLoaderData } from "react-router";
import { ScoreBadge, StoryByline, StoryQuote } from "~/components/home/story-byline";
import { PageCta } from "~/components/layout/page-cta";
import { PageHeader } from "~/components/layout/page-header";
import { useI18n } from "~/i18n/i18n";
import { pageMeta } from "~/lib/page-meta";
import { pageCopyIn } from "@core/page-copy-in";
import { postPath } from "@core/pages";
import * as storiesAr from "~/data/ar/success-stories";
import { testimonials as testimonialsAr } from "~/data/ar/testimonials";
import * as storiesEn from "~/data/success-stories";
import { journeySlug, testimonials as testimonialsEn } from "~/data/testimonials";
import { localeOf } from "@core/locales";
import type { Route } from "./+types/success-stories";

/** The edition's copy and stories, read at build time (the journey article has the same slug in both). */
export function loader({ url }: Route.LoaderArgs) {
  const locale = localeOf(url.pathname);
  const { moreStories, storiesNote } = locale === "ar" ? storiesAr : storiesEn;
  return {
    locale,
    copy: pageCopyIn("success-stories", locale),
    testimonials: locale === "ar" ? testimonialsAr : testimonialsEn,
    moreStories,
    storiesNote,
    journeySlug,
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  const { locale, copy } = loaderData;
  return pageMeta("success-stories", { locale, copy });
}

/** /success-stories (R-OPEN-07/50): the three home stories and more, examples without star ratings (R-HONEST-03). */
export default function SuccessStoriesPage() {
  const { copy: page, testimonials, moreStories, storiesNote, journeySlug } = useLoaderData<typeof loader>();
  const { locale, m } = useI18n();
  const words = m.pages.stories;
  const [first] = testimonials;
  return (
    <>
      <PageHeader wide eyebrow={words.eyebrow} title={page.heading} lead={page.description} />
      <div className="mx-auto max-w-6xl px-4 pb-16 sm:px-6">
        <p className="mb-6 text-sm text-ink-600" data-testid="story-disclosure">
          {words.disclosure}
        </p>
        <ul className="grid gap-6 md:grid-cols-3">
          {testimonials.map((story) => (
            <li key={story.name} className="flex flex-col gap-4 rounded-3xl bg-white p-6 shadow-sm ring-1 ring-ink-100">
              <StoryQuote text={story.text} className="flex-1 text-ink-800" />
              <div className="flex items-center justify-between gap-3 border-t border-ink-100 pt-4">
                <StoryByline story={story} />
                <ScoreBadge score={story.safetyScore} />
              </div>
            </li>
          ))}
        </ul>
        {first ? (
          <p className="mt-6 text-ink-700">
            {words.readWhole(first.name.split(" ")[0]!)}{" "}
            <Link
              to={postPath(journeySlug, locale)}
              className="font-semibold text-ink-950 underline underline-offset-2"
            >
              {words.journeyLink(first.safetyScore)}
            </Link>
            .
          </p>
        ) : null}

        <h2 className="mt-16 text-3xl font-extrabold tracking-tight text-ink-950">{words.moreHeading}</h2>
        <ul className="mt-8 grid gap-6 md:grid-cols-2">
          {moreStories.map((story) => (
            <li key={story.name}>
              <article className="flex h-full flex-col gap-3 rounded-3xl bg-ink-50 p-6">
                <div className="flex items-start justify-between gap-4">
                  <div>
                    <h3 className="text-lg font-bold text-ink-950">{story.headline}</h3>
                    <p className="mt-1 text-sm text-ink-600">
                      {/* A Latin name keeps its final period in place inside Arabic. */}
                      <bdi>{story.name}</bdi> · {story.role} · {story.location}
                    </p>
                  </div>
                  <ScoreBadge score={story.safetyScore} />
                </div>
                <p className="text-ink-700">{story.story}</p>
                <StoryQuote text={story.quote} className="border-s-4 border-honey-400 ps-4 font-medium text-ink-900" />
              </article>
            </li>
          ))}
        </ul>
        <p className="mt-6 text-sm text-ink-600">{storiesNote}</p>
      </div>
      <PageCta source="success_stories" />
    </>
  );
}
