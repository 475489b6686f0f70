import { useState, useSyncExternalStore } from "react";
import { localeOf } from "@core/locales";
import { newsletterPath } from "@core/pages";
import { ONE_CLICK_BODY, type NewsletterLinkAnswer } from "@core/schemas/newsletter";
import { siteConfig } from "@site-config";
import { Button } from "~/components/ui/button";
import { EditionHomeLink } from "~/components/newsletter/edition-links";
import { LinkPage } from "~/components/newsletter/link-page";
import { Address, MessageWith } from "~/components/newsletter/message-with";
import { dismissPopup } from "~/features/popup-eligibility";
import { messagesOf, useI18n } from "~/i18n/i18n";
import { buildMeta } from "~/lib/meta";
import type { Route } from "./+types/newsletter-unsubscribe";

export function meta({ location, matches }: Route.MetaArgs) {
  // The words come from the edition layout's catalogue: this chunk carries none of its own.
  const words = messagesOf(matches).newsletter.unsubscribe;
  const locale = localeOf(location.pathname);
  return buildMeta({
    title: words.metaTitle,
    description: words.metaDescription,
    path: newsletterPath("unsubscribe", locale),
    locale,
    noindex: true,
  });
}

type State = "ready" | "working" | "failed" | "invalid" | { unsubscribed: string | undefined };

/** The token of the page's own URL, or null when the link has none. */
const tokenOfPage = () => new URLSearchParams(window.location.search).get("token") || null;
const unchanging = () => () => undefined;

/**
 * The same POST a mail provider makes for RFC 8058's one-click unsubscribe, to
 * the same URL (this edition's page): one endpoint for both, and opening the page changes nothing.
 */
async function unsubscribe(path: string, token: string): Promise<State> {
  try {
    const response = await fetch(`${path}?token=${encodeURIComponent(token)}`, {
      method: "POST",
      body: new URLSearchParams(ONE_CLICK_BODY),
    });
    if (response.ok) return { unsubscribed: ((await response.json()) as NewsletterLinkAnswer).email };
    return response.status === 400 ? "invalid" : "failed";
  } catch {
    return "failed";
  }
}

/** /newsletter/unsubscribe?token=… and /ar/newsletter/unsubscribe (R-FOLLOW-11, 18): one button, from every newsletter e-mail. */
export default function NewsletterUnsubscribePage() {
  const [state, setState] = useState<State>("ready");
  const { locale, m } = useI18n();
  const words = m.newsletter.unsubscribe;
  // The prerendered page cannot know the link: undefined there and while hydrating, then the URL's.
  const token = useSyncExternalStore(unchanging, tokenOfPage, () => undefined);

  async function submit() {
    if (!token || state === "working") return;
    setState("working");
    const next = await unsubscribe(newsletterPath("unsubscribe", locale), token);
    // Someone who left the newsletter is not asked to join it again by the popup.
    if (typeof next === "object") dismissPopup(true);
    setState(next);
  }

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
      <form
        method="post"
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
