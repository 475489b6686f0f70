import { CheckIcon } from "lucide-react";
import { cn } from "~/lib/cn";

/** Points in a column, each behind a check mark (green unless the caller's background wants another colour). */
export function CheckList({
  items,
  className,
  itemClassName,
  iconClassName = "text-emerald-700",
}: {
  items: readonly string[];
  className?: string;
  itemClassName?: string;
  iconClassName?: string;
}) {
  return (
    <ul className={cn("flex flex-col gap-2", className)}>
      {items.map((item) => (
        <li key={item} className={cn("flex gap-2 text-sm", itemClassName)}>
          <CheckIcon className={cn("mt-0.5 size-4 shrink-0", iconClassName)} aria-hidden="true" />
          {item}
        </li>
      ))}
    </ul>
  );
}
