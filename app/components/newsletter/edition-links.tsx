import { homePath } from "@core/pages";
import { HomeLink, SignUpAgainButton } from "~/components/newsletter/link-page";
import { useI18n } from "~/i18n/i18n";

/** Back to the home of the page's edition, in its words. */
export function EditionHomeLink() {
  const { locale, m } = useI18n();
  return <HomeLink to={homePath(locale)}>{m.newsletter.backHome}</HomeLink>;
}

/** To the footer's newsletter form of this page, in its edition's words. */
export function EditionSignUpAgain() {
  return <SignUpAgainButton>{useI18n().m.newsletter.signUpAgain}</SignUpAgainButton>;
}
