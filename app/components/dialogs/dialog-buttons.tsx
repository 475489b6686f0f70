import type { ReactNode } from "react";
import { Button, type ButtonProps } from "~/components/ui/button";
import { trackClick, type ClickCategory } from "~/features/analytics";
import type { QuoteContext } from "~/features/quote-links";
import { useDialogs } from "./dialogs-provider";

/** The text shown, and the label analytics records: the text itself unless the button holds more than text. */
type Content = { children: string; label?: string } | { children: ReactNode; label: string };

type Props = Omit<ButtonProps, "onClick" | "children"> &
  Content & {
    /** Runs before the dialog opens (e.g. closing a menu). */
    onBeforeOpen?: () => void;
  };

/** A button that records its click, then opens one of the shared dialogs. */
function TrackedDialogButton({
  children,
  label,
  onBeforeOpen,
  category,
  open,
  ...props
}: Props & { category: ClickCategory; open: () => void }) {
  return (
    <Button
      {...props}
      onClick={() => {
        trackClick(category, label ?? (typeof children === "string" ? children : ""));
        onBeforeOpen?.();
        open();
      }}
    >
      {children}
    </Button>
  );
}

/** Every "Download App"-style button: tracked as App Download, opens the app-download dialog (R-DLG-APP-05). */
export function DownloadAppButton(props: Props) {
  const { openAppDownload } = useDialogs();
  return <TrackedDialogButton {...props} category="App Download" open={openAppDownload} />;
}

/** Every quote button but the banner's: tracked as CTA, opens the quote dialog with its context (R-OPEN-28). */
export function QuoteButton({ context, ...props }: Props & { context: Partial<QuoteContext> }) {
  const { openQuote } = useDialogs();
  return <TrackedDialogButton {...props} category="CTA" open={() => openQuote(context)} />;
}
