import type { ReactNode } from "react";
import { cn } from "~/lib/cn";

/**
 * A home section's H2 (its id is what the section's aria-labelledby names),
 * with the small uppercase eyebrow above it when there is one. Light sections
 * set the heading in ink; on a dark section it takes the section's white.
 */
export function SectionHeading({
  id,
  eyebrow,
  tone = "light",
  centered = false,
  children,
}: {
  id: string;
  eyebrow?: string;
  tone?: "light" | "dark";
  centered?: boolean;
  children: ReactNode;
}) {
  return (
    <>
      {eyebrow ? (
        <p
          className={cn(
            "text-sm font-semibold uppercase tracking-wider",
            centered && "text-center",
            tone === "dark" ? "text-honey-300" : "text-honey-700",
          )}
        >
          {eyebrow}
        </p>
      ) : null}
      <h2
        id={id}
        className={cn(
          "text-3xl font-extrabold tracking-tight sm:text-4xl",
          eyebrow && "mt-2",
          centered && "text-center",
          tone === "light" && "text-ink-950",
        )}
      >
        {children}
      </h2>
    </>
  );
}
