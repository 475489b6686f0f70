import { ChevronDownIcon } from "lucide-react";
import { Accordion } from "radix-ui";
import { Link } from "react-router";
import { PageHeader } from "~/components/layout/page-header";
import { allFaqItems, faqGroups } from "~/data/faq";
import { pageMeta } from "~/lib/page-meta";
import { pages } from "~/data/pages";

const page = pages.faq;

export function meta() {
  return pageMeta(page, {
    jsonLd: [
      {
        "@context": "https://schema.org",
        "@type": "FAQPage",
        mainEntity: allFaqItems.map((item) => ({
          "@type": "Question",
          name: item.question,
          acceptedAnswer: { "@type": "Answer", text: item.answer },
        })),
      },
    ],
  });
}

/** Internal paths in an answer ("/driver-score") become links. */
function AnswerText({ text }: { text: string }) {
  const parts = text.split(/(\/[a-z][a-z0-9-]*(?:\/[a-z0-9-]+)*)/g);
  return (
    <>
      {parts.map((part, index) =>
        index % 2 === 1 ? (
          <Link key={index} to={part} className="font-medium text-honey-700 underline underline-offset-2 hover:text-ink-950">
            {part}
          </Link>
        ) : (
          part
        ),
      )}
    </>
  );
}

/** /faq (R-OPEN-07): the questions as an accordion, with FAQPage structured data. */
export default function FaqPage() {
  return (
    <>
      <PageHeader eyebrow="FAQ" title={page.heading} lead="Cashback, the safety score, Queen Bee, quotes, plans and privacy: the short answers." />
      <div className="mx-auto flex max-w-4xl flex-col gap-12 px-4 pb-20 sm:px-6">
        {faqGroups.map((group) => (
          <section key={group.id} aria-labelledby={`faq-${group.id}`}>
            <h2 id={`faq-${group.id}`} className="text-2xl font-bold text-ink-950">
              {group.title}
            </h2>
            <Accordion.Root type="multiple" className="mt-4 divide-y divide-ink-100 rounded-3xl bg-white ring-1 ring-ink-100">
              {group.items.map((item) => (
                <Accordion.Item key={item.id} value={item.id}>
                  <Accordion.Header asChild>
                    <h3>
                      <Accordion.Trigger className="group flex w-full items-center justify-between gap-4 px-5 py-4 text-left font-semibold text-ink-950 hover:bg-ink-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-honey-600">
                        {item.question}
                        <ChevronDownIcon className="size-5 shrink-0 text-ink-500 transition-transform group-data-[state=open]:rotate-180" aria-hidden="true" />
                      </Accordion.Trigger>
                    </h3>
                  </Accordion.Header>
                  <Accordion.Content className="px-5 pb-5 text-ink-700">
                    <p>
                      <AnswerText text={item.answer} />
                    </p>
                  </Accordion.Content>
                </Accordion.Item>
              ))}
            </Accordion.Root>
          </section>
        ))}
        <p className="text-ink-700">
          Still have a question?{" "}
          <Link to="/contact" className="font-semibold text-ink-950 underline underline-offset-2">
            Contact us
          </Link>
          .
        </p>
      </div>
    </>
  );
}
