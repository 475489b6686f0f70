import { ArrowRightIcon } from "lucide-react";
import { Link } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { pagePath } from "@core/pages";
import type { Testimonial } from "~/data/testimonials";
import { useI18n } from "~/i18n/i18n";
import { cn } from "~/lib/cn";
import { SectionHeading } from "./section-heading";
import { ScoreBadge, StoryByline, StoryQuote } from "./story-byline";

/**
 * R-HOME-TESTI-01..03: three fixed stories (anchor testimonials) and "See More Stories". They are labelled
 * as examples and carry no star rating: illustrative stories are not reviews (R-HONEST-03).
 */
export function TestimonialsSection({ testimonials }: { testimonials: readonly Testimonial[] }) {
  const { locale, m } = useI18n();
  const words = m.pages.stories;
  return (
    <section id="testimonials" aria-labelledby="testimonials-heading" className="bg-ink-50 py-16 sm:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <SectionHeading id="testimonials-heading" eyebrow={words.eyebrow} centered>
          {words.heading}
        </SectionHeading>
        <p className="mx-auto mt-3 max-w-2xl text-center text-sm text-ink-600" data-testid="story-disclosure">
          {words.disclosure}
        </p>
        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          {testimonials.map((story) => (
            <li
              key={story.name}
              className="flex flex-col gap-4 rounded-3xl bg-white p-6 shadow-sm ring-1 ring-ink-100"
              data-testid="testimonial"
            >
              <StoryQuote text={story.text} className="flex-1 text-ink-800" />
              <div className="flex items-center justify-between gap-3 border-t border-ink-100 pt-4">
                <div className="flex items-center gap-3">
                  <span
                    aria-hidden="true"
                    className="flex size-11 items-center justify-center rounded-full text-lg font-bold text-white"
                    style={{ backgroundColor: story.avatarColor }}
                    data-testid="avatar"
                  >
                    {story.avatarLetter}
                  </span>
                  <StoryByline story={story} nameTestId="testimonial-name" />
                </div>
                <ScoreBadge score={story.safetyScore} scoreTestId="safety-score" />
              </div>
            </li>
          ))}
        </ul>
        <div className="mt-10 flex justify-center">
          <Link
            to={pagePath("success-stories", locale)}
            className={cn(buttonVariants({ variant: "outline", size: "lg" }))}
          >
            {words.seeMore}
            <ArrowRightIcon aria-hidden="true" className="rtl:-scale-x-100" />
          </Link>
        </div>
      </div>
    </section>
  );
}
