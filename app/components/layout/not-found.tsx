import { Link } from "react-router";
import { homePath, pagePath } from "@core/pages";
import { useI18n } from "~/i18n/i18n";

/** R-OPEN-41: "Page not found", a way home, and the two most useful next steps. */
export function NotFound() {
  const { locale, m } = useI18n();
  const words = m.chrome.notFound;
  return (
    <section className="mx-auto flex min-h-[60vh] max-w-2xl flex-col items-center justify-center px-6 py-24 text-center">
      <p className="text-sm font-semibold uppercase tracking-wider text-honey-700">{words.eyebrow}</p>
      <h1 className="mt-3 text-4xl font-bold text-ink-950 sm:text-5xl">{words.title}</h1>
      <p className="mt-4 text-lg text-ink-600">{words.text}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link
          to={homePath(locale)}
          className="inline-flex h-11 items-center rounded-full bg-honey-400 px-6 font-semibold text-ink-950 hover:bg-honey-300 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-honey-600 focus-visible:ring-offset-2"
        >
          {words.home}
        </Link>
        <Link
          to={pagePath("blog", locale)}
          className="inline-flex h-11 items-center rounded-full border border-ink-200 px-6 font-semibold text-ink-900 hover:bg-ink-50"
        >
          {words.blog}
        </Link>
        <Link
          to={pagePath("contact", locale)}
          className="inline-flex h-11 items-center rounded-full border border-ink-200 px-6 font-semibold text-ink-900 hover:bg-ink-50"
        >
          {words.contact}
        </Link>
      </div>
    </section>
  );
}
