import { useEffect } from "react";
import { NEWSLETTER, STORAGE_KEYS } from "@core/constants";
import type { NewsletterLinkAnswer } from "@core/schemas/newsletter";
import { useConfirmPress } from "~/components/newsletter/use-confirm-press";
import { EditionHomeLink, EditionSignUpAgain } from "~/components/newsletter/edition-links";
import { addressConfirmed, ConfirmLinkPage } from "~/components/newsletter/confirm-link-page";
import { writeStorage } from "~/features/storage";
import { messagesOf, useI18n } from "~/i18n/i18n";
import { formAction } from "~/lib/form-post";
import { unindexedMeta } from "~/lib/meta";
import type { Route } from "./+types/newsletter-confirm";

export function meta({ location, matches }: Route.MetaArgs) {
  // The words come from the edition layout's catalogue: this chunk carries none of its own.
  const { metaTitle, metaDescription } = messagesOf(matches).newsletter.confirm;
  return unindexedMeta(location.pathname, { title: metaTitle, description: metaDescription });
}

/** A confirm page's action: its button posted without JavaScript (R-SAFE-21); the server confirms and answers. */
export const action = formAction;

const DAYS = Math.round(NEWSLETTER.confirmationTtlMs / (24 * 60 * 60 * 1000));

type Confirmed = Extract<NewsletterLinkAnswer, { state: "confirmed" | "already-confirmed" }>;

/**
 * /newsletter/confirm?token=… and /ar/newsletter/confirm (R-FOLLOW-10, 18): the double opt-in's
 * link from the confirmation e-mail. Only a person's press of its button confirms (R-SAFE-20).
 */
export default function NewsletterConfirmPage() {
  const words = useI18n().m.newsletter.confirm;
  const { state, button } = useConfirmPress<Confirmed>({ endpoint: "/api/newsletter/confirm", working: words.working });

  // The popup does not ask a subscriber to subscribe.
  const subscribed = state.kind === "done";
  useEffect(() => {
    if (subscribed) writeStorage("local", STORAGE_KEYS.subscribed, "true");
  }, [subscribed]);

  return (
    <ConfirmLinkPage
      state={state}
      button={button}
      words={{ ...words, expiredText: words.expiredText(DAYS) }}
      again={<EditionSignUpAgain />}
      done={(answer) => addressConfirmed({ answer, words, next: <EditionHomeLink /> })}
    />
  );
}
