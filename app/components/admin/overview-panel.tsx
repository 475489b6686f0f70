import { Link } from "react-router";
import type { Overview, PeriodCounts } from "@core/admin-api";
import { adminUrl, useAdminData } from "~/features/admin/admin-api";
import { DayBars, dayLabel } from "./day-bars";
import { ErrorState, Panel } from "./parts";
import { ENQUIRY_REPLY } from "@core/constants";
import { siteConfig } from "@site-config";

const SERIES = [
  { key: "subscribers", label: "Newsletter", color: "#f59e0b" },
  { key: "waitlist", label: "Android waitlist", color: "#0ea5e9" },
  { key: "enquiries", label: "Enquiries", color: "#111c2b" },
] as const;

function StatCard({ title, counts, highlight }: { title: string; counts: PeriodCounts; highlight?: string }) {
  return (
    <div className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-ink-100">
      <h3 className="text-sm font-semibold text-ink-600">{title}</h3>
      <p className="mt-1 text-3xl font-extrabold text-ink-950">{counts.total.toLocaleString("en")}</p>
      {highlight ? <p className="text-sm font-medium text-honey-700">{highlight}</p> : null}
      <dl className="mt-4 grid grid-cols-3 gap-2 border-t border-ink-100 pt-3 text-center text-sm">
        {(
          [
            ["Today", counts.today],
            ["7 days", counts.last7Days],
            ["30 days", counts.last30Days],
          ] as const
        ).map(([label, value]) => (
          <div key={label}>
            <dt className="text-xs text-ink-500">{label}</dt>
            <dd className="font-bold text-ink-900">{value.toLocaleString("en")}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

/** Signups per day, stacked, for the last 30 days, with the numbers in a table for screen readers. */
function DailyChart({ daily }: { daily: Overview["daily"] }) {
  const max = Math.max(1, ...daily.map((day) => day.subscribers + day.waitlist + day.enquiries));
  return (
    <figure className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-ink-100">
      <figcaption className="flex flex-wrap items-center justify-between gap-3">
        <span className="text-sm font-semibold text-ink-600">Signups per day, last 30 days (GST)</span>
        <span className="flex flex-wrap gap-4 text-xs text-ink-600" aria-hidden="true">
          {SERIES.map((series) => (
            <span key={series.key} className="inline-flex items-center gap-1.5">
              <span className="size-2.5 rounded-sm" style={{ background: series.color }} />
              {series.label}
            </span>
          ))}
        </span>
      </figcaption>
      <DayBars
        days={daily.map((day) => ({
          day: day.day,
          title: `${dayLabel(day.day)}: ${day.subscribers} newsletter, ${day.waitlist} waitlist, ${day.enquiries} enquiries`,
          parts: SERIES.map((series) => ({ key: series.key, value: day[series.key], color: series.color })),
        }))}
        max={max}
        height={160}
        gap={4}
        className="mt-4 h-40 w-full"
        label={`Signups per day; the busiest day had ${max}.`}
      />
      {/* Weekly date marks, counted back from today so the last bar always has one. */}
      <div
        className="mt-1 grid text-xs text-ink-500"
        style={{ gridTemplateColumns: `repeat(${daily.length}, minmax(0, 1fr))` }}
        aria-hidden="true"
      >
        {daily.map((day, index) => (
          <span
            key={day.day}
            className={index === daily.length - 1 ? "justify-self-end whitespace-nowrap" : "whitespace-nowrap"}
          >
            {(daily.length - 1 - index) % 7 === 0 && index > 0 ? dayLabel(day.day) : ""}
          </span>
        ))}
      </div>
      {/* sr-only on a wrapper: a table ignores the 1 px width and would widen a phone's page. */}
      <div className="sr-only">
        <table>
          <caption>Signups per day</caption>
          <thead>
            <tr>
              <th scope="col">Day</th>
              {SERIES.map((series) => (
                <th key={series.key} scope="col">
                  {series.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {daily.map((day) => (
              <tr key={day.day}>
                <th scope="row">{day.day}</th>
                <td>{day.subscribers}</td>
                <td>{day.waitlist}</td>
                <td>{day.enquiries}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}

/** The promise the overdue count is measured by (R-DESK-01). */
const replyPromise = `${ENQUIRY_REPLY.businessDays} business day${ENQUIRY_REPLY.businessDays === 1 ? "" : "s"}, ${siteConfig.hours}`;

export function OverviewPanel() {
  const { data, error, reload } = useAdminData<Overview>(adminUrl("/overview"));
  if (error) {
    return (
      <Panel title="Overview">
        <ErrorState message={error} onRetry={reload} />
      </Panel>
    );
  }
  if (!data)
    return (
      <p className="py-10 text-center text-ink-500" role="status">
        Loading the overview...
      </p>
    );
  return (
    <div className="grid gap-6" data-testid="admin-overview">
      {data.mailConfigured ? null : (
        <p
          className="rounded-xl border border-honey-200 bg-honey-50 px-4 py-3 text-sm text-ink-900"
          data-testid="mail-not-configured"
        >
          <strong>Mail is not configured.</strong> Enquiry alerts and other e-mails wait in the queue and go out once
          SMTP_URL is set.
        </p>
      )}
      {data.failedMessages > 0 ? (
        <p
          role="alert"
          className="rounded-xl border border-rose-200 bg-rose-50 px-4 py-3 text-sm text-rose-900"
          data-testid="failed-messages"
        >
          <strong>{data.failedMessages === 1 ? "1 message failed" : `${data.failedMessages} messages failed`}</strong>{" "}
          after every try.{" "}
          <Link to="/admin?tab=outbox" className="font-semibold underline underline-offset-2">
            Open the Outbox
          </Link>{" "}
          to retry or cancel {data.failedMessages === 1 ? "it" : "them"}.
        </p>
      ) : null}
      {data.overdueEnquiries > 0 ? (
        <p
          className="rounded-xl border border-rose-200 bg-rose-50 px-4 py-3 text-sm text-rose-900"
          data-testid="overdue-enquiries"
        >
          <strong>
            {data.overdueEnquiries === 1 ? "1 enquiry is overdue" : `${data.overdueEnquiries} enquiries are overdue`}
          </strong>
          : past the reply we promised ({replyPromise}), with none sent.{" "}
          <Link to="/admin?tab=enquiries&view=overdue" className="font-semibold underline underline-offset-2">
            Answer {data.overdueEnquiries === 1 ? "it" : "them"}
          </Link>
        </p>
      ) : null}
      <div className="grid gap-4 md:grid-cols-3">
        <StatCard
          title="Contact enquiries"
          counts={data.enquiries}
          highlight={`${data.openEnquiries} waiting for a reply`}
        />
        <StatCard
          title="Newsletter subscribers"
          counts={data.subscribers}
          highlight={`${data.pendingSubscribers.toLocaleString("en")} awaiting confirmation`}
        />
        <StatCard
          title="Android waitlist"
          counts={data.waitlist}
          highlight={`${data.pendingWaitlist.toLocaleString("en")} awaiting confirmation`}
        />
      </div>
      <DailyChart daily={data.daily} />
    </div>
  );
}
