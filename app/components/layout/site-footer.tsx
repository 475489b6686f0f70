import { MailIcon, MapPinIcon, PhoneIcon } from "lucide-react";
import { Link } from "react-router";
import { BROKER_STATEMENT_ID, phoneDigits, siteConfig } from "@site-config";
import { DownloadAppButton } from "~/components/dialogs/dialog-buttons";
import { LanguageSwitcher } from "./language-switcher";
import { NewsletterSignup } from "~/components/forms/newsletter-signup";
import { pagePath } from "@core/pages";
import type { NavLink } from "~/data/navigation";
import { trackClick } from "~/features/analytics";
import { buildWhatsAppUrl } from "~/features/quote-links";
import { useI18n } from "~/i18n/i18n";
import { BrandLogo } from "./brand-logo";
import { Ltr } from "./ltr";
import { LinkItems, useNavigation } from "./nav-parts";
import { useBrokerStatement } from "./use-broker-statement";

const linkClass =
  "text-sm text-ink-300 transition-colors hover:text-white focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-honey-400 rounded";

function ExternalLink({ href, label, children }: { href: string; label: string; children?: React.ReactNode }) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      onClick={() => trackClick("Navigation", label)}
      className={linkClass}
    >
      {children ?? label}
    </a>
  );
}

/** `network` is what analytics records; `label` is the link's name in the page's language. */
function SocialLink({
  href,
  network,
  label,
  children,
}: {
  href: string;
  network: string;
  label: string;
  children: React.ReactNode;
}) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={label}
      onClick={() => trackClick("Navigation", network)}
      className="inline-flex size-10 items-center justify-center rounded-full bg-white/10 text-white hover:bg-white/20 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-honey-400"
    >
      {children}
    </a>
  );
}

function FacebookIcon() {
  return (
    <svg viewBox="0 0 24 24" className="size-5" aria-hidden="true" fill="currentColor">
      <path d="M13.5 21v-7.5h2.5l.4-3h-2.9V8.6c0-.9.3-1.5 1.5-1.5h1.5V4.4a20 20 0 0 0-2.2-.1c-2.2 0-3.8 1.3-3.8 3.8v2.4H8v3h2.5V21z" />
    </svg>
  );
}

function InstagramIcon() {
  return (
    <svg viewBox="0 0 24 24" className="size-5" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="1.8">
      <rect x="3.5" y="3.5" width="17" height="17" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <circle cx="17.3" cy="6.7" r="1" fill="currentColor" stroke="none" />
    </svg>
  );
}

/** A titled list of site links; `children` adds items that are not pages. */
function FooterColumn({
  id,
  heading,
  links,
  children,
}: {
  id: string;
  heading: string;
  links: readonly NavLink[];
  children?: React.ReactNode;
}) {
  return (
    <nav aria-labelledby={id}>
      <h2 id={id} className="text-sm font-semibold uppercase tracking-wider text-honey-300">
        {heading}
      </h2>
      <ul className="mt-4 flex flex-col gap-3">
        <LinkItems links={links} className={linkClass} />
        {children}
      </ul>
    </nav>
  );
}

/** The footer (R-HOME-FOOTER-*): contact details, product/legal/support links, Download App, social, newsletter. */
export function SiteFooter() {
  const { locale, m } = useI18n();
  const words = m.chrome.footer;
  const nav = useNavigation();
  const broker = useBrokerStatement();
  return (
    <footer className="bg-ink-950 text-white" data-testid="site-footer">
      <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6">
        <div className="grid gap-10 lg:grid-cols-[1.4fr_1fr_1fr_1fr]">
          <div className="flex flex-col gap-5">
            <Link to={nav.home.to} aria-label={m.chrome.nav.homeLink} className="w-fit rounded-lg">
              <BrandLogo inverted />
            </Link>
            <p className="max-w-sm text-sm text-ink-300">{words.tagline}</p>
            <address className="flex flex-col gap-3 not-italic">
              <span className="inline-flex items-start gap-2 text-sm text-ink-300">
                <MapPinIcon className="mt-0.5 size-4 shrink-0 text-honey-300" aria-hidden="true" />
                <span>{words.address}</span>
              </span>
              <a href={`mailto:${siteConfig.supportEmail}`} className={`${linkClass} inline-flex items-center gap-2`}>
                <MailIcon className="size-4 text-honey-300" aria-hidden="true" />
                {siteConfig.supportEmail}
              </a>
              <a
                href={`tel:+${phoneDigits(siteConfig.phone)}`}
                className={`${linkClass} inline-flex items-center gap-2`}
              >
                <PhoneIcon className="size-4 text-honey-300" aria-hidden="true" />
                <Ltr>{siteConfig.phone}</Ltr>
              </a>
            </address>
            <div className="flex flex-wrap items-center gap-3">
              <DownloadAppButton label="Download App">{m.chrome.nav.downloadApp}</DownloadAppButton>
              <SocialLink href={siteConfig.social.facebook} network="Facebook" label={words.facebook}>
                <FacebookIcon />
              </SocialLink>
              <SocialLink href={siteConfig.social.instagram} network="Instagram" label={words.instagram}>
                <InstagramIcon />
              </SocialLink>
              <LanguageSwitcher tone="dark" />
            </div>
          </div>

          <FooterColumn id="footer-product" heading={words.product} links={nav.footerProduct} />
          <FooterColumn id="footer-legal" heading={words.legal} links={nav.footerLegal}>
            <li>
              <ExternalLink href={siteConfig.insurancePartnersUrl} label="Insurance Partners">
                {words.insurancePartners}
              </ExternalLink>
            </li>
          </FooterColumn>
          <FooterColumn
            id="footer-support"
            heading={words.support}
            links={[{ label: words.contactUs, to: pagePath("contact", locale) }]}
          >
            <li>
              <ExternalLink href={buildWhatsAppUrl("footer", m.chrome.whatsapp.support)} label="Live Chat">
                {words.liveChat}
              </ExternalLink>
            </li>
            <li>
              <a href={`tel:+${phoneDigits(siteConfig.phone)}`} className={linkClass}>
                {words.call} <Ltr>{siteConfig.phone}</Ltr>
              </a>
            </li>
          </FooterColumn>
        </div>

        <div id="newsletter" className="mt-12 rounded-3xl bg-white/5 p-6 ring-1 ring-white/10 sm:p-8">
          <NewsletterSignup />
        </div>

        <p
          id={broker ? BROKER_STATEMENT_ID : undefined}
          className="mt-10 border-t border-white/10 pt-6 text-xs text-ink-400"
        >
          <Ltr>{words.copyright(new Date().getFullYear())}</Ltr>{" "}
          {broker ? (
            <>
              {broker}{" "}
              {siteConfig.broker.url ? (
                <ExternalLink href={siteConfig.broker.url} label={`About ${siteConfig.broker.name}`}>
                  {words.aboutBroker(siteConfig.broker.name)}
                </ExternalLink>
              ) : null}
            </>
          ) : (
            words.noBroker
          )}
        </p>
      </div>
    </footer>
  );
}
