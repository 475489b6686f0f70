import { MapPinIcon } from "lucide-react";
import type { Testimonial } from "~/data/testimonials";

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
