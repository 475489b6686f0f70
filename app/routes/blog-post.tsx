import { data, Link, useLoaderData } from "react-router";
import { ArrowLeftIcon } from "lucide-react";
import { siteConfig } from "@site-config";
import { LOCALE_INFO, localeOf } from "@core/locales";
import { homePath, ogImagePath, pagePath, postPath } from "@core/pages";
import { pageCopyIn } from "@core/page-copy-in";
import { QuoteButton } from "~/components/dialogs/dialog-buttons";
import { SmartImage } from "~/components/ui/smart-image";
import { getPost, listPosts } from "~/lib/blog.server";
import { useI18n } from "~/i18n/i18n";
import { blogFeedLink, buildMeta, canonicalUrl } from "~/lib/meta";
import { breadcrumbJsonLd, organizationJsonLd, websiteJsonLd } from "~/lib/structured-data";
import type { Route } from "./+types/blog-post";

export function loader({ params, url }: Route.LoaderArgs) {
  const locale = localeOf(url.pathname);
  const post = getPost(params.slug, locale);
  if (!post) throw data(null, { status: 404 });
  const related = listPosts(locale)
    .filter((other) => other.slug !== post.slug)
    .map((other) => ({ ...other, shared: other.tags.filter((tag) => post.tags.includes(tag)).length }))
    .sort((a, b) => b.shared - a.shared || b.date.localeCompare(a.date))
    .slice(0, 3);
  const blog = pageCopyIn("blog", locale);
  return { locale, post, related, blogLabel: blog.crumb ?? blog.title };
}

export function meta({ loaderData }: Route.MetaArgs) {
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- meta also runs when the loader threw a 404, with no loaderData
  if (!loaderData) return [];
  const { post, locale } = loaderData;
  const path = postPath(post.slug, locale);
  return [
    ...buildMeta({
      title: post.title,
      description: post.description,
      path,
      type: "article",
      locale,
      twins: true,
      image: ogImagePath("blog", locale),
      keywords: post.tags,
      jsonLd: [
        organizationJsonLd(),
        websiteJsonLd(),
        {
          "@context": "https://schema.org",
          "@type": "Article",
          headline: post.title,
          inLanguage: LOCALE_INFO[locale].lang,
          description: post.description,
          datePublished: post.date,
          dateModified: post.date,
          author: { "@type": "Organization", name: post.author },
          publisher: { "@id": `${siteConfig.origin}/#organization` },
          image: `${siteConfig.origin}${post.image}`,
          mainEntityOfPage: canonicalUrl(path),
          keywords: post.tags.join(", "),
        },
        breadcrumbJsonLd([
          { name: LOCALE_INFO[locale].homeLabel, path: homePath(locale) },
          { name: loaderData.blogLabel, path: pagePath("blog", locale) },
          { name: post.title, path },
        ]),
      ],
    }),
    blogFeedLink(locale),
  ];
}

export default function BlogPost() {
  const { post, related } = useLoaderData<typeof loader>();
  const { locale, m, format } = useI18n();
  return (
    <article>
      <header className="bg-gradient-to-b from-honey-50 to-white">
        <div className="mx-auto max-w-3xl px-4 pt-10 sm:px-6 sm:pt-14">
          <Link
            to={pagePath("blog", locale)}
            className="inline-flex items-center gap-1 text-sm font-medium text-ink-700 hover:text-ink-950"
          >
            <ArrowLeftIcon className="size-4 rtl:-scale-x-100" aria-hidden="true" /> {m.blog.allArticles}
          </Link>
          <h1 className="mt-4 text-3xl font-extrabold tracking-tight text-ink-950 sm:text-5xl">{post.title}</h1>
          <p className="mt-4 flex flex-wrap gap-x-3 gap-y-1 text-sm text-ink-600">
            <time dateTime={post.date}>{format.date(post.date)}</time>
            <span aria-hidden="true">·</span>
            <span>{m.blog.minutesRead(post.readingMinutes)}</span>
            <span aria-hidden="true">·</span>
            <span>{post.author}</span>
          </p>
          <SmartImage
            src={post.image}
            alt={post.imageAlt}
            width={1200}
            height={630}
            eager
            className="mt-8 rounded-3xl bg-honey-50"
            imgClassName="object-cover"
          />
        </div>
      </header>
      <div
        className="prose-article mx-auto max-w-3xl px-4 pb-10 sm:px-6"
        dangerouslySetInnerHTML={{ __html: post.html }}
      />
      <aside className="mx-auto max-w-3xl px-4 sm:px-6" aria-labelledby="post-cta">
        <div className="rounded-3xl bg-ink-950 p-8 text-white">
          <h2 id="post-cta" className="text-2xl font-bold">
            {m.blog.ctaTitle}
          </h2>
          <p className="mt-2 text-ink-300">{m.blog.ctaText}</p>
          <QuoteButton className="mt-5" context={{ source: "blog", medium: "cta_button", content: post.slug }}>
            {m.common.getQuote}
          </QuoteButton>
        </div>
      </aside>
      {related.length > 0 ? (
        <nav aria-labelledby="related-heading" className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
          <h2 id="related-heading" className="text-xl font-bold text-ink-950">
            {m.blog.related}
          </h2>
          <ul className="mt-4 grid gap-4 sm:grid-cols-3">
            {related.map((other) => (
              <li key={other.slug}>
                <Link
                  to={postPath(other.slug, locale)}
                  className="block rounded-2xl p-4 ring-1 ring-ink-100 hover:bg-ink-50"
                >
                  <span className="block font-semibold text-ink-950">{other.title}</span>
                  <time dateTime={other.date} className="mt-1 block text-sm text-ink-600">
                    {format.date(other.date)}
                  </time>
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </article>
  );
}
