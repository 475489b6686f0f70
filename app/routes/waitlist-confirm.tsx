import { useLoaderData } from "react-router";
import { WAITLIST } from "@core/constants";
import { localeOf, localized, type Locale } from "@core/locales";
import { CHOICE_PATHS, homePath, WAITLIST_PATHS } from "@core/pages";
import type { WaitlistLinkAnswer } from "@core/schemas/waitlist";
import { addressConfirmed, ConfirmLinkPage } from "~/components/newsletter/confirm-link-page";
import { HomeLink } from "~/components/newsletter/link-page";
import { aroundValue } from "~/components/newsletter/message-with";
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
  const testId = "waitlist-link-page";

  return (
    <ConfirmLinkPage
      state={state}
      button={button}
      words={words}
      again={<HomeLink to={localized(CHOICE_PATHS.app, locale)}>{words.joinAgain}</HomeLink>}
      testId={testId}
      done={(answer) =>
        addressConfirmed({ answer, words, testId, next: <HomeLink to={homePath(locale)}>{words.home}</HomeLink> })
      }
    />
  );
}
