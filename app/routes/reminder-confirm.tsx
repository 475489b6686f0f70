import { ExternalLinkIcon } from "lucide-react";
import { REMINDERS } from "@core/constants";
import { localized } from "@core/locales";
import type { ReminderLinkAnswer } from "@core/schemas/reminder";
import { useConfirmPress } from "~/components/newsletter/use-confirm-press";
import { ConfirmLinkPage } from "~/components/newsletter/confirm-link-page";
import { HomeLink, LinkPage } from "~/components/newsletter/link-page";
import { buttonVariants } from "~/components/ui/button";
import { cn } from "~/lib/cn";
import { messagesOf, useI18n, type I18n } from "~/i18n/i18n";
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

const page = { testId: "reminder-link-page" };

/**
 * /reminders/confirm?token=… and /ar/… (R-FOLLOW-42): the link of the reminder's
 * confirmation e-mail. Only a person's press of its button confirms (R-SAFE-20).
 */
export default function ReminderConfirmPage() {
  const { m, format, locale } = useI18n();
  const words = m.reminders.confirm;
  const { state, button } = useConfirmPress<Confirmed>({ endpoint: "/api/reminders/confirm", working: words.working });
  const home = localized("/", locale);
  return (
    <ConfirmLinkPage
      state={state}
      button={button}
      words={{
        ready: words.readyTitle,
        readyText: words.readyText,
        button: words.button,
        expired: words.expiredTitle,
        expiredText: words.expired(DAYS),
        invalid: words.invalidTitle,
        invalidText: words.invalid,
        failed: words.failedTitle,
        failedText: words.failed,
        retry: words.tryAgain,
      }}
      again={<HomeLink to={`${home === "/" ? "" : home}/#renewal-reminder`}>{words.setAgain}</HomeLink>}
      testId={page.testId}
      done={(answer) => reminderConfirmed(answer, { words, format, home })}
    />
  );
}

/**
 * What the press confirmed: the reminder's day, or, too close to the renewal, the quote link now.
 * A function, not a component: the page stays ConfirmLinkPage's one LinkPage (its focus moves).
 */
function reminderConfirmed(
  answer: Confirmed,
  { words, format, home }: { words: I18n["m"]["reminders"]["confirm"]; format: I18n["format"]; home: string },
) {
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
