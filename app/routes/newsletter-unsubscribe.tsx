import { useState, useSyncExternalStore } from "react";
import { NEWSLETTER_PATHS } from "@core/pages";
import { ONE_CLICK_BODY, type NewsletterLinkAnswer } from "@core/schemas/newsletter";
import { siteConfig } from "@site-config";
import { Button } from "~/components/ui/button";
import { HomeLink, LinkPage } from "~/components/newsletter/link-page";
import { dismissPopup } from "~/features/popup-eligibility";
import { buildMeta } from "~/lib/meta";

export function meta() {
  return buildMeta({
    title: "Unsubscribe",
    description: "Unsubscribe from the DriveBee newsletter.",
    path: NEWSLETTER_PATHS.unsubscribe,
    noindex: true,
  });
}

type State = "ready" | "working" | "failed" | "invalid" | { unsubscribed: string | undefined };

/** The token of the page's own URL, or null when the link has none. */
const tokenOfPage = () => new URLSearchParams(window.location.search).get("token") || null;
const unchanging = () => () => undefined;

/**
 * The same POST a mail provider makes for RFC 8058's one-click unsubscribe, to
 * the same URL: one endpoint for both, and opening the page changes nothing.
 */
async function unsubscribe(token: string): Promise<State> {
  try {
    const response = await fetch(`${NEWSLETTER_PATHS.unsubscribe}?token=${encodeURIComponent(token)}`, {
      method: "POST",
      body: new URLSearchParams(ONE_CLICK_BODY),
    });
    if (response.ok) return { unsubscribed: ((await response.json()) as NewsletterLinkAnswer).email };
    return response.status === 400 ? "invalid" : "failed";
  } catch {
    return "failed";
  }
}

/** /newsletter/unsubscribe?token=… (R-FOLLOW-11): one button, from every newsletter e-mail. */
export default function NewsletterUnsubscribePage() {
  const [state, setState] = useState<State>("ready");
  // The prerendered page cannot know the link: undefined there and while hydrating, then the URL's.
  const token = useSyncExternalStore(unchanging, tokenOfPage, () => undefined);

  async function submit() {
    if (!token || state === "working") return;
    setState("working");
    const next = await unsubscribe(token);
    // Someone who left the newsletter is not asked to join it again by the popup.
    if (typeof next === "object") dismissPopup(true);
    setState(next);
  }

  if (typeof state === "object")
    return (
      <LinkPage tone="success" state="unsubscribed" title="You are unsubscribed">
        <p>
          {state.unsubscribed ? (
            <strong className="break-all text-ink-950">{state.unsubscribed}</strong>
          ) : (
            "Your address"
          )}{" "}
          will get no more newsletters from us. Changed your mind? You can sign up again at the bottom of any page.
        </p>
        <HomeLink />
      </LinkPage>
    );
  if (state === "invalid" || token === null)
    return (
      <LinkPage tone="error" state="invalid" title="This link is not valid">
        <p>
          Please open the unsubscribe link in one of our e-mails again, in full, or write to{" "}
          <a className="font-semibold text-honey-700 underline" href={`mailto:${siteConfig.supportEmail}`}>
            {siteConfig.supportEmail}
          </a>{" "}
          and we&apos;ll take you off the list.
        </p>
        <HomeLink />
      </LinkPage>
    );
  return (
    <LinkPage tone="warning" state={state} title="Unsubscribe from our newsletter">
      <p>Press the button and we&apos;ll stop sending you {siteConfig.name}&apos;s newsletter.</p>
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
          {state === "working" ? "Unsubscribing..." : "Unsubscribe"}
        </Button>
        {state === "failed" ? (
          <p role="alert" className="text-base font-medium text-rose-700">
            We couldn&apos;t unsubscribe you just now. Please try again in a moment.
          </p>
        ) : null}
      </form>
    </LinkPage>
  );
}
