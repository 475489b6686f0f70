import { MapPinIcon } from "lucide-react";
import type { Testimonial } from "~/data/testimonials";
import { useI18n } from "~/i18n/i18n";

/** Who tells a story and where they drive: the same under every testimonial, on the home page and the stories page. */
export function StoryByline({ story, nameTestId }: { story: Testimonial; nameTestId?: string }) {
  return (
    <span>
      {/* A Latin name keeps its final period in place inside Arabic. */}
      <span className="block font-bold text-ink-950" data-testid={nameTestId} dir="auto">
        {story.name}
      </span>
      <span className="inline-flex items-center gap-1 text-sm text-ink-600">
        <MapPinIcon className="size-3.5" aria-hidden="true" />
        {story.location}
      </span>
    </span>
  );
}

/** A story in the driver's words, inside the edition's quotation marks (home page and stories page). */
export function StoryQuote({ text, className }: { text: string; className: string }) {
  const words = useI18n().m.pages.stories;
  return (
    <blockquote className={className}>
      {words.quoteOpen}
      {text}
      {words.quoteClose}
    </blockquote>
  );
}

/** A driver's safety score as a badge beside their story (home page and stories page). */
export function ScoreBadge({ score, scoreTestId }: { score: number; scoreTestId?: string }) {
  const words = useI18n().m.pages.stories;
  return (
    <span className="rounded-2xl bg-honey-100 px-3 py-1.5 text-center">
      <span className="block text-xl font-extrabold leading-none text-ink-950" data-testid={scoreTestId}>
        {score}
      </span>
      <span className="text-[0.65rem] font-semibold uppercase tracking-wide text-ink-700">{words.safetyScore}</span>
    </span>
  );
}
