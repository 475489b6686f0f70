import type { CspReportRow } from "@core/admin-api";
import { RETENTION } from "@core/constants";
import { LogPanel } from "./paged-table";
import { cellClass } from "./parts";
import { gulfDateTime } from "@core/gulf-time";

/** Content-Security-Policy violations browsers reported, newest first: a blocked script or a policy that needs a host. */
export function CspReportsPanel() {
  return (
    <LogPanel<CspReportRow>
      path="/csp-reports"
      title="Security reports"
      description={`What visitors' browsers blocked because our Content-Security-Policy did not allow it. Kept ${RETENTION.cspReportDays} days.`}
      head={["When", "Page", "Directive", "Blocked", "Source", "Browser"]}
      empty="No reports."
      noun="reports"
      renderRow={(report) => (
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
      )}
    />
  );
}
