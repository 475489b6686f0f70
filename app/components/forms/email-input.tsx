import type { ChangeEvent, FocusEvent, RefCallback } from "react";
import { NEWSLETTER } from "@core/constants";
import { useI18n } from "~/i18n/i18n";
import { cn } from "~/lib/cn";

/** What the input takes from its form: react-hook-form's `register()` or the newsletter's own field. */
export type EmailRegistration = {
  name: string;
  ref: RefCallback<HTMLInputElement>;
  onChange: (event: ChangeEvent<HTMLInputElement>) => unknown;
  onBlur?: (event: FocusEvent<HTMLInputElement>) => unknown;
};

/** An e-mail input wired for errors (aria-invalid, aria-describedby → `{id}-error`). */
export function EmailInput({
  id,
  error,
  disabled,
  registration,
  className,
  placeholder,
  defaultValue,
}: {
  id: string;
  /** What a post without JavaScript came back with (R-HTML-03). */
  defaultValue?: string | undefined;
  error?: string;
  disabled: boolean;
  registration: EmailRegistration;
  className: string;
  placeholder?: string;
}) {
  const { m } = useI18n();
  return (
    <input
      id={id}
      type="email"
      inputMode="email"
      autoComplete="email"
      // An address reads left to right in either edition: typed into a right-to-left page it would show "@omar".
      dir="ltr"
      placeholder={placeholder ?? m.chrome.forms.emailPlaceholder}
      maxLength={NEWSLETTER.emailMax}
      defaultValue={defaultValue}
      disabled={disabled}
      aria-invalid={error ? "true" : "false"}
      aria-describedby={error ? `${id}-error` : undefined}
      // An input is as wide as its font makes 20 characters unless told: the Arabic font would widen a narrow dialog.
      className={cn("w-full min-w-0", className)}
      {...registration}
    />
  );
}

/** The message under a field; its id is what the field's aria-describedby names. */
export function FieldError({
  id,
  message,
  className = "text-sm font-medium text-rose-700",
}: {
  id: string;
  message?: string;
  className?: string;
}) {
  if (!message) return null;
  return (
    <p id={`${id}-error`} role="alert" className={className}>
      {message}
    </p>
  );
}
