import { useState } from "react";
import { toast } from "sonner";
import type { SubscriberRow, WaitlistRow } from "@core/admin-api";
import { Button } from "~/components/ui/button";
import { ConfirmDialog } from "./confirm-dialog";
import { adminRequest, adminUrl } from "~/features/admin/admin-api";
import { LeadListToolbar, useLeadList } from "./lead-list";
import { Badge, EmptyRow, ErrorState, ExportLink, Pagination, Panel, Table, cellClass, formatDateTime } from "./parts";

const SOURCE_LABELS: Record<string, string> = {
  footer: "Footer",
  popup: "Popup",
  app_download_dialog: "App download dialog",
};
const sourceLabel = (source: string) => SOURCE_LABELS[source] ?? source;

/** Newsletter subscribers: list, search, unsubscribe, CSV (R-OPEN-10). */
export function SubscribersPanel() {
  const list = useLeadList<SubscriberRow, "subscribed" | "unsubscribed">("/subscribers", "status");
  const { data, error, loading, reload, setPage, q, filter: status } = list;
  const [confirming, setConfirming] = useState<SubscriberRow | null>(null);

  async function unsubscribe(row: SubscriberRow) {
    try {
      await adminRequest(adminUrl(`/subscribers/${row.id}/unsubscribe`), { method: "POST", body: {} });
      toast.success(`${row.email} is unsubscribed.`);
      reload();
    } catch (reason) {
      toast.error(reason instanceof Error ? reason.message : "Could not unsubscribe.");
    }
  }

  return (
    <Panel
      title="Newsletter subscribers"
      description="Everyone who joined from the footer or the popup. Unsubscribed addresses are purged after 30 days."
      actions={<ExportLink href={adminUrl("/subscribers/export.csv", list.query)} label="Export CSV" />}
    >
      <LeadListToolbar
        searchLabel="Search subscribers"
        placeholder="Email address"
        filterLabel="Status"
        filter={status}
        options={[
          { value: "", label: "All" },
          { value: "subscribed", label: "Subscribed" },
          { value: "unsubscribed", label: "Unsubscribed" },
        ]}
        onSearch={list.search}
        onFilter={list.setFilter}
      />
      {error ? <ErrorState message={error} onRetry={reload} /> : null}
      <Table caption="Newsletter subscribers" head={["Email", "Source", "Status", "Subscribed", ""]} busy={loading}>
        {data && data.rows.length === 0 ? (
          <EmptyRow columns={5}>{q || status ? "No subscribers match." : "No subscribers yet."}</EmptyRow>
        ) : null}
        {data?.rows.map((row) => (
          <tr key={row.id}>
            <td className={`${cellClass} whitespace-nowrap font-medium text-ink-900`}>{row.email}</td>
            <td className={cellClass}>{sourceLabel(row.source)}</td>
            <td className={cellClass}>
              {row.status === "subscribed" ? (
                <Badge tone="green">Subscribed</Badge>
              ) : (
                <Badge tone="grey">Unsubscribed {formatDateTime(row.unsubscribedAt)}</Badge>
              )}
            </td>
            <td className={`${cellClass} whitespace-nowrap text-ink-600`}>{formatDateTime(row.createdAt)}</td>
            <td className={`${cellClass} text-right`}>
              {row.status === "subscribed" ? (
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
        ))}
      </Table>
      {data ? (
        <Pagination page={data.page} total={data.total} pageSize={data.pageSize} onPage={setPage} noun="subscribers" />
      ) : null}
      <ConfirmDialog
        open={confirming !== null}
        title="Unsubscribe this address?"
        description={`${confirming?.email ?? ""} will get no more newsletters. Use this when someone asks by e-mail or phone.`}
        confirmLabel="Unsubscribe"
        onCancel={() => setConfirming(null)}
        onConfirm={async () => {
          if (confirming) await unsubscribe(confirming);
          setConfirming(null);
        }}
      />
    </Panel>
  );
}

/** The Android waitlist: list, mark notified, CSV (R-OPEN-10). */
export function WaitlistPanel() {
  const list = useLeadList<WaitlistRow, "yes" | "no">("/waitlist", "notified");
  const { data, error, loading, reload, setPage, q, filter: notified } = list;
  const [busy, setBusy] = useState<string | null>(null);

  async function markNotified(row: WaitlistRow) {
    setBusy(row.id);
    try {
      await adminRequest(adminUrl(`/waitlist/${row.id}/notified`), { method: "POST", body: {} });
      toast.success(`${row.email} is marked as notified.`);
      reload();
    } catch (reason) {
      toast.error(reason instanceof Error ? reason.message : "Could not mark as notified.");
    } finally {
      setBusy(null);
    }
  }

  return (
    <Panel
      title="Android waitlist"
      description="Drivers waiting for the Android app. Mark them notified once the launch e-mail has gone out."
      actions={<ExportLink href={adminUrl("/waitlist/export.csv", list.query)} label="Export CSV" />}
    >
      <LeadListToolbar
        searchLabel="Search the waitlist"
        placeholder="Email address"
        filterLabel="Notified"
        filter={notified}
        options={[
          { value: "", label: "All" },
          { value: "no", label: "Not yet" },
          { value: "yes", label: "Notified" },
        ]}
        onSearch={list.search}
        onFilter={list.setFilter}
      />
      {error ? <ErrorState message={error} onRetry={reload} /> : null}
      <Table caption="Android waitlist" head={["Email", "Joined", "Notified", ""]} busy={loading}>
        {data && data.rows.length === 0 ? (
          <EmptyRow columns={4}>{q || notified ? "No entries match." : "Nobody on the waitlist yet."}</EmptyRow>
        ) : null}
        {data?.rows.map((row) => (
          <tr key={row.id}>
            <td className={`${cellClass} whitespace-nowrap font-medium text-ink-900`}>{row.email}</td>
            <td className={`${cellClass} whitespace-nowrap text-ink-600`}>{formatDateTime(row.createdAt)}</td>
            <td className={cellClass}>
              {row.notifiedAt ? (
                <Badge tone="green">{formatDateTime(row.notifiedAt)}</Badge>
              ) : (
                <Badge tone="amber">Not yet</Badge>
              )}
            </td>
            <td className={`${cellClass} text-right`}>
              {row.notifiedAt ? null : (
                <Button
                  variant="outline"
                  size="sm"
                  disabled={busy === row.id}
                  onClick={() => markNotified(row)}
                  aria-label={`Mark ${row.email} as notified`}
                >
                  {busy === row.id ? "Saving..." : "Mark notified"}
                </Button>
              )}
            </td>
          </tr>
        ))}
      </Table>
      {data ? (
        <Pagination page={data.page} total={data.total} pageSize={data.pageSize} onPage={setPage} noun="entries" />
      ) : null}
    </Panel>
  );
}
