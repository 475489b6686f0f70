import { MailIcon } from "lucide-react";
import { Button } from "~/components/ui/button";
import { useI18n } from "~/i18n/i18n";
import { EmailInput, FieldError } from "./email-input";
import { useNewsletterForm } from "./use-newsletter-submit";

/** The footer newsletter (spec §2 #newsletter, §4, §5, §8; R-OPEN-16). */
export function NewsletterSignup() {
  const { formProps, inputProps, submitting, error } = useNewsletterForm("footer");
  const { m } = useI18n();
  const words = m.chrome.newsletter;

  return (
    <div className="flex flex-col gap-4 lg:flex-row lg:items-center lg:justify-between" data-testid="newsletter-slot">
      <div className="max-w-md">
        <h2 className="text-lg font-semibold text-white">{words.heading}</h2>
        <p className="mt-1 text-sm text-ink-300">{words.text}</p>
      </div>
      <form {...formProps} className="w-full max-w-md">
        <div className="flex gap-2">
          <div className="relative flex-1">
            <label htmlFor="newsletter-email" className="sr-only">
              {m.chrome.forms.emailLabel}
            </label>
            <MailIcon
              className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-ink-400"
              aria-hidden="true"
            />
            <EmailInput
              {...inputProps}
              id="newsletter-email"
              className="h-11 w-full rounded-full border border-white/15 bg-white/10 ps-9 pe-4 text-sm text-white placeholder:text-ink-300 focus:border-honey-300 focus:outline-none focus:ring-2 focus:ring-honey-300/50 disabled:opacity-60"
            />
          </div>
          <Button type="submit" disabled={submitting} className="h-11">
            {submitting ? words.joining : words.join}
          </Button>
        </div>
        <FieldError id="newsletter-email" message={error} className="mt-2 ps-4 text-sm font-medium text-rose-300" />
      </form>
    </div>
  );
}
