import { lazy, Suspense, useCallback, useEffect, useMemo, useState, type ReactNode } from "react";
import { setOverlayOpen } from "~/features/overlays";
import { createStrictContext } from "~/hooks/strict-context";
import type { QuoteContext } from "~/features/quote-links";

const QuoteDialog = lazy(() => import("./quote-dialog"));
const AppDownloadDialog = lazy(() => import("./app-download-dialog"));

type OpenDialog = { kind: "quote"; context: Partial<QuoteContext> } | { kind: "app-download" } | null;

type DialogsContextValue = {
  openQuote: (context: Partial<QuoteContext>) => void;
  openAppDownload: () => void;
  close: () => void;
};

// The actions never change, so the many buttons that only open a dialog do not re-render
// when one opens. Whether one is open goes to the overlays store (R-OPEN-15: the popup
// waits), not to a context: a context that changes reaches every part of the page still
// waiting to hydrate, and React would drop their prerendered HTML (issue 16).
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

  useEffect(() => {
    setOverlayOpen("dialog", open !== null);
    return () => setOverlayOpen("dialog", false);
  }, [open]);

  const actions = useMemo(() => ({ openQuote, openAppDownload, close }), [openQuote, openAppDownload, close]);

  return (
    <DialogsContextProvider value={actions}>
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
