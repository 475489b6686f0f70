import { MailIcon } from "lucide-react";
import { Button } from "~/components/ui/button";
import { EmailInput, FieldError } from "./email-input";
import { useNewsletterForm } from "./use-newsletter-submit";

/** The footer newsletter (spec §2 #newsletter, §4, §5, §8; R-OPEN-16). */
export function NewsletterSignup() {
  const { formProps, inputProps, submitting, error } = useNewsletterForm("footer");

  return (
    <div className="flex flex-col gap-4 lg:flex-row lg:items-center lg:justify-between" data-testid="newsletter-slot">
      <div className="max-w-md">
        <h2 className="text-lg font-semibold text-white">Safe-driving tips and cashback news</h2>
        <p className="mt-1 text-sm text-ink-300">One short e-mail a month. No spam; unsubscribe any time.</p>
      </div>
      <form {...formProps} className="w-full max-w-md">
        <div className="flex gap-2">
          <div className="relative flex-1">
            <label htmlFor="newsletter-email" className="sr-only">
              Email address
            </label>
            <MailIcon
              className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-ink-400"
              aria-hidden="true"
            />
            <EmailInput
              {...inputProps}
              id="newsletter-email"
              className="h-11 w-full rounded-full border border-white/15 bg-white/10 pl-9 pr-4 text-sm text-white placeholder:text-ink-300 focus:border-honey-300 focus:outline-none focus:ring-2 focus:ring-honey-300/50 disabled:opacity-60"
            />
          </div>
          <Button type="submit" disabled={submitting} className="h-11">
            {submitting ? "Joining..." : "Join"}
          </Button>
        </div>
        <FieldError id="newsletter-email" message={error} className="mt-2 pl-4 text-sm font-medium text-rose-300" />
      </form>
    </div>
  );
}
