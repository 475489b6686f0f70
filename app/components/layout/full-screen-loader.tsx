import { useI18n } from "~/i18n/i18n";

/** The full-screen loading state (R-ROUTE-24): a spinner and "Loading {product}...". */
export function FullScreenLoader() {
  const { m } = useI18n();
  return (
    <div
      role="status"
      aria-live="polite"
      data-testid="page-loader"
      className="fixed inset-0 z-[60] flex flex-col items-center justify-center gap-4 bg-white/95"
    >
      <span
        aria-hidden="true"
        className="size-10 rounded-full border-4 border-honey-200 border-t-honey-500 motion-safe:animate-spin"
      />
      <p className="text-base font-medium text-ink-800">{m.chrome.loading}</p>
    </div>
  );
}
