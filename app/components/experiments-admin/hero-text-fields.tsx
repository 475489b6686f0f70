import { useWatch, type UseFormReturn } from "react-hook-form";
import { HERO_CONTENT_LIMITS, type HeroContentType, type PageLocation } from "@core/schemas/experiments";
import { fieldClass } from "~/components/admin/parts";
import { HERO_DEFAULTS } from "~/components/home/hero-defaults";
import { pages as arabic } from "~/i18n/messages/ar/pages";
import { cn } from "~/lib/cn";
import { FieldError } from "~/components/ui/form-field";
import { describedBy, hintClass, labelClass } from "./form-parts";
import type { ExperimentFormInput, ExperimentFormOutput } from "./form-values";

type HeroDefaults = { headline: string; subheadline: string; ctaMobile: string; ctaDesktop: string };
type Field = { type: HeroContentType; label: string; placeholder: string; hint?: string; multiline?: boolean };

const fields = (defaults: HeroDefaults, suffix = ""): Field[] => [
  { type: "headline", label: `Headline${suffix}`, placeholder: defaults.headline },
  { type: "subheadline", label: `Sub-headline${suffix}`, placeholder: defaults.subheadline, multiline: true },
  {
    type: "cta_text",
    label: `Button text${suffix}`,
    placeholder: defaults.ctaDesktop,
    hint: `Left empty, phones show “${defaults.ctaMobile}” and wider screens “${defaults.ctaDesktop}”.`,
  },
];

/** Each hero's fields: the English site's defaults, or the Arabic edition's (R-EDITION-16). */
const HEROES = {
  hero: { legend: "Hero texts", fields: fields(HERO_DEFAULTS), lang: undefined },
  hero_ar: { legend: "Arabic hero texts", fields: fields(arabic.hero, " (Arabic)"), lang: "ar" },
} as const satisfies Record<PageLocation, { legend: string; fields: Field[]; lang: string | undefined }>;

/** Characters as the server counts them (after trimming), against the limit. */
function Counter({ id, length, max }: { id: string; length: number; max: number }) {
  const over = length - max;
  return (
    <p id={id} className={cn("mt-1 text-xs", over > 0 ? "font-semibold text-rose-700" : "text-ink-500")}>
      {length} of {max} characters{over > 0 ? `: ${over} too many` : ""}
    </p>
  );
}

/** A hero's headline, sub-headline and button text; the placeholders are that edition's defaults. */
export function HeroTextFields({
  form,
  idPrefix,
  location = "hero",
}: {
  form: UseFormReturn<ExperimentFormInput, unknown, ExperimentFormOutput>;
  idPrefix: string;
  location?: PageLocation;
}) {
  const hero = useWatch({ control: form.control, name: location });
  const { errors } = form.formState;
  const { legend, fields: heroFields, lang } = HEROES[location];

  return (
    <fieldset className="min-w-0">
      <legend className={labelClass}>{legend}</legend>
      <p className={hintClass}>Leave a text empty to keep the site&apos;s default, shown in grey.</p>
      <div className="mt-3 grid gap-4">
        {heroFields.map(({ type, label, placeholder, hint, multiline }) => {
          const id = location === "hero" ? `${idPrefix}-${type}` : `${idPrefix}-${location}-${type}`;
          const error = errors[location]?.[type]?.message;
          const props = {
            id,
            placeholder,
            // Arabic texts are typed and read right to left.
            ...(lang ? { lang, dir: "rtl" } : {}),
            className: cn(fieldClass, "mt-1 placeholder:text-ink-400"),
            "aria-invalid": error ? true : undefined,
            "aria-describedby": describedBy(hint && `${id}-hint`, `${id}-count`, error && `${id}-error`),
            ...form.register(`${location}.${type}`),
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
