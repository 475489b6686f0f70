import { StarIcon } from "lucide-react";
import { CLAIMS } from "@core/constants";
import { cn } from "~/lib/cn";

/** How much of star `index` (0–4) the rating fills, from 0 to 1. */
export function starFill(index: number, rating: number = CLAIMS.rating): number {
  return Math.round(Math.min(1, Math.max(0, rating - index)) * 100) / 100;
}

/**
 * The app's rating as visitors can check it (4.8 from 247 App Store ratings), from the same
 * constants as the structured data's aggregateRating: review markup must describe what the page shows.
 */
export function AppRating({ className, inverted = false }: { className?: string; inverted?: boolean }) {
  return (
    <p
      className={cn(
        "inline-flex flex-wrap items-center justify-center gap-x-2 gap-y-1 text-sm",
        inverted ? "text-ink-100" : "text-ink-700",
        className,
      )}
      data-testid="app-rating"
    >
      <span className="inline-flex text-honey-500" aria-hidden="true">
        {[0, 1, 2, 3, 4].map((star) => (
          // Each star is filled by its share of the rating: 4.8 shows four and four fifths.
          <span key={star} className="relative size-4" data-testid="rating-star">
            <StarIcon className="absolute inset-0 size-4" />
            <span className="absolute inset-0 overflow-hidden" style={{ width: `${starFill(star) * 100}%` }}>
              <StarIcon className="size-4 fill-current" />
            </span>
          </span>
        ))}
      </span>
      <span>
        <strong className={inverted ? "text-white" : "text-ink-950"}>{CLAIMS.rating}</strong> out of 5 from{" "}
        {CLAIMS.reviewCount} {CLAIMS.ratingSource} ratings
      </span>
    </p>
  );
}
