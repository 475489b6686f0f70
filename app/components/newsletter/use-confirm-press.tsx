import { useState, type ReactNode } from "react";
import type { LinkOutcome } from "@core/form-posts";
import { useFormAnswer } from "~/lib/form-post";
import { ConfirmButton } from "./confirm-button";

export type Confirmed = Extract<LinkOutcome, { state: "confirmed" | "already-confirmed" }>;

/** Where a confirm page stands: its button, the press on its way, what the press confirmed, or why not. */
export type ConfirmState<T extends Confirmed> =
  { kind: "ready" | "working" } | { kind: "done"; answer: T } | { kind: "expired" | "invalid" | "failed" };

function confirmedOf<T extends Confirmed>(answer: { state: string }): T | null {
  return answer.state === "confirmed" || answer.state === "already-confirmed" ? (answer as T) : null;
}

/** The button's call once the page has its script: the link's token, POSTed to the list's JSON endpoint. */
async function postToken<T extends Confirmed>(endpoint: string, search: string): Promise<ConfirmState<T>> {
  const { newsletterConfirmSchema } = await import("@core/schemas/newsletter");
  const body = newsletterConfirmSchema.safeParse({ token: new URLSearchParams(search).get("token") ?? "" });
  if (!body.success) return { kind: "invalid" };
  try {
    const response = await fetch(endpoint, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body.data),
    });
    if (response.ok) {
      const answer = confirmedOf<T>((await response.json()) as { state: string });
      return answer ? { kind: "done", answer } : { kind: "failed" };
    }
    if (response.status === 410) return { kind: "expired" };
    if (response.status === 400 || response.status === 404) return { kind: "invalid" };
    return { kind: "failed" };
  } catch {
    return { kind: "failed" };
  }
}

/**
 * A confirm page's press (R-SAFE-20, 21), the same for every list: the page starts at its button,
 * or at what its press without JavaScript did (the server's answer to the form post); once hydrated
 * a press calls `endpoint`. `button(label)` is the page's one button, in either state.
 */
export function useConfirmPress<T extends Confirmed>({
  endpoint,
  working,
}: {
  endpoint: string;
  working: string;
}): {
  state: ConfirmState<T>;
  button: (label: string) => ReactNode;
} {
  const answer = useFormAnswer();
  const [state, setState] = useState<ConfirmState<T>>(() => {
    if (!answer) return { kind: "ready" };
    if (answer.state !== "link") return { kind: "failed" };
    const confirmed = confirmedOf<T>(answer.outcome);
    if (confirmed) return { kind: "done", answer: confirmed };
    return { kind: answer.outcome.state === "expired" ? "expired" : "invalid" };
  });

  async function press() {
    if (state.kind === "working") return;
    setState({ kind: "working" });
    setState(await postToken<T>(endpoint, window.location.search));
  }
  const button = (label: string) => (
    <ConfirmButton label={label} working={working} busy={state.kind === "working"} onConfirm={() => void press()} />
  );
  return { state, button };
}
