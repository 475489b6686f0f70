import { ExternalLinkIcon } from "lucide-react";
import { REMINDERS } from "@core/constants";
import { localized } from "@core/locales";
import type { ReminderLinkAnswer } from "@core/schemas/reminder";
import { useConfirmPress } from "~/components/newsletter/use-confirm-press";
import { HomeLink, LinkPage } from "~/components/newsletter/link-page";
import { buttonVariants } from "~/components/ui/button";
import { cn } from "~/lib/cn";
import { messagesOf, useI18n } from "~/i18n/i18n";
import { formAction } from "~/lib/form-post";
import { unindexedMeta } from "~/lib/meta";
import type { Route } from "./+types/reminder-confirm";

export function meta({ location, matches }: Route.MetaArgs) {
  // The words come from the edition layout's catalogue: this chunk carries none of its own.
  return unindexedMeta(location.pathname, messagesOf(matches).reminders.confirm);
}

/** A confirm page's action: its button posted without JavaScript (R-SAFE-21); the server confirms and answers. */
export const action = formAction;

type Confirmed = Extract<ReminderLinkAnswer, { state: "confirmed" | "already-confirmed" }>;

const DAYS = Math.round(REMINDERS.confirmationTtlMs / (24 * 60 * 60 * 1000));

/**
 * /reminders/confirm?token=… and /ar/… (R-FOLLOW-42): the link of the reminder's
 * confirmation e-mail. Only a person's press of its button confirms (R-SAFE-20).
 */
export default function ReminderConfirmPage() {
  const { m, format, locale } = useI18n();
  const words = m.reminders.confirm;
  const { state, button } = useConfirmPress<Confirmed>({ endpoint: "/api/reminders/confirm", working: words.working });
  const home = localized("/", locale);
  const setAgain = <HomeLink to={`${home === "/" ? "" : home}/#renewal-reminder`}>{words.setAgain}</HomeLink>;

  const page = { testId: "reminder-link-page" };
  switch (state.kind) {
    case "ready":
    case "working":
      return (
        <LinkPage {...page} tone="warning" state={state.kind} title={words.readyTitle}>
          <p>{words.readyText}</p>
          {button(words.button)}
        </LinkPage>
      );
    case "done": {
      const { answer } = state;
      const month = format.month(answer.renewalMonth);
      const confirmed = answer.state === "confirmed";
      // Confirmed too close to the renewal (R-FOLLOW-49): no date, the quote link now, here and by e-mail once.
      if (answer.close)
        return (
          <LinkPage {...page} tone="success" state={answer.state} title={words.closeTitle}>
            <p>
              <strong className="break-all text-ink-950" dir="ltr">
                {answer.email}
              </strong>
              {": "}
              {words.close(month)}
            </p>
            <a
              href={answer.close.quoteUrl}
              target="_blank"
              rel="noopener noreferrer"
              className={cn(buttonVariants({ variant: "primary", size: "md" }), "gap-1.5")}
              data-testid="reminder-close-quote"
            >
              {words.closeButton}
              <ExternalLinkIcon aria-hidden="true" className="size-4" />
            </a>
            {answer.close.mailed ? <p>{confirmed ? words.closeMailed : words.closeMailedAlready}</p> : null}
            {confirmed ? null : <p>{words.already}</p>}
            <HomeLink to={home}>{words.home}</HomeLink>
          </LinkPage>
        );
      const when = answer.remindOn ? words.confirmed(month, format.date(answer.remindOn)) : words.sentAlready(month);
      return (
        <LinkPage
          {...page}
          tone="success"
          state={answer.state}
          title={confirmed ? words.confirmedTitle : words.alreadyTitle}
        >
          <p>
            <strong className="break-all text-ink-950" dir="ltr">
              {answer.email}
            </strong>
            {": "}
            {when}
          </p>
          {confirmed ? null : <p>{words.already}</p>}
          <HomeLink to={home}>{words.home}</HomeLink>
        </LinkPage>
      );
    }
    case "expired":
      return (
        <LinkPage {...page} tone="warning" state="expired" title={words.expiredTitle}>
          <p>{words.expired(DAYS)}</p>
          {setAgain}
        </LinkPage>
      );
    case "invalid":
      return (
        <LinkPage {...page} tone="error" state="invalid" title={words.invalidTitle}>
          <p>{words.invalid}</p>
          {setAgain}
        </LinkPage>
      );
    case "failed":
      return (
        <LinkPage {...page} tone="error" state="failed" title={words.failedTitle}>
          <p>{words.failed}</p>
          {button(words.tryAgain)}
        </LinkPage>
      );
  }
}
