import { useCallback, useEffect, useRef, useState } from "react";
import { REMINDERS } from "@core/constants";
import { localized } from "@core/locales";
import type { ReminderLinkAnswer } from "@core/schemas/reminder";
import { Button } from "~/components/ui/button";
import { HomeLink, LinkPage } from "~/components/newsletter/link-page";
import { messagesOf, useI18n } from "~/i18n/i18n";
import { unindexedMeta } from "~/lib/meta";
import type { Route } from "./+types/reminder-confirm";

export function meta({ location, matches }: Route.MetaArgs) {
  // The words come from the edition layout's catalogue: this chunk carries none of its own.
  return unindexedMeta(location.pathname, messagesOf(matches).reminders.confirm);
}

type Confirmed = Extract<ReminderLinkAnswer, { state: "confirmed" | "already-confirmed" }>;
type State = { kind: "working" } | { kind: "done"; answer: Confirmed } | { kind: "expired" | "invalid" | "failed" };

const DAYS = Math.round(REMINDERS.confirmationTtlMs / (24 * 60 * 60 * 1000));

/** The page's one call: the token from the link, POSTed, so a mail scanner that only GETs the link confirms nobody. */
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

/** /reminders/confirm?token=… and /ar/… (issue 15, R-FOLLOW-42): the link of the reminder's confirmation e-mail. */
export default function ReminderConfirmPage() {
  const { m, format, locale } = useI18n();
  const words = m.reminders.confirm;
  const [state, setState] = useState<State>({ kind: "working" });
  const started = useRef(false);
  const home = localized("/", locale);
  const setAgain = <HomeLink to={`${home === "/" ? "" : home}/#renewal-reminder`}>{words.setAgain}</HomeLink>;

  const run = useCallback(async () => {
    setState({ kind: "working" });
    setState(await confirm(window.location.search));
  }, []);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void run();
  }, [run]);

  const page = { testId: "reminder-link-page" };
  switch (state.kind) {
    case "working":
      return (
        <LinkPage {...page} tone="waiting" state="working" title={words.working}>
          <p role="status">{words.workingText}</p>
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
          <Button onClick={() => void run()}>{words.tryAgain}</Button>
        </LinkPage>
      );
  }
}
