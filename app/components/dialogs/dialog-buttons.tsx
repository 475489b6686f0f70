import type { VariantProps } from "class-variance-authority";
import type { ComponentProps, KeyboardEvent, MouseEvent, ReactNode } from "react";
import { choicePath, quoteChoiceHref } from "@core/choice-links";
import { buttonVariants } from "~/components/ui/button";
import { trackClick, type ClickCategory } from "~/features/analytics";
import type { QuoteContext } from "~/features/quote-links";
import { useHydrated } from "~/hooks/use-hydrated";
import { useI18n } from "~/i18n/i18n";
import { cn } from "~/lib/cn";
import { useDialogs } from "./dialogs-provider";

/** The text shown, and the label analytics records: the text itself unless the control holds more than text. */
type Content = { children: string; label?: string } | { children: ReactNode; label: string };

type Props = Omit<ComponentProps<"a">, "href" | "role" | "onClick" | "onKeyDown" | "onKeyUp" | "children"> &
  VariantProps<typeof buttonVariants> &
  Content & {
    /** Runs before the dialog opens (e.g. closing a menu). */
    onBeforeOpen?: () => void;
    /** Shown but not usable (the hero's button while its experiment loads). */
    disabled?: boolean;
  };

/** The main button with no modifier key: anything else (a new tab, a new window) is the browser's, on the link. */
function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * A call to action that works before and without JavaScript (R-HTML-01, 02): a link to the page
 * that offers the same choice as its dialog. Once hydrated it is a button (role="button", set
 * after hydration so the prerendered HTML matches; Space presses it as Enter does) whose plain
 * click records itself and opens the dialog instead; a modified or middle click still opens the
 * page, in a new tab.
 */
function DialogLink({
  href,
  children,
  label,
  onBeforeOpen,
  disabled = false,
  category,
  open,
  preload,
  variant,
  size,
  className,
  ...props
}: Props & { href: string; category: ClickCategory; open: () => void; preload: () => void }) {
  const hydrated = useHydrated();

  function onClick(event: MouseEvent<HTMLAnchorElement>) {
    if (disabled) {
      event.preventDefault();
      return;
    }
    if (event.defaultPrevented || !isPlainClick(event)) return;
    event.preventDefault();
    trackClick(category, label ?? (typeof children === "string" ? children : ""));
    onBeforeOpen?.();
    open();
  }

  // Space presses a button, and would scroll the page on a link: the key is held back, its release clicks.
  function onKeyDown(event: KeyboardEvent<HTMLAnchorElement>) {
    if (event.key === " ") event.preventDefault();
  }
  function onKeyUp(event: KeyboardEvent<HTMLAnchorElement>) {
    if (event.key !== " ") return;
    event.preventDefault();
    event.currentTarget.click();
  }

  return (
    <a
      {...props}
      href={href}
      role={hydrated ? "button" : undefined}
      aria-disabled={disabled || undefined}
      onClick={onClick}
      onKeyDown={onKeyDown}
      onKeyUp={onKeyUp}
      onPointerDown={preload}
      onFocus={preload}
      className={cn(
        buttonVariants({ variant, size }),
        "aria-disabled:pointer-events-none aria-disabled:opacity-60",
        className,
      )}
    >
      {children}
    </a>
  );
}

/** Every "Download App"-style control: the app page, then the app-download dialog, tracked as App Download (R-DLG-APP-05, R-HTML-02). */
export function DownloadAppButton(props: Props) {
  const { openAppDownload, preload } = useDialogs();
  const { locale } = useI18n();
  const href = choicePath("app", locale);
  return (
    <DialogLink
      {...props}
      href={href}
      category="App Download"
      open={() => openAppDownload(href)}
      preload={() => preload("app-download")}
    />
  );
}

/**
 * Every quote control but the banner's: the quote page with its source and place, then the quote
 * dialog with its context, tracked as CTA (R-OPEN-28, R-HTML-01). The link and the dialog read the
 * same context, so the two cannot name different sources.
 */
export function QuoteButton({ context, ...props }: Props & { context: Partial<QuoteContext> }) {
  const { openQuote, preload } = useDialogs();
  const { locale } = useI18n();
  const href = quoteChoiceHref(context, locale);
  return (
    <DialogLink
      {...props}
      href={href}
      category="CTA"
      open={() => openQuote(context, href)}
      preload={() => preload("quote")}
    />
  );
}
