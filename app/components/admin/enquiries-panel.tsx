import { useState } from "react";
import type { EnquirySummary, EnquiryView, OutboxMessage } from "@core/admin-api";
import {
  ENQUIRY_STATUS_LABELS,
  ENQUIRY_VIEW_LABELS,
  ENQUIRY_VIEW_VALUES,
  type EnquiryStatus,
  type EnquiryViewFilter,
} from "@core/schemas/admin";
import { Button } from "~/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "~/components/ui/dialog";
import { adminUrl, useAdminData } from "~/features/admin/admin-api";
import { gulfDateTime } from "@core/gulf-time";
import { cn } from "~/lib/cn";
import { EnquiryHistory, LANGUAGE_NAMES, NoteBox, ReplyBox, WorkControls, replyDueText } from "./enquiry-desk";
import { LeadPanel, useLeadList } from "./lead-list";
import { OutboxStateBadge, RetryButton, canRetry } from "./outbox-panel";
import { Badge, ErrorState, cellClass } from "./parts";

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

/**
 * Where one of the enquiry's e-mails is (R-FOLLOW-30, R-DESK-02): its state on the queue, its
 * error and Retry when it failed.
 */
function MailDelivery({
  message,
  sentAt,
  testId,
  onRetried,
}: {
  message: OutboxMessage | null;
  /** What the enquiry's own record says of it. */
  sentAt: string | null;
  testId: string;
  onRetried: () => void;
}) {
  // pg-boss forgets a job after a few weeks; the enquiry's own record still says when it went out.
  if (!message) return <>{sentAt ? `Sent ${gulfDateTime(sentAt)}` : "Not queued"}</>;
  return (
    <span className="flex flex-wrap items-center gap-2" data-testid={testId}>
      <OutboxStateBadge message={message} />
      {message.state === "failed" && message.lastError ? (
        <span className="text-sm text-ink-700">{message.lastError}</span>
      ) : null}
      {canRetry(message) ? <RetryButton message={message} onDone={onRetried} /> : null}
    </span>
  );
}

/** One enquiry, every field as plain text (never HTML), and the desk's work on it (R-DESK-10..13, 20..26). */
function EnquiryDialog({ id, onClose, onChanged }: { id: string; onClose: () => void; onChanged: () => void }) {
  const { data, error, loading, reload } = useAdminData<EnquiryView>(adminUrl(`/enquiries/${id}`));
  const changed = () => {
    reload();
    onChanged();
  };

  return (
    <Dialog open onOpenChange={(open) => (open ? null : onClose())}>
      <DialogContent
        width="2xl"
        data-testid="enquiry-dialog"
        // A toast's Undo (R-DESK-26) is outside the dialog: pressing it keeps the enquiry open.
        onInteractOutside={(event) => {
          if ((event.target as Element | null)?.closest("[data-sonner-toaster]")) event.preventDefault();
        }}
      >
        {/* What the visitor typed reads in its own direction (R-DESK-25): an Arabic subject right to left. */}
        <DialogTitle className="pr-8 text-xl" dir={data ? "auto" : undefined}>
          {data ? data.subject : "Enquiry"}
        </DialogTitle>
        <DialogDescription className="text-sm">
          {data ? (
            <>
              Received {gulfDateTime(data.createdAt)} from{" "}
              <bdi>
                {data.firstName} {data.lastName}
              </bdi>
            </>
          ) : loading ? (
            "Loading..."
          ) : (
            ""
          )}
        </DialogDescription>
        {error ? <ErrorState message={error} onRetry={reload} /> : null}
        {data ? (
          <>
            <WorkControls enquiry={data} onChanged={changed} />
            <dl className="mt-5 grid gap-4 sm:grid-cols-2">
              <Field label="Name">
                <span dir="auto">
                  {data.firstName} {data.lastName}
                </span>
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
                  <span className="block whitespace-pre-wrap" dir="auto" data-testid="enquiry-message">
                    {data.message}
                  </span>
                </Field>
              </div>
              {data.attribution ? <AttributionFields attribution={data.attribution} /> : null}
              <Field label="Language">{LANGUAGE_NAMES[data.language]}</Field>
              <Field label="Alert to the team">
                <MailDelivery message={data.alert} sentAt={data.emailedAt} testId="alert-delivery" onRetried={reload} />
              </Field>
              <Field label="Acknowledgement to the visitor">
                <MailDelivery
                  message={data.acknowledgement}
                  sentAt={data.acknowledgedAt}
                  testId="acknowledgement-delivery"
                  onRetried={reload}
                />
              </Field>
              <Field label="Resolved">{data.resolvedAt ? gulfDateTime(data.resolvedAt) : "Not yet"}</Field>
            </dl>
            <EnquiryHistory enquiry={data} onRetried={reload} />
            <NoteBox enquiry={data} onAdded={reload} />
            <ReplyBox enquiry={data} onSent={changed} />
          </>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

/** Where an enquiry stands against our promised reply, in the list (R-DESK-22): overdue ones stand out. */
function ReplyCell({ row }: { row: EnquirySummary }) {
  return (
    <span
      className={row.overdue ? "font-semibold text-rose-800" : "text-ink-600"}
      data-overdue={row.overdue || undefined}
    >
      {replyDueText(row)}
    </span>
  );
}

/** The page's `view` (the overview's overdue link opens the list on it). */
function viewInAddress(): EnquiryViewFilter | "" {
  if (typeof window === "undefined") return "";
  const view = new URLSearchParams(window.location.search).get("view");
  return (ENQUIRY_VIEW_VALUES as readonly (string | null)[]).includes(view) ? (view as EnquiryViewFilter) : "";
}

/**
 * Contact enquiries (R-OPEN-10, R-DESK-20..26): search, status and the desk's views (mine,
 * unassigned, overdue), each row's owner and reply, cards on a phone with View in reach, detail, CSV.
 */
export function EnquiriesPanel() {
  const list = useLeadList<EnquirySummary, EnquiryStatus, EnquiryViewFilter>("/enquiries", "status", {
    key: "view",
    initial: viewInAddress(),
  });
  const [open, setOpen] = useState<string | null>(null);

  return (
    <LeadPanel
      list={list}
      title="Contact enquiries"
      description="Messages sent from the contact page. Open one to answer it, give it an owner and move it along: new → in progress → resolved."
      search={{ label: "Search enquiries", placeholder: "Name, email, phone, subject or message" }}
      statuses={ENQUIRY_STATUS_LABELS}
      view={{ label: "Show", labels: ENQUIRY_VIEW_LABELS }}
      head={["Received", "Name", "Email", "Subject", "Status", "Owner", "Reply", ""]}
      cards
      noun="enquiries"
      empty="No enquiries yet."
      renderRow={(row) => (
        <tr
          key={row.id}
          className={cn("hover:bg-ink-50/60 max-sm:gap-1 max-sm:py-3", row.overdue && "bg-rose-50/60")}
          data-testid="enquiry-row"
        >
          <td className={`${cellClass} whitespace-nowrap text-ink-600 max-sm:py-0`}>{gulfDateTime(row.createdAt)}</td>
          <td className={`${cellClass} font-medium text-ink-900 max-sm:py-0`} dir="auto">
            {row.firstName} {row.lastName}
          </td>
          <td className={`${cellClass} whitespace-nowrap text-ink-700 max-sm:truncate max-sm:py-0`}>{row.email}</td>
          <td
            className={`${cellClass} max-w-xs truncate text-ink-800 max-sm:max-w-none max-sm:py-0`}
            title={row.subject}
            dir="auto"
          >
            {row.subject}
          </td>
          <td className={`${cellClass} max-sm:py-0`}>
            <EnquiryStatusBadge status={row.status} />
          </td>
          <td className={`${cellClass} text-ink-700 max-sm:py-0`}>
            <span className="sm:hidden">Owner: </span>
            {row.ownerEmail ?? "Unassigned"}
          </td>
          <td className={`${cellClass} max-sm:py-0`}>
            <ReplyCell row={row} />
          </td>
          <td className={`${cellClass} text-right max-sm:pt-2 max-sm:text-left`}>
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
