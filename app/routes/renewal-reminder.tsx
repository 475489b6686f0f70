import { RenewalReminderForm } from "~/components/forms/renewal-reminder-form";
import { LinkPage } from "~/components/newsletter/link-page";
import { messagesOf, useI18n } from "~/i18n/i18n";
import { formAction, formPageMeta, useFormAnswer } from "~/lib/form-post";
import type { Route } from "./+types/renewal-reminder";

export function meta({ location, matches }: Route.MetaArgs) {
  return formPageMeta("reminder", location.pathname, messagesOf(matches).reminders);
}

/** The reminder's form posted without JavaScript (R-HTML-03): stored and confirmed by e-mail as the JSON function does. */
export const action = formAction;

/**
 * /renewal-reminder and /ar/renewal-reminder (R-FOLLOW-46, R-HTML-03): where the reminder's form
 * posts before JavaScript, or without it, and the form alone given a GET; a post answers with
 * "check your inbox", or the form again with what was chosen and each field's message.
 */
export default function RenewalReminderPage() {
  const answer = useFormAnswer();
  const words = useI18n().m.reminders;
  return (
    <LinkPage tone="warning" state={answer?.state ?? "form"} title={words.heading} testId="reminder-page">
      <p>{words.text}</p>
      <div className="w-full text-start">
        <RenewalReminderForm source="home" idPrefix="page-reminder" answer={answer} />
      </div>
    </LinkPage>
  );
}
