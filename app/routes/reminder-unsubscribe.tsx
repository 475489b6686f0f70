import { useState, useSyncExternalStore } from "react";
import { localized } from "@core/locales";
import { REMINDER_PATHS } from "@core/pages";
import { ONE_CLICK_BODY } from "@core/schemas/newsletter";
import type { ReminderLinkAnswer } from "@core/schemas/reminder";
import { siteConfig } from "@site-config";
import { Button } from "~/components/ui/button";
import { HomeLink, LinkPage } from "~/components/newsletter/link-page";
import { messagesOf, useI18n } from "~/i18n/i18n";
import { unindexedMeta } from "~/lib/meta";
import type { Route } from "./+types/reminder-unsubscribe";

export function meta({ location, matches }: Route.MetaArgs) {
  return unindexedMeta(location.pathname, messagesOf(matches).reminders.unsubscribe);
}

type State = "ready" | "working" | "failed" | "invalid" | { unsubscribed: string | undefined };

/** The token of the page's own URL, or null when the link has none. */
const tokenOfPage = () => new URLSearchParams(window.location.search).get("token") || null;
const unchanging = () => () => undefined;

/** The same POST a mail provider makes for RFC 8058's one-click unsubscribe, to this very URL. */
async function unsubscribe(token: string): Promise<State> {
  try {
    const response = await fetch(`${window.location.pathname}?token=${encodeURIComponent(token)}`, {
      method: "POST",
      body: new URLSearchParams(ONE_CLICK_BODY),
    });
    if (response.ok) return { unsubscribed: ((await response.json()) as ReminderLinkAnswer).email };
    return response.status === 400 ? "invalid" : "failed";
  } catch {
    return "failed";
  }
}

/** /reminders/unsubscribe?token=… and /ar/… (issue 15, R-FOLLOW-43): one button, from every reminder e-mail. */
export default function ReminderUnsubscribePage() {
  const { m, locale } = useI18n();
  const words = m.reminders.unsubscribe;
  const [state, setState] = useState<State>("ready");
  // The prerendered page cannot know the link: undefined there and while hydrating, then the URL's.
  const token = useSyncExternalStore(unchanging, tokenOfPage, () => undefined);
  const home = localized("/", locale);
  const page = { testId: "reminder-link-page" };

  async function submit() {
    if (!token || state === "working") return;
    setState("working");
    setState(await unsubscribe(token));
  }

  if (typeof state === "object")
    return (
      <LinkPage {...page} tone="success" state="unsubscribed" title={words.doneTitle}>
        <p className="break-words">{words.done(state.unsubscribed)}</p>
        <HomeLink to={home}>{words.home}</HomeLink>
      </LinkPage>
    );
  if (state === "invalid" || token === null)
    return (
      <LinkPage {...page} tone="error" state="invalid" title={words.invalidTitle}>
        <p>{words.invalid(siteConfig.supportEmail)}</p>
        <HomeLink to={home}>{words.home}</HomeLink>
      </LinkPage>
    );
  return (
    <LinkPage {...page} tone="warning" state={state} title={words.heading}>
      <p>{words.text}</p>
      <form
        method="post"
        action={localized(REMINDER_PATHS.unsubscribe, locale)}
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
        className="flex flex-col items-center gap-3"
      >
        {/* aria-disabled, not disabled, while working: the button keeps the keyboard focus. */}
        <Button type="submit" size="lg" disabled={!token} aria-disabled={state === "working"}>
          {state === "working" ? words.working : words.button}
        </Button>
        {state === "failed" ? (
          <p role="alert" className="text-base font-medium text-rose-700">
            {words.failed}
          </p>
        ) : null}
      </form>
    </LinkPage>
  );
}
