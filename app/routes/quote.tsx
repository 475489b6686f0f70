import {
  BellRingIcon,
  CarIcon,
  ExternalLinkIcon,
  IdCardIcon,
  MessageCircleIcon,
  PhoneCallIcon,
  ShieldCheckIcon,
  ZapIcon,
  type LucideIcon,
} from "lucide-react";
import { AndroidCashbackNote } from "~/components/dialogs/android-cashback-note";
import { QuoteBadges, QuoteMethodName } from "~/components/dialogs/quote-badges";
import type { ReactNode } from "react";
import { Link, useLoaderData, useLocation } from "react-router";
import { MAX_CASHBACK_PERCENT } from "@core/constants";
import { quoteChoiceOf, quoteMethodPath, type QuoteMethod } from "@core/choice-links";
import { localeOf } from "@core/locales";
import { choicePageCopyIn } from "@core/page-copy-in";
import { homePath } from "@core/pages";
import { siteConfig } from "@site-config";
import { Ltr } from "~/components/layout/ltr";
import { PageHeader } from "~/components/layout/page-header";
import { useBrokerStatement } from "~/components/layout/use-broker-statement";
import { AppRating } from "~/components/ui/app-rating";
import { buttonVariants } from "~/components/ui/button";
import { track, trackQuoteRequest } from "~/features/analytics";
import { readAttribution } from "~/features/attribution";
import { buildQuoteUrl, buildWhatsAppUrl, type QuoteContext } from "~/features/quote-links";
import { useHydrated } from "~/hooks/use-hydrated";
import { useHandoffId } from "~/hooks/use-handoff-id";
import { choice as choiceAr } from "~/i18n/messages/ar/choice";
import { choice as choiceEn } from "~/i18n/messages/en/choice";
import { useI18n } from "~/i18n/i18n";
import { choicePageMeta } from "~/lib/page-meta";
import { cn } from "~/lib/cn";
import type { Route } from "./+types/quote";

/** The edition's words, read at build time: no other page's code carries them. */
export function loader({ url }: Route.LoaderArgs) {
  const locale = localeOf(url.pathname);
  return { locale, copy: choicePageCopyIn("quote", locale), words: (locale === "ar" ? choiceAr : choiceEn).quote };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return choicePageMeta("quote", loaderData.locale, loaderData.copy);
}

/** What each method's button leads to, as a person reads it: the broker's site, or our WhatsApp number. */
const DESTINATION: Record<QuoteMethod, string> = {
  online: new URL(siteConfig.quoteSiteUrl).hostname,
  whatsapp: siteConfig.whatsappNumber,
};

/**
 * The methods' links. In the prerendered page (and without JavaScript) they go through the
 * server's redirect, which reads the source and place from this page's URL (R-HTML-01); once
 * hydrated they are the quote dialog's own links, built here with the visit's attribution.
 */
function useMethodLinks(): {
  context: QuoteContext | null;
  href: Record<QuoteMethod, string>;
  handoff: ReturnType<typeof useHandoffId>;
} {
  const hydrated = useHydrated();
  const { search } = useLocation();
  const { locale, m } = useI18n();
  // The press's id (R-FUNNEL-11): once hydrated the page records the press itself; before, the redirect does.
  const handoff = useHandoffId();
  if (!hydrated)
    return {
      context: null,
      href: { online: quoteMethodPath("online", locale), whatsapp: quoteMethodPath("whatsapp", locale) },
      handoff,
    };
  const context = quoteChoiceOf(new URLSearchParams(search));
  return {
    context,
    href: {
      online: buildQuoteUrl({ context, attribution: readAttribution(), handoffId: handoff.id }),
      whatsapp: buildWhatsAppUrl(context.source, m.chrome.whatsapp.quote),
    },
    handoff,
  };
}

/**
 * One of the panels after the steps: its heading (with an icon when it has one), then what it says;
 * dark for the broker's statement.
 */
function Panel({
  id,
  heading,
  icon: Icon,
  dark = false,
  children,
}: {
  id: string;
  heading: string;
  icon?: LucideIcon;
  dark?: boolean;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={id}
      className={dark ? "rounded-3xl bg-ink-950 p-6 text-white sm:p-8" : "rounded-3xl bg-white p-6 ring-1 ring-ink-200"}
    >
      <h2 id={id} className={cn(Icon && "flex items-center gap-2", "text-xl font-bold", !dark && "text-ink-950")}>
        {Icon ? (
          <Icon className={cn("size-5 shrink-0", dark ? "text-honey-300" : "text-honey-700")} aria-hidden="true" />
        ) : null}
        {heading}
      </h2>
      {children}
    </section>
  );
}

/** /quote and /ar/quote (R-HTML-01): the quote dialog's choice as a page, and what follows it. */
export default function QuotePage() {
  const { copy, words } = useLoaderData<typeof loader>();
  const { locale, m } = useI18n();
  const quote = m.chrome.quote;
  const broker = useBrokerStatement() ?? m.chrome.footer.noBroker;
  const { context, href, handoff } = useMethodLinks();

  const methods = [
    {
      method: "online",
      icon: ZapIcon,
      title: quote.instantTitle,
      description: quote.instantDescription,
      tag: quote.recommended,
      leadsTo: words.onlineLeadsTo,
      submit: quote.submitInstant,
      variant: "primary",
    },
    {
      method: "whatsapp",
      icon: MessageCircleIcon,
      title: quote.whatsappTitle,
      description: quote.whatsappDescription,
      tag: null,
      leadsTo: words.whatsappLeadsTo,
      submit: quote.submitWhatsApp,
      variant: "whatsapp",
    },
  ] as const;

  // Once hydrated, a method's click is tracked as the dialog's submit is (R-DLG-QUOTE-09).
  function submitted(method: QuoteMethod) {
    if (!context) return;
    track("quote_method_submitted", {
      event_category: "Quote Method",
      event_label: method === "online" ? "instant" : "whatsapp",
    });
    trackQuoteRequest(context);
    handoff.pressed({ kind: method === "online" ? "quote_online" : "quote_whatsapp", surface: "quote_page", context });
  }

  return (
    <>
      <PageHeader eyebrow={words.eyebrow} title={copy.heading} lead={words.lead}>
        <QuoteBadges className="mt-6" badgeClassName="bg-white" />
      </PageHeader>

      <div className="mx-auto flex max-w-4xl flex-col gap-12 px-4 pb-20 sm:px-6">
        <section aria-labelledby="quote-methods">
          <h2 id="quote-methods" className="text-2xl font-bold text-ink-950">
            {quote.description}
          </h2>
          <div className="mt-5 grid gap-4 md:grid-cols-2">
            {methods.map(({ method, icon, title, description, tag, leadsTo, submit, variant }) => (
              <article
                key={method}
                aria-labelledby={`quote-method-${method}`}
                data-testid={`quote-method-${method}`}
                className={cn(
                  "flex flex-col gap-4 rounded-3xl bg-white p-6 ring-1",
                  method === "online" ? "ring-2 ring-honey-400" : "ring-ink-200",
                )}
              >
                <div className="flex flex-col gap-1">
                  <h3
                    id={`quote-method-${method}`}
                    className="flex flex-wrap items-center gap-2 text-lg font-bold text-ink-950"
                  >
                    <QuoteMethodName icon={icon} title={title} tag={tag} size="lg" />
                  </h3>
                  <p className="text-ink-700">{description}</p>
                </div>
                <p className="text-sm text-ink-600">
                  {leadsTo}{" "}
                  <span className="inline-flex items-center gap-1 font-medium text-ink-900">
                    <Ltr>{DESTINATION[method]}</Ltr>
                    <ExternalLinkIcon className="size-3.5" aria-hidden="true" />
                  </span>
                </p>
                <a
                  href={href[method]}
                  target="_blank"
                  // Without JavaScript the redirect reads this page's URL from the Referer: no "noreferrer" until
                  // the link goes straight to its destination, as the dialog's does (R-OPEN-29).
                  rel={context ? "noopener noreferrer" : "noopener"}
                  onClick={() => submitted(method)}
                  className={cn(buttonVariants({ variant, size: "lg" }), "mt-auto w-full")}
                >
                  {submit}
                </a>
              </article>
            ))}
          </div>
          <div className="mt-5 flex flex-col items-center gap-1 text-sm text-ink-600">
            {/* The app's rating with its source, as in the dialog (R-HONEST-04). */}
            <AppRating />
            <p>{quote.trusted(MAX_CASHBACK_PERCENT)}</p>
            <AndroidCashbackNote className="mt-2 w-full max-w-xl" />
          </div>
        </section>

        <section aria-labelledby="quote-steps">
          <h2 id="quote-steps" className="text-2xl font-bold text-ink-950">
            {words.stepsHeading}
          </h2>
          <ol className="mt-5 grid gap-4 md:grid-cols-3">
            {(["details", "compare", "choose"] as const).map((step, index) => (
              <li key={step} className="flex flex-col gap-2 rounded-3xl bg-honey-50 p-6 ring-1 ring-honey-200">
                <span
                  aria-hidden="true"
                  className="flex size-9 items-center justify-center rounded-full bg-honey-400 font-bold text-ink-950"
                >
                  {index + 1}
                </span>
                <h3 className="text-lg font-bold text-ink-950">{words.steps[step].title}</h3>
                <p className="text-ink-700">{words.steps[step].text}</p>
              </li>
            ))}
          </ol>
        </section>

        <div className="grid gap-6 md:grid-cols-2">
          <Panel id="quote-documents" heading={words.documentsHeading}>
            <p className="mt-2 text-ink-700">{words.documentsLead}</p>
            <ul className="mt-4 flex flex-col gap-3">
              {(
                [
                  ["emiratesId", IdCardIcon],
                  ["licence", IdCardIcon],
                  ["registration", CarIcon],
                ] as const
              ).map(([key, Icon]) => (
                <li key={key} className="flex items-center gap-3 font-medium text-ink-900">
                  <span className="flex size-9 shrink-0 items-center justify-center rounded-xl bg-ink-100 text-ink-800">
                    <Icon className="size-5" aria-hidden="true" />
                  </span>
                  {words.documents[key]}
                </li>
              ))}
            </ul>
          </Panel>
          <Panel id="quote-call" heading={words.callHeading} icon={PhoneCallIcon}>
            <p className="mt-2 text-ink-700">{words.callText}</p>
          </Panel>
        </div>

        <Panel id="quote-broker" heading={words.brokerHeading} icon={ShieldCheckIcon} dark>
          <p className="mt-2 text-ink-200" data-testid="quote-page-broker">
            {broker}
          </p>
        </Panel>

        <Link
          to={`${homePath(locale)}#renewal-reminder`}
          className="inline-flex items-center gap-1.5 self-center rounded text-sm font-semibold text-ink-700 underline underline-offset-4 hover:text-ink-950 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-honey-600"
        >
          <BellRingIcon aria-hidden="true" className="size-4 text-honey-700" />
          {m.reminders.openForm}
        </Link>
      </div>
    </>
  );
}
