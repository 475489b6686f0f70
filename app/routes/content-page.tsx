import { data, useLoaderData } from "react-router";
import { PageCta } from "~/components/layout/page-cta";
import { PageHeader } from "~/components/layout/page-header";
import { CONTENT_DIR, readPage } from "@core/content.server";
import { pageCopyIn } from "@core/page-copy-in";
import { localeOf } from "@core/locales";
import { pageAt, pages, type PageInfo } from "@core/pages";
import { renderMarkdown } from "~/lib/content.server";
import { pageMeta } from "~/lib/page-meta";
import { useI18n } from "~/i18n/i18n";
import type { Route } from "./+types/content-page";

/** One module serves the Markdown pages (about, how it works, score, Queen Bee, legal); each route passes its id. */
export function loader({ url }: Route.LoaderArgs) {
  const pathname = url.pathname.replace(/\/$/, "");
  const id = pageAt(pathname);
  const locale = localeOf(pathname);
  const page: PageInfo | undefined = id && pages[id];
  if (!id || !page?.markdown) throw data(null, { status: 404 });
  const { data: front, body } = readPage(id, CONTENT_DIR, locale);
  return {
    id,
    locale,
    copy: pageCopyIn(id, locale),
    html: renderMarkdown(body, locale),
    lastUpdated: front.lastUpdated ?? null,
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- meta also runs when the loader threw a 404, with no loaderData
  return loaderData ? pageMeta(loaderData.id, { locale: loaderData.locale, copy: loaderData.copy }) : [];
}

export default function ContentPage() {
  const { id, copy, html, lastUpdated } = useLoaderData<typeof loader>();
  const { m, format } = useI18n();
  const page: PageInfo = pages[id];
  return (
    <>
      <article>
        <PageHeader title={copy.heading} lead={page.legal ? undefined : copy.description}>
          {lastUpdated ? (
            <p className="mt-3 text-sm text-ink-600">
              {m.content.lastUpdated} <time dateTime={lastUpdated}>{format.date(lastUpdated)}</time>
            </p>
          ) : null}
        </PageHeader>
        {html ? (
          <div
            className="prose-article mx-auto max-w-3xl px-4 pb-16 sm:px-6"
            dangerouslySetInnerHTML={{ __html: html }}
          />
        ) : null}
      </article>
      {page.ctaSource ? <PageCta source={page.ctaSource} /> : null}
    </>
  );
}
