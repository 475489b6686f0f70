import { useState } from "react";
import type { CspReportRow, Page } from "@core/admin-api";
import { RETENTION } from "@core/constants";
import { adminUrl, useAdminData } from "~/features/admin/admin-api";
import { EmptyRow, ErrorState, Pagination, Panel, Table, cellClass } from "./parts";
import { gulfDateTime } from "@core/gulf-time";

/** Content-Security-Policy violations browsers reported, newest first: a blocked script or a policy that needs a host. */
export function CspReportsPanel() {
  const [page, setPage] = useState(1);
  const { data, error, loading, reload } = useAdminData<Page<CspReportRow>>(adminUrl("/csp-reports", { page }));
  return (
    <Panel
      title="Security reports"
      description={`What visitors' browsers blocked because our Content-Security-Policy did not allow it. Kept ${RETENTION.cspReportDays} days.`}
    >
      {error ? <ErrorState message={error} onRetry={reload} /> : null}
      <Table
        caption="Security reports"
        head={["When", "Page", "Directive", "Blocked", "Source", "Browser"]}
        busy={loading}
      >
        {data?.rows.length === 0 ? <EmptyRow columns={6}>No reports.</EmptyRow> : null}
        {data?.rows.map((report) => (
          <tr key={report.id}>
            <td className={`${cellClass} whitespace-nowrap text-ink-600`}>{gulfDateTime(report.receivedAt)}</td>
            <td className={`${cellClass} break-all`}>{report.documentUrl ?? ""}</td>
            <td className={`${cellClass} font-mono text-xs`}>
              {report.effectiveDirective ?? ""}
              {report.disposition === "report" ? " (report only)" : ""}
            </td>
            <td className={`${cellClass} break-all font-mono text-xs`}>{report.blockedUrl ?? ""}</td>
            <td className={`${cellClass} break-all font-mono text-xs text-ink-600`}>
              {report.sourceFile
                ? `${report.sourceFile}${report.lineNumber !== null ? `:${report.lineNumber}` : ""}`
                : ""}
            </td>
            <td className={`${cellClass} text-xs text-ink-600`}>{report.userAgent ?? ""}</td>
          </tr>
        ))}
      </Table>
      {data ? (
        <Pagination page={data.page} total={data.total} pageSize={data.pageSize} onPage={setPage} noun="reports" />
      ) : null}
    </Panel>
  );
}
