import { MailIcon } from "lucide-react";
import { siteConfig } from "@site-config";

/**
 * The footer newsletter's place (`#newsletter`, spec §2).
 *
 * The sign-up form (spec §4/§5: "Join", "Joining...", CSRF, rate limits) needs
 * the server function and database of the lead-capture issue. Until then this
 * block says where the tips are published and how to reach us.
 */
export function NewsletterSignup() {
  return (
    <div className="flex flex-col gap-3" data-testid="newsletter-slot">
      <h2 className="text-lg font-semibold text-white">Safe-driving tips and cashback news</h2>
      <p className="text-sm text-ink-300">
        Our newsletter is launching soon. Until then, new tips appear first on the blog, or write to{" "}
        <a className="font-medium text-honey-300 underline underline-offset-2 hover:text-white" href={`mailto:${siteConfig.supportEmail}`}>
          {siteConfig.supportEmail}
        </a>
        .
      </p>
      <p className="inline-flex items-center gap-2 text-sm text-ink-300">
        <MailIcon className="size-4 text-honey-300" aria-hidden="true" /> No spam. Unsubscribe any time.
      </p>
    </div>
  );
}
