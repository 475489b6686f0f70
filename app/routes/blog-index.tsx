import { Link, useLoaderData } from "react-router";
import { pageCopy } from "@core/page-copy";
import { pages, postPath } from "@core/pages";
import { PageHeader } from "~/components/layout/page-header";
import { SmartImage } from "~/components/ui/smart-image";
import { listPosts } from "~/lib/blog.server";
import { formatPostDate } from "~/lib/dates";
import { BLOG_FEED_LINK } from "~/lib/meta";
import { pageMeta } from "~/lib/page-meta";

export function loader() {
  return { posts: listPosts() };
}

export function meta() {
  return [...pageMeta("blog"), BLOG_FEED_LINK];
}

export default function BlogIndex() {
  const { posts } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHeader
        wide
        eyebrow={pages.blog.label}
        title={pageCopy.blog.heading}
        lead="Practical guides for drivers in the UAE: rules and fines, insurance and cashback, and how to raise your safety score."
      />
      <div className="mx-auto max-w-6xl px-4 pb-20 sm:px-6">
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {posts.map((post, index) => (
            <li key={post.slug}>
              <Link
                to={postPath(post.slug)}
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
                    {formatPostDate(post.date)}
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
