import { PlusIcon } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import type { ExperimentDetail, ExperimentRow } from "@core/admin-api";
import { NEEDS_CONTROL_FIELD, type ExperimentStatus } from "@core/schemas/experiments";
import { ConfirmDialog } from "~/components/admin/confirm-dialog";
import { Badge, EmptyRow, ErrorState, Panel, Table, cellClass } from "~/components/admin/parts";
import { gulfDateTime } from "@core/gulf-time";
import { Button } from "~/components/ui/button";
import { AdminApiError, adminRequest, adminUrl, type AdminData } from "~/features/admin/admin-api";
import { controlOfferText, startControl } from "./control-offer";
import { ExperimentDialog } from "./experiment-dialog";
import { ExperimentRowActions } from "./experiment-row-actions";
import { ExperimentStatusBadge } from "./experiment-status-badge";
import { pageLocationLabel, statusChangedMessage } from "./labels";

const HEAD = ["Name", "Status", "Control", "Page locations", "Started", "Actions"];

/** Every experiment, newest first, with its status moves and the form to create or edit one (R-OPEN-11). */
export function ExperimentsPanel({ list, onChanged }: { list: AdminData<ExperimentRow[]>; onChanged: () => void }) {
  const { data, error, loading, reload } = list;
  // undefined: no form open; null: a new experiment; otherwise the id being edited.
  const [editing, setEditing] = useState<string | null | undefined>(undefined);
  // The row stays set while the question closes, so its title does not change on the way out.
  const [completing, setCompleting] = useState<ExperimentRow | null>(null);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [busyId, setBusyId] = useState<string | null>(null);
  // A variant the server would not start alone (R-FUNNEL-51): the question offers its control.
  const [lone, setLone] = useState<ExperimentRow | null>(null);
  const [loneOpen, setLoneOpen] = useState(false);

  async function changeStatus(row: ExperimentRow, to: ExperimentStatus) {
    setBusyId(row.id);
    try {
      await adminRequest<ExperimentDetail>(adminUrl(`/experiments/${row.id}`), {
        method: "PATCH",
        body: { name: row.name, status: to, isControl: row.isControl, pageLocations: row.pageLocations },
      });
      toast.success(statusChangedMessage(row.name, to));
      onChanged();
    } catch (reason) {
      if (reason instanceof AdminApiError && reason.field === NEEDS_CONTROL_FIELD && to === "active") {
        setLone(row);
        setLoneOpen(true);
        return;
      }
      toast.error(reason instanceof Error ? reason.message : "The status could not be changed.");
    } finally {
      setBusyId(null);
    }
  }

  return (
    <Panel
      title="All experiments"
      description="Newest first. Start, pause, resume or complete one here; Edit changes its name, control mark and texts."
      actions={
        <Button variant="dark" size="sm" onClick={() => setEditing(null)}>
          <PlusIcon aria-hidden="true" />
          New experiment
        </Button>
      }
    >
      {error ? <ErrorState message={error} onRetry={reload} /> : null}
      <MadeDefaultNote rows={data ?? []} onChanged={onChanged} />
      <Table caption="Experiments" head={HEAD} busy={loading}>
        {!data && loading ? <EmptyRow columns={HEAD.length}>Loading...</EmptyRow> : null}
        {data?.length === 0 ? (
          <EmptyRow columns={HEAD.length}>No experiments yet. Create one with “New experiment”.</EmptyRow>
        ) : null}
        {data?.map((row) => (
          <tr key={row.id} className="hover:bg-ink-50/60">
            <td className={`${cellClass} max-w-xs break-words font-medium text-ink-900`}>{row.name}</td>
            <td className={cellClass}>
              <span className="flex flex-wrap gap-1.5">
                <ExperimentStatusBadge status={row.status} />
                {row.madeDefaultAt ? <Badge tone="blue">Made the default</Badge> : null}
              </span>
            </td>
            <td className={`${cellClass} text-ink-700`}>{row.isControl ? "Yes" : "No"}</td>
            <td className={`${cellClass} text-ink-700`}>{row.pageLocations.map(pageLocationLabel).join(", ")}</td>
            <td className={`${cellClass} whitespace-nowrap text-ink-600`}>
              {row.startedAt ? gulfDateTime(row.startedAt) : "Not started"}
              {row.endedAt ? <span className="block text-xs">Ended {gulfDateTime(row.endedAt)}</span> : null}
            </td>
            <td className={cellClass}>
              <ExperimentRowActions
                row={row}
                busy={busyId === row.id}
                onEdit={() => setEditing(row.id)}
                onAction={(action) => {
                  if (!action.confirm) return void changeStatus(row, action.to);
                  setCompleting(row);
                  setConfirmOpen(true);
                }}
              />
            </td>
          </tr>
        ))}
      </Table>
      {editing !== undefined ? (
        <ExperimentDialog
          key={editing ?? "new"}
          id={editing}
          onChanged={onChanged}
          onDone={() => setEditing(undefined)}
        />
      ) : null}
      <ConfirmDialog
        open={loneOpen}
        title={`Start a control for “${lone?.name ?? ""}”?`}
        description={controlOfferText(lone?.pageLocations ?? [])}
        confirmLabel="Start the control and the variant"
        onCancel={() => setLoneOpen(false)}
        onConfirm={async () => {
          if (lone) {
            try {
              await startControl(lone.pageLocations);
            } catch (reason) {
              toast.error(reason instanceof Error ? reason.message : "The control could not be started.");
              setLoneOpen(false);
              return;
            }
            await changeStatus(lone, "active");
          }
          setLoneOpen(false);
        }}
      />
      <ConfirmDialog
        open={confirmOpen}
        tone="danger"
        title={`Complete “${completing?.name ?? ""}”?`}
        description="Visitors stop seeing it, and it can never run or change again. This cannot be undone. Its results stay in the results table."
        confirmLabel="Complete experiment"
        onCancel={() => setConfirmOpen(false)}
        onConfirm={async () => {
          if (completing) await changeStatus(completing, "completed");
          setConfirmOpen(false);
        }}
      />
    </Panel>
  );
}

/**
 * R-FUNNEL-57: which winner every visitor sees, and the way back to the code's defaults
 * once a build has made its texts the defaults there.
 */
function MadeDefaultNote({ rows, onChanged }: { rows: ExperimentRow[]; onChanged: () => void }) {
  const [busy, setBusy] = useState(false);
  // At each page location the one made the default last is what visitors see.
  const covered = new Set<string>();
  const winners = rows
    .filter((row) => row.madeDefaultAt)
    .sort((a, b) => (b.madeDefaultAt ?? "").localeCompare(a.madeDefaultAt ?? ""))
    .filter((row) => {
      const fresh = row.pageLocations.some((location) => !covered.has(location));
      for (const location of row.pageLocations) covered.add(location);
      return fresh;
    });
  if (winners.length === 0) return null;
  async function clear() {
    setBusy(true);
    try {
      await adminRequest(adminUrl("/experiments/defaults"), { method: "DELETE" });
      toast.success("The hero shows the code’s defaults again.");
      onChanged();
    } catch (reason) {
      toast.error(reason instanceof Error ? reason.message : "The defaults could not be changed.");
    } finally {
      setBusy(false);
    }
  }
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 border-b border-ink-100 bg-sky-50 px-4 py-3 text-sm text-ink-800 sm:px-6">
      <p>
        Every visitor sees the texts of {winners.map((row) => `“${row.name}”`).join(", ")}, made the default, until the
        next build makes them the defaults in the code. After that build, serve the code&apos;s defaults again.
      </p>
      <Button variant="outline" size="sm" disabled={busy} onClick={() => void clear()}>
        Serve the code&apos;s defaults again
      </Button>
    </div>
  );
}
