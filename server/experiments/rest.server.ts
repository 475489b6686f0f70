/**
 * /rest/v1: the read-only table API the browser's experiment loader calls
 * (R-CALL-05..08), in the PostgREST dialect those
 * calls are written in: `select=` names the columns, `col=eq.value`
 * filters, and `Accept: application/vnd.pgrst.object+json` asks for a
 * single row. Only what the spec needs is implemented, and the public key
 * sees only active experiments and their content (R-OPEN-12).
 */
import { and, eq, inArray, type SQL } from "drizzle-orm";
import { Hono, type Context } from "hono";
import { cors } from "hono/cors";
import { isAdmin, type Auth } from "../auth/auth.server";
import { sessionOf } from "../auth/routes.server";
import type { Database } from "../db/client.server";
import { unstorableField } from "../http.server";
import { abExperiments, experimentContent } from "../db/schema";

const SINGLE_OBJECT = "application/vnd.pgrst.object+json";
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Browsers and proxies may keep an answer this long; admin changes reach visitors within it. */
const CACHE_CONTROL = "public, max-age=5";

const EXPERIMENT_COLUMNS = {
  id: abExperiments.id,
  name: abExperiments.name,
  status: abExperiments.status,
  is_control: abExperiments.isControl,
  page_locations: abExperiments.pageLocations,
} as const;

const CONTENT_COLUMNS = {
  experiment_id: experimentContent.experimentId,
  page_location: experimentContent.pageLocation,
  content_type: experimentContent.contentType,
  content_value: experimentContent.contentValue,
} as const;

type RestError = { code: string; message: string; details: string | null; hint: string | null };

function restError(c: Pick<Context, "json">, status: 400 | 401 | 404 | 406, code: string, message: string) {
  return c.json({ code, message, details: null, hint: null } satisfies RestError, status);
}

/** `select=a,b` → those columns (all by default) as db.select() takes them, or the unknown one. */
function parseSelect<T extends Record<string, unknown>>(
  value: string | undefined,
  columns: T,
): { ok: true; fields: Record<string, T[keyof T]> } | { ok: false; column: string } {
  const keys = !value || value.trim() === "*" ? Object.keys(columns) : value.split(",").map((raw) => raw.trim());
  const fields: Record<string, T[keyof T]> = {};
  for (const key of keys) {
    // Own keys only: `in` would take __proto__ or toString for a column.
    if (!Object.hasOwn(columns, key)) return { ok: false, column: key };
    fields[key] = columns[key as keyof T];
  }
  return { ok: true, fields };
}

/** `eq.value` → value; anything else (other operators) is not supported. */
function eqValue(raw: string | undefined): { ok: true; value: string | undefined } | { ok: false } {
  if (raw === undefined) return { ok: true, value: undefined };
  if (!raw.startsWith("eq.")) return { ok: false };
  return { ok: true, value: raw.slice(3) };
}

/**
 * A table's query string: the `select=` columns and the eq. filters it
 * takes, or the PostgREST error for the first part that is off.
 */
function parseQuery<T extends Record<string, unknown>, F extends string>(
  c: Context,
  table: string,
  columns: T,
  filterNames: readonly F[],
):
  | { ok: true; fields: Record<string, T[keyof T]>; filters: Record<F, string | undefined> }
  | { ok: false; error: Response } {
  const select = parseSelect(c.req.query("select"), columns);
  if (!select.ok)
    return { ok: false, error: restError(c, 400, "42703", `column ${table}.${select.column} does not exist`) };
  const filters = {} as Record<F, string | undefined>;
  for (const name of filterNames) {
    const filter = eqValue(c.req.query(name));
    if (!filter.ok) return { ok: false, error: restError(c, 400, "PGRST100", "Only eq. filters are supported") };
    filters[name] = filter.value;
  }
  return { ok: true, fields: select.fields, filters };
}

export function createRestRoutes({
  db,
  auth,
  publicApiKey,
  corsOrigins,
}: {
  db: Database;
  auth: Auth;
  publicApiKey: string;
  corsOrigins: readonly string[];
}) {
  const app = new Hono();

  app.use(
    "*",
    cors({
      origin: (origin) => (corsOrigins.includes(origin) ? origin : null),
      allowHeaders: ["apikey", "authorization", "accept", "accept-profile", "x-client-info"],
      allowMethods: ["GET", "HEAD", "OPTIONS"],
      maxAge: 600,
    }),
  );

  app.use("*", async (c, next) => {
    const key = c.req.header("apikey") ?? c.req.header("authorization")?.replace(/^Bearer\s+/i, "");
    if (key !== publicApiKey) return restError(c, 401, "PGRST301", "Invalid API key");
    // Filters go to SQL, and PostgreSQL refuses NUL: 400 before any query.
    const field = unstorableField(c.req.query());
    if (field !== null) return restError(c, 400, "22021", `${field} contains invalid characters`);
    await next();
  });

  /** Sends rows as PostgREST does: an array, or one object when asked for, 406 otherwise. */
  function answer(c: Context, rows: Record<string, unknown>[]) {
    c.header("Cache-Control", CACHE_CONTROL);
    c.header("Vary", "Accept, apikey, Authorization");
    if ((c.req.header("accept") ?? "").includes(SINGLE_OBJECT)) {
      if (rows.length !== 1)
        return restError(c, 406, "PGRST116", `JSON object requested, multiple (or no) rows returned`);
      return c.json(rows[0]);
    }
    return c.json(rows);
  }

  app.get("/ab_experiments", async (c) => {
    const query = parseQuery(c, "ab_experiments", EXPERIMENT_COLUMNS, ["id", "status"]);
    if (!query.ok) return query.error;
    const { id, status } = query.filters;
    // The public sees active experiments only, whatever it asks for.
    if ((status && status !== "active") || (id !== undefined && !UUID.test(id))) return answer(c, []);
    const where: SQL[] = [eq(abExperiments.status, "active")];
    if (id) where.push(eq(abExperiments.id, id));
    const rows = await db
      .select(query.fields)
      .from(abExperiments)
      .where(and(...where))
      .orderBy(abExperiments.createdAt, abExperiments.id);
    return answer(c, rows);
  });

  app.get("/experiment_content", async (c) => {
    const query = parseQuery(c, "experiment_content", CONTENT_COLUMNS, ["experiment_id", "page_location"]);
    if (!query.ok) return query.error;
    const { experiment_id: experimentId, page_location: pageLocation } = query.filters;
    if (experimentId !== undefined && !UUID.test(experimentId)) return answer(c, []);
    const active = db.select({ id: abExperiments.id }).from(abExperiments).where(eq(abExperiments.status, "active"));
    const where: SQL[] = [inArray(experimentContent.experimentId, active)];
    if (experimentId) where.push(eq(experimentContent.experimentId, experimentId));
    if (pageLocation !== undefined) where.push(eq(experimentContent.pageLocation, pageLocation));
    const rows = await db
      .select(query.fields)
      .from(experimentContent)
      .where(and(...where))
      .orderBy(experimentContent.contentType);
    return answer(c, rows);
  });

  // Read-only. A write needs an admin session (R-ROLE-08: 401 without one, 403
  // without the role), and even then goes through /api/admin, never through here.
  app.all("*", async (c) => {
    if (c.req.method === "GET" || c.req.method === "HEAD") return restError(c, 404, "PGRST205", "Not found");
    const current = await sessionOf(auth, c.req.raw);
    if (!current) return restError(c, 401, "PGRST301", "Writing needs an admin session");
    if (!(await isAdmin(db, current.user.id)))
      return c.json({ code: "42501", message: "Admins only", details: null, hint: null }, 403);
    return c.json(
      {
        code: "PGRST105",
        message: "Read-only: experiments are changed through /api/admin/experiments",
        details: null,
        hint: null,
      },
      405,
    );
  });

  return app;
}
