import { Button } from "~/components/ui/button";

/**
 * A confirm page's one button (R-SAFE-20, 21): a form without an action, so it posts the page's
 * own URL, its link's token and all, which the server answers with the page and what the press
 * did: it works before the page's script arrives and without it. Once hydrated, `onConfirm`
 * calls the list's JSON endpoint instead. Opening the page does nothing until a person presses it.
 */
export function ConfirmButton({
  label,
  working,
  busy,
  onConfirm,
}: {
  label: string;
  /** The button's words while the press is on its way. */
  working: string;
  busy: boolean;
  onConfirm: () => void;
}) {
  return (
    <form
      method="post"
      onSubmit={(event) => {
        event.preventDefault();
        onConfirm();
      }}
      className="flex flex-col items-center gap-3"
    >
      {/* aria-disabled, not disabled, while working: the button keeps the keyboard focus. */}
      <Button type="submit" size="lg" aria-disabled={busy}>
        {busy ? working : label}
      </Button>
    </form>
  );
}
