import { XIcon, type LucideIcon } from "lucide-react";
import { Dialog as DialogPrimitive } from "radix-ui";
import { useRef, type ComponentProps } from "react";
import { useI18n } from "~/i18n/i18n";
import { cn } from "~/lib/cn";

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

/** Widths as whole class names (Tailwind only generates classes it can read). */
const DIALOG_WIDTHS = {
  md: "max-w-md",
  lg: "max-w-lg",
  "2xl": "max-w-2xl",
  "3xl": "max-w-3xl",
  "6xl": "max-w-6xl",
} as const;

export function DialogContent({
  className,
  children,
  closeLabel,
  onOpenAutoFocus,
  onCloseAutoFocus,
  width = "lg",
  ...props
}: ComponentProps<typeof DialogPrimitive.Content> & { closeLabel?: string; width?: keyof typeof DIALOG_WIDTHS }) {
  // Our dialogs open from many buttons, not from a Radix Trigger: remember the
  // opener ourselves so focus goes back to it on close (R-OPEN-53).
  const opener = useRef<HTMLElement | null>(null);
  const content = useRef<HTMLDivElement>(null);
  const { m } = useI18n();
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-ink-950/60 backdrop-blur-[2px] motion-safe:animate-fade-in" />
      <DialogPrimitive.Content
        className={cn(
          "fixed left-1/2 top-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-3xl bg-white p-6 shadow-2xl outline-none motion-safe:animate-dialog-in sm:p-8",
          DIALOG_WIDTHS[width],
          className,
        )}
        ref={content}
        tabIndex={-1}
        onOpenAutoFocus={(event) => {
          opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
          onOpenAutoFocus?.(event);
          // On a touch screen, focus in a text field opens the keyboard over the dialog before it is
          // read: the dialog itself takes focus (its title is its name); Tab still reaches every control.
          if (!event.defaultPrevented && window.matchMedia("(pointer: coarse)").matches) {
            event.preventDefault();
            content.current?.focus();
          }
        }}
        onCloseAutoFocus={(event) => {
          onCloseAutoFocus?.(event);
          if (event.defaultPrevented) return;
          if (opener.current?.isConnected) {
            event.preventDefault();
            opener.current.focus();
          }
        }}
        {...props}
      >
        {children}
        <DialogPrimitive.Close
          className="absolute end-4 top-4 rounded-full p-2 text-ink-500 transition-colors hover:bg-ink-100 hover:text-ink-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-honey-600"
          aria-label={closeLabel ?? m.chrome.dialogClose}
        >
          <XIcon className="size-5" aria-hidden="true" />
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

export function DialogTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return <DialogPrimitive.Title className={cn("text-2xl font-bold text-ink-950", className)} {...props} />;
}

export function DialogDescription({ className, ...props }: ComponentProps<typeof DialogPrimitive.Description>) {
  return <DialogPrimitive.Description className={cn("text-ink-600", className)} {...props} />;
}

/** A small dialog's opening: its icon in a honey tile, then its title and description. */
export function DialogIconHeading({
  icon: Icon,
  title,
  description,
}: {
  icon: LucideIcon;
  title: string;
  description: string;
}) {
  return (
    <>
      <span className="flex size-12 items-center justify-center rounded-2xl bg-honey-100 text-honey-700">
        <Icon className="size-6" aria-hidden="true" />
      </span>
      <DialogTitle className="pe-8">{title}</DialogTitle>
      <DialogDescription>{description}</DialogDescription>
    </>
  );
}
