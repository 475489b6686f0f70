import type { AuditEntry } from "@core/admin-api";
import { LogPanel } from "./paged-table";
import { cellClass } from "./parts";
import { gulfDateTime } from "@core/gulf-time";

const ACTION_LABELS: Record<string, string> = {
  "enquiry.status": "Changed an enquiry's status",
  "enquiry.owner": "Changed an enquiry's owner",
  "enquiry.note": "Added a note to an enquiry",
  "enquiry.reply": "Replied to an enquiry",
  "enquiry.whatsapp": "Opened WhatsApp with a visitor",
  "enquiry.call": "Called a visitor",
  "enquiries.export": "Exported enquiries",
  "subscriber.unsubscribe": "Unsubscribed an address",
  "subscribers.export": "Exported subscribers",
  "waitlist.notified": "Marked a waitlist entry notified",
  "waitlist.export": "Exported the waitlist",
  "funnel.export": "Exported the funnel",
  "privacy.lookup": "Looked up an address",
  "privacy.erase": "Deleted an address's data",
  "role.grant": "Granted the admin role",
  "role.revoke": "Revoked the admin role",
};

/** Who did what, when: every admin change and export, newest first. */
export function AuditPanel() {
  return (
    <LogPanel<AuditEntry>
      path="/audit"
      title="Audit log"
      description="Every change and export made by an admin, and every admin grant or revocation from the command line."
      head={["When", "Who", "What", "Target", "Details"]}
      empty="Nothing logged yet."
      noun="entries"
      renderRow={(entry) => (
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
      )}
    />
  );
}
