import { lazy, Suspense, useCallback, useMemo, useState, type ReactNode } from "react";
import { createStrictContext } from "~/hooks/strict-context";
import type { QuoteContext } from "~/features/quote-links";

const QuoteDialog = lazy(() => import("./quote-dialog"));
const AppDownloadDialog = lazy(() => import("./app-download-dialog"));

type OpenDialog = { kind: "quote"; context: Partial<QuoteContext> } | { kind: "app-download" } | null;

type DialogsContextValue = {
  openQuote: (context: Partial<QuoteContext>) => void;
  openAppDownload: () => void;
  close: () => void;
  /** Another dialog may not open over this one (R-OPEN-15). */
  isAnyOpen: boolean;
};

const [DialogsContextProvider, useDialogs] = createStrictContext<DialogsContextValue>(
  "useDialogs must be used within <DialogsProvider>",
);
export { useDialogs };

/**
 * Owns the site's two shared dialogs. Their code loads on first open, so the
 * home page ships none of it up front.
 */
export function DialogsProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState<OpenDialog>(null);
  // Mount a dialog once it has been asked for, and keep it mounted so closing animates.
  const [mounted, setMounted] = useState({ quote: false, app: false });

  const openQuote = useCallback((context: Partial<QuoteContext>) => {
    setMounted((state) => ({ ...state, quote: true }));
    setOpen({ kind: "quote", context });
  }, []);
  const openAppDownload = useCallback(() => {
    setMounted((state) => ({ ...state, app: true }));
    setOpen({ kind: "app-download" });
  }, []);
  const close = useCallback(() => setOpen(null), []);

  const value = useMemo(
    () => ({ openQuote, openAppDownload, close, isAnyOpen: open !== null }),
    [openQuote, openAppDownload, close, open],
  );

  return (
    <DialogsContextProvider value={value}>
      {children}
      <Suspense fallback={null}>
        {mounted.quote ? (
          <QuoteDialog
            open={open?.kind === "quote"}
            context={open?.kind === "quote" ? open.context : {}}
            onOpenChange={(next) => !next && close()}
          />
        ) : null}
        {mounted.app ? (
          <AppDownloadDialog open={open?.kind === "app-download"} onOpenChange={(next) => !next && close()} />
        ) : null}
      </Suspense>
    </DialogsContextProvider>
  );
}
