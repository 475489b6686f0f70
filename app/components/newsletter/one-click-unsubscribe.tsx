import { useState, useSyncExternalStore } from "react";
import { ONE_CLICK_BODY } from "@core/schemas/newsletter";
import { Button } from "~/components/ui/button";

/** Where an unsubscribe page is: before the button, while working, after (with the address, when the row still had one). */
export type UnsubscribeState = "ready" | "working" | "failed" | "invalid" | { unsubscribed: string | undefined };

/** The token of the page's own URL, or null when the link has none. */
const tokenOfPage = () => new URLSearchParams(window.location.search).get("token") || null;
const unchanging = () => () => undefined;

/**
 * An unsubscribe page's state (R-FOLLOW-11, 43): its link's token (undefined on
 * the prerendered page and while hydrating, then the URL's) and `submit`, which
 * makes the same POST a mail provider makes for RFC 8058's one-click
 * unsubscribe, to `path`, the page's own URL: one endpoint for both, and
 * opening the page changes nothing. `onUnsubscribed` runs once it worked.
 */
export function useOneClickUnsubscribe(path: string, onUnsubscribed?: () => void) {
  const [state, setState] = useState<UnsubscribeState>("ready");
  const token = useSyncExternalStore(unchanging, tokenOfPage, () => undefined);

  async function submit() {
    if (!token || state === "working") return;
    setState("working");
    const next = await unsubscribe(path, token);
    if (typeof next === "object") onUnsubscribed?.();
    setState(next);
  }

  return { state, token, submit };
}

async function unsubscribe(path: string, token: string): Promise<UnsubscribeState> {
  try {
    const response = await fetch(`${path}?token=${encodeURIComponent(token)}`, {
      method: "POST",
      body: new URLSearchParams(ONE_CLICK_BODY),
    });
    if (response.ok) return { unsubscribed: ((await response.json()) as { email?: string }).email };
    return response.status === 400 ? "invalid" : "failed";
  } catch {
    return "failed";
  }
}

/** The page's one button (enabled once the page has read its link's token), and what to do when it failed. */
export function UnsubscribeButton({
  state,
  token,
  submit,
  words,
}: ReturnType<typeof useOneClickUnsubscribe> & {
  words: { button: string; working: string; failed: string };
}) {
  return (
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
  );
}
