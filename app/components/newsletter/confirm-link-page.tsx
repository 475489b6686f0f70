import type { ReactElement, ReactNode } from "react";
import { LinkPage } from "./link-page";
import { Address, MessageWith } from "./message-with";
import type { ConfirmState, Confirmed } from "./use-confirm-press";

/** What a confirm page says before its press, and when the press does not confirm. */
export type ConfirmPageWords = {
  ready: string;
  readyText: string;
  button: string;
  expired: string;
  expiredText: string;
  invalid: string;
  invalidText: string;
  failed: string;
  failedText: string;
  retry: string;
};

/**
 * A confirm page (R-SAFE-20, 21), the same for every list: its button before the press (and while
 * it is on its way), why the link cannot confirm with the list's way to start again (`again`), or a
 * failed press with its button to try again. `done` is what the press confirmed, the list's own:
 * a LinkPage element, so the page stays the one LinkPage and moves focus to its new heading.
 */
export function ConfirmLinkPage<T extends Confirmed>({
  state,
  button,
  words,
  again,
  testId,
  done,
}: {
  state: ConfirmState<T>;
  button: (label: string) => ReactNode;
  words: ConfirmPageWords;
  again: ReactNode;
  /** Which list's page it is, for tests (LinkPage's). */
  testId?: string;
  done: (answer: T) => ReactElement<typeof LinkPage>;
}) {
  switch (state.kind) {
    case "ready":
    case "working":
      return (
        <LinkPage testId={testId} tone="warning" state={state.kind} title={words.ready}>
          <p>{words.readyText}</p>
          {button(words.button)}
        </LinkPage>
      );
    case "done":
      return done(state.answer);
    case "expired":
    case "invalid":
    case "failed": {
      const kind = state.kind;
      return (
        <LinkPage testId={testId} tone={kind === "expired" ? "warning" : "error"} state={kind} title={words[kind]}>
          <p>{words[`${kind}Text` as const]}</p>
          {kind === "failed" ? button(words.retry) : again}
        </LinkPage>
      );
    }
  }
}

/**
 * A list's success when it has nothing to add: the address confirmed (or confirmed before), then
 * where to go next. A function, not a component, for ConfirmLinkPage's `done`.
 */
export function addressConfirmed({
  answer,
  words,
  testId,
  next,
}: {
  answer: { state: "confirmed" | "already-confirmed"; email: string };
  words: {
    confirmed: string;
    alreadyConfirmed: string;
    confirmedText: Parameters<typeof MessageWith>[0]["message"];
    alreadyConfirmedText: Parameters<typeof MessageWith>[0]["message"];
  };
  testId?: string;
  next: ReactNode;
}) {
  const confirmed = answer.state === "confirmed";
  return (
    <LinkPage
      testId={testId}
      tone="success"
      state={answer.state}
      title={confirmed ? words.confirmed : words.alreadyConfirmed}
    >
      <p>
        <MessageWith message={confirmed ? words.confirmedText : words.alreadyConfirmedText}>
          <Address email={answer.email} />
        </MessageWith>
      </p>
      {next}
    </LinkPage>
  );
}
