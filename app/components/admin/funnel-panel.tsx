/**
 * The funnel tab (R-FUNNEL-70..74): what brings insured drivers. For a period of Gulf days (the
 * last 30 by default): visitors → quote hand-offs → quotes started → policies, with the period's
 * leads beside them; each step's rate with its 95% interval; a chart per day with its numbers in a
 * table; and the table broken down by one dimension, which downloads as a CSV.
 * How it counts: docs/decisions/037-funnel-report.md.
 */
import { useState, type FormEvent, type ReactNode } from "react";
import {
  FUNNEL_BREAKDOWN_INFO,
  FUNNEL_BREAKDOWNS,
  type FunnelBreakdown,
  type FunnelCounts,
  type FunnelRate,
  type FunnelReport,
  type FunnelRow,
} from "@core/admin-api";
import { Button } from "~/components/ui/button";
import { adminUrl, useAdminData } from "~/features/admin/admin-api";
import { cn } from "~/lib/cn";
import { DayBars, dayLabel } from "./day-bars";
import { cellClass, ErrorState, ExportLink, fieldBoxClass, FilterSelect, Panel, Table, Toolbar } from "./parts";

const count = (value: number) => value.toLocaleString("en");
const percent = (value: number) => `${(value * 100).toFixed(value > 0 && value < 0.001 ? 2 : 1)}%`;

/** "40.0% (16.8–68.7%)": a rate and its 95% interval; a dash when it is not a proportion. */
function RateText({ rate }: { rate: FunnelRate }) {
  if (!rate) return <span className="text-ink-400">–</span>;
  return (
    <span>
      <span className="whitespace-nowrap font-semibold text-ink-900">{percent(rate.rate)}</span>{" "}
      <span className="whitespace-nowrap text-xs text-ink-500">
        ({percent(rate.low)}–{percent(rate.high)})
      </span>
    </span>
  );
}

/** A row's name as the team reads it: no value is "(none)", an edition and a device by their names. */
function valueLabel(breakdown: FunnelBreakdown, value: string | null): string {
  if (value === null || value === "") return breakdown === "landing" ? "(not known)" : "(none)";
  if (breakdown === "edition") return value === "ar" ? "Arabic" : value === "en" ? "English" : value;
  if (breakdown === "device") return value.charAt(0).toUpperCase() + value.slice(1);
  return value;
}

type StageProps = {
  title: string;
  value: number;
  rate?: FunnelRate | undefined;
  rateOf?: string;
  detail?: string;
  testId: string;
};

function Stage({ title, value, rate, rateOf, detail, testId }: StageProps) {
  return (
    <div className="min-w-0 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-ink-100 sm:p-5" data-testid={testId}>
      <h3 className="text-sm font-semibold text-ink-600">{title}</h3>
      <p className="mt-1 text-2xl font-extrabold text-ink-950 sm:text-3xl" data-testid={`${testId}-count`}>
        {count(value)}
      </p>
      {rateOf ? (
        <p className="mt-2 text-sm text-ink-600">
          <RateText rate={rate ?? null} /> <span className="text-xs sm:text-sm">{rateOf}</span>
        </p>
      ) : null}
      {detail ? <p className="mt-1 text-sm text-ink-500">{detail}</p> : null}
    </div>
  );
}

/** The funnel's steps, each after the first with its rate from the one before. */
function stagesOf(totals: FunnelReport["totals"]): StageProps[] {
  const premiums = totals.premiumAed.toLocaleString("en", { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return [
    { title: "Visitors", value: totals.visitors, testId: "funnel-visitors" },
    {
      title: "Quote hand-offs",
      value: totals.handoffs,
      rate: totals.handoffRate,
      rateOf: "of visitors",
      detail: `${count(totals.handoffs - totals.whatsapp)} online, ${count(totals.whatsapp)} WhatsApp`,
      testId: "funnel-handoffs",
    },
    {
      title: "Quotes started",
      value: totals.quotesStarted,
      rate: totals.startRate,
      rateOf: "of online hand-offs",
      testId: "funnel-quotes",
    },
    {
      title: "Policies",
      value: totals.policies,
      rate: totals.policyRate,
      rateOf: "of quotes started",
      detail: `${premiums} AED in premiums`,
      testId: "funnel-policies",
    },
  ];
}

const SERIES = [
  { key: "visitors", label: "Visitors", color: "#94a3b8" },
  { key: "handoffs", label: "Quote hand-offs", color: "#d97706" },
  { key: "policies", label: "Policies", color: "#047857" },
] as const satisfies readonly { key: keyof FunnelCounts; label: string; color: string }[];

/**
 * One small bar chart per step, each on its own scale (visitors outnumber policies a hundred to
 * one), drawn left to right, oldest first; the numbers are in the table under it.
 */
function DailyChart({ daily }: { daily: FunnelReport["daily"] }) {
  const first = daily[0]?.day ?? "";
  const last = daily.at(-1)?.day ?? "";
  return (
    <figure className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-ink-100" data-testid="funnel-chart">
      <figcaption className="text-sm font-semibold text-ink-600">
        Per day, {dayLabel(first)} to {dayLabel(last)} (Gulf time)
      </figcaption>
      <div className="mt-3 grid gap-4">
        {SERIES.map((series) => {
          const values = daily.map((day) => day[series.key]);
          const max = Math.max(0, ...values);
          const total = values.reduce((sum, value) => sum + value, 0);
          return (
            <div key={series.key}>
              <div className="flex items-baseline justify-between gap-3 text-xs text-ink-600">
                <span className="inline-flex items-center gap-1.5 font-semibold">
                  <span className="size-2.5 rounded-sm" style={{ background: series.color }} aria-hidden="true" />
                  {series.label}
                </span>
                <span>
                  {count(total)} in all · busiest day {count(max)}
                </span>
              </div>
              <DayBars
                days={daily.map((day) => ({
                  day: day.day,
                  title: `${dayLabel(day.day)}: ${count(day[series.key])}`,
                  parts: [{ key: series.key, value: day[series.key], color: series.color }],
                }))}
                max={max}
                height={64}
                gap={daily.length > 60 ? 0 : 2}
                className="mt-1 h-16 w-full"
                label={`${series.label} per day: ${count(total)} in all, at most ${count(max)} on a day. The numbers are in the table below.`}
              />
            </div>
          );
        })}
      </div>
      <div className="mt-1 flex justify-between text-xs text-ink-500" aria-hidden="true">
        <span>{dayLabel(first)}</span>
        <span>{dayLabel(last)}</span>
      </div>
      <details className="mt-3 text-sm">
        <summary className="cursor-pointer font-semibold text-ink-700 underline-offset-2 hover:underline">
          The numbers per day
        </summary>
        <div className="relative mt-2 max-h-80 overflow-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Visitors, hand-offs, quotes started and policies per day</caption>
            <thead className="bg-ink-50 text-xs uppercase tracking-wide text-ink-600">
              <tr>
                {["Day", "Visitors", "Hand-offs", "Quotes started", "Policies"].map((label) => (
                  <th key={label} scope="col" className="px-3 py-2 font-semibold">
                    {label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-ink-100">
              {daily.map((day) => (
                <tr key={day.day}>
                  <th scope="row" className="whitespace-nowrap px-3 py-1.5 font-medium">
                    {day.day}
                  </th>
                  <td className="px-3 py-1.5">{count(day.visitors)}</td>
                  <td className="px-3 py-1.5">{count(day.handoffs)}</td>
                  <td className="px-3 py-1.5">{count(day.quotesStarted)}</td>
                  <td className="px-3 py-1.5">{count(day.policies)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}

/** The breakdown's numbers, after the columns that name a row; a count's cell says which it is (`data-col`). */
const METRIC_COLUMNS: { head: string; col?: string; cell: (row: FunnelRow) => ReactNode }[] = [
  { head: "Visitors", col: "visitors", cell: (row) => count(row.visitors) },
  { head: "Hand-offs", col: "handoffs", cell: (row) => count(row.handoffs) },
  { head: "Hand-off rate (95%)", cell: (row) => <RateText rate={row.handoffRate} /> },
  { head: "Quotes started", col: "quotes-started", cell: (row) => count(row.quotesStarted) },
  { head: "Policies", col: "policies", cell: (row) => count(row.policies) },
  { head: "Policies per visitor (95%)", cell: (row) => <RateText rate={row.visitorPolicyRate} /> },
];

function BreakdownRow({
  row,
  breakdown,
  total = false,
}: {
  row: FunnelRow;
  breakdown: FunnelBreakdown;
  total?: boolean;
}) {
  const cell = cn(cellClass, total && "font-bold");
  return (
    <tr className={total ? "bg-ink-50" : undefined} data-testid={total ? "funnel-total" : "funnel-row"}>
      {FUNNEL_BREAKDOWN_INFO[breakdown].columns.map((column, index) => (
        <td key={column} className={cn(cell, "max-w-64 break-words font-medium text-ink-900")} dir="auto">
          {total ? (index === 0 ? "Total" : "") : valueLabel(breakdown, row.values[index] ?? null)}
        </td>
      ))}
      {METRIC_COLUMNS.map((column) => (
        <td key={column.head} className={cell} data-col={column.col}>
          {column.cell(row)}
        </td>
      ))}
    </tr>
  );
}

const headOf = (breakdown: FunnelBreakdown) => [
  ...FUNNEL_BREAKDOWN_INFO[breakdown].columns,
  ...METRIC_COLUMNS.map((column) => column.head),
];

/** One end of the period, a Gulf day, kept on its side of the other end. */
function PeriodDay({
  label,
  value,
  min,
  max,
  onChange,
}: {
  label: string;
  value: string;
  min?: string;
  max?: string;
  onChange: (day: string) => void;
}) {
  return (
    <label className="grid gap-1 text-sm font-medium text-ink-700">
      {label}
      <input
        type="date"
        required
        value={value}
        min={min || undefined}
        max={max || undefined}
        className={cn(fieldBoxClass, "px-3 py-1.5")}
        onChange={(event) => onChange(event.target.value)}
      />
    </label>
  );
}

export function FunnelPanel() {
  const [period, setPeriod] = useState<{ from?: string; to?: string }>({});
  const [breakdown, setBreakdown] = useState<FunnelBreakdown>("campaign");
  const [draft, setDraft] = useState<{ from: string; to: string } | null>(null);
  const query = { ...period, by: breakdown };
  const { data, error, loading, reload } = useAdminData<FunnelReport>(adminUrl("/funnel", query));
  const shown = draft ?? (data ? { from: data.from, to: data.to } : { from: "", to: "" });

  const apply = (event: FormEvent) => {
    event.preventDefault();
    if (draft) setPeriod(draft);
  };

  const periodForm = (
    <form className="flex flex-wrap items-end gap-3" onSubmit={apply} aria-label="Period">
      <PeriodDay label="From" value={shown.from} max={shown.to} onChange={(from) => setDraft({ ...shown, from })} />
      <PeriodDay label="To" value={shown.to} min={shown.from} onChange={(to) => setDraft({ ...shown, to })} />
      <Button type="submit" variant="outline" size="sm">
        Show
      </Button>
    </form>
  );

  return (
    <div className="grid grid-cols-1 gap-6" data-testid="admin-funnel">
      <section
        className="flex flex-wrap items-end justify-between gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-ink-100"
        aria-labelledby="funnel-title"
      >
        <div className="max-w-2xl">
          <h2 id="funnel-title" className="text-lg font-bold text-ink-950">
            Funnel
          </h2>
          <p className="text-sm text-ink-600">
            What brings insured drivers: visitors counted by our own server (no cookies), every quote hand-off to the
            broker, and the quotes and policies the broker reports for them. Days are Gulf time.
          </p>
        </div>
        {periodForm}
      </section>
      {error ? <ErrorState message={error} onRetry={reload} /> : null}
      {!data && !error ? (
        <p className="py-10 text-center text-ink-500" role="status">
          Loading the funnel...
        </p>
      ) : null}
      {data ? (
        <>
          <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
            {stagesOf(data.totals).map((stage) => (
              <Stage key={stage.testId} {...stage} />
            ))}
          </div>
          <section className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-ink-100" aria-labelledby="funnel-leads">
            <h3 id="funnel-leads" className="text-sm font-semibold text-ink-600">
              Leads in the same period
            </h3>
            <dl className="mt-3 grid grid-cols-2 gap-3 text-sm sm:grid-cols-4">
              {(
                [
                  ["Newsletter (confirmed)", data.leads.newsletter],
                  ["Android waitlist (confirmed)", data.leads.waitlist],
                  ["Renewal reminders (confirmed)", data.leads.reminders],
                  ["Contact enquiries", data.leads.enquiries],
                ] as const
              ).map(([label, value]) => (
                <div key={label}>
                  <dt className="text-xs text-ink-500">{label}</dt>
                  <dd className="text-xl font-bold text-ink-900">{count(value)}</dd>
                </div>
              ))}
            </dl>
          </section>
          <DailyChart daily={data.daily} />
          <Panel
            title="Where they came from"
            description="Each row: its visitors, their quote hand-offs, and what the broker made of those. A visitor is under their first page of the day."
            actions={<ExportLink href={adminUrl("/funnel/export.csv", query)} label="Export CSV" />}
          >
            <Toolbar>
              <FilterSelect
                label="Break down by"
                value={breakdown}
                options={FUNNEL_BREAKDOWNS.map((value) => ({ value, label: FUNNEL_BREAKDOWN_INFO[value].label }))}
                onChange={setBreakdown}
              />
            </Toolbar>
            <Table
              caption={`Funnel by ${FUNNEL_BREAKDOWN_INFO[data.breakdown].label.toLowerCase()}`}
              head={headOf(data.breakdown)}
              busy={loading}
            >
              {data.rows.length === 0 ? (
                <tr>
                  <td colSpan={headOf(data.breakdown).length} className="px-6 py-10 text-center text-ink-500">
                    No visits or hand-offs in this period.
                  </td>
                </tr>
              ) : null}
              {data.rows.map((row) => (
                <BreakdownRow key={JSON.stringify(row.values)} row={row} breakdown={data.breakdown} />
              ))}
              <BreakdownRow row={{ ...data.totals, values: [] }} breakdown={data.breakdown} total />
            </Table>
            {data.rolledUpVisitors > 0 ? (
              <p className="border-t border-ink-100 px-4 py-3 text-sm text-ink-600 sm:px-6">
                {count(data.rolledUpVisitors)} visitors are of days older than 13 months, kept only as daily counts:
                they are in the total and the chart, in no row.
              </p>
            ) : null}
          </Panel>
          <p className="text-xs text-ink-500">
            Rates are shown with their 95% confidence interval (Wilson); a dash where a row has more hand-offs than
            visitors (one visitor pressed twice). A visitor is a device on a network for one Gulf day: the same person
            on two days counts twice. Quotes and policies are counted with the hand-off they came from, whenever the
            broker reported them.
          </p>
        </>
      ) : null}
    </div>
  );
}
