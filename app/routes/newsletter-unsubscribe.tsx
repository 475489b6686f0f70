import { newsletterPath } from "@core/pages";
import { siteConfig } from "@site-config";
import { EditionHomeLink } from "~/components/newsletter/edition-links";
import { LinkPage } from "~/components/newsletter/link-page";
import { UnsubscribeButton, useOneClickUnsubscribe } from "~/components/newsletter/one-click-unsubscribe";
import { Address, MessageWith } from "~/components/newsletter/message-with";
import { dismissPopup } from "~/features/popup-eligibility";
import { messagesOf, useI18n } from "~/i18n/i18n";
import { unindexedMeta } from "~/lib/meta";
import type { Route } from "./+types/newsletter-unsubscribe";

export function meta({ location, matches }: Route.MetaArgs) {
  // The words come from the edition layout's catalogue: this chunk carries none of its own.
  const { metaTitle, metaDescription } = messagesOf(matches).newsletter.unsubscribe;
  return unindexedMeta(location.pathname, { title: metaTitle, description: metaDescription });
}

/** /newsletter/unsubscribe?token=… and /ar/newsletter/unsubscribe (R-FOLLOW-11, 18): one button, from every newsletter e-mail. */
export default function NewsletterUnsubscribePage() {
  const { locale, m } = useI18n();
  const words = m.newsletter.unsubscribe;
  const path = newsletterPath("unsubscribe", locale);
  // Someone who left the newsletter is not asked to join it again by the popup.
  const oneClick = useOneClickUnsubscribe(path, () => dismissPopup(true));
  const { state, token } = oneClick;

  if (typeof state === "object")
    return (
      <LinkPage tone="success" state="unsubscribed" title={words.done}>
        <p>
          {state.unsubscribed ? (
            <MessageWith message={words.doneText}>
              <Address email={state.unsubscribed} />
            </MessageWith>
          ) : (
            words.doneText(words.yourAddress)
          )}
        </p>
        <EditionHomeLink />
      </LinkPage>
    );
  if (state === "invalid" || token === null)
    return (
      <LinkPage tone="error" state="invalid" title={words.invalid}>
        <p>
          <MessageWith message={words.invalidText}>
            <a dir="ltr" className="font-semibold text-honey-700 underline" href={`mailto:${siteConfig.supportEmail}`}>
              {siteConfig.supportEmail}
            </a>
          </MessageWith>
        </p>
        <EditionHomeLink />
      </LinkPage>
    );
  return (
    <LinkPage tone="warning" state={state} title={words.title}>
      <p>{words.text}</p>
      <UnsubscribeButton {...oneClick} words={words} />
    </LinkPage>
  );
}
