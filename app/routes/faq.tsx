import { ChevronDownIcon } from "lucide-react";
import { useEffect } from "react";
import { Link, useLoaderData, useLocation } from "react-router";
import { PageHeader } from "~/components/layout/page-header";
import { faqGroups as faqGroupsAr } from "~/data/ar/faq";
import { answerAsText, FAQ_LINK, faqGroups as faqGroupsEn } from "~/data/faq";
import { useI18n } from "~/i18n/i18n";
import { pageMeta } from "~/lib/page-meta";
import { inLanguage } from "~/lib/structured-data";
import { pageCopyIn } from "@core/page-copy-in";
import { DEFAULT_LOCALE, localeOf } from "@core/locales";
import { pagePath } from "@core/pages";
import type { Route } from "./+types/faq";

/** The edition's copy and questions, read at build time. */
export function loader({ url }: Route.LoaderArgs) {
  const locale = localeOf(url.pathname);
  const faqGroups = locale === "ar" ? faqGroupsAr : faqGroupsEn;
  return { locale, copy: pageCopyIn("faq", locale), faqGroups };
}

export function meta({ loaderData }: Route.MetaArgs) {
  const { locale, copy, faqGroups } = loaderData;
  return pageMeta("faq", {
    locale,
    copy,
    jsonLd: [
      {
        "@context": "https://schema.org",
        "@type": "FAQPage",
        // Said for the Arabic page; the English block stays as it was.
        ...(locale === DEFAULT_LOCALE ? {} : { inLanguage: inLanguage(locale) }),
        mainEntity: faqGroups
          .flatMap((group) => group.items)
          .map((item) => ({
            "@type": "Question",
            name: item.question,
            acceptedAnswer: { "@type": "Answer", text: answerAsText(item.answer) },
          })),
      },
    ],
  });
}

/** An answer's `[words](/path)` become links that read as their words. */
function AnswerText({ text }: { text: string }) {
  // split() with the link pattern's two groups: text, words, path, text, words, path, ...
  const parts = text.split(new RegExp(FAQ_LINK.source));
  return (
    <>
      {parts.map((part, index) =>
        index % 3 === 1 ? (
          <Link
            key={index}
            to={parts[index + 1]!}
            className="font-medium text-honey-700 underline underline-offset-2 hover:text-ink-950"
          >
            {part}
          </Link>
        ) : index % 3 === 2 ? null : (
          part
        ),
      )}
    </>
  );
}

/**
 * A link to one answer (`/faq#typical-cashback`, from the calculator) opens it: the browser does so when
 * it loads the page at that place, and this does it after a navigation inside the site.
 */
function useOpenAnswerAtHash() {
  const { hash } = useLocation();
  useEffect(() => {
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (target instanceof HTMLDetailsElement) target.open = true;
  }, [hash]);
}

/** /faq (R-OPEN-07): the questions as an accordion (several may be open), with FAQPage structured data. */
export default function FaqPage() {
  const { copy: page, faqGroups } = useLoaderData<typeof loader>();
  const { locale, m } = useI18n();
  useOpenAnswerAtHash();
  return (
    <>
      <PageHeader eyebrow={m.pages.faq.eyebrow} title={page.heading} lead={m.pages.faq.lead} />
      <div className="mx-auto flex max-w-4xl flex-col gap-12 px-4 pb-20 sm:px-6">
        {faqGroups.map((group) => (
          <section key={group.id} aria-labelledby={`faq-${group.id}`}>
            <h2 id={`faq-${group.id}`} className="text-2xl font-bold text-ink-950">
              {group.title}
            </h2>
            {/* Native disclosure widgets: they open and close before (and without) JavaScript,
                keep every answer in the page for find-in-page and crawlers, and cost no hydration. */}
            <div className="mt-4 divide-y divide-ink-100 rounded-3xl bg-white ring-1 ring-ink-100">
              {group.items.map((item) => (
                <details key={item.id} id={item.id} className="group">
                  <summary className="flex cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 text-start hover:bg-ink-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-honey-600 [&::-webkit-details-marker]:hidden">
                    <h3 className="font-semibold text-ink-950">{item.question}</h3>
                    <ChevronDownIcon
                      className="size-5 shrink-0 text-ink-500 transition-transform group-open:rotate-180 motion-reduce:transition-none"
                      aria-hidden="true"
                    />
                  </summary>
                  <p className="px-5 pb-5 text-ink-700">
                    <AnswerText text={item.answer} />
                  </p>
                </details>
              ))}
            </div>
          </section>
        ))}
        <p className="text-ink-700">
          {m.pages.faq.stillQuestion}{" "}
          <Link to={pagePath("contact", locale)} className="font-semibold text-ink-950 underline underline-offset-2">
            {m.pages.faq.contactUs}
          </Link>
          .
        </p>
      </div>
    </>
  );
}
