import { AlertDialog } from "radix-ui";
import type { ReactNode } from "react";
import { Button } from "~/components/ui/button";
import { useBusy } from "./parts";

/** "Are you sure?" before a change that cannot be undone from the screen (Radix AlertDialog). */
export function ConfirmDialog({
  open,
  title,
  description,
  confirmLabel,
  tone = "dark",
  onConfirm,
  onCancel,
  children,
}: {
  open: boolean;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  tone?: "dark" | "danger";
  onConfirm: () => Promise<void>;
  onCancel: () => void;
  children?: ReactNode;
}) {
  const [working, run] = useBusy();
  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => (next || working ? null : onCancel())}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-ink-950/60 motion-safe:animate-fade-in" />
        <AlertDialog.Content className="fixed left-1/2 top-1/2 z-50 w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-3xl bg-white p-6 shadow-2xl outline-none motion-safe:animate-dialog-in">
          <AlertDialog.Title className="text-xl font-bold text-ink-950">{title}</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-ink-600">{description}</AlertDialog.Description>
          {children}
          <div className="mt-6 flex justify-end gap-3">
            <AlertDialog.Cancel asChild>
              <Button variant="outline" disabled={working}>
                Cancel
              </Button>
            </AlertDialog.Cancel>
            <Button
              variant={tone === "danger" ? "danger" : "dark"}
              disabled={working}
              onClick={() => void run(onConfirm)}
            >
              {working ? "Working..." : confirmLabel}
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
