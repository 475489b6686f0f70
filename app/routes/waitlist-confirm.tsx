import { useLoaderData } from "react-router";
import { WAITLIST } from "@core/constants";
import { localeOf, localized, type Locale } from "@core/locales";
import { CHOICE_PATHS, homePath, WAITLIST_PATHS } from "@core/pages";
import type { WaitlistLinkAnswer } from "@core/schemas/waitlist";
import { HomeLink, LinkPage } from "~/components/newsletter/link-page";
import { Address, aroundValue, MessageWith } from "~/components/newsletter/message-with";
import { useConfirmPress } from "~/components/newsletter/use-confirm-press";
import { waitlist as waitlistAr } from "~/i18n/messages/ar/waitlist";
import { waitlist as waitlistEn } from "~/i18n/messages/en/waitlist";
import { formAction } from "~/lib/form-post";
import { buildMeta } from "~/lib/meta";
import type { Route } from "./+types/waitlist-confirm";

const DAYS = Math.round(WAITLIST.confirmationTtlMs / (24 * 60 * 60 * 1000));

/** The page's words in its edition, as text a loader can send: each message with the address cut around it. */
function pageWords(locale: Locale) {
  const { confirmedText, alreadyConfirmedText, expiredText, ...words } = (locale === "ar" ? waitlistAr : waitlistEn)
    .confirm;
  return {
    ...words,
    confirmedText: aroundValue(confirmedText),
    alreadyConfirmedText: aroundValue(alreadyConfirmedText),
    expiredText: expiredText(DAYS),
  };
}

/** The edition's words, read at build time: no other page's code carries them. */
export function loader({ url }: Route.LoaderArgs) {
  const locale = localeOf(url.pathname);
  return { locale, words: pageWords(locale) };
}

export function meta({ loaderData }: Route.MetaArgs) {
  const { locale, words } = loaderData;
  return buildMeta({
    title: words.metaTitle,
    description: words.metaDescription,
    path: localized(WAITLIST_PATHS.confirm, locale),
    locale,
    noindex: true,
  });
}

/** A confirm page's action: its button posted without JavaScript (R-SAFE-21); the server confirms and answers. */
export const action = formAction;

type Confirmed = Extract<WaitlistLinkAnswer, { state: "confirmed" | "already-confirmed" }>;

/**
 * /waitlist/confirm?token=… and /ar/waitlist/confirm (R-SAFE-28): the Android waitlist's link from
 * its confirmation e-mail. Only a person's press of its button confirms (R-SAFE-20), and only a
 * confirmed address is told of the launch.
 */
export default function WaitlistConfirmPage() {
  const { locale, words } = useLoaderData<typeof loader>();
  const { state, button } = useConfirmPress<Confirmed>({ endpoint: "/api/waitlist/confirm", working: words.working });
  const page = { testId: "waitlist-link-page" };
  const joinAgain = <HomeLink to={localized(CHOICE_PATHS.app, locale)}>{words.joinAgain}</HomeLink>;

  switch (state.kind) {
    case "ready":
    case "working":
      return (
        <LinkPage {...page} tone="warning" state={state.kind} title={words.ready}>
          <p>{words.readyText}</p>
          {button(words.button)}
        </LinkPage>
      );
    case "done": {
      const { state: outcome, email } = state.answer;
      const confirmed = outcome === "confirmed";
      return (
        <LinkPage {...page} tone="success" state={outcome} title={confirmed ? words.confirmed : words.alreadyConfirmed}>
          <p>
            <MessageWith message={confirmed ? words.confirmedText : words.alreadyConfirmedText}>
              <Address email={email} />
            </MessageWith>
          </p>
          <HomeLink to={homePath(locale)}>{words.home}</HomeLink>
        </LinkPage>
      );
    }
    case "expired":
      return (
        <LinkPage {...page} tone="warning" state="expired" title={words.expired}>
          <p>{words.expiredText}</p>
          {joinAgain}
        </LinkPage>
      );
    case "invalid":
      return (
        <LinkPage {...page} tone="error" state="invalid" title={words.invalid}>
          <p>{words.invalidText}</p>
          {joinAgain}
        </LinkPage>
      );
    case "failed":
      return (
        <LinkPage {...page} tone="error" state="failed" title={words.failed}>
          <p>{words.failedText}</p>
          {button(words.retry)}
        </LinkPage>
      );
  }
}
