import { RotateCwIcon } from "lucide-react";
import { useI18n } from "~/i18n/i18n";

/** R-OPEN-42: after one automatic reload, a failed page load says so and offers a Reload button. */
export function ChunkErrorView({ productName }: { productName: string }) {
  const words = useI18n().m.chrome.chunkError;
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-5 px-6 text-center">
      <p className="text-sm font-semibold uppercase tracking-wider text-honey-700">{productName}</p>
      <h1 className="text-2xl font-bold text-ink-950">{words.title}</h1>
      <p className="max-w-md text-ink-600">{words.text}</p>
      <button
        type="button"
        onClick={() => window.location.reload()}
        className="inline-flex h-11 items-center gap-2 rounded-full bg-ink-900 px-6 font-semibold text-white hover:bg-ink-800 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-honey-600 focus-visible:ring-offset-2"
      >
        <RotateCwIcon className="size-4" aria-hidden="true" />
        {words.reload}
      </button>
    </main>
  );
}
