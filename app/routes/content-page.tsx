import { data, useLoaderData } from "react-router";
import { PageCta } from "~/components/layout/page-cta";
import { PageHeader } from "~/components/layout/page-header";
import { readPage } from "@core/content.server";
import { pageCopy } from "@core/page-copy";
import { pageAt, pages, type PageInfo } from "@core/pages";
import { renderMarkdown } from "~/lib/content.server";
import { formatPostDate } from "~/lib/dates";
import { pageMeta } from "~/lib/page-meta";
import type { Route } from "./+types/content-page";

/** One module serves the Markdown pages (about, how it works, score, Queen Bee, legal); each route passes its id. */
export function loader({ request }: Route.LoaderArgs) {
  const id = pageAt(new URL(request.url).pathname.replace(/\/$/, ""));
  const page: PageInfo | undefined = id && pages[id];
  if (!id || !page?.markdown) throw data(null, { status: 404 });
  const { data: front, body } = readPage(id);
  return { id, html: renderMarkdown(body), lastUpdated: front.lastUpdated ?? null };
}

export function meta({ loaderData }: Route.MetaArgs) {
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- meta also runs when the loader threw a 404, with no loaderData
  return loaderData ? pageMeta(loaderData.id) : [];
}

export default function ContentPage() {
  const { id, html, lastUpdated } = useLoaderData<typeof loader>();
  const page: PageInfo = pages[id];
  const copy = pageCopy[id];
  return (
    <>
      <article>
        <PageHeader title={copy.heading} lead={page.legal ? undefined : copy.description}>
          {lastUpdated ? (
            <p className="mt-3 text-sm text-ink-600">
              Last updated <time dateTime={lastUpdated}>{formatPostDate(lastUpdated)}</time>
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
