import { RefreshCwIcon } from "lucide-react";
import type { ExperimentResults, VariantResult } from "@core/admin-api";
import { Badge, EmptyRow, ErrorState, Panel, Table, cellClass } from "~/components/admin/parts";
import { Button } from "~/components/ui/button";
import type { AdminData } from "~/features/admin/admin-api";
import { ExperimentStatusBadge } from "./experiment-status-badge";
import { formatCount, formatPValue, formatRate, formatUplift } from "./format";

const HEAD = [
  "Experiment",
  "Visitors",
  "Impressions",
  "Quote requests",
  "Conversion",
  "Uplift vs control",
  "p-value",
  "Verdict",
];

function ResultRow({ result }: { result: VariantResult }) {
  const number = `${cellClass} whitespace-nowrap tabular-nums text-ink-800`;
  return (
    <tr className="hover:bg-ink-50/60">
      <th scope="row" className={`${cellClass} max-w-xs break-words text-left font-medium text-ink-900`}>
        {result.name}
        <span className="mt-1 flex flex-wrap gap-1.5 font-normal">
          {result.isControl ? <Badge tone="grey">Control</Badge> : null}
          <ExperimentStatusBadge status={result.status} />
        </span>
      </th>
      <td className={number}>{formatCount(result.visitors)}</td>
      <td className={number}>{formatCount(result.impressions)}</td>
      <td className={number}>{formatCount(result.quoteRequests)}</td>
      <td className={number}>{formatRate(result.conversionRate)}</td>
      <td className={number}>{result.isControl ? "—" : formatUplift(result.uplift)}</td>
      <td className={number}>{formatPValue(result.pValue)}</td>
      <td className={`${cellClass} text-ink-700`}>{result.verdict}</td>
    </tr>
  );
}

/** How the hero's experiments compare with the control, from our own events (R-OPEN-11). */
export function ResultsPanel({ results }: { results: AdminData<ExperimentResults> }) {
  const { data, error, loading, reload } = results;
  const rows = data ? [...(data.control ? [data.control] : []), ...data.variants] : [];

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
        <p className="border-b border-ink-100 px-4 py-3 text-sm text-ink-600 sm:px-6">
          Conversion is quote requests per impression (a visitor who saw the hero). Uplift is how much higher or lower a
          variant converts than the control. The p-value is the chance of a difference this big if the texts made none:
          below 0.05 we call the difference real with 95% confidence. Until enough visitors have taken part, the verdict
          says so.
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
            <ResultRow key={result.experimentId} result={result} />
          ))}
        </Table>
        {data && !data.control && rows.length > 0 ? (
          <p className="border-t border-ink-100 px-4 py-3 text-sm font-medium text-honey-700 sm:px-6">
            No control yet: edit one experiment and tick “This is the control” to compare the others with it.
          </p>
        ) : null}
      </Panel>
    </div>
  );
}
