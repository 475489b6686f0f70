import { useEffect, useState } from "react";
import { NEWSLETTER, STORAGE_KEYS } from "@core/constants";
import { localeOf } from "@core/locales";
import { newsletterPath } from "@core/pages";
import type { FormAnswer } from "@core/form-posts";
import type { NewsletterLinkAnswer } from "@core/schemas/newsletter";
import { ConfirmButton } from "~/components/newsletter/confirm-button";
import { EditionHomeLink, EditionSignUpAgain } from "~/components/newsletter/edition-links";
import { LinkPage } from "~/components/newsletter/link-page";
import { Address, MessageWith } from "~/components/newsletter/message-with";
import { writeStorage } from "~/features/storage";
import { messagesOf, useI18n } from "~/i18n/i18n";
import { formAction, useFormAnswer } from "~/lib/form-post";
import { buildMeta } from "~/lib/meta";
import type { Route } from "./+types/newsletter-confirm";

export function meta({ location, matches }: Route.MetaArgs) {
  // The words come from the edition layout's catalogue: this chunk carries none of its own.
  const words = messagesOf(matches).newsletter.confirm;
  const locale = localeOf(location.pathname);
  return buildMeta({
    title: words.metaTitle,
    description: words.metaDescription,
    path: newsletterPath("confirm", locale),
    locale,
    noindex: true,
  });
}

/** A confirm page's action: its button posted without JavaScript (R-SAFE-21); the server confirms and answers. */
export const action = formAction;

type State =
  | { kind: "ready" | "working" }
  | { kind: "confirmed" | "already-confirmed"; email: string }
  | { kind: "expired" | "invalid" | "failed" };

const DAYS = Math.round(NEWSLETTER.confirmationTtlMs / (24 * 60 * 60 * 1000));

/** What the page shows first: the button, or what its press without JavaScript did. */
function stateOf(answer: FormAnswer | undefined): State {
  if (!answer) return { kind: "ready" };
  if (answer.state !== "link") return { kind: "failed" };
  const { outcome } = answer;
  if (outcome.state === "confirmed" || outcome.state === "already-confirmed")
    return { kind: outcome.state, email: outcome.email };
  return { kind: outcome.state === "expired" ? "expired" : "invalid" };
}

/** The button's call once the page has its script: the token from the link, POSTed to the JSON endpoint. */
async function confirm(search: string): Promise<State> {
  const { newsletterConfirmSchema } = await import("@core/schemas/newsletter");
  const body = newsletterConfirmSchema.safeParse({ token: new URLSearchParams(search).get("token") ?? "" });
  if (!body.success) return { kind: "invalid" };
  try {
    const response = await fetch("/api/newsletter/confirm", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body.data),
    });
    if (response.ok) {
      const answer = (await response.json()) as NewsletterLinkAnswer;
      return answer.state === "confirmed" || answer.state === "already-confirmed"
        ? { kind: answer.state, email: answer.email }
        : { kind: "failed" };
    }
    if (response.status === 410) return { kind: "expired" };
    if (response.status === 400 || response.status === 404) return { kind: "invalid" };
    return { kind: "failed" };
  } catch {
    return { kind: "failed" };
  }
}

/**
 * /newsletter/confirm?token=… and /ar/newsletter/confirm (R-FOLLOW-10, 18): the double opt-in's
 * link from the confirmation e-mail. Only a person's press of its button confirms (R-SAFE-20).
 */
export default function NewsletterConfirmPage() {
  const answer = useFormAnswer();
  const [state, setState] = useState<State>(() => stateOf(answer));
  const words = useI18n().m.newsletter.confirm;

  // The popup does not ask a subscriber to subscribe.
  const subscribed = state.kind === "confirmed" || state.kind === "already-confirmed";
  useEffect(() => {
    if (subscribed) writeStorage("local", STORAGE_KEYS.subscribed, "true");
  }, [subscribed]);

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

  switch (state.kind) {
    case "ready":
    case "working":
      return (
        <LinkPage tone="warning" state={state.kind} title={words.ready}>
          <p>{words.readyText}</p>
          {button(words.button)}
        </LinkPage>
      );
    case "confirmed":
      return (
        <LinkPage tone="success" state="confirmed" title={words.confirmed}>
          <p>
            <MessageWith message={words.confirmedText}>
              <Address email={state.email} />
            </MessageWith>
          </p>
          <EditionHomeLink />
        </LinkPage>
      );
    case "already-confirmed":
      return (
        <LinkPage tone="success" state="already-confirmed" title={words.alreadyConfirmed}>
          <p>
            <MessageWith message={words.alreadyConfirmedText}>
              <Address email={state.email} />
            </MessageWith>
          </p>
          <EditionHomeLink />
        </LinkPage>
      );
    case "expired":
      return (
        <LinkPage tone="warning" state="expired" title={words.expired}>
          <p>{words.expiredText(DAYS)}</p>
          <EditionSignUpAgain />
        </LinkPage>
      );
    case "invalid":
      return (
        <LinkPage tone="error" state="invalid" title={words.invalid}>
          <p>{words.invalidText}</p>
          <EditionSignUpAgain />
        </LinkPage>
      );
    case "failed":
      return (
        <LinkPage tone="error" state="failed" title={words.failed}>
          <p>{words.failedText}</p>
          {button(words.retry)}
        </LinkPage>
      );
  }
}
