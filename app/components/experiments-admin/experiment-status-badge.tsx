import { EXPERIMENT_STATUS_LABELS, type ExperimentStatus } from "@core/schemas/experiments";
import { Badge } from "~/components/admin/parts";
import { STATUS_TONE } from "./labels";

export function ExperimentStatusBadge({ status }: { status: ExperimentStatus }) {
  return <Badge tone={STATUS_TONE[status]}>{EXPERIMENT_STATUS_LABELS[status]}</Badge>;
}
