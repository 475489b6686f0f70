/**
 * A renewal reminder's or a waitlist entry's history (R-DESK-30): every message the queue holds
 * about it (its confirmations, the reminder, the launch announcement), oldest first, each with its
 * state as the Outbox shows it. Opened from the lead's row.
 */
import { useState } from "react";
import { OUTBOX_KIND_LABELS, type LeadMessages } from "@core/admin-api";
import { gulfDateTime } from "@core/gulf-time";
import { Button } from "~/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "~/components/ui/dialog";
import { adminUrl, useAdminData } from "~/features/admin/admin-api";
import { OutboxStateBadge, RetryButton, canRetry } from "./outbox-panel";
import { ErrorState } from "./parts";

function MessagesDialog({ path, who, onClose }: { path: string; who: string; onClose: () => void }) {
  const { data, error, reload } = useAdminData<LeadMessages>(adminUrl(path));
  return (
    <Dialog open onOpenChange={(open) => (open ? null : onClose())}>
      <DialogContent width="2xl" data-testid="lead-messages">
        <DialogTitle className="pr-8 text-xl">History</DialogTitle>
        <DialogDescription className="text-sm">
          Every e-mail to {who} the queue still holds, oldest first.
        </DialogDescription>
        {error ? <ErrorState message={error} onRetry={reload} /> : null}
        {data?.rows.length === 0 ? <p className="mt-4 text-sm text-ink-600">No messages on the queue.</p> : null}
        <ol className="mt-4 grid gap-3">
          {data?.rows.map((message) => (
            <li key={message.id} className="grid gap-1 text-sm text-ink-700" data-testid="lead-message">
              <span className="flex flex-wrap items-center gap-2">
                <span className="font-semibold text-ink-900">{OUTBOX_KIND_LABELS[message.kind] ?? message.kind}</span>
                <OutboxStateBadge message={message} />
                {canRetry(message) ? <RetryButton message={message} onDone={reload} /> : null}
              </span>
              <span>
                Queued {gulfDateTime(message.createdAt)}
                {message.completedAt ? `, done ${gulfDateTime(message.completedAt)}` : ""}
                {message.skipped ? ` (${message.skipped})` : ""}
                {message.state === "failed" && message.lastError ? `: ${message.lastError}` : ""}
              </span>
            </li>
          ))}
        </ol>
      </DialogContent>
    </Dialog>
  );
}

/** The row's History button and the dialog it opens. */
export function LeadMessagesButton({ path, who }: { path: string; who: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outline" size="sm" onClick={() => setOpen(true)} aria-label={`History of ${who}`}>
        History
      </Button>
      {open ? <MessagesDialog path={path} who={who} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
