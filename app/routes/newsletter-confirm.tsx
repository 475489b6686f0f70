import { useCallback, useEffect, useRef, useState } from "react";
import { NEWSLETTER, STORAGE_KEYS } from "@core/constants";
import { localeOf } from "@core/locales";
import { newsletterPath } from "@core/pages";
import type { NewsletterLinkAnswer } from "@core/schemas/newsletter";
import { Button } from "~/components/ui/button";
import { EditionHomeLink, EditionSignUpAgain } from "~/components/newsletter/edition-links";
import { LinkPage } from "~/components/newsletter/link-page";
import { Address, MessageWith } from "~/components/newsletter/message-with";
import { writeStorage } from "~/features/storage";
import { messagesOf, useI18n } from "~/i18n/i18n";
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

type State =
  | { kind: "working" }
  | { kind: "confirmed" | "already-confirmed"; email: string }
  | { kind: "expired" | "invalid" | "failed" };

const DAYS = Math.round(NEWSLETTER.confirmationTtlMs / (24 * 60 * 60 * 1000));

/** The page's one call: the token from the link, POSTed, so a mail scanner that only GETs the link confirms nobody. */
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

/** /newsletter/confirm?token=… and /ar/newsletter/confirm (R-FOLLOW-10, 18): the double opt-in's link from the confirmation e-mail. */
export default function NewsletterConfirmPage() {
  const [state, setState] = useState<State>({ kind: "working" });
  const started = useRef(false);
  const words = useI18n().m.newsletter.confirm;

  const run = useCallback(async () => {
    setState({ kind: "working" });
    const next = await confirm(window.location.search);
    // The popup does not ask a subscriber to subscribe.
    if (next.kind === "confirmed" || next.kind === "already-confirmed")
      writeStorage("local", STORAGE_KEYS.subscribed, "true");
    setState(next);
  }, []);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void run();
  }, [run]);

  switch (state.kind) {
    case "working":
      return (
        <LinkPage tone="waiting" state="working" title={words.working}>
          <p role="status">{words.workingText}</p>
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
          <Button onClick={() => void run()}>{words.retry}</Button>
        </LinkPage>
      );
  }
}
