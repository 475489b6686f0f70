import { useLoaderData } from "react-router";
import { ClockIcon, MailIcon, MapPinIcon, PhoneIcon } from "lucide-react";
import { phoneDigits, siteConfig } from "@site-config";
import { ContactForm } from "~/components/forms/contact-form";
import { PageHeader } from "~/components/layout/page-header";
import { WhatsAppChatLink } from "~/components/layout/whatsapp-chat-link";
import { useI18n } from "~/i18n/i18n";
import { formAction, useFormAnswer } from "~/lib/form-post";
import { pageMeta } from "~/lib/page-meta";
import { pageCopyIn } from "@core/page-copy-in";
import { localBusinessJsonLd } from "~/lib/structured-data";
import { LOCALE_INFO, localeOf } from "@core/locales";
import type { Route } from "./+types/contact";

/** A post without JavaScript (R-HTML-03): the enquiry is stored by the server and this page answers it. */
export const action = formAction;

/** The edition's copy, read at build time. */
export function loader({ url }: Route.LoaderArgs) {
  const locale = localeOf(url.pathname);
  return { locale, copy: pageCopyIn("contact", locale) };
}

export function meta({ loaderData }: Route.MetaArgs) {
  const { locale, copy } = loaderData;
  return pageMeta("contact", { locale, copy, jsonLd: [localBusinessJsonLd()] });
}

/** /contact (R-OPEN-01): the enquiry form beside every other way to reach us. */
export default function ContactPage() {
  const { copy: page } = useLoaderData<typeof loader>();
  const answer = useFormAnswer();
  const { locale, m } = useI18n();
  const words = m.pages.contact;
  // An e-mail address or a phone number keeps its own direction inside right-to-left text.
  const latinDir = LOCALE_INFO[locale].dir === "rtl" ? "ltr" : undefined;
  const details = [
    {
      icon: MailIcon,
      label: words.email,
      value: siteConfig.supportEmail,
      href: `mailto:${siteConfig.supportEmail}`,
      latin: true,
    },
    {
      icon: PhoneIcon,
      label: words.phone,
      value: siteConfig.phone,
      href: `tel:+${phoneDigits(siteConfig.phone)}`,
      latin: true,
    },
    { icon: ClockIcon, label: words.hoursLabel, value: words.hours, latin: false },
    { icon: MapPinIcon, label: words.officeLabel, value: words.office, latin: false },
  ];
  return (
    <>
      <PageHeader wide eyebrow={words.eyebrow} title={page.heading} lead={words.lead} />
      <div className="mx-auto grid max-w-6xl gap-10 px-4 pb-20 sm:px-6 lg:grid-cols-[1fr_22rem]">
        <section
          aria-labelledby="contact-form-heading"
          className="rounded-3xl bg-white p-6 shadow-sm ring-1 ring-ink-100 sm:p-8"
        >
          <h2 id="contact-form-heading" className="mb-6 text-xl font-bold text-ink-950">
            {words.formHeading}
          </h2>
          <ContactForm answer={answer} />
        </section>
        <aside aria-labelledby="contact-details-heading" className="flex flex-col gap-4">
          <h2 id="contact-details-heading" className="text-xl font-bold text-ink-950">
            {words.otherWays}
          </h2>
          <ul className="flex flex-col gap-3">
            {details.map(({ icon: Icon, label, value, href, latin }) => (
              <li key={label} className="flex gap-3 rounded-2xl bg-ink-50 p-4">
                <Icon className="mt-0.5 size-5 shrink-0 text-honey-700" aria-hidden="true" />
                <span>
                  <span className="block text-sm font-semibold text-ink-900">{label}</span>
                  {href ? (
                    <a
                      href={href}
                      dir={latin ? latinDir : undefined}
                      className="text-ink-700 underline-offset-2 hover:underline"
                    >
                      {value}
                    </a>
                  ) : (
                    <span className="text-ink-700">{value}</span>
                  )}
                </span>
              </li>
            ))}
          </ul>
          <WhatsAppChatLink greeting={words.greeting(siteConfig.name)} />
        </aside>
      </div>
    </>
  );
}
