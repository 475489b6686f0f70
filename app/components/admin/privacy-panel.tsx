import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import type { PrivacyErasure, PrivacyReport } from "@core/admin-api";
import { privacyLookupSchema } from "@core/schemas/admin";
import { Button } from "~/components/ui/button";
import { FormField } from "~/components/ui/form-field";
import { AdminApiError, adminRequest, adminUrl } from "~/features/admin/admin-api";
import { ConfirmDialog } from "./confirm-dialog";
import { EnquiryStatusBadge } from "./enquiries-panel";
import { eventText } from "./enquiry-desk";
import { Panel, cellClass, fieldClass } from "./parts";
import { gulfDateTime } from "@core/gulf-time";

/**
 * Access and erasure requests (UAE PDPL): everything stored for one
 * address, and its deletion after the address is typed a second time.
 */
export function PrivacyPanel() {
  const [report, setReport] = useState<PrivacyReport | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [confirmEmail, setConfirmEmail] = useState("");
  const [confirmError, setConfirmError] = useState<string | null>(null);
  const form = useForm<{ email: string }>({ resolver: zodResolver(privacyLookupSchema), defaultValues: { email: "" } });
  const { errors, isSubmitting } = form.formState;

  const lookUp = form.handleSubmit(async ({ email }) => {
    try {
      // In the body, never the URL: the address stays out of logs and history.
      setReport(await adminRequest<PrivacyReport>(adminUrl("/privacy/lookup"), { method: "POST", body: { email } }));
    } catch (reason) {
      toast.error(reason instanceof Error ? reason.message : "The lookup failed.");
    }
  });

  const found = report
    ? report.subscribers.length + report.waitlist.length + report.enquiries.length + report.reminders.length
    : 0;

  async function erase() {
    if (!report) return;
    try {
      const result = await adminRequest<PrivacyErasure>(adminUrl("/privacy/erase"), {
        method: "POST",
        body: { email: report.email, confirmEmail },
      });
      const { subscribers, waitlist, enquiries, reminders, messages } = result.deleted;
      toast.success(
        `Deleted ${subscribers} subscription(s), ${waitlist} waitlist entr${waitlist === 1 ? "y" : "ies"}, ${enquiries} enquir${enquiries === 1 ? "y" : "ies"}, ${reminders} renewal reminder(s) and ${messages} queued message(s) for ${result.email}.`,
      );
      setConfirming(false);
      setConfirmEmail("");
      setReport({ email: report.email, subscribers: [], waitlist: [], enquiries: [], reminders: [] });
    } catch (reason) {
      if (reason instanceof AdminApiError && reason.field === "confirmEmail") setConfirmError(reason.message);
      else toast.error(reason instanceof Error ? reason.message : "The deletion failed.");
    }
  }

  return (
    <Panel
      title="Privacy requests"
      description="When someone asks what we hold about them, or asks us to delete it. Every lookup and deletion is logged."
    >
      <form
        onSubmit={(event) => void lookUp(event)}
        noValidate
        className="flex flex-wrap items-start gap-3 px-4 py-4 sm:px-6"
        aria-label="Find data for an email address"
      >
        <FormField id="privacy-email" label="Email address" error={errors.email?.message} className="min-w-64 flex-1">
          {(control) => (
            <input {...control} type="email" className={`${fieldClass} mt-1`} {...form.register("email")} />
          )}
        </FormField>
        <Button type="submit" variant="dark" className="mt-6" disabled={isSubmitting}>
          {isSubmitting ? "Searching..." : "Find data"}
        </Button>
      </form>

      {report ? (
        <div className="border-t border-ink-100 px-4 py-5 sm:px-6" data-testid="privacy-report">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p className="font-semibold text-ink-900" aria-live="polite">
              {found === 0
                ? `Nothing is stored for ${report.email}.`
                : `${found} record${found === 1 ? "" : "s"} stored for ${report.email}:`}
            </p>
            {found > 0 ? (
              <Button variant="danger" onClick={() => setConfirming(true)}>
                Delete everything
              </Button>
            ) : null}
          </div>
          {found > 0 ? (
            <table className="mt-4 w-full text-left text-sm">
              <caption className="sr-only">Records stored for {report.email}</caption>
              <thead className="bg-ink-50 text-xs uppercase tracking-wide text-ink-600">
                <tr>
                  <th scope="col" className={cellClass}>
                    Kind
                  </th>
                  <th scope="col" className={cellClass}>
                    Details
                  </th>
                  <th scope="col" className={cellClass}>
                    Stored
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-ink-100">
                {report.subscribers.map((row) => (
                  <tr key={row.id}>
                    <td className={cellClass}>Newsletter</td>
                    <td className={cellClass}>{`${row.status}, from the ${row.source}`}</td>
                    <td className={cellClass}>{gulfDateTime(row.createdAt)}</td>
                  </tr>
                ))}
                {report.waitlist.map((row) => (
                  <tr key={row.id}>
                    <td className={cellClass}>Android waitlist</td>
                    <td className={cellClass}>
                      {`${row.status}, ${row.notifiedAt ? `notified ${gulfDateTime(row.notifiedAt)}` : "not notified yet"}`}
                    </td>
                    <td className={cellClass}>{gulfDateTime(row.createdAt)}</td>
                  </tr>
                ))}
                {report.enquiries.map((row) => (
                  <tr key={row.id}>
                    <td className={cellClass}>Enquiry</td>
                    <td className={cellClass}>
                      {/* What the visitor typed, in its own direction (R-DESK-25). */}
                      <span className="font-medium text-ink-900" dir="auto">
                        {row.subject}
                      </span>{" "}
                      <EnquiryStatusBadge status={row.status} />
                      <span dir="auto" className="mt-1 block whitespace-pre-wrap text-start text-ink-600">
                        {row.message}
                      </span>
                      {row.history.length > 0 ? (
                        // The team's replies and notes are kept about the person too (R-DESK-13).
                        <ol className="mt-2 grid gap-2 border-l-2 border-ink-100 pl-3" aria-label="History">
                          {row.history.map((event) => (
                            <li key={event.id} className="min-w-0 text-ink-700 [overflow-wrap:anywhere]">
                              <span className="font-semibold text-ink-900">{eventText(event)}</span> by{" "}
                              {event.actorEmail}, {gulfDateTime(event.createdAt)}
                              {event.body ? (
                                <span dir="auto" className="mt-1 block whitespace-pre-wrap text-start text-ink-600">
                                  {event.body}
                                </span>
                              ) : null}
                            </li>
                          ))}
                        </ol>
                      ) : null}
                    </td>
                    <td className={cellClass}>{gulfDateTime(row.createdAt)}</td>
                  </tr>
                ))}
                {report.reminders.map((row) => (
                  <tr key={row.id}>
                    <td className={cellClass}>Renewal reminder</td>
                    <td className={cellClass}>{`Renews ${row.renewalMonth}, ${row.status}, from the ${row.source}`}</td>
                    <td className={cellClass}>{gulfDateTime(row.createdAt)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : null}
        </div>
      ) : null}

      <ConfirmDialog
        open={confirming}
        tone="danger"
        title="Delete everything for this address?"
        description={`All ${found} record${found === 1 ? "" : "s"} for ${report?.email ?? ""} will be deleted for good. Type the address again to confirm.`}
        confirmLabel="Delete for good"
        onCancel={() => {
          setConfirming(false);
          setConfirmError(null);
        }}
        onConfirm={erase}
      >
        <label className="mt-4 block text-sm font-semibold text-ink-900">
          Email address again
          <input
            type="email"
            className={`${fieldClass} mt-1`}
            value={confirmEmail}
            aria-invalid={confirmError ? true : undefined}
            onChange={(event) => {
              setConfirmEmail(event.target.value);
              setConfirmError(null);
            }}
          />
        </label>
        {confirmError ? <p className="mt-1 text-sm font-medium text-rose-700">{confirmError}</p> : null}
      </ConfirmDialog>
    </Panel>
  );
}
