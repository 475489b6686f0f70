import { Controller, type UseFormReturn } from "react-hook-form";
import { EXPERIMENT_STATUS_LABELS, PAGE_LOCATIONS, type ExperimentStatus } from "@core/schemas/experiments";
import { fieldClass } from "~/components/admin/parts";
import { cn } from "~/lib/cn";
import { FieldError } from "~/components/ui/form-field";
import { FieldGroup, checkClass, describedBy, hintClass, labelClass } from "./form-parts";
import type { ExperimentFormInput, ExperimentFormOutput } from "./form-values";
import { PAGE_LOCATION_LABELS, STATUS_HINTS } from "./labels";

const choiceClass =
  "flex cursor-pointer items-start gap-3 rounded-xl border border-ink-200 bg-white p-3 text-sm has-[:checked]:border-ink-900 has-[:checked]:bg-ink-50 has-[:disabled]:cursor-default has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-honey-600";

/** Name, status, control and page locations: the experiment itself. */
export function ExperimentSettingsFields({
  form,
  statuses,
  idPrefix,
}: {
  form: UseFormReturn<ExperimentFormInput, unknown, ExperimentFormOutput>;
  statuses: readonly ExperimentStatus[];
  idPrefix: string;
}) {
  const { errors } = form.formState;
  const ids = {
    name: `${idPrefix}-name`,
    nameHint: `${idPrefix}-name-hint`,
    nameError: `${idPrefix}-name-error`,
    statusError: `${idPrefix}-status-error`,
    controlHint: `${idPrefix}-control-hint`,
    controlError: `${idPrefix}-control-error`,
    locationsError: `${idPrefix}-locations-error`,
  };

  return (
    <div className="grid gap-5">
      <div>
        <label htmlFor={ids.name} className={labelClass}>
          Name
        </label>
        <p id={ids.nameHint} className={hintClass}>
          Only admins see it: in this list and in the results.
        </p>
        <input
          id={ids.name}
          type="text"
          autoComplete="off"
          className={cn(fieldClass, "mt-1")}
          aria-invalid={errors.name ? true : undefined}
          aria-describedby={describedBy(ids.nameHint, errors.name && ids.nameError)}
          {...form.register("name")}
        />
        <FieldError id={ids.nameError} message={errors.name?.message} />
      </div>

      <FieldGroup legend="Status">
        {statuses.map((status) => (
          <label key={status} className={choiceClass}>
            {/* eslint-disable-next-line jsx-a11y/role-supports-aria-props -- the group is a fieldset, which cannot carry aria-invalid; each radio announces the error when focused */}
            <input
              type="radio"
              value={status}
              className={checkClass}
              aria-invalid={errors.status ? true : undefined}
              aria-describedby={describedBy(`${idPrefix}-status-${status}`, errors.status && ids.statusError)}
              {...form.register("status")}
            />
            <span>
              <span className="block font-semibold text-ink-900">{EXPERIMENT_STATUS_LABELS[status]}</span>
              <span id={`${idPrefix}-status-${status}`} className="block text-ink-600">
                {STATUS_HINTS[status]}
              </span>
            </span>
          </label>
        ))}
        <FieldError id={ids.statusError} message={errors.status?.message} />
      </FieldGroup>

      <div>
        <label className={choiceClass}>
          <input
            type="checkbox"
            className={checkClass}
            aria-invalid={errors.isControl ? true : undefined}
            aria-describedby={describedBy(ids.controlHint, errors.isControl && ids.controlError)}
            {...form.register("isControl")}
          />
          <span>
            <span className="block font-semibold text-ink-900">This is the control</span>
            <span id={ids.controlHint} className="block text-ink-600">
              The one the others are compared with. It usually keeps the site&apos;s default texts.
            </span>
          </span>
        </label>
        <FieldError id={ids.controlError} message={errors.isControl?.message} />
      </div>

      <Controller
        control={form.control}
        name="pageLocations"
        render={({ field, fieldState }) => (
          <FieldGroup legend="Page locations" hint="Where on the site the experiment changes texts.">
            {PAGE_LOCATIONS.map((location) => (
              <label key={location} className={choiceClass}>
                <input
                  type="checkbox"
                  name={field.name}
                  value={location}
                  className={checkClass}
                  ref={field.ref}
                  checked={field.value.includes(location)}
                  disabled={field.disabled}
                  aria-invalid={fieldState.error ? true : undefined}
                  aria-describedby={fieldState.error ? ids.locationsError : undefined}
                  onBlur={field.onBlur}
                  onChange={(event) =>
                    field.onChange(
                      event.target.checked
                        ? PAGE_LOCATIONS.filter((entry) => entry === location || field.value.includes(entry))
                        : field.value.filter((entry) => entry !== location),
                    )
                  }
                />
                <span className="font-semibold text-ink-900">{PAGE_LOCATION_LABELS[location]}</span>
              </label>
            ))}
            <FieldError id={ids.locationsError} message={fieldState.error?.message} />
          </FieldGroup>
        )}
      />
    </div>
  );
}
