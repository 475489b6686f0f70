import type { ExperimentRow } from "@core/admin-api";
import { Button } from "~/components/ui/button";
import { statusActions, type StatusAction } from "./labels";

/** Edit (or View, once completed) and the status moves the row allows, each named with the experiment. */
export function ExperimentRowActions({
  row,
  busy,
  onEdit,
  onAction,
}: {
  row: ExperimentRow;
  busy: boolean;
  onEdit: () => void;
  onAction: (action: StatusAction) => void;
}) {
  const editLabel = row.status === "completed" ? "View" : "Edit";
  return (
    <div className="flex flex-wrap gap-2">
      <Button variant="outline" size="sm" onClick={onEdit} aria-label={`${editLabel} ${row.name}`}>
        {editLabel}
      </Button>
      {statusActions(row.status).map((action) => (
        <Button
          key={action.label}
          variant={action.to === "completed" ? "ghost" : "outline"}
          size="sm"
          disabled={busy}
          onClick={() => onAction(action)}
          aria-label={`${action.label} ${row.name}`}
        >
          {action.label}
        </Button>
      ))}
    </div>
  );
}
