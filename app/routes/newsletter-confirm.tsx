import { useCallback, useEffect, useRef, useState } from "react";
import { NEWSLETTER, STORAGE_KEYS } from "@core/constants";
import { NEWSLETTER_PATHS } from "@core/pages";
import type { NewsletterLinkAnswer } from "@core/schemas/newsletter";
import { Button } from "~/components/ui/button";
import { HomeLink, LinkPage, SignUpAgainButton } from "~/components/newsletter/link-page";
import { writeStorage } from "~/features/storage";
import { buildMeta } from "~/lib/meta";

export function meta() {
  return buildMeta({
    title: "Confirm your subscription",
    description: "Confirm your e-mail address for the DriveBee newsletter.",
    path: NEWSLETTER_PATHS.confirm,
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

/** /newsletter/confirm?token=… (R-FOLLOW-10): the double opt-in's link from the confirmation e-mail. */
export default function NewsletterConfirmPage() {
  const [state, setState] = useState<State>({ kind: "working" });
  const started = useRef(false);

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
        <LinkPage tone="waiting" state="working" title="Confirming your subscription...">
          <p role="status">One moment while we confirm your e-mail address.</p>
        </LinkPage>
      );
    case "confirmed":
      return (
        <LinkPage tone="success" state="confirmed" title="You're subscribed!">
          <p>
            <strong className="break-all text-ink-950">{state.email}</strong> is confirmed. Safe-driving tips and
            cashback news are on their way, about one e-mail a month.
          </p>
          <HomeLink />
        </LinkPage>
      );
    case "already-confirmed":
      return (
        <LinkPage tone="success" state="already-confirmed" title="Already confirmed">
          <p>
            <strong className="break-all text-ink-950">{state.email}</strong> is already confirmed: there is nothing
            more to do.
          </p>
          <HomeLink />
        </LinkPage>
      );
    case "expired":
      return (
        <LinkPage tone="warning" state="expired" title="This link has expired">
          <p>
            Confirmation links work for {DAYS} days, and only the newest one does. Sign up again and we&apos;ll send you
            a fresh link.
          </p>
          <SignUpAgainButton />
        </LinkPage>
      );
    case "invalid":
      return (
        <LinkPage tone="error" state="invalid" title="This link is not valid">
          <p>
            Please open the link in your confirmation e-mail again, in full. If it still does not work, sign up again
            and we&apos;ll send you a new one.
          </p>
          <SignUpAgainButton />
        </LinkPage>
      );
    case "failed":
      return (
        <LinkPage tone="error" state="failed" title="We couldn't confirm just now">
          <p>Something went wrong on the way to our server. Please try again in a moment.</p>
          <Button onClick={() => void run()}>Try again</Button>
        </LinkPage>
      );
  }
}
