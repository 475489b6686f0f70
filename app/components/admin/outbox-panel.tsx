/**
 * The Outbox (R-FOLLOW-30): every message on the job queue, newest first,
 * filtered by state, with Retry for a failed one and Cancel (after a
 * confirmation) for a waiting or failed one. Recipients are masked.
 */
import { useState } from "react";
import { toast } from "sonner";
import { OUTBOX_KIND_LABELS, RECIPIENT_CAP_REFUSAL, type OutboxMessage, type Page } from "@core/admin-api";
import { gulfDateTime } from "@core/gulf-time";
import { OUTBOX_STATE_LABELS, type OutboxState } from "@core/schemas/admin";
import { Button } from "~/components/ui/button";
import { adminRequest, adminUrl, useAdminData } from "~/features/admin/admin-api";
import { ConfirmDialog } from "./confirm-dialog";
import { PagedTable } from "./paged-table";
import { Badge, FilterSelect, Panel, Toolbar, cellClass, filterOptions, useBusy } from "./parts";

const STATE_TONE = {
  waiting: "grey",
  sending: "blue",
  retrying: "amber",
  sent: "green",
  failed: "red",
  cancelled: "grey",
  skipped: "grey",
} as const;

export const kindLabel = (kind: string) => OUTBOX_KIND_LABELS[kind] ?? kind;

/** The state in plain words, with its time where one tells something. */
export function outboxStateText(message: OutboxMessage, now = Date.now()): string {
  switch (message.state) {
    case "waiting":
      return Date.parse(message.startAfter) > now ? `Waiting until ${gulfDateTime(message.startAfter)}` : "Waiting";
    case "retrying":
      return Date.parse(message.startAfter) > now ? `Retrying at ${gulfDateTime(message.startAfter)}` : "Retrying now";
    case "sent":
      return `Sent ${gulfDateTime(message.completedAt)}`;
    case "failed":
      return `Failed ${gulfDateTime(message.completedAt)}`;
    case "skipped":
      if (message.skipped === RECIPIENT_CAP_REFUSAL) return "Refused: the recipient's cap of confirmations"; // R-SAFE-25
      return message.skipped === "stale" ? "Skipped as stale" : "Skipped: nothing to send";
    case "sending":
    case "cancelled":
      return OUTBOX_STATE_LABELS[message.state];
  }
}

export function OutboxStateBadge({ message }: { message: OutboxMessage }) {
  return <Badge tone={STATE_TONE[message.state]}>{outboxStateText(message)}</Badge>;
}

export const canRetry = (message: OutboxMessage) => message.state === "failed";
export const canCancel = (message: OutboxMessage) =>
  message.state === "failed" || message.state === "waiting" || message.state === "retrying";

/** Retry: the POST, a toast, and `done` to reload what shows the message. */
export async function retryMessage(message: OutboxMessage, done: () => void) {
  try {
    await adminRequest<OutboxMessage>(adminUrl(`/outbox/${message.id}/retry`), { method: "POST", body: {} });
    toast.success(`${kindLabel(message.kind)} to ${message.recipient} is queued again.`);
    done();
  } catch (reason) {
    toast.error(reason instanceof Error ? reason.message : "Could not retry.");
  }
}

export function RetryButton({ message, onDone }: { message: OutboxMessage; onDone: () => void }) {
  const [busy, run] = useBusy();
  return (
    <Button
      variant="dark"
      size="sm"
      disabled={busy}
      onClick={() => void run(() => retryMessage(message, onDone))}
      aria-label={`Retry ${kindLabel(message.kind)} to ${message.recipient}`}
    >
      {busy ? "Retrying..." : "Retry"}
    </Button>
  );
}

export function OutboxPanel() {
  const [page, setPage] = useState(1);
  const [state, setState] = useState<OutboxState | "">("");
  const result = useAdminData<Page<OutboxMessage>>(adminUrl("/outbox", { page, state }));
  const [cancelling, setCancelling] = useState<OutboxMessage | null>(null);

  return (
    <Panel
      title="Outbox"
      description="Every e-mail and webhook post on the queue. A failed one was tried as often as allowed: retry it once the cause is fixed, or cancel it."
      actions={
        <Button variant="outline" size="sm" onClick={result.reload}>
          Refresh
        </Button>
      }
    >
      <Toolbar>
        <FilterSelect
          label="State"
          value={state}
          options={filterOptions(OUTBOX_STATE_LABELS)}
          onChange={(value) => {
            setState(value);
            setPage(1);
          }}
        />
      </Toolbar>
      <PagedTable
        result={result}
        caption="Outbox"
        onPage={setPage}
        head={["Queued", "Kind", "Recipient", "State", "Retries", "Last error", ""]}
        empty={state ? "No messages in this state." : "No messages yet."}
        noun="messages"
        renderRow={(message) => (
          <tr key={message.id} data-testid="outbox-row">
            <td className={`${cellClass} whitespace-nowrap text-ink-600`}>{gulfDateTime(message.createdAt)}</td>
            <td className={`${cellClass} whitespace-nowrap font-medium text-ink-900`}>{kindLabel(message.kind)}</td>
            <td className={`${cellClass} whitespace-nowrap text-ink-700`}>{message.recipient}</td>
            <td className={`${cellClass} whitespace-nowrap`}>
              <OutboxStateBadge message={message} />
            </td>
            <td className={`${cellClass} whitespace-nowrap text-ink-700`}>
              {message.retryCount} of {message.retryLimit}
            </td>
            <td className={`${cellClass} max-w-xs break-words text-ink-700`}>{message.lastError ?? ""}</td>
            <td className={`${cellClass} whitespace-nowrap text-right`}>
              <span className="inline-flex gap-2">
                {canRetry(message) ? <RetryButton message={message} onDone={result.reload} /> : null}
                {canCancel(message) ? (
                  <Button
                    variant="outline"
                    size="sm"
                    onClick={() => setCancelling(message)}
                    aria-label={`Cancel ${kindLabel(message.kind)} to ${message.recipient}`}
                  >
                    Cancel
                  </Button>
                ) : null}
              </span>
            </td>
          </tr>
        )}
      />
      <ConfirmDialog
        open={cancelling !== null}
        title="Cancel this message?"
        description={
          cancelling
            ? `${kindLabel(cancelling.kind)} to ${cancelling.recipient} will not be sent. This cannot be undone here.`
            : ""
        }
        confirmLabel="Cancel message"
        tone="danger"
        onCancel={() => setCancelling(null)}
        onConfirm={async () => {
          if (cancelling) {
            try {
              await adminRequest(adminUrl(`/outbox/${cancelling.id}/cancel`), { method: "POST", body: {} });
              toast.success("The message is cancelled.");
              result.reload();
            } catch (reason) {
              toast.error(reason instanceof Error ? reason.message : "Could not cancel.");
            }
          }
          setCancelling(null);
        }}
      />
    </Panel>
  );
}
