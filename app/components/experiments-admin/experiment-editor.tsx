import { zodResolver } from "@hookform/resolvers/zod";
import { useId, useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { toast } from "sonner";
import type { ExperimentDetail } from "@core/admin-api";
import { EXPERIMENT_TRANSITIONS, NEEDS_CONTROL_FIELD } from "@core/schemas/experiments";
import { ConfirmDialog } from "~/components/admin/confirm-dialog";
import { Button } from "~/components/ui/button";
import { DialogClose } from "~/components/ui/dialog";
import { AdminApiError, adminRequest, adminUrl } from "~/features/admin/admin-api";
import { ControlOffer, startControl } from "./control-offer";
import { ExperimentPlanFields } from "./experiment-plan-fields";
import { ExperimentSettingsFields } from "./experiment-settings-fields";
import {
  experimentFormSchema,
  formDefaults,
  isServerField,
  needsConfirmation,
  statusChoices,
  type ExperimentFormInput,
  type ExperimentFormOutput,
} from "./form-values";
import { HeroPreview } from "./hero-preview";
import { HeroTextFields } from "./hero-text-fields";
import { saveExperiment, type ExperimentRequest } from "./save-experiment";

const request: ExperimentRequest = (path, method, body) =>
  adminRequest<ExperimentDetail>(adminUrl(path), { method, body });

/** What the editor tells the dialog it is in: a save reached the server (the list reloads), and it is done (the dialog closes). */
export type EditorEvents = { onChanged: () => void; onDone: () => void };

/**
 * The experiment form with its live preview. A new experiment is created
 * and then given its texts; changes to a running one are saved only after
 * the admin confirms; a completed one is shown read-only.
 */
export function ExperimentEditor({ initial, onChanged, onDone }: { initial: ExperimentDetail | null } & EditorEvents) {
  const idPrefix = useId();
  // The experiment as last saved: after a create whose texts failed, the next save edits it instead of creating another.
  const [original, setOriginal] = useState(initial);
  const [saving, setSaving] = useState(false);
  const [pending, setPending] = useState<ExperimentFormOutput | null>(null);
  // Refused because it would run without a control (R-FUNNEL-51): the values wait for the admin to start one.
  const [needsControl, setNeedsControl] = useState<{ values: ExperimentFormOutput; confirmed: boolean } | null>(null);
  const form = useForm<ExperimentFormInput, unknown, ExperimentFormOutput>({
    resolver: zodResolver(experimentFormSchema),
    defaultValues: formDefaults(initial),
    mode: "onSubmit",
    reValidateMode: "onChange",
  });
  const hero = useWatch({ control: form.control, name: "hero" });
  const arabicHero = useWatch({ control: form.control, name: "hero_ar" });
  const pageLocations = useWatch({ control: form.control, name: "pageLocations" });
  const isControl = useWatch({ control: form.control, name: "isControl" });
  const readOnly = original?.status === "completed";
  const rootError = form.formState.errors.root?.server?.message;

  async function save(values: ExperimentFormOutput, confirmed: boolean) {
    setSaving(true);
    form.clearErrors("root.server");
    setNeedsControl(null);
    const wasNew = original === null;
    let reachedServer = false as boolean; // set inside the awaited save
    try {
      const outcome = await saveExperiment({
        original,
        values,
        confirmed,
        request,
        onProgress: (detail) => {
          reachedServer = true;
          setOriginal(detail);
          onChanged();
        },
      });
      if (!outcome) toast.info("Nothing changed.");
      else if (outcome.created)
        toast.success(
          `Created “${outcome.detail.name}”.${outcome.detail.status === "active" ? " Visitors see it now." : ""}`,
        );
      else toast.success(`Saved “${outcome.detail.name}”.`);
      onDone();
    } catch (reason) {
      if (reason instanceof AdminApiError && reason.status === 409 && reason.field === "confirmActive") {
        // It became active meanwhile (or the server says so): ask, then send again.
        setPending(values);
        return;
      }
      if (reason instanceof AdminApiError && reason.status === 409 && reason.field === NEEDS_CONTROL_FIELD) {
        setNeedsControl({ values, confirmed });
        return;
      }
      const message = reason instanceof Error ? reason.message : "The experiment could not be saved.";
      if (wasNew && reachedServer) {
        const text = `The experiment was created, but its texts were not saved: ${message} Save again to retry.`;
        form.setError("root.server", { type: "server", message: text });
        toast.error(text);
      } else if (reason instanceof AdminApiError && isServerField(reason.field)) {
        form.setError(reason.field, { type: "server", message }, { shouldFocus: true });
      } else {
        form.setError("root.server", { type: "server", message });
        toast.error(message);
      }
    } finally {
      setSaving(false);
    }
  }

  const submit = form.handleSubmit(async (values) => {
    if (needsConfirmation(original, values)) setPending(values);
    else await save(values, false);
  });

  return (
    <>
      <form
        noValidate
        onSubmit={(event) => void submit(event)}
        data-testid="experiment-form"
        aria-label={original ? `Experiment ${original.name}` : "New experiment"}
        className="mt-6 grid gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.1fr)]"
      >
        <div className="grid min-w-0 content-start gap-6">
          <fieldset disabled={readOnly || saving} className="grid min-w-0 gap-6">
            <ExperimentSettingsFields
              form={form}
              statuses={statusChoices(original, EXPERIMENT_TRANSITIONS)}
              idPrefix={idPrefix}
            />
            {/* A control is what the others are measured against: it has no plan of its own. */}
            {isControl ? null : <ExperimentPlanFields form={form} idPrefix={idPrefix} />}
            <HeroTextFields form={form} idPrefix={idPrefix} />
            {/* The Arabic hero's texts, for an experiment that changes it (R-EDITION-16). */}
            {pageLocations.includes("hero_ar") ? (
              <HeroTextFields form={form} idPrefix={idPrefix} location="hero_ar" />
            ) : null}
          </fieldset>
          {needsControl ? (
            <ControlOffer
              pageLocations={needsControl.values.pageLocations}
              busy={saving}
              onStart={async () => {
                const { values, confirmed } = needsControl;
                setSaving(true);
                try {
                  await startControl(values.pageLocations);
                  onChanged();
                } catch (reason) {
                  setSaving(false);
                  toast.error(reason instanceof Error ? reason.message : "The control could not be started.");
                  return;
                }
                await save(values, confirmed);
              }}
            />
          ) : null}
          {rootError ? (
            <p
              role="alert"
              className="rounded-xl bg-rose-50 px-4 py-3 text-sm font-medium text-rose-800 ring-1 ring-rose-200"
            >
              {rootError}
            </p>
          ) : null}
          <div className="flex flex-wrap justify-end gap-3 border-t border-ink-100 pt-5">
            {readOnly ? (
              <DialogClose asChild>
                <Button variant="outline">Close</Button>
              </DialogClose>
            ) : (
              <>
                <DialogClose asChild>
                  <Button variant="outline" disabled={saving}>
                    Cancel
                  </Button>
                </DialogClose>
                <Button type="submit" variant="dark" disabled={saving}>
                  {saving ? "Saving..." : original ? "Save changes" : "Create experiment"}
                </Button>
              </>
            )}
          </div>
        </div>
        <div className="grid min-w-0 content-start gap-8 lg:sticky lg:top-0 lg:self-start">
          {/* Each hero the experiment changes; the English one too when it changes neither yet. */}
          {pageLocations.includes("hero") || !pageLocations.includes("hero_ar") ? <HeroPreview texts={hero} /> : null}
          {pageLocations.includes("hero_ar") ? <HeroPreview texts={arabicHero} location="hero_ar" /> : null}
        </div>
      </form>
      <ConfirmDialog
        open={pending !== null}
        title="Change a running experiment?"
        description="This experiment is running. Visitors will see the change at once."
        confirmLabel="Save changes"
        onCancel={() => setPending(null)}
        onConfirm={async () => {
          if (pending) await save(pending, true);
          setPending(null);
        }}
      />
    </>
  );
}
