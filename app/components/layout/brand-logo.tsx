import { siteConfig } from "@site-config";
import { cn } from "~/lib/cn";

/** Our wordmark: a honeycomb cell with a road through it, and the product name. */
export function BrandLogo({ className, inverted = false }: { className?: string; inverted?: boolean }) {
  return (
    <span className={cn("inline-flex items-center gap-2", className)}>
      <svg viewBox="0 0 32 32" className="size-8 shrink-0" aria-hidden="true">
        <path d="M16 2 28.1 9v14L16 30 3.9 23V9z" fill="#fbbf24" />
        <path d="M16 7.5 23.4 11.8v8.4L16 24.5l-7.4-4.3v-8.4z" fill="#0b1726" />
        <path d="M16 10v3M16 15.5v3M16 21v2" stroke="#fbbf24" strokeWidth="1.6" strokeLinecap="round" />
      </svg>
      <span className={cn("text-xl font-extrabold tracking-tight", inverted ? "text-white" : "text-ink-950")}>
        {siteConfig.name}
      </span>
    </span>
  );
}
