import type { ReminderRow } from "@core/admin-api";
import { gulfDateTime } from "@core/gulf-time";
import { LOCALE_INFO } from "@core/locales";
import type { ReminderStatus } from "@core/schemas/admin";
import { LeadPanel, useLeadList } from "./lead-list";
import { LeadMessagesButton } from "./lead-messages";
import { Badge, cellClass } from "./parts";

const STATUS_LABELS: Record<ReminderStatus, string> = {
  pending: "Pending confirmation",
  scheduled: "Scheduled",
  sent: "Sent",
  unsubscribed: "Unsubscribed",
};
const STATUS_TONES = { pending: "amber", scheduled: "blue", sent: "green", unsubscribed: "grey" } as const;
const SOURCE_LABELS: Record<string, string> = { home: "Home page", quote_dialog: "Quote dialog" };

/** When each step happened, in Gulf time: asked, confirmed, sent (or left). */
function Times({ row }: { row: ReminderRow }) {
  const steps: [string, string | null][] = [
    ["Asked", row.createdAt],
    ["Confirmed", row.confirmedAt],
    ["Sent", row.sentAt],
    ["Unsubscribed", row.unsubscribedAt],
  ];
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-2 text-xs text-ink-600">
      {steps
        .filter(([, at]) => at)
        .map(([label, at]) => (
          <div key={label} className="contents">
            <dt className="font-medium text-ink-700">{label}</dt>
            <dd className="whitespace-nowrap">{gulfDateTime(at)}</dd>
          </div>
        ))}
    </dl>
  );
}

/** Renewal reminders (R-FOLLOW-47): list, search, status filter, each one's messages (R-DESK-30), CSV. */
export function RemindersPanel() {
  const list = useLeadList<ReminderRow, ReminderStatus>("/reminders", "status");
  return (
    <LeadPanel
      list={list}
      title="Renewal reminders"
      description="Visitors who asked to be reminded before their car insurance renews. A reminder is scheduled once its address is confirmed, and goes out at 00:00 Gulf time 30 days before the 1st of the renewal month. Addresses are masked here; the CSV has them in full."
      statuses={STATUS_LABELS}
      head={["Email", "Renews", "Status", "Language", "Source", "Times (Gulf)", ""]}
      noun="reminders"
      empty="No renewal reminders yet."
      renderRow={(row) => (
        <tr key={row.id} data-testid="reminder-row">
          <td className={`${cellClass} whitespace-nowrap font-medium text-ink-900`}>{row.email}</td>
          <td className={`${cellClass} whitespace-nowrap`}>{row.renewalMonth}</td>
          <td className={cellClass}>
            <Badge tone={STATUS_TONES[row.status]}>{STATUS_LABELS[row.status]}</Badge>
          </td>
          <td className={cellClass}>{LOCALE_INFO[row.language].name}</td>
          <td className={cellClass}>{SOURCE_LABELS[row.source] ?? row.source}</td>
          <td className={cellClass}>
            <Times row={row} />
          </td>
          <td className={`${cellClass} text-right`}>
            <LeadMessagesButton path={`/reminders/${row.id}/messages`} who={row.email} />
          </td>
        </tr>
      )}
    />
  );
}
