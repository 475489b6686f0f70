import type { ExperimentDetail } from "@core/admin-api";
import { Button } from "~/components/ui/button";
import { adminRequest, adminUrl } from "~/features/admin/admin-api";
import { pageLocationLabel } from "./labels";

/** R-FUNNEL-51: starts the control the server asked for, at these page locations; it shows the hero as it is. */
export function startControl(pageLocations: readonly string[]): Promise<ExperimentDetail> {
  return adminRequest<ExperimentDetail>(adminUrl("/experiments/control"), {
    method: "POST",
    body: { pageLocations },
  });
}

/** What the offer says, in the form and in the row's question. */
export function controlOfferText(pageLocations: readonly string[]): string {
  const where = pageLocations.map(pageLocationLabel).join(", ");
  return `A variant cannot go live alone: it needs an active control to be compared with (${where}). The control keeps the hero exactly as visitors see it now, and visitors are split evenly between them.`;
}

/** The form's offer, after the server refused a variant without a control. */
export function ControlOffer({
  pageLocations,
  busy,
  onStart,
}: {
  pageLocations: readonly string[];
  busy: boolean;
  onStart: () => Promise<void>;
}) {
  return (
    <div
      role="alert"
      className="grid gap-3 rounded-xl bg-honey-50 px-4 py-3 text-sm text-ink-900 ring-1 ring-honey-300"
      data-testid="control-offer"
    >
      <p className="font-medium">{controlOfferText(pageLocations)}</p>
      <div>
        <Button type="button" variant="dark" size="sm" disabled={busy} onClick={() => void onStart()}>
          {busy ? "Starting..." : "Start a control with the current hero, then save"}
        </Button>
      </div>
    </div>
  );
}
