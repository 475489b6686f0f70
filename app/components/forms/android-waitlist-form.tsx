import { MessageCircleIcon } from "lucide-react";
import { useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "~/features/toasts";
import { Button, buttonVariants } from "~/components/ui/button";
import { track, trackPixel } from "~/features/analytics";
import { invokeFunction } from "~/features/api-client";
import { newHandoffId, recordHandoff, WAITLIST_HANDOFF } from "~/features/handoffs";
import { buildWhatsAppUrl } from "~/features/quote-links";
import { useI18n } from "~/i18n/i18n";
import { cn } from "~/lib/cn";
import { EmailInput, FieldError } from "./email-input";
import { lazyZodResolver } from "./lazy-resolver";
import type { FormAnswer } from "@core/form-posts";
import { DEFAULT_LOCALE, localized } from "@core/locales";
import { FORM_PATHS } from "@core/pages";

type Values = { email: string };

/**
 * The Android waitlist (R-STATE-WAIT-01..05, R-ERR-07..09, R-OPEN-26): "Join Waitlist", "Joining
 * Waitlist...", one request at a time; success closes the dialog and asks the
 * visitor to confirm from their inbox (R-SAFE-28), failure offers WhatsApp
 * instead and disables the button until the dialog reopens.
 */
export function AndroidWaitlistForm({
  onJoined,
  idPrefix = "waitlist",
  answer,
}: {
  onJoined?: () => void;
  idPrefix?: string;
  /** The answer to a post made without JavaScript from the app page (R-HTML-03). */
  answer?: FormAnswer | undefined;
}) {
  const returned = answer?.state === "refused" ? answer : undefined;
  const [submitting, setSubmitting] = useState(false);
  const [failed, setFailed] = useState(false);
  const inFlight = useRef(false);
  const { m, locale } = useI18n();
  const words = m.chrome.waitlist;
  const form = useForm<Values>({
    defaultValues: { email: returned?.values.email ?? "" },
    resolver: lazyZodResolver(async () => {
      const { waitlistSignupSchema } = await import("@core/schemas/waitlist");
      return waitlistSignupSchema;
    }, locale),
    mode: "onSubmit",
    reValidateMode: "onChange",
  });
  const error =
    form.formState.errors.email?.message ?? (form.formState.isSubmitted ? undefined : returned?.errors.email);
  const inputId = `${idPrefix}-email`;

  function fail(reason: string) {
    setFailed(true);
    toast.error(words.failureToast);
    track("form_error", { event_category: "Android Waitlist", event_label: reason });
  }

  // eslint-disable-next-line react-hooks/refs -- handleSubmit only wraps the callback: the ref is read on submit, not during render
  const onSubmit = form.handleSubmit(async ({ email }) => {
    // R-STATE-WAIT-04: a repeated submit while one is in flight is ignored.
    if (inFlight.current || failed) return;
    inFlight.current = true;
    setSubmitting(true);
    try {
      // The specification's body (R-ENT-04); another edition adds its language, which the confirmation speaks (R-SAFE-28).
      const body = locale === DEFAULT_LOCALE ? { email } : { email, language: locale };
      const result = await invokeFunction<{ success?: boolean }>("android-waitlist-signup", body);
      if (result.data?.success === true) {
        toast.success(words.success, { description: words.checkInbox });
        track("sign_up", { event_category: "Android Waitlist", event_label: "registration" });
        trackPixel("CompleteRegistration");
        recordHandoff({ id: newHandoffId(), ...WAITLIST_HANDOFF });
        form.reset({ email: "" });
        onJoined?.();
      } else {
        fail(result.ok ? "no_success" : `http_${result.status}`);
      }
    } catch {
      fail("network_error");
    } finally {
      inFlight.current = false;
      setSubmitting(false);
    }
  });

  if (answer?.state === "sent")
    return (
      <p
        role="status"
        className="rounded-2xl bg-emerald-50 p-4 font-medium text-emerald-900"
        data-testid="waitlist-joined"
      >
        {words.success} {words.checkInbox}
      </p>
    );

  return (
    <div className="flex flex-col gap-3" data-testid="android-waitlist">
      <form
        method="post"
        action={localized(FORM_PATHS.waitlist, locale)}
        onSubmit={(event) => void onSubmit(event)}
        noValidate
        className="flex flex-col gap-2"
        aria-label={words.label}
      >
        <label htmlFor={inputId} className="text-sm font-medium text-ink-800">
          {m.chrome.forms.emailLabel}
        </label>
        <EmailInput
          id={inputId}
          error={error}
          disabled={submitting}
          registration={form.register("email")}
          defaultValue={returned?.values.email}
          placeholder={words.placeholder}
          className="h-11 rounded-xl border border-ink-200 px-3 text-base text-ink-950 focus:border-honey-500 focus:outline-none focus:ring-2 focus:ring-honey-300 disabled:bg-ink-50"
        />
        <FieldError id={inputId} message={error} />
        {returned?.problem ? (
          <p role="alert" className="text-sm font-medium text-rose-700">
            {returned.problem.kind === "limited"
              ? m.chrome.contact.rateLimited(returned.problem.minutes)
              : words.failureToast}
          </p>
        ) : null}
        <Button type="submit" variant="dark" disabled={submitting || failed} className="mt-1 w-full">
          {submitting ? words.joining : words.join}
        </Button>
      </form>
      {failed ? (
        <div
          role="status"
          className="rounded-2xl bg-rose-50 p-4 text-sm text-rose-900 ring-1 ring-rose-200"
          data-testid="waitlist-fallback"
        >
          <p>{words.failurePanel}</p>
          <a
            href={buildWhatsAppUrl("android_waitlist", m.chrome.whatsapp.waitlist)}
            target="_blank"
            rel="noopener noreferrer"
            className={cn(buttonVariants({ variant: "whatsapp", size: "sm" }), "mt-3")}
          >
            <MessageCircleIcon aria-hidden="true" />
            {words.whatsapp}
          </a>
        </div>
      ) : null}
    </div>
  );
}
