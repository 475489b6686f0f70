import { siteConfig } from "@site-config";

/** The full-screen loading state of spec §1: a spinner and "Loading {product}...". */
export function FullScreenLoader() {
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
      <p className="text-base font-medium text-ink-800">Loading {siteConfig.name}...</p>
    </div>
  );
}
