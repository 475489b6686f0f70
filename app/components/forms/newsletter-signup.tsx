import { MailIcon } from "lucide-react";
import type { FormAnswer } from "@core/form-posts";
import { Button } from "~/components/ui/button";
import { useI18n } from "~/i18n/i18n";
import { cn } from "~/lib/cn";
import { EmailInput, FieldError } from "./email-input";
import { useNewsletterForm } from "./use-newsletter-submit";

const TONES = {
  dark: {
    heading: "text-white",
    text: "text-ink-300",
    input:
      "border-white/15 bg-white/10 text-white placeholder:text-ink-300 focus:border-honey-300 focus:ring-honey-300/50",
    error: "text-rose-300",
  },
  light: {
    heading: "text-ink-950",
    text: "text-ink-700",
    input: "border-ink-200 bg-white text-ink-950 placeholder:text-ink-500 focus:border-honey-500 focus:ring-honey-300",
    error: "text-rose-700",
  },
} as const;

/**
 * The footer newsletter (R-OPEN-16). The newsletter page shows it
 * too, light, with the answer to a post made without JavaScript (R-HTML-03).
 */
export function NewsletterSignup({
  answer,
  tone = "dark",
  id = "newsletter-email",
}: {
  answer?: FormAnswer | undefined;
  tone?: keyof typeof TONES;
  /** The field's id: the page's own form and the footer's are both on the newsletter page. */
  id?: string;
}) {
  const { formProps, inputProps, sourceProps, submitting, error } = useNewsletterForm("footer", { answer });
  const { m } = useI18n();
  const words = m.chrome.newsletter;
  const colours = TONES[tone];

  return (
    <div className="flex flex-col gap-4 lg:flex-row lg:items-center lg:justify-between" data-testid="newsletter-slot">
      <div className="max-w-md">
        <h2 className={cn("text-lg font-semibold", colours.heading)}>{words.heading}</h2>
        <p className={cn("mt-1 text-sm", colours.text)}>{words.text}</p>
      </div>
      <form {...formProps} className="w-full max-w-md">
        <input {...sourceProps} />
        <div className="flex gap-2">
          <div className="relative flex-1">
            <label htmlFor={id} className="sr-only">
              {m.chrome.forms.emailLabel}
            </label>
            <MailIcon
              className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-ink-400"
              aria-hidden="true"
            />
            <EmailInput
              {...inputProps}
              id={id}
              className={cn(
                "h-11 w-full rounded-full border ps-9 pe-4 text-sm focus:outline-none focus:ring-2 disabled:opacity-60",
                colours.input,
              )}
            />
          </div>
          <Button type="submit" disabled={submitting} className="h-11">
            {submitting ? words.joining : words.join}
          </Button>
        </div>
        <FieldError id={id} message={error} className={cn("mt-2 ps-4 text-sm font-medium", colours.error)} />
      </form>
    </div>
  );
}
