/**
 * The Android launch announcement (R-FOLLOW-31): a subject and a message in
 * English and in Arabic (with a default ready to send), checked by the schema
 * the server uses, then "Send to N addresses?" and the send. Only confirmed
 * addresses get it, each in its language (R-SAFE-29), once however often it
 * is sent; the list under it shows what went out.
 */
import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import type { AnnouncementResult, AnnouncementsAnswer } from "@core/admin-api";
import { gulfDateTime } from "@core/gulf-time";
import {
  ANNOUNCEMENT_DEFAULT,
  ANNOUNCEMENT_LIMITS,
  announcementSchema,
  type AnnouncementInput,
} from "@core/schemas/admin";
import { Button } from "~/components/ui/button";
import { FormField } from "~/components/ui/form-field";
import { AdminApiError, adminRequest, adminUrl, useAdminData } from "~/features/admin/admin-api";
import { ConfirmDialog } from "./confirm-dialog";
import { ErrorState, Panel, fieldClass } from "./parts";

const addresses = (n: number) => `${n.toLocaleString("en")} address${n === 1 ? "" : "es"}`;

/** The announcement's two editions (R-FOLLOW-31): each address gets the one of the language it joined in. */
const EDITIONS = [
  { language: "English", subject: "subject", subjectLabel: "Subject", body: "body", bodyLabel: "Message", text: {} },
  {
    language: "Arabic",
    subject: "subjectAr",
    subjectLabel: "Arabic subject",
    body: "bodyAr",
    bodyLabel: "Arabic message",
    text: { lang: "ar", dir: "rtl" },
  },
] as const;

type TextField = (typeof EDITIONS)[number]["subject" | "body"];
const TEXT_FIELDS: readonly TextField[] = EDITIONS.flatMap((edition) => [edition.subject, edition.body]);
const isTextField = (field: string | undefined): field is TextField =>
  (TEXT_FIELDS as readonly (string | undefined)[]).includes(field);

/** Who the send is for, and who is left out until they confirm (R-SAFE-29). */
function audience({ unnotified, onTheirWay, pending }: AnnouncementsAnswer): string {
  const told =
    unnotified === 0
      ? pending === 0
        ? "Everyone on the waitlist has been notified."
        : "Every confirmed address has been notified."
      : `${addresses(unnotified)} confirmed and not notified yet${onTheirWay > 0 ? `, ${onTheirWay.toLocaleString("en")} of them with the announcement on its way` : ""}.`;
  return pending === 0
    ? told
    : `${told} ${addresses(pending)} awaiting confirmation will not get it until they confirm.`;
}

export function AnnouncementPanel({ onSent }: { onSent: () => void }) {
  const state = useAdminData<AnnouncementsAnswer>(adminUrl("/waitlist/announcements"));
  const form = useForm<AnnouncementInput>({
    resolver: zodResolver(announcementSchema),
    defaultValues: { ...ANNOUNCEMENT_DEFAULT },
  });
  const { errors } = form.formState;
  const [confirming, setConfirming] = useState(false);
  const unnotified = state.data?.unnotified ?? 0;
  /** Those who would get it now: not notified, and not already on their way. */
  const toTell = Math.max(0, unnotified - (state.data?.onTheirWay ?? 0));

  async function send() {
    const { subject, body, subjectAr, bodyAr } = form.getValues();
    try {
      const result = await adminRequest<AnnouncementResult>(adminUrl("/waitlist/announcements"), {
        method: "POST",
        body: { subject, body, subjectAr, bodyAr },
      });
      toast.success(`The announcement is queued for ${addresses(result.recipients)}. The Outbox shows each one.`);
    } catch (reason) {
      if (reason instanceof AdminApiError && isTextField(reason.field))
        form.setError(reason.field, { message: reason.message });
      else toast.error(reason instanceof Error ? reason.message : "The announcement was not sent.");
    }
    setConfirming(false);
    state.reload();
    onSent();
  }

  return (
    <Panel
      title="Android launch announcement"
      description="Tell the waitlist the app is out. Each confirmed address gets it once, in the language it joined in, with the Google Play link and an unsubscribe link, at the configured pace. Pending addresses get nothing until they confirm."
    >
      {state.error ? <ErrorState message={state.error} onRetry={state.reload} /> : null}
      <form
        noValidate
        aria-label="Android launch announcement"
        className="grid gap-4 px-4 py-4 sm:px-6"
        onSubmit={(event) => void form.handleSubmit(() => setConfirming(true))(event)}
      >
        {EDITIONS.map(({ language, subject, subjectLabel, body, bodyLabel, text }) => (
          <fieldset key={language} className="grid gap-4">
            <legend className="text-sm font-semibold text-ink-700">To addresses that joined in {language}</legend>
            <FormField id={`announcement-${subject}`} label={subjectLabel} error={errors[subject]?.message}>
              {(control) => (
                <input
                  {...control}
                  {...text}
                  type="text"
                  maxLength={ANNOUNCEMENT_LIMITS.subject}
                  className={`${fieldClass} mt-1`}
                  {...form.register(subject)}
                />
              )}
            </FormField>
            <FormField id={`announcement-${body}`} label={bodyLabel} error={errors[body]?.message}>
              {(control) => (
                <textarea
                  {...control}
                  {...text}
                  rows={7}
                  maxLength={ANNOUNCEMENT_LIMITS.body}
                  className={`${fieldClass} mt-1`}
                  {...form.register(body)}
                />
              )}
            </FormField>
          </fieldset>
        ))}
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" variant="dark" disabled={!state.data || toTell === 0}>
            Send to the waitlist
          </Button>
          <p className="text-sm text-ink-600" aria-live="polite" data-testid="announcement-audience">
            {state.data ? audience(state.data) : "Counting the waitlist..."}
          </p>
        </div>
      </form>
      {state.data && state.data.announcements.length > 0 ? (
        <div className="border-t border-ink-100 px-4 py-4 sm:px-6">
          <h3 className="text-sm font-semibold text-ink-900">Sent so far</h3>
          <ul className="mt-2 grid gap-1 text-sm text-ink-700" data-testid="announcements-sent">
            {state.data.announcements.map((row) => (
              <li key={row.id}>
                <span className="font-medium text-ink-900">{row.subject}</span>: {addresses(row.recipients)}, by{" "}
                {row.actorEmail}, {gulfDateTime(row.createdAt)}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <ConfirmDialog
        open={confirming}
        title={`Send to ${addresses(toTell)}?`}
        description={`"${form.getValues("subject")}" (and its Arabic text) goes to every confirmed address on the Android waitlist that has not had it, each in its language. This cannot be undone.`}
        confirmLabel="Send announcement"
        onCancel={() => setConfirming(false)}
        onConfirm={send}
      />
    </Panel>
  );
}
