import { RefreshCwIcon, TriangleAlertIcon } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import type { ExperimentDetail, ExperimentResults, SampleRatioResult, VariantResult } from "@core/admin-api";
import { gulfDateTime } from "@core/gulf-time";
import { ConfirmDialog } from "~/components/admin/confirm-dialog";
import { Badge, EmptyRow, ErrorState, Panel, Table, cellClass } from "~/components/admin/parts";
import { HERO_DEFAULTS } from "~/components/home/hero-defaults";
import { Button } from "~/components/ui/button";
import { adminRequest, adminUrl, type AdminData } from "~/features/admin/admin-api";
import { ExperimentStatusBadge } from "./experiment-status-badge";
import { formatCount, formatDay, formatPValue, formatRate, formatUplift } from "./format";

const HEAD = [
  "Experiment and its texts",
  "Visitors",
  "Impressions",
  "Quote hand-offs",
  "Conversion",
  "Uplift vs control",
  "p-value",
  "Plan",
  "Verdict",
];

/** R-FUNNEL-56: the texts a row's visitors saw, beside its numbers; an empty one is the site's default. */
function RowTexts({ content }: { content: VariantResult["content"] }) {
  const lines = [
    ["Headline", content.headline, HERO_DEFAULTS.headline],
    ["Sub-headline", content.subheadline, null],
    ["Button", content.cta_text, null],
  ] as const;
  return (
    <dl className="mt-2 grid gap-0.5 text-xs font-normal text-ink-600" data-testid="result-texts">
      {lines.map(([label, text, fallback]) => (
        <div key={label}>
          <dt className="inline font-semibold text-ink-700">{label}: </dt>
          <dd className="inline">
            {text ? `“${text}”` : fallback ? `the site’s default (“${fallback}”)` : "the site’s default"}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** R-FUNNEL-53, R-FUNNEL-54: the planned sample, what is still missing and when it will be there. */
function PlanCell({ plan }: { plan: VariantResult["plan"] }) {
  if (!plan) return <>—</>;
  return (
    <span className="grid gap-0.5">
      <span>{formatCount(plan.plannedPerSide)} a side</span>
      {plan.reached ? (
        <span className="font-medium text-emerald-800">Planned sample reached</span>
      ) : (
        <>
          <span>{formatCount(plan.visitorsNeeded)} more visitors</span>
          <span>
            {plan.expectedEnd ? `Ends about ${formatDay(plan.expectedEnd)}` : "End unknown: no visitors this week"}
          </span>
        </>
      )}
    </span>
  );
}

function ResultRow({ result, onMakeDefault }: { result: VariantResult; onMakeDefault: (row: VariantResult) => void }) {
  const number = `${cellClass} whitespace-nowrap tabular-nums text-ink-800`;
  return (
    <tr className="align-top hover:bg-ink-50/60">
      <th scope="row" className={`${cellClass} min-w-52 max-w-xs break-words text-left font-medium text-ink-900`}>
        {result.name}
        <span className="mt-1 flex flex-wrap gap-1.5 font-normal">
          {result.isControl ? <Badge tone="grey">Control</Badge> : null}
          <ExperimentStatusBadge status={result.status} />
        </span>
        <RowTexts content={result.content} />
      </th>
      <td className={number}>{formatCount(result.visitors)}</td>
      <td className={number}>{formatCount(result.impressions)}</td>
      <td className={number}>{formatCount(result.quoteRequests)}</td>
      <td className={number}>{formatRate(result.conversionRate)}</td>
      <td className={number}>{result.isControl ? "—" : formatUplift(result.uplift)}</td>
      <td className={number}>{formatPValue(result.pValue)}</td>
      <td className={`${cellClass} whitespace-nowrap text-ink-700`}>
        <PlanCell plan={result.plan} />
      </td>
      <td className={`${cellClass} min-w-48 text-ink-700`}>
        {result.verdict}
        {result.isControl || result.status === "draft" ? null : (
          <div className="mt-2">
            <Button
              variant="outline"
              size="sm"
              onClick={() => onMakeDefault(result)}
              aria-label={`Make ${result.name} the default`}
            >
              Make this the default
            </Button>
          </div>
        )}
      </td>
    </tr>
  );
}

/** R-FUNNEL-55: the red banner of a broken split. */
function SampleRatioBanner({ srm }: { srm: SampleRatioResult }) {
  return (
    <div
      role="alert"
      className="flex gap-3 border-b border-rose-200 bg-rose-50 px-4 py-3 text-sm text-rose-900 sm:px-6"
      data-testid="srm-banner"
    >
      <TriangleAlertIcon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-rose-700" />
      <p>
        <strong className="font-semibold">Sample-ratio mismatch: do not trust these results.</strong> Visitors should be
        split evenly, but since {gulfDateTime(srm.since)} they were{" "}
        {srm.groups.map((group) => `${formatCount(group.visitors)} (${group.name})`).join(" against ")} (chi-square p ={" "}
        {formatPValue(srm.pValue)}, alarm below 0.001). Something assigns or counts visitors unevenly: find it before
        reading any verdict.
      </p>
    </div>
  );
}

/** How the hero's experiments compare with the control, from our own events (R-OPEN-11, R-FUNNEL-51..57). */
export function ResultsPanel({ results, onChanged }: { results: AdminData<ExperimentResults>; onChanged: () => void }) {
  const { data, error, loading, reload } = results;
  const rows = data ? [...(data.control ? [data.control] : []), ...data.variants] : [];
  // The row stays set while the question closes, so its title does not change on the way out.
  const [winner, setWinner] = useState<VariantResult | null>(null);
  const [confirmOpen, setConfirmOpen] = useState(false);

  async function makeDefault(row: VariantResult) {
    try {
      await adminRequest<ExperimentDetail>(adminUrl(`/experiments/${row.experimentId}/make-default`), {
        method: "POST",
      });
      toast.success(`“${row.name}” is the default: every visitor sees its texts now.`);
      onChanged();
    } catch (reason) {
      toast.error(reason instanceof Error ? reason.message : "It could not be made the default.");
    }
  }

  return (
    <div data-testid="experiment-results">
      <Panel
        title="Results: home page hero"
        description="Every experiment that has run on the hero, the control first."
        actions={
          <Button variant="outline" size="sm" onClick={reload} disabled={loading}>
            <RefreshCwIcon aria-hidden="true" className={loading ? "motion-safe:animate-spin" : undefined} />
            {loading ? "Refreshing..." : "Refresh"}
          </Button>
        }
      >
        {data?.srm?.mismatch ? <SampleRatioBanner srm={data.srm} /> : null}
        <p className="border-b border-ink-100 px-4 py-3 text-sm text-ink-600 sm:px-6">
          Conversion is quote hand-offs per impression (a visitor who saw the hero). Uplift is how much higher or lower
          a variant converts than the control. The plan is the number of visitors each side needs to find the smallest
          change worth finding; the end date is when both will have them at this week&apos;s traffic.{" "}
          {data ? <strong className="font-semibold text-ink-800">{data.method}</strong> : null}
        </p>
        {error ? <ErrorState message={error} onRetry={reload} /> : null}
        <Table caption="Hero experiment results" head={HEAD} busy={loading}>
          {!data && loading ? <EmptyRow columns={HEAD.length}>Loading...</EmptyRow> : null}
          {data && rows.length === 0 ? (
            <EmptyRow columns={HEAD.length}>
              Nothing has run yet. Results appear here once an experiment has been active on the hero.
            </EmptyRow>
          ) : null}
          {rows.map((result) => (
            <ResultRow
              key={result.experimentId}
              result={result}
              onMakeDefault={(row) => {
                setWinner(row);
                setConfirmOpen(true);
              }}
            />
          ))}
        </Table>
        {data && !data.control && rows.length > 0 ? (
          <p className="border-t border-ink-100 px-4 py-3 text-sm font-medium text-honey-700 sm:px-6">
            No control yet: edit one experiment and tick “This is the control” to compare the others with it.
          </p>
        ) : null}
      </Panel>
      <ConfirmDialog
        open={confirmOpen}
        title={`Make “${winner?.name ?? ""}” the default?`}
        description="This ends the experiment: it and everything running on the same heroes complete. Every visitor then sees its texts from the first paint, in each edition it set, until the next build makes them the defaults in the code."
        confirmLabel="Make it the default"
        onCancel={() => setConfirmOpen(false)}
        onConfirm={async () => {
          if (winner) await makeDefault(winner);
          setConfirmOpen(false);
        }}
      />
    </div>
  );
}
