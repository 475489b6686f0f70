import { data, useLoaderData } from "react-router";
import { PageCta } from "~/components/layout/page-cta";
import { PageHeader } from "~/components/layout/page-header";
import { isPageId, pages, type PageInfo } from "~/data/pages";
import { readMarkdown } from "~/lib/content.server";
import { formatPostDate } from "~/lib/dates";
import { pageMeta } from "~/lib/page-meta";
import type { Route } from "./+types/content-page";

/** One module serves the Markdown pages (about, how it works, score, Queen Bee, legal); each route passes its id. */
export async function loader({ request }: Route.LoaderArgs) {
  const path = new URL(request.url).pathname.replace(/\/$/, "");
  const entry = Object.entries(pages).find(([, page]) => page.path === path);
  if (!entry || !isPageId(entry[0])) throw data(null, { status: 404 });
  const [id, page] = entry as [keyof typeof pages, PageInfo];
  const markdown = page.markdown ? await readMarkdown(`pages/${id}.md`) : null;
  return {
    id,
    html: markdown?.html ?? null,
    lastUpdated: markdown?.data.lastUpdated ? String(markdown.data.lastUpdated) : null,
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData ? pageMeta(pages[loaderData.id]) : [];
}

export default function ContentPage() {
  const { id, html, lastUpdated } = useLoaderData<typeof loader>();
  const page: PageInfo = pages[id];
  return (
    <>
      <article>
        <PageHeader title={page.heading} lead={page.legal ? undefined : page.description}>
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
