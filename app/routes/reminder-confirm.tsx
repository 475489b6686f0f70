import { useState } from "react";
import { REMINDERS } from "@core/constants";
import { localized } from "@core/locales";
import type { FormAnswer } from "@core/form-posts";
import type { ReminderLinkAnswer } from "@core/schemas/reminder";
import { ConfirmButton } from "~/components/newsletter/confirm-button";
import { HomeLink, LinkPage } from "~/components/newsletter/link-page";
import { messagesOf, useI18n } from "~/i18n/i18n";
import { formAction, useFormAnswer } from "~/lib/form-post";
import { unindexedMeta } from "~/lib/meta";
import type { Route } from "./+types/reminder-confirm";

export function meta({ location, matches }: Route.MetaArgs) {
  // The words come from the edition layout's catalogue: this chunk carries none of its own.
  return unindexedMeta(location.pathname, messagesOf(matches).reminders.confirm);
}

/** A confirm page's action: its button posted without JavaScript (R-SAFE-21); the server confirms and answers. */
export const action = formAction;

type Confirmed = Extract<ReminderLinkAnswer, { state: "confirmed" | "already-confirmed" }>;
type State =
  { kind: "ready" | "working" } | { kind: "done"; answer: Confirmed } | { kind: "expired" | "invalid" | "failed" };

const DAYS = Math.round(REMINDERS.confirmationTtlMs / (24 * 60 * 60 * 1000));

/** What the page shows first: the button, or what its press without JavaScript did. */
function stateOf(answer: FormAnswer | undefined): State {
  if (!answer) return { kind: "ready" };
  if (answer.state !== "link") return { kind: "failed" };
  const { outcome } = answer;
  if ("renewalMonth" in outcome) return { kind: "done", answer: outcome };
  return { kind: outcome.state === "expired" ? "expired" : "invalid" };
}

/** The button's call once the page has its script: the token from the link, POSTed to the JSON endpoint. */
async function confirm(search: string): Promise<State> {
  const { newsletterConfirmSchema } = await import("@core/schemas/newsletter");
  const body = newsletterConfirmSchema.safeParse({ token: new URLSearchParams(search).get("token") ?? "" });
  if (!body.success) return { kind: "invalid" };
  try {
    const response = await fetch("/api/reminders/confirm", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body.data),
    });
    if (response.ok) {
      const answer = (await response.json()) as ReminderLinkAnswer;
      return answer.state === "unsubscribed" ? { kind: "failed" } : { kind: "done", answer };
    }
    if (response.status === 410) return { kind: "expired" };
    if (response.status === 400 || response.status === 404) return { kind: "invalid" };
    return { kind: "failed" };
  } catch {
    return { kind: "failed" };
  }
}

/**
 * /reminders/confirm?token=… and /ar/… (issue 15, R-FOLLOW-42): the link of the reminder's
 * confirmation e-mail. Only a person's press of its button confirms (R-SAFE-20).
 */
export default function ReminderConfirmPage() {
  const { m, format, locale } = useI18n();
  const words = m.reminders.confirm;
  const answer = useFormAnswer();
  const [state, setState] = useState<State>(() => stateOf(answer));
  const home = localized("/", locale);
  const setAgain = <HomeLink to={`${home === "/" ? "" : home}/#renewal-reminder`}>{words.setAgain}</HomeLink>;

  async function press() {
    if (state.kind === "working") return;
    setState({ kind: "working" });
    setState(await confirm(window.location.search));
  }
  const button = (label: string) => (
    <ConfirmButton
      label={label}
      working={words.working}
      busy={state.kind === "working"}
      onConfirm={() => void press()}
    />
  );

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
      const when = answer.remindOn ? words.confirmed(month, format.date(answer.remindOn)) : words.sentAlready(month);
      const confirmed = answer.state === "confirmed";
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
