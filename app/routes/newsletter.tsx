import { NewsletterSignup } from "~/components/forms/newsletter-signup";
import { EditionHomeLink } from "~/components/newsletter/edition-links";
import { LinkPage } from "~/components/newsletter/link-page";
import { Address, MessageWith } from "~/components/newsletter/message-with";
import { messagesOf, useI18n } from "~/i18n/i18n";
import { formAction, formPageMeta, useFormAnswer } from "~/lib/form-post";
import type { Route } from "./+types/newsletter";

export function meta({ location, matches }: Route.MetaArgs) {
  return formPageMeta("newsletter", location.pathname, messagesOf(matches).newsletter.signup);
}

/** The footer's form posted without JavaScript (R-HTML-03): stored and confirmed by e-mail as the JSON function does. */
export const action = formAction;

/**
 * /newsletter and /ar/newsletter: where the footer's form posts before JavaScript, or without it.
 * Given a GET it is the form alone; given a post, the server renders "check your inbox", or the
 * form again with the address and its message.
 */
export default function NewsletterPage() {
  const answer = useFormAnswer();
  const { m } = useI18n();
  const words = m.newsletter.signup;
  if (answer?.state === "sent")
    return (
      <LinkPage tone="success" state="sent" title={words.sent} testId="newsletter-signup-page">
        <p>
          <MessageWith message={words.sentText}>
            <Address email={(answer.values.email ?? "").trim().toLowerCase()} />
          </MessageWith>
        </p>
        <EditionHomeLink />
      </LinkPage>
    );
  return (
    <LinkPage tone="warning" state="form" title={words.title} testId="newsletter-signup-page">
      <div className="w-full text-start">
        <NewsletterSignup answer={answer} tone="light" id="newsletter-page-email" />
      </div>
      {answer?.state === "refused" && answer.problem ? (
        <p role="alert" className="font-medium text-rose-700">
          {answer.problem.kind === "limited"
            ? m.chrome.newsletter.rateLimited(answer.problem.minutes)
            : m.chrome.newsletter.unexpected}
        </p>
      ) : null}
    </LinkPage>
  );
}
