import { MailIcon, MapPinIcon, PhoneIcon } from "lucide-react";
import { Link } from "react-router";
import { BROKER_STATEMENT_ID, brokerStatement, phoneDigits, siteConfig } from "@site-config";
import { DownloadAppButton } from "~/components/dialogs/dialog-buttons";
import { NewsletterSignup } from "~/components/forms/newsletter-signup";
import { footerLegalLinks, footerProductLinks } from "~/data/navigation";
import { trackClick } from "~/features/analytics";
import { buildWhatsAppUrl } from "~/features/quote-links";
import { BrandLogo } from "./brand-logo";

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

/** Spec §2 footer: contact details, product/legal/support links, Download App, social, newsletter. */
const broker = brokerStatement();

export function SiteFooter() {
  const { address } = siteConfig;
  return (
    <footer className="bg-ink-950 text-white" data-testid="site-footer">
      <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6">
        <div className="grid gap-10 lg:grid-cols-[1.4fr_1fr_1fr_1fr]">
          <div className="flex flex-col gap-5">
            <Link to="/" aria-label={`${siteConfig.name} home`} className="w-fit rounded-lg">
              <BrandLogo inverted />
            </Link>
            <p className="max-w-sm text-sm text-ink-300">
              The AI driving coach that rewards safe drivers in the UAE with cashback on car insurance.
            </p>
            <address className="flex flex-col gap-3 not-italic">
              <span className="inline-flex items-start gap-2 text-sm text-ink-300">
                <MapPinIcon className="mt-0.5 size-4 shrink-0 text-honey-300" aria-hidden="true" />
                <span>
                  {address.street}, {address.area}, {address.city}, {address.country}
                </span>
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
                {siteConfig.phone}
              </a>
            </address>
            <div className="flex items-center gap-3">
              <DownloadAppButton label="Download App">Download App</DownloadAppButton>
              <a
                href={siteConfig.social.facebook}
                target="_blank"
                rel="noopener noreferrer"
                aria-label="Facebook"
                onClick={() => trackClick("Navigation", "Facebook")}
                className="inline-flex size-10 items-center justify-center rounded-full bg-white/10 text-white hover:bg-white/20 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-honey-400"
              >
                <FacebookIcon />
              </a>
              <a
                href={siteConfig.social.instagram}
                target="_blank"
                rel="noopener noreferrer"
                aria-label="Instagram"
                onClick={() => trackClick("Navigation", "Instagram")}
                className="inline-flex size-10 items-center justify-center rounded-full bg-white/10 text-white hover:bg-white/20 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-honey-400"
              >
                <InstagramIcon />
              </a>
            </div>
          </div>

          <nav aria-labelledby="footer-product">
            <h2 id="footer-product" className="text-sm font-semibold uppercase tracking-wider text-honey-300">
              Product
            </h2>
            <ul className="mt-4 flex flex-col gap-3">
              {footerProductLinks.map((item) => (
                <li key={item.to}>
                  <Link to={item.to} className={linkClass}>
                    {item.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>

          <nav aria-labelledby="footer-legal">
            <h2 id="footer-legal" className="text-sm font-semibold uppercase tracking-wider text-honey-300">
              Legal
            </h2>
            <ul className="mt-4 flex flex-col gap-3">
              {footerLegalLinks.map((item) => (
                <li key={item.to}>
                  <Link to={item.to} className={linkClass}>
                    {item.label}
                  </Link>
                </li>
              ))}
              <li>
                <ExternalLink href={siteConfig.insurancePartnersUrl} label="Insurance Partners" />
              </li>
            </ul>
          </nav>

          <nav aria-labelledby="footer-support">
            <h2 id="footer-support" className="text-sm font-semibold uppercase tracking-wider text-honey-300">
              Support
            </h2>
            <ul className="mt-4 flex flex-col gap-3">
              <li>
                <Link to="/contact" className={linkClass}>
                  Contact Us
                </Link>
              </li>
              <li>
                <ExternalLink href={buildWhatsAppUrl("footer")} label="Live Chat" />
              </li>
              <li>
                <a href={`tel:+${phoneDigits(siteConfig.phone)}`} className={linkClass}>
                  Call {siteConfig.phone}
                </a>
              </li>
            </ul>
          </nav>
        </div>

        <div id="newsletter" className="mt-12 rounded-3xl bg-white/5 p-6 ring-1 ring-white/10 sm:p-8">
          <NewsletterSignup />
        </div>

        <p
          id={broker ? BROKER_STATEMENT_ID : undefined}
          className="mt-10 border-t border-white/10 pt-6 text-xs text-ink-400"
        >
          © {new Date().getFullYear()} {siteConfig.name}.{" "}
          {broker ? (
            <>
              {broker}{" "}
              {siteConfig.broker.url ? (
                <ExternalLink href={siteConfig.broker.url} label={`About ${siteConfig.broker.name}`} />
              ) : null}
            </>
          ) : (
            `Insurance is arranged by our licensed partner broker; ${siteConfig.name} is not an insurer.`
          )}
        </p>
      </div>
    </footer>
  );
}
