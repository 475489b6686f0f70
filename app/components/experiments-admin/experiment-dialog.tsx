import type { ExperimentDetail } from "@core/admin-api";
import { ErrorState } from "~/components/admin/parts";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "~/components/ui/dialog";
import { adminUrl, useAdminData } from "~/features/admin/admin-api";
import { ExperimentEditor, type EditorEvents } from "./experiment-editor";

function describe(detail: ExperimentDetail | null): string {
  if (!detail) return "Visitors see an experiment only while it is active. Empty texts keep the site's defaults.";
  if (detail.status === "completed") return "This experiment is completed, so it can no longer change.";
  if (detail.status === "active") return "This experiment is running: what you save here reaches visitors at once.";
  return "Visitors do not see this experiment while it is a draft or paused.";
}

/** A new experiment (id null) or an existing one, loaded first; closing it is the editor's `onDone`. */
export function ExperimentDialog({ id, ...events }: { id: string | null } & EditorEvents) {
  const { data, error, loading, reload } = useAdminData<ExperimentDetail>(id ? adminUrl(`/experiments/${id}`) : null);
  const ready = id === null || data !== null;
  const title =
    id === null
      ? "New experiment"
      : data
        ? data.status === "completed"
          ? data.name
          : `Edit ${data.name}`
        : "Experiment";

  return (
    <Dialog open onOpenChange={(open) => (open ? null : events.onDone())}>
      <DialogContent width="6xl">
        <DialogTitle className="pr-8 text-xl">{title}</DialogTitle>
        <DialogDescription className="text-sm">
          {ready ? describe(data) : loading ? "Loading..." : ""}
        </DialogDescription>
        {error && !data ? <ErrorState message={error} onRetry={reload} /> : null}
        {ready ? <ExperimentEditor initial={data} {...events} /> : null}
      </DialogContent>
    </Dialog>
  );
}
