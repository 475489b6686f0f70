import { useState } from "react";
import { toast } from "sonner";
import type { SubscriberRow, WaitlistRow } from "@core/admin-api";
import type { SubscriberStatus, WaitlistStatus } from "@core/schemas/admin";
import { gulfDateTime } from "@core/gulf-time";
import { LOCALE_INFO } from "@core/locales";
import { Button } from "~/components/ui/button";
import { AnnouncementPanel } from "./announcement-panel";
import { ConfirmDialog } from "./confirm-dialog";
import { adminRequest, adminUrl } from "~/features/admin/admin-api";
import { LeadPanel, useLeadList } from "./lead-list";
import { LeadMessagesButton } from "./lead-messages";
import { Badge, cellClass } from "./parts";

const SOURCE_LABELS: Record<string, string> = {
  footer: "Footer",
  popup: "Popup",
  app_download_dialog: "App download dialog",
};
const sourceLabel = (source: string) => SOURCE_LABELS[source] ?? source;

/** A one-way mark on a row (unsubscribe, notified): the POST, a toast, the list again. */
async function mark(path: string, done: string, failed: string, reload: () => void) {
  try {
    await adminRequest(adminUrl(path), { method: "POST", body: {} });
    toast.success(done);
    reload();
  } catch (reason) {
    toast.error(reason instanceof Error ? reason.message : failed);
  }
}

const SUBSCRIBER_STATUS_LABELS: Record<SubscriberStatus, string> = {
  subscribed: "Subscribed",
  pending: "Pending",
  unsubscribed: "Unsubscribed",
};
const WAITLIST_STATUS_LABELS: Record<WaitlistStatus, string> = {
  confirmed: "Confirmed",
  pending: "Pending",
  unsubscribed: "Unsubscribed",
};

/**
 * Where an address stands (R-FOLLOW-13, R-SAFE-32): confirmed (subscribed, on the waitlist) since
 * when, pending its confirmation link, or unsubscribed since when. Only a confirmed one gets mail.
 */
function AddressStatusBadge({ row, labels }: { row: SubscriberRow | WaitlistRow; labels: Record<string, string> }) {
  if (row.status === "pending") return <Badge tone="amber">Pending confirmation</Badge>;
  if (row.status === "unsubscribed") return <Badge tone="grey">Unsubscribed {gulfDateTime(row.unsubscribedAt)}</Badge>;
  return (
    <Badge tone="green">
      {labels[row.status]} {gulfDateTime(row.confirmedAt)}
    </Badge>
  );
}

/** Newsletter subscribers: list, search, unsubscribe, CSV (R-OPEN-10, R-FOLLOW-13). */
export function SubscribersPanel() {
  const list = useLeadList<SubscriberRow, SubscriberStatus>("/subscribers", "status");
  const [confirming, setConfirming] = useState<SubscriberRow | null>(null);

  return (
    <LeadPanel
      list={list}
      title="Newsletter subscribers"
      description="Everyone who joined from the footer or the popup. Only confirmed addresses are subscribed; pending ones have not followed their confirmation link yet. Unsubscribed addresses are purged after 30 days."
      statuses={SUBSCRIBER_STATUS_LABELS}
      head={["Email", "Source", "Status", "Subscribed", ""]}
      noun="subscribers"
      empty="No subscribers yet."
      renderRow={(row) => (
        <tr key={row.id}>
          <td className={`${cellClass} whitespace-nowrap font-medium text-ink-900`}>{row.email}</td>
          <td className={cellClass}>{sourceLabel(row.source)}</td>
          <td className={cellClass}>
            <AddressStatusBadge row={row} labels={SUBSCRIBER_STATUS_LABELS} />
          </td>
          <td className={`${cellClass} whitespace-nowrap text-ink-600`}>{gulfDateTime(row.createdAt)}</td>
          <td className={`${cellClass} text-right`}>
            {row.status !== "unsubscribed" ? (
              <Button
                variant="outline"
                size="sm"
                onClick={() => setConfirming(row)}
                aria-label={`Unsubscribe ${row.email}`}
              >
                Unsubscribe
              </Button>
            ) : null}
          </td>
        </tr>
      )}
    >
      <ConfirmDialog
        open={confirming !== null}
        title="Unsubscribe this address?"
        description={`${confirming?.email ?? ""} will get no more newsletters. Use this when someone asks by e-mail or phone.`}
        confirmLabel="Unsubscribe"
        onCancel={() => setConfirming(null)}
        onConfirm={async () => {
          if (confirming) {
            const { id, email } = confirming;
            await mark(
              `/subscribers/${id}/unsubscribe`,
              `${email} is unsubscribed.`,
              "Could not unsubscribe.",
              list.reload,
            );
          }
          setConfirming(null);
        }}
      />
    </LeadPanel>
  );
}

/** The Android waitlist: the launch announcement, then the list by status, mark notified, CSV (R-OPEN-10, R-FOLLOW-31, R-SAFE-32). */
export function WaitlistPanel() {
  const list = useLeadList<WaitlistRow, WaitlistStatus>("/waitlist", "status");
  const [busy, setBusy] = useState<string | null>(null);

  async function markNotified(row: WaitlistRow) {
    setBusy(row.id);
    await mark(
      `/waitlist/${row.id}/notified`,
      `${row.email} is marked as notified.`,
      "Could not mark as notified.",
      list.reload,
    );
    setBusy(null);
  }

  return (
    <div className="grid gap-6">
      <AnnouncementPanel onSent={list.reload} />
      <LeadPanel
        list={list}
        title="Android waitlist"
        description="Drivers waiting for the Android app. Only confirmed addresses get the launch e-mail, in their language; pending ones have not followed their confirmation link yet, and unsubscribed ones are kept only as the record that they left. An entry is marked notified when the launch e-mail goes out; mark one by hand if you told them another way."
        search={{ label: "Search the waitlist", placeholder: "Email address" }}
        statuses={WAITLIST_STATUS_LABELS}
        head={["Email", "Status", "Language", "Joined", "Notified", ""]}
        noun="entries"
        empty="Nobody on the waitlist yet."
        renderRow={(row) => (
          <tr key={row.id}>
            <td className={`${cellClass} whitespace-nowrap font-medium text-ink-900`}>{row.email}</td>
            <td className={cellClass}>
              <AddressStatusBadge row={row} labels={WAITLIST_STATUS_LABELS} />
            </td>
            <td className={cellClass}>{LOCALE_INFO[row.language].name}</td>
            <td className={`${cellClass} whitespace-nowrap text-ink-600`}>{gulfDateTime(row.createdAt)}</td>
            <td className={cellClass}>
              {row.notifiedAt ? (
                <Badge tone="green">{gulfDateTime(row.notifiedAt)}</Badge>
              ) : (
                <Badge tone="amber">Not yet</Badge>
              )}
            </td>
            <td className={`${cellClass} flex flex-wrap justify-end gap-2`}>
              <LeadMessagesButton path={`/waitlist/${row.id}/messages`} who={row.email} />
              {row.notifiedAt ? null : (
                <Button
                  variant="outline"
                  size="sm"
                  disabled={busy === row.id}
                  onClick={() => void markNotified(row)}
                  aria-label={`Mark ${row.email} as notified`}
                >
                  {busy === row.id ? "Saving..." : "Mark notified"}
                </Button>
              )}
            </td>
          </tr>
        )}
      />
    </div>
  );
}
