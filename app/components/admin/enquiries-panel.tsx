import { useState } from "react";
import { toast } from "sonner";
import type { EnquiryDetail, EnquirySummary, EnquiryView } from "@core/admin-api";
import { ENQUIRY_STATUS_LABELS, ENQUIRY_STATUS_VALUES, type EnquiryStatus } from "@core/schemas/admin";
import { Button } from "~/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "~/components/ui/dialog";
import { adminRequest, adminUrl, useAdminData } from "~/features/admin/admin-api";
import { gulfDateTime } from "@core/gulf-time";
import { LeadPanel, useLeadList } from "./lead-list";
import { OutboxStateBadge, RetryButton, canRetry } from "./outbox-panel";
import { Badge, ErrorState, cellClass, fieldBoxClass } from "./parts";

const STATUS_TONE = { new: "amber", in_progress: "blue", resolved: "green" } as const;

export function EnquiryStatusBadge({ status }: { status: EnquiryStatus }) {
  return <Badge tone={STATUS_TONE[status]}>{ENQUIRY_STATUS_LABELS[status]}</Badge>;
}

/** How the team reads each attribution key; anything else the record holds is shown under its own name. */
const ATTRIBUTION_LABELS: Record<string, string> = {
  utm_source: "Source",
  utm_medium: "Medium",
  utm_campaign: "Campaign",
  utm_content: "Ad content",
  utm_term: "Search term",
  gclid: "Google Ads click",
  fbclid: "Facebook click",
  msclkid: "Microsoft Ads click",
  ttclid: "TikTok click",
  experiment_name: "Hero experiment",
  first_visit: "First visit",
  last_updated: "Last campaign visit",
};
const HIDDEN_ATTRIBUTION = new Set(["experiment_id", "is_control"]);

/** The visit's campaign ("how they found us") as readable fields: times in Gulf time, the experiment by name (and whether it was the control). */
function AttributionFields({ attribution }: { attribution: Record<string, unknown> }) {
  const entries = Object.entries(attribution).filter(
    ([key, value]) => !HIDDEN_ATTRIBUTION.has(key) && value !== undefined && value !== null && value !== "",
  );
  const shown = (key: string, value: unknown) => {
    if ((key === "first_visit" || key === "last_updated") && typeof value === "number") return gulfDateTime(value);
    if (key === "experiment_name") return `${String(value)}${attribution.is_control === true ? " (control)" : ""}`;
    return String(value);
  };
  // Fields of the enquiry's own list (a nested list would not be a valid dl).
  return (
    <>
      {entries.map(([key, value]) => (
        <Field key={key} label={ATTRIBUTION_LABELS[key] ?? key}>
          {shown(key, value)}
        </Field>
      ))}
    </>
  );
}

function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-semibold uppercase tracking-wide text-ink-500">{label}</dt>
      <dd className="mt-0.5 break-words text-ink-900">{children}</dd>
    </div>
  );
}

/** Where the team's alert e-mail is (R-FOLLOW-30): its state on the queue, its error and Retry when it failed. */
function AlertDelivery({ enquiry, onRetried }: { enquiry: EnquiryView; onRetried: () => void }) {
  const { alert } = enquiry;
  // pg-boss forgets a job after a few weeks; the enquiry's own record still says when it went out.
  if (!alert) return <>{enquiry.emailedAt ? `Sent ${gulfDateTime(enquiry.emailedAt)}` : "Not queued"}</>;
  return (
    <span className="flex flex-wrap items-center gap-2" data-testid="alert-delivery">
      <OutboxStateBadge message={alert} />
      {alert.state === "failed" && alert.lastError ? (
        <span className="text-sm text-ink-700">{alert.lastError}</span>
      ) : null}
      {canRetry(alert) ? <RetryButton message={alert} onDone={onRetried} /> : null}
    </span>
  );
}

/** One enquiry, every field as plain text (never HTML), and its status. */
function EnquiryDialog({ id, onClose, onChanged }: { id: string; onClose: () => void; onChanged: () => void }) {
  const { data, error, loading, reload } = useAdminData<EnquiryView>(adminUrl(`/enquiries/${id}`));
  const [status, setStatus] = useState<EnquiryStatus | null>(null);
  const [saving, setSaving] = useState(false);
  const current = status ?? data?.status ?? "new";

  async function save() {
    setSaving(true);
    try {
      await adminRequest<EnquiryDetail>(adminUrl(`/enquiries/${id}`), { method: "PATCH", body: { status: current } });
      toast.success(`Status changed to ${ENQUIRY_STATUS_LABELS[current]}.`);
      onChanged();
      reload();
      setStatus(null);
    } catch (reason) {
      toast.error(reason instanceof Error ? reason.message : "The status could not be saved.");
    } finally {
      setSaving(false);
    }
  }

  return (
    <Dialog open onOpenChange={(open) => (open ? null : onClose())}>
      <DialogContent width="2xl" data-testid="enquiry-dialog">
        <DialogTitle className="pr-8 text-xl">{data ? data.subject : "Enquiry"}</DialogTitle>
        <DialogDescription className="text-sm">
          {data
            ? `Received ${gulfDateTime(data.createdAt)} from ${data.firstName} ${data.lastName}`
            : loading
              ? "Loading..."
              : ""}
        </DialogDescription>
        {error ? <ErrorState message={error} onRetry={reload} /> : null}
        {data ? (
          <>
            <dl className="mt-5 grid gap-4 sm:grid-cols-2">
              <Field label="Name">
                {data.firstName} {data.lastName}
              </Field>
              <Field label="Email">
                <a className="font-medium text-honey-700 underline underline-offset-2" href={`mailto:${data.email}`}>
                  {data.email}
                </a>
              </Field>
              <Field label="Phone">{data.phone ?? "Not given"}</Field>
              <Field label="Status">
                <EnquiryStatusBadge status={data.status} />
              </Field>
              <div className="sm:col-span-2">
                <Field label="Message">
                  <span className="whitespace-pre-wrap">{data.message}</span>
                </Field>
              </div>
              {data.attribution ? <AttributionFields attribution={data.attribution} /> : null}
              <Field label="Alert to the team">
                <AlertDelivery enquiry={data} onRetried={reload} />
              </Field>
              <Field label="Resolved">{data.resolvedAt ? gulfDateTime(data.resolvedAt) : "Not yet"}</Field>
            </dl>
            <div className="mt-6 flex flex-wrap items-end gap-3 border-t border-ink-100 pt-5">
              <label className="grid gap-1 text-sm font-semibold text-ink-900">
                Change status
                <select
                  className={`${fieldBoxClass} w-48 px-3 py-2`}
                  value={current}
                  onChange={(event) => setStatus(event.target.value as EnquiryStatus)}
                  disabled={saving}
                >
                  {ENQUIRY_STATUS_VALUES.map((value) => (
                    <option key={value} value={value}>
                      {ENQUIRY_STATUS_LABELS[value]}
                    </option>
                  ))}
                </select>
              </label>
              <Button variant="dark" disabled={saving || current === data.status} onClick={() => void save()}>
                {saving ? "Saving..." : "Save status"}
              </Button>
            </div>
          </>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

/** Contact enquiries: list, search, status filter, detail, status changes, CSV (R-OPEN-10). */
export function EnquiriesPanel() {
  const list = useLeadList<EnquirySummary, EnquiryStatus>("/enquiries", "status");
  const [open, setOpen] = useState<string | null>(null);

  return (
    <LeadPanel
      list={list}
      title="Contact enquiries"
      description="Messages sent from the contact page. Open one to read it and move it along: new → in progress → resolved."
      search={{ label: "Search enquiries", placeholder: "Name, email, phone, subject or message" }}
      filter={{ label: "Status", labels: ENQUIRY_STATUS_LABELS }}
      head={["Received", "Name", "Email", "Subject", "Status", ""]}
      noun="enquiries"
      empty={{ none: "No enquiries yet.", filtered: "No enquiries match." }}
      renderRow={(row) => (
        <tr key={row.id} className="hover:bg-ink-50/60">
          <td className={`${cellClass} whitespace-nowrap text-ink-600`}>{gulfDateTime(row.createdAt)}</td>
          <td className={`${cellClass} font-medium text-ink-900`}>
            {row.firstName} {row.lastName}
          </td>
          <td className={`${cellClass} whitespace-nowrap text-ink-700`}>{row.email}</td>
          <td className={`${cellClass} max-w-xs truncate text-ink-800`} title={row.subject}>
            {row.subject}
          </td>
          <td className={cellClass}>
            <EnquiryStatusBadge status={row.status} />
          </td>
          <td className={`${cellClass} text-right`}>
            <Button
              variant="outline"
              size="sm"
              onClick={() => setOpen(row.id)}
              aria-label={`View enquiry from ${row.firstName} ${row.lastName}: ${row.subject}`}
            >
              View
            </Button>
          </td>
        </tr>
      )}
    >
      {open ? <EnquiryDialog id={open} onClose={() => setOpen(null)} onChanged={list.reload} /> : null}
    </LeadPanel>
  );
}
