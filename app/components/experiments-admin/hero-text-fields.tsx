import { useWatch, type UseFormReturn } from "react-hook-form";
import { HERO_CONTENT_LIMITS, type HeroContentType } from "@core/schemas/experiments";
import { fieldClass } from "~/components/admin/parts";
import { HERO_DEFAULTS } from "~/components/home/hero-defaults";
import { cn } from "~/lib/cn";
import { FieldError } from "~/components/ui/form-field";
import { describedBy, hintClass, labelClass } from "./form-parts";
import type { ExperimentFormInput, ExperimentFormOutput } from "./form-values";

const FIELDS: { type: HeroContentType; label: string; placeholder: string; hint?: string; multiline?: boolean }[] = [
  { type: "headline", label: "Headline", placeholder: HERO_DEFAULTS.headline },
  { type: "subheadline", label: "Sub-headline", placeholder: HERO_DEFAULTS.subheadline, multiline: true },
  {
    type: "cta_text",
    label: "Button text",
    placeholder: HERO_DEFAULTS.ctaDesktop,
    hint: `Left empty, phones show “${HERO_DEFAULTS.ctaMobile}” and wider screens “${HERO_DEFAULTS.ctaDesktop}”.`,
  },
];

/** Characters as the server counts them (after trimming), against the limit. */
function Counter({ id, length, max }: { id: string; length: number; max: number }) {
  const over = length - max;
  return (
    <p id={id} className={cn("mt-1 text-xs", over > 0 ? "font-semibold text-rose-700" : "text-ink-500")}>
      {length} of {max} characters{over > 0 ? `: ${over} too many` : ""}
    </p>
  );
}

/** The hero's headline, sub-headline and button text; the placeholders are the site's defaults. */
export function HeroTextFields({
  form,
  idPrefix,
}: {
  form: UseFormReturn<ExperimentFormInput, unknown, ExperimentFormOutput>;
  idPrefix: string;
}) {
  const hero = useWatch({ control: form.control, name: "hero" });
  const { errors } = form.formState;

  return (
    <fieldset className="min-w-0">
      <legend className={labelClass}>Hero texts</legend>
      <p className={hintClass}>Leave a text empty to keep the site&apos;s default, shown in grey.</p>
      <div className="mt-3 grid gap-4">
        {FIELDS.map(({ type, label, placeholder, hint, multiline }) => {
          const id = `${idPrefix}-${type}`;
          const error = errors.hero?.[type]?.message;
          const props = {
            id,
            placeholder,
            className: cn(fieldClass, "mt-1 placeholder:text-ink-400"),
            "aria-invalid": error ? true : undefined,
            "aria-describedby": describedBy(hint && `${id}-hint`, `${id}-count`, error && `${id}-error`),
            ...form.register(`hero.${type}`),
          };
          return (
            <div key={type}>
              <label htmlFor={id} className={labelClass}>
                {label}
              </label>
              {hint ? (
                <p id={`${id}-hint`} className={hintClass}>
                  {hint}
                </p>
              ) : null}
              {multiline ? <textarea rows={3} {...props} /> : <input type="text" autoComplete="off" {...props} />}
              <Counter id={`${id}-count`} length={(hero[type] ?? "").trim().length} max={HERO_CONTENT_LIMITS[type]} />
              <FieldError id={`${id}-error`} message={error} />
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
