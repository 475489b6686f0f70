import { useCallback, useEffect, useMemo, useState, type ComponentType, type ReactNode } from "react";
import { markVisitorBusy, setOverlayOpen } from "~/features/overlays";
import { createStrictContext } from "~/hooks/strict-context";
import { whenIdle } from "~/lib/idle";
import type { QuoteContext } from "~/features/quote-links";

type Kind = "quote" | "app-download";
type DialogProps<K extends Kind> = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
} & (K extends "quote" ? { context: Partial<QuoteContext> } : unknown);

const LOADERS: { [K in Kind]: () => Promise<{ default: ComponentType<DialogProps<K>> }> } = {
  quote: () => import("./quote-dialog"),
  "app-download": () => import("./app-download-dialog"),
};

type OpenDialog = { kind: "quote"; context: Partial<QuoteContext> } | { kind: "app-download" } | null;

type DialogsContextValue = {
  /** Opens the quote dialog; `fallbackHref` is where the tap goes if the dialog's code cannot load. */
  openQuote: (context: Partial<QuoteContext>, fallbackHref: string) => void;
  openAppDownload: (fallbackHref: string) => void;
  close: () => void;
  /** Fetches a dialog's code now (a pointer came down on, or focus reached, a control that opens it). */
  preload: (kind: Kind) => void;
};

// The actions never change, so the many buttons that only open a dialog do not re-render
// when one opens. Whether one is open goes to the overlays store (R-OPEN-15: the popup
// waits), not to a context: a context that changes reaches every part of the page still
// waiting to hydrate, and React would drop their prerendered HTML.
const [DialogsContextProvider, useDialogs] = createStrictContext<DialogsContextValue>(
  "useDialogs must be used within <DialogsProvider>",
);
export { useDialogs };

type Loaded = {
  quote?: ComponentType<DialogProps<"quote">>;
  "app-download"?: ComponentType<DialogProps<"app-download">>;
};

/**
 * Owns the site's two shared dialogs. Their code is not in the page's first script: it is fetched
 * when the browser is first idle after hydration, or when a pointer comes down on (or focus
 * reaches) a control that opens one, whichever is first (R-HTML-06). A dialog renders once its
 * code is here, with no Suspense boundary: React holds back the content a boundary reveals by up
 * to 300 ms, which a tap would wait out.
 */
export function DialogsProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState<OpenDialog>(null);
  // A dialog stays mounted once loaded, so closing animates.
  const [loaded, setLoaded] = useState<Loaded>({});

  const load = useCallback(async (kind: Kind): Promise<void> => {
    const { default: Dialog } = await LOADERS[kind]();
    setLoaded((state) => (state[kind] ? state : { ...state, [kind]: Dialog }));
  }, []);
  const preload = useCallback((kind: Kind) => void load(kind).catch(() => {}), [load]);
  // Offline with the code not cached, the tap still reaches the choice: its page.
  const openWhenLoaded = useCallback(
    (kind: Kind, dialog: NonNullable<OpenDialog>, fallbackHref: string) => {
      markVisitorBusy();
      setOpen(dialog);
      load(kind).catch(() => {
        setOpen(null);
        window.location.assign(fallbackHref);
      });
    },
    [load],
  );
  const openQuote = useCallback(
    (context: Partial<QuoteContext>, fallbackHref: string) =>
      openWhenLoaded("quote", { kind: "quote", context }, fallbackHref),
    [openWhenLoaded],
  );
  const openAppDownload = useCallback(
    (fallbackHref: string) => openWhenLoaded("app-download", { kind: "app-download" }, fallbackHref),
    [openWhenLoaded],
  );
  const close = useCallback(() => setOpen(null), []);

  useEffect(
    () =>
      whenIdle(() => {
        preload("quote");
        preload("app-download");
      }),
    [preload],
  );

  useEffect(() => {
    setOverlayOpen("dialog", open !== null);
    return () => setOverlayOpen("dialog", false);
  }, [open]);

  const actions = useMemo(
    () => ({ openQuote, openAppDownload, close, preload }),
    [openQuote, openAppDownload, close, preload],
  );
  const QuoteDialog = loaded.quote;
  const AppDownloadDialog = loaded["app-download"];

  return (
    <DialogsContextProvider value={actions}>
      {children}
      {QuoteDialog ? (
        <QuoteDialog
          open={open?.kind === "quote"}
          context={open?.kind === "quote" ? open.context : {}}
          onOpenChange={(next) => !next && close()}
        />
      ) : null}
      {AppDownloadDialog ? (
        <AppDownloadDialog open={open?.kind === "app-download"} onOpenChange={(next) => !next && close()} />
      ) : null}
    </DialogsContextProvider>
  );
}
