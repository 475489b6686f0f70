import type { ReactNode } from "react";

/** The message under a field (`id` is what the field's aria-describedby names); nothing when there is no message. */
export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="mt-1 text-sm font-medium text-rose-700">
      {message}
    </p>
  );
}

/** What FormField gives its control: the id its label names, and the error wiring. */
export type FieldControlProps = {
  id: string;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
};

/**
 * A label, its control and the control's error message under it. The
 * control (rendered by `children`) takes its id, aria-invalid and
 * aria-describedby from here, so the three always agree.
 */
export function FormField({
  id,
  label,
  error,
  className,
  children,
}: {
  id: string;
  label: string;
  error: string | undefined;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
}) {
  const errorId = `${id}-error`;
  return (
    <div className={className}>
      <label htmlFor={id} className="text-sm font-semibold text-ink-900">
        {label}
      </label>
      {children({ id, "aria-invalid": error ? true : undefined, "aria-describedby": error ? errorId : undefined })}
      <FieldError id={errorId} message={error} />
    </div>
  );
}
