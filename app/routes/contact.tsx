import { ClockIcon, MailIcon, MapPinIcon, PhoneIcon } from "lucide-react";
import { phoneDigits, siteConfig } from "@site-config";
import { ContactForm } from "~/components/forms/contact-form";
import { PageHeader } from "~/components/layout/page-header";
import { WhatsAppChatLink } from "~/components/layout/whatsapp-chat-link";
import { pageMeta } from "~/lib/page-meta";
import { pageCopy } from "@core/page-copy";
import { localBusinessJsonLd } from "~/lib/structured-data";
import { localeOf } from "@core/locales";
import type { Route } from "./+types/contact";

const page = pageCopy.contact;

export function meta({ location }: Route.MetaArgs) {
  return pageMeta("contact", { locale: localeOf(location.pathname), jsonLd: [localBusinessJsonLd()] });
}

/** /contact (R-OPEN-01): the enquiry form beside every other way to reach us. */
export default function ContactPage() {
  const { address } = siteConfig;
  const details = [
    { icon: MailIcon, label: "E-mail", value: siteConfig.supportEmail, href: `mailto:${siteConfig.supportEmail}` },
    { icon: PhoneIcon, label: "Phone", value: siteConfig.phone, href: `tel:+${phoneDigits(siteConfig.phone)}` },
    { icon: ClockIcon, label: "Hours", value: siteConfig.hours },
    {
      icon: MapPinIcon,
      label: "Office",
      value: `${address.street}, ${address.area}, ${address.city}, ${address.country}`,
    },
  ];
  return (
    <>
      <PageHeader
        wide
        eyebrow="Contact"
        title={page.heading}
        lead="Questions about your quote, the app or your cashback? Send us a message and we'll reply within one business day."
      />
      <div className="mx-auto grid max-w-6xl gap-10 px-4 pb-20 sm:px-6 lg:grid-cols-[1fr_22rem]">
        <section
          aria-labelledby="contact-form-heading"
          className="rounded-3xl bg-white p-6 shadow-sm ring-1 ring-ink-100 sm:p-8"
        >
          <h2 id="contact-form-heading" className="mb-6 text-xl font-bold text-ink-950">
            Send us a message
          </h2>
          <ContactForm />
        </section>
        <aside aria-labelledby="contact-details-heading" className="flex flex-col gap-4">
          <h2 id="contact-details-heading" className="text-xl font-bold text-ink-950">
            Other ways to reach us
          </h2>
          <ul className="flex flex-col gap-3">
            {details.map(({ icon: Icon, label, value, href }) => (
              <li key={label} className="flex gap-3 rounded-2xl bg-ink-50 p-4">
                <Icon className="mt-0.5 size-5 shrink-0 text-honey-700" aria-hidden="true" />
                <span>
                  <span className="block text-sm font-semibold text-ink-900">{label}</span>
                  {href ? (
                    <a href={href} className="text-ink-700 underline-offset-2 hover:underline">
                      {value}
                    </a>
                  ) : (
                    <span className="text-ink-700">{value}</span>
                  )}
                </span>
              </li>
            ))}
          </ul>
          <WhatsAppChatLink greeting={`Hi! I have a question about ${siteConfig.name}.`} />
        </aside>
      </div>
    </>
  );
}
