/**
 * The route side of a form's post without JavaScript (R-HTML-03, 05): a route that takes a post
 * exports `action = formAction`, and its page reads the answer with `useFormAnswer()`. The
 * server (server/forms) checks, stores and words the answer; the route only passes it on.
 */
import { data, useActionData, type ActionFunctionArgs } from "react-router";
import type { FormAnswer, FormKind, FormPostContext } from "@core/form-posts";
import { localeOf, localized } from "@core/locales";
import { FORM_PATHS } from "@core/pages";
import { buildMeta } from "~/lib/meta";

declare module "react-router" {
  // The load context the server gives the routes' actions (server/forms/routes.server.ts).
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type, @typescript-eslint/consistent-type-definitions -- an interface merge is how React Router types its context
  interface AppLoadContext extends FormPostContext {}
}

/** A form page's action: the server knows which form and edition it mounted at the path (server/forms). */
export async function formAction({
  request,
  context,
}: Pick<ActionFunctionArgs, "request"> & { context: FormPostContext }) {
  const { answer, status } = await context.formPosts.answer(request);
  return data(answer, { status });
}

/** The answer to the form this page was posted from, if it was. */
export function useFormAnswer(): FormAnswer | undefined {
  return useActionData<FormAnswer>();
}

/** The meta of a form's own page: its words, its path in the page's edition, kept out of search (a form, not content). */
export function formPageMeta(kind: FormKind, pathname: string, words: { metaTitle: string; metaDescription: string }) {
  const locale = localeOf(pathname);
  return buildMeta({
    title: words.metaTitle,
    description: words.metaDescription,
    path: localized(FORM_PATHS[kind], locale),
    locale,
    noindex: true,
  });
}
