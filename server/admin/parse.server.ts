/** Query and body parsing for the admin routes: the shared zod schema, or a 400 naming the field. */
import type { Context } from "hono";
import type { ZodType } from "zod";
import { readJson, refuseUnstorable, validationError } from "../http.server";

/** A timestamp as the admin API sends it. */
export const iso = (value: Date | null) => (value ? value.toISOString() : null);

/** Text for a LIKE pattern, with its own %, _ and \ taken literally. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

export function parseQuery<T>(c: Context, schema: ZodType<T>): { data: T } | { response: Response } {
  const query = c.req.query();
  // A search for NUL would reach PostgreSQL, which refuses it: 400 here instead of its 500.
  const unstorable = refuseUnstorable(c, query);
  if (unstorable) return { response: unstorable };
  const parsed = schema.safeParse(query);
  if (!parsed.success) return { response: c.json(validationError(parsed.error), 400) };
  return { data: parsed.data };
}

export async function parseBody<T>(c: Context, schema: ZodType<T>): Promise<{ data: T } | { response: Response }> {
  const body = await readJson(c);
  if (!body.ok) return { response: body.response };
  const parsed = schema.safeParse(body.value);
  if (!parsed.success) return { response: c.json(validationError(parsed.error), 400) };
  const unstorable = refuseUnstorable(c, parsed.data as object);
  if (unstorable) return { response: unstorable };
  return { data: parsed.data };
}
