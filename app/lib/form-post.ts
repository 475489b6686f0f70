/**
 * The route side of a form's post without JavaScript (R-HTML-03, 05): a route that takes a post
 * exports `action = formAction`, and its page reads the answer with `useFormAnswer()`. The
 * server (server/forms) checks, stores and words the answer; the route only passes it on.
 */
import { createContext, data, useActionData, type ActionFunctionArgs } from "react-router";
import type { FormAnswer, FormKind, FormPostContext } from "@core/form-posts";
import { localeOf, localized } from "@core/locales";
import { FORM_PATHS } from "@core/pages";
import { buildMeta } from "~/lib/meta";

/**
 * Where the server puts the post's answerer in React Router's context for the routes that take a
 * post (server/forms/routes.server.ts). The server build's entry exports this very object
 * (app/entry.server.tsx): a context is found by identity, and the Node server is bundled apart
 * from the server build, so it takes the key from the build rather than making its own
 * (docs/decisions/035-current-majors.md).
 */
export const formPostsContext = createContext<FormPostContext["formPosts"]>();

/** A form page's action: the server knows which form and edition it mounted at the path (server/forms). */
export async function formAction({ request, context }: Pick<ActionFunctionArgs, "request" | "context">) {
  const { answer, status } = await context.get(formPostsContext).answer(request);
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
