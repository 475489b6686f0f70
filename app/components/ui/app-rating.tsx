import { StarIcon } from "lucide-react";
import { CLAIMS } from "@core/constants";
import { cn } from "~/lib/cn";

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
          <StarIcon key={star} className="size-4 fill-current" />
        ))}
      </span>
      <span>
        <strong className={inverted ? "text-white" : "text-ink-950"}>{CLAIMS.rating}</strong> out of 5 from{" "}
        {CLAIMS.reviewCount} {CLAIMS.ratingSource} ratings
      </span>
    </p>
  );
}
