import { useState } from "react";
import type { AuditEntry, Page } from "@core/admin-api";
import { adminUrl, useAdminData } from "~/features/admin/admin-api";
import { EmptyRow, ErrorState, Pagination, Panel, Table, cellClass } from "./parts";
import { gulfDateTime } from "@core/gulf-time";

const ACTION_LABELS: Record<string, string> = {
  "enquiry.status": "Changed an enquiry's status",
  "enquiries.export": "Exported enquiries",
  "subscriber.unsubscribe": "Unsubscribed an address",
  "subscribers.export": "Exported subscribers",
  "waitlist.notified": "Marked a waitlist entry notified",
  "waitlist.export": "Exported the waitlist",
  "privacy.lookup": "Looked up an address",
  "privacy.erase": "Deleted an address's data",
  "role.grant": "Granted the admin role",
  "role.revoke": "Revoked the admin role",
};

/** Who did what, when: every admin change and export, newest first. */
export function AuditPanel() {
  const [page, setPage] = useState(1);
  const { data, error, loading, reload } = useAdminData<Page<AuditEntry>>(adminUrl("/audit", { page }));
  return (
    <Panel
      title="Audit log"
      description="Every change and export made by an admin, and every admin grant or revocation from the command line."
    >
      {error ? <ErrorState message={error} onRetry={reload} /> : null}
      <Table caption="Audit log" head={["When", "Who", "What", "Target", "Details"]} busy={loading}>
        {data?.rows.length === 0 ? <EmptyRow columns={5}>Nothing logged yet.</EmptyRow> : null}
        {data?.rows.map((entry) => (
          <tr key={entry.id}>
            <td className={`${cellClass} whitespace-nowrap text-ink-600`}>{gulfDateTime(entry.at)}</td>
            <td className={`${cellClass} break-all`}>{entry.actorEmail}</td>
            <td className={cellClass}>{ACTION_LABELS[entry.action] ?? entry.action}</td>
            <td className={`${cellClass} break-all font-mono text-xs`}>{entry.target ?? ""}</td>
            <td className={`${cellClass} font-mono text-xs text-ink-600`}>
              {entry.details
                ? Object.entries(entry.details)
                    .map(([key, value]) => `${key}: ${typeof value === "string" ? value : JSON.stringify(value)}`)
                    .join(", ")
                : ""}
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
