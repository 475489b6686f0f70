import { Link, useLoaderData } from "react-router";
import { pageCopyIn } from "@core/page-copy-in";
import { localeOf } from "@core/locales";
import { postPath } from "@core/pages";
import { PageHeader } from "~/components/layout/page-header";
import { SmartImage } from "~/components/ui/smart-image";
import { listPosts } from "~/lib/blog.server";
import { useI18n } from "~/i18n/i18n";
import { blogFeedLink } from "~/lib/meta";
import { pageMeta } from "~/lib/page-meta";
import type { Route } from "./+types/blog-index";

export function loader({ url }: Route.LoaderArgs) {
  const locale = localeOf(url.pathname);
  return { locale, copy: pageCopyIn("blog", locale), posts: listPosts(locale) };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [...pageMeta("blog", { locale: loaderData.locale, copy: loaderData.copy }), blogFeedLink(loaderData.locale)];
}

export default function BlogIndex() {
  const { copy, posts } = useLoaderData<typeof loader>();
  const { locale, m, format } = useI18n();
  return (
    <>
      <PageHeader wide eyebrow={copy.crumb ?? copy.title} title={copy.heading} lead={m.blog.lead} />
      <div className="mx-auto max-w-6xl px-4 pb-20 sm:px-6">
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {posts.map((post, index) => (
            <li key={post.slug}>
              <Link
                to={postPath(post.slug, locale)}
                className="group flex h-full flex-col overflow-hidden rounded-3xl bg-white ring-1 ring-ink-100 transition-shadow hover:shadow-lg focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-honey-600"
              >
                <SmartImage
                  src={post.image}
                  alt={post.imageAlt}
                  width={1200}
                  height={630}
                  eager={index < 3}
                  className="bg-honey-50"
                  imgClassName="object-cover"
                />
                <span className="flex flex-1 flex-col gap-2 p-6">
                  <time dateTime={post.date} className="text-sm text-ink-600">
                    {format.date(post.date)}
                  </time>
                  <span className="text-xl font-bold text-ink-950 group-hover:underline">{post.title}</span>
                  <span className="text-ink-700">{post.description}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}
