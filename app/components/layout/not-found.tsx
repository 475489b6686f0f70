import { Link } from "react-router";

/** R-OPEN-41: "Page not found", a way home, and the two most useful next steps. */
export function NotFound() {
  return (
    <section className="mx-auto flex min-h-[60vh] max-w-2xl flex-col items-center justify-center px-6 py-24 text-center">
      <p className="text-sm font-semibold uppercase tracking-wider text-honey-700">Error 404</p>
      <h1 className="mt-3 text-4xl font-bold text-ink-950 sm:text-5xl">Page not found</h1>
      <p className="mt-4 text-lg text-ink-600">
        The page you were looking for has moved or never existed. Let&apos;s get you back on the road.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link
          to="/"
          className="inline-flex h-11 items-center rounded-full bg-honey-400 px-6 font-semibold text-ink-950 hover:bg-honey-300 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-honey-600 focus-visible:ring-offset-2"
        >
          Back to home
        </Link>
        <Link
          to="/blog"
          className="inline-flex h-11 items-center rounded-full border border-ink-200 px-6 font-semibold text-ink-900 hover:bg-ink-50"
        >
          Read the blog
        </Link>
        <Link
          to="/contact"
          className="inline-flex h-11 items-center rounded-full border border-ink-200 px-6 font-semibold text-ink-900 hover:bg-ink-50"
        >
          Contact us
        </Link>
      </div>
    </section>
  );
}
