/**
 * The one limit on request bodies (R-SAFE-01): mounted once on the whole app, before any
 * route, so no route can read a body that has not passed it, and a route added later is held
 * to the default without anyone remembering to ask. A declared length over the limit is
 * refused before a byte is read; a body without one is read up to the limit and cut off there.
 */
import type { Context, MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { BODY_LIMITS, PAGE_VIEWS } from "../core/constants";
import { HANDOFFS_PATH } from "../core/pages";
import { FORM_TOO_LARGE, formPostPaths } from "./forms/routes.server";
import { CSP_REPORT_PATH } from "./security-headers.server";
import { refuse } from "./validate.server";

/** Hono's own bodyLimit (the declared length first, else counted as the body streams) at `bytes`. */
function limiter(bytes: number, answer?: (c: Context) => Response): MiddlewareHandler {
  return bodyLimit({
    maxSize: bytes,
    onError: (c) =>
      answer?.(c) ?? refuse(413, `Request body too large: this address takes at most ${Math.floor(bytes / 1024)} KB.`),
  });
}

type BodyRule = { bytes: number; limit: MiddlewareHandler };

const rule = (bytes: number, answer?: (c: Context) => Response): BodyRule => ({ bytes, limit: limiter(bytes, answer) });

const DEFAULT = rule(BODY_LIMITS.default);
const FORM_POSTS = new Set(formPostPaths().map(({ path }) => path));

/** The paths allowed more than BODY_LIMITS.default; core/constants.ts says why each needs it. */
const LARGER: { matches: (path: string) => boolean; rule: BodyRule }[] = [
  { matches: (path) => path.startsWith("/functions/v1/"), rule: rule(BODY_LIMITS.visitorForm) },
  { matches: (path) => FORM_POSTS.has(path), rule: rule(BODY_LIMITS.visitorForm, FORM_TOO_LARGE) },
  { matches: (path) => path.startsWith("/api/admin/"), rule: rule(BODY_LIMITS.team) },
  { matches: (path) => path.startsWith("/api/auth/"), rule: rule(BODY_LIMITS.team) },
  { matches: (path) => path === CSP_REPORT_PATH, rule: rule(BODY_LIMITS.cspReport) },
  { matches: (path) => path === HANDOFFS_PATH, rule: rule(BODY_LIMITS.handoff) },
  { matches: (path) => path === PAGE_VIEWS.endpoint, rule: rule(BODY_LIMITS.pageView) },
];

function ruleFor(pathname: string): BodyRule {
  return LARGER.find(({ matches }) => matches(pathname))?.rule ?? DEFAULT;
}

/** The most bytes of body a request to `pathname` may carry. */
export function maxBodyBytes(pathname: string): number {
  return ruleFor(pathname).bytes;
}

/** Mounted once, first, on the whole app (server/app.ts). */
export const limitBodies: MiddlewareHandler = (c, next) => ruleFor(c.req.path).limit(c, next);
