import { localized } from "@core/locales";
import { REMINDER_PATHS } from "@core/pages";
import { siteConfig } from "@site-config";
import { HomeLink, LinkPage } from "~/components/newsletter/link-page";
import { UnsubscribeButton, useOneClickUnsubscribe } from "~/components/newsletter/one-click-unsubscribe";
import { messagesOf, useI18n } from "~/i18n/i18n";
import { unindexedMeta } from "~/lib/meta";
import type { Route } from "./+types/reminder-unsubscribe";

export function meta({ location, matches }: Route.MetaArgs) {
  return unindexedMeta(location.pathname, messagesOf(matches).reminders.unsubscribe);
}

/** /reminders/unsubscribe?token=… and /ar/… (R-FOLLOW-43): one button, from every reminder e-mail. */
export default function ReminderUnsubscribePage() {
  const { m, locale } = useI18n();
  const words = m.reminders.unsubscribe;
  const path = localized(REMINDER_PATHS.unsubscribe, locale);
  const oneClick = useOneClickUnsubscribe(path);
  const { state, token } = oneClick;
  const home = localized("/", locale);
  const page = { testId: "reminder-link-page" };

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
      <UnsubscribeButton {...oneClick} words={words} />
    </LinkPage>
  );
}
