import { BadgeCheckIcon, LockIcon, SparklesIcon, type LucideIcon } from "lucide-react";
import { useI18n } from "~/i18n/i18n";
import { cn } from "~/lib/cn";

const BADGES = [
  { key: "secure", icon: LockIcon },
  { key: "personalised", icon: SparklesIcon },
  { key: "free", icon: BadgeCheckIcon },
] as const;

/** The quote choice's three promises ("Secure", "Personalised", "Free"), in the dialog and on the quote page (R-HTML-01). */
export function QuoteBadges({ className, badgeClassName }: { className?: string; badgeClassName: string }) {
  const words = useI18n().m.chrome.quote;
  return (
    <ul className={cn("flex flex-wrap gap-2", className)} aria-label={words.badgesLabel}>
      {BADGES.map(({ key, icon: Icon }) => (
        <li
          key={key}
          className={cn(
            "inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-sm font-medium text-ink-800 ring-1 ring-honey-200",
            badgeClassName,
          )}
        >
          <Icon className="size-4 text-honey-700" aria-hidden="true" />
          {words.badges[key]}
        </li>
      ))}
    </ul>
  );
}

/**
 * A quote method's name: its icon, its title and its tag when it has one ("Recommended"), in the
 * dialog's radio (small) and the quote page's card heading (large) (R-HTML-01).
 */
export function QuoteMethodName({
  icon: Icon,
  title,
  tag,
  size,
}: {
  icon: LucideIcon;
  title: string;
  tag?: string | null | undefined;
  size: "sm" | "lg";
}) {
  return (
    <>
      <Icon className={size === "sm" ? "size-4 text-ink-700" : "size-5 text-ink-700"} aria-hidden="true" />
      {title}
      {tag ? <span className="rounded-full bg-ink-900 px-2 py-0.5 text-xs font-semibold text-white">{tag}</span> : null}
    </>
  );
}
