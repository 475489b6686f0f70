/**
 * The visitor forms' posts (R-HTML-03..05): a POST to a form's page, in either edition, is
 * checked for its origin and its address's rate (its size, as every body's, by
 * server/body-limit.server.ts), then rendered by React Router's request handler with the
 * form's answer. A GET to the same path never comes here: it is the
 * prerendered page.
 */
import type { Context, Hono } from "hono";
import type { FormKind } from "../../core/form-posts";
import { LOCALES, localized, type Locale } from "../../core/locales";
import { FORM_PATHS } from "../../core/pages";
import type { Database } from "../db/client.server";
import { clientIp, requestSite } from "../http.server";
import type { LeadIntake } from "../leads/intake.server";
import type { LinkConfirmations } from "../links/confirm-links.server";
import type { PageRenderer } from "../pages.server";
import { createFormPosts } from "./form-posts.server";
import type { HandoffRecorder } from "../handoffs/handoffs.server";

export type FormRoutesDeps = {
  db: Database;
  intake: LeadIntake;
  /** What a confirm page's button does (R-SAFE-21), as the lists' JSON endpoints. */
  confirmations: LinkConfirmations;
  /** React Router's handler of the server build; without one (tests of the API alone) nothing is mounted. */
  renderer: PageRenderer | undefined;
  trustProxy: number;
  now: () => number;
  /** The funnel's recorder: a join of the waitlist is a hand-off (R-FUNNEL-10). */
  handoffs?: HandoffRecorder;
};

/** Every path a form posts to, with its form and edition. */
export function formPostPaths(): { path: string; kind: FormKind; locale: Locale }[] {
  return LOCALES.flatMap((locale) =>
    (Object.keys(FORM_PATHS) as FormKind[]).map((kind) => ({
      path: localized(FORM_PATHS[kind], locale),
      kind,
      locale,
    })),
  );
}

const TEXT = { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" } as const;

/** A form's post over its size limit (R-SAFE-01): a page's words, not the APIs' JSON. */
export const FORM_TOO_LARGE = (c: Context) =>
  c.body("The form is larger than any of ours. Please shorten it and try again.", 413, TEXT);

export function mountFormPosts(
  app: Hono,
  { db, intake, confirmations, renderer, trustProxy, now, handoffs }: FormRoutesDeps,
): void {
  if (!renderer) return;
  const posts = createFormPosts({ intake, confirmations, db, now, ...(handoffs ? { handoffs } : {}) });
  for (const { path, kind, locale } of formPostPaths()) {
    app.post(
      path,
      // A prerendered page carries no per-visitor token: the browser's own headers say where the post came from.
      async (c, next) => {
        if (requestSite(c, trustProxy) !== "same-origin")
          return c.body("This form can only be sent from this site's own pages.", 403, TEXT);
        await next();
      },
      async (c) => {
        const client = { ip: clientIp(c, trustProxy), userAgent: c.req.header("user-agent") ?? null };
        return renderer(c.req.raw, {
          formPosts: { answer: (request) => posts.answer(kind, request, locale, client) },
        });
      },
    );
  }
}
