/**
 * Input checks and refusals of the JSON APIs: the shared zod schemas through
 * @hono/zod-validator, and every refusal thrown as an HTTPException that one
 * onError (`apiErrors`) answers as `{ error, field?, rule? }` (R-OPEN-04).
 */
import { zValidator } from "@hono/zod-validator";
import type { Context, ErrorHandler, ValidationTargets } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { ZodError, ZodType } from "zod";
import type { RuleCode } from "../core/schemas/rules";
import { apiError, unstorableField, validationError, type ApiError } from "./http.server";

/** A refusal carrying the body the client reads. */
export class ApiRefusal extends HTTPException {
  constructor(
    status: ContentfulStatusCode,
    readonly body: ApiError,
  ) {
    super(status, { message: body.error });
  }
}

/** Ends the request with `status` and `{ error, field?, rule? }`; `problem` is a form rule's code or an English message. */
export function refuse(status: ContentfulStatusCode, problem: RuleCode | (string & {}), field?: string): never {
  throw new ApiRefusal(status, apiError(problem, field));
}

/** Text PostgreSQL cannot store (NUL, a lone surrogate) is a 400 naming its field, never the database's 500. */
export function refuseUnstorable(payload: object): void {
  const field = unstorableField(payload);
  if (field !== null) refuse(400, "text.unstorable", field);
}

/** The one error handler of the JSON APIs; anything that is not a refusal goes on to the app's (503 or 500). */
export const apiErrors: ErrorHandler = (error, c) => {
  if (error instanceof ApiRefusal) return c.json(error.body, error.status);
  // Hono's own refusals (malformed JSON) have a message; one with a prepared answer keeps it.
  if (error instanceof HTTPException)
    return error.res ? error.getResponse() : c.json({ error: error.message }, error.status);
  throw error;
};

const JSON_MEDIA_TYPE = /^application\/([\w.-]+\+)?json$/i;

type Checked = { success: boolean; data: unknown; error?: unknown; target: keyof ValidationTargets };

function check(result: Checked, c: Context, message?: string): void {
  if (result.target === "json") {
    const mediaType = (c.req.header("content-type") ?? "").split(";")[0]!.trim();
    if (!JSON_MEDIA_TYPE.test(mediaType)) refuse(400, "Expected a JSON body");
  }
  // A search for NUL would reach PostgreSQL: checked as sent, before the schema trims it.
  if (result.target === "query") refuseUnstorable(c.req.query());
  if (!result.success) {
    if (message !== undefined) refuse(400, message);
    throw new ApiRefusal(400, result.error ? validationError(result.error as ZodError) : { error: "Invalid request" });
  }
  refuseUnstorable(result.data as object);
}

/**
 * The validator middleware: `c.req.valid(target)` is the schema's output, or the
 * request was refused with a 400 naming the first failing rule (or with `message`,
 * where the answer must not say which field failed, as at sign-in).
 */
export function validate<Schema extends ZodType, Target extends keyof ValidationTargets>(
  target: Target,
  schema: Schema,
  { message }: { message?: string } = {},
) {
  return zValidator(target, schema, (result, c) => check(result, c, message));
}
