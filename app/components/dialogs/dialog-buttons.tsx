import type { ReactNode } from "react";
import { Button, type ButtonProps } from "~/components/ui/button";
import { trackClick } from "~/features/analytics";
import type { QuoteContext } from "~/features/quote-links";
import { useDialogs } from "./dialogs-provider";

type Props = Omit<ButtonProps, "onClick" | "children"> & {
  children: ReactNode;
  /** The label analytics records; the visible text by default. */
  label: string;
  /** Runs before the dialog opens (e.g. closing a menu). */
  onBeforeOpen?: () => void;
};

/** Every "Download App"-style button: tracked as App Download, opens the app-download dialog (R-DLG-APP-05). */
export function DownloadAppButton({ children, label, onBeforeOpen, ...props }: Props) {
  const { openAppDownload } = useDialogs();
  return (
    <Button
      {...props}
      onClick={() => {
        trackClick("App Download", label);
        onBeforeOpen?.();
        openAppDownload();
      }}
    >
      {children}
    </Button>
  );
}

/** Every quote button but the banner's: tracked as CTA, opens the quote dialog with its context (R-OPEN-28). */
export function QuoteButton({
  children,
  label,
  onBeforeOpen,
  context,
  ...props
}: Props & { context: Partial<QuoteContext> }) {
  const { openQuote } = useDialogs();
  return (
    <Button
      {...props}
      onClick={() => {
        trackClick("CTA", label);
        onBeforeOpen?.();
        openQuote(context);
      }}
    >
      {children}
    </Button>
  );
}
