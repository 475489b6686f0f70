/**
 * /api/admin/experiments: list, create, edit, pause / resume / complete,
 * content per page location, and results (R-OPEN-11). Registered on the
 * admin router, behind the same guard as every admin route.
 */
import { and, desc, eq } from "drizzle-orm";
import type { Hono } from "hono";
import type { ExperimentDetail, ExperimentRow } from "../../core/admin-api";
import { rowIdSchema } from "../../core/schemas/admin";
import {
  EXPERIMENT_TRANSITIONS,
  HERO_CONTENT_TYPES,
  PAGE_LOCATIONS,
  experimentContentUpdateSchema,
  experimentInputSchema,
} from "../../core/schemas/experiments";
import type { Database } from "../db/client.server";
import { abExperiments, experimentContent } from "../db/schema";
import type { ApiError } from "../http.server";
import { experimentResults } from "../experiments/results.server";
import type { SnapshotCache } from "../experiments/store.server";
import { recordAudit } from "./audit.server";
import type { AdminEnv } from "./guard.server";
import { iso, parseBody, parseQuery } from "./parse.server";
import { z } from "zod";

function experimentRow(row: typeof abExperiments.$inferSelect): ExperimentRow {
  return {
    id: row.id,
    name: row.name,
    status: row.status,
    isControl: row.isControl,
    pageLocations: row.pageLocations,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    startedAt: iso(row.startedAt),
    endedAt: iso(row.endedAt),
  };
}

const RUNNING_CONFIRMATION: ApiError = {
  error: "This experiment is running: visitors will see the change at once. Confirm to save it.",
  field: "confirmActive",
};

const experimentUpdateSchema = experimentInputSchema.extend({ confirmActive: z.boolean().optional() });

export function registerExperimentRoutes(
  app: Hono<AdminEnv>,
  { db, now, snapshot }: { db: Database; now: () => number; snapshot: SnapshotCache },
) {
  async function detail(id: string): Promise<ExperimentDetail | null> {
    const [row] = await db.select().from(abExperiments).where(eq(abExperiments.id, id));
    if (!row) return null;
    const rows = await db.select().from(experimentContent).where(eq(experimentContent.experimentId, id));
    const content: ExperimentDetail["content"] = {};
    for (const item of rows) {
      (content[item.pageLocation] ??= {})[item.contentType as (typeof HERO_CONTENT_TYPES)[number]] = item.contentValue;
    }
    return { ...experimentRow(row), content };
  }

  app.get("/experiments", async (c) => {
    const rows = await db.select().from(abExperiments).orderBy(desc(abExperiments.createdAt), desc(abExperiments.id));
    return c.json(rows.map(experimentRow));
  });

  app.get("/experiments/results", async (c) => {
    const query = parseQuery(c, z.object({ pageLocation: z.enum(PAGE_LOCATIONS).default("hero") }));
    if ("response" in query) return query.response;
    return c.json(await experimentResults(db, query.data.pageLocation));
  });

  app.post("/experiments", async (c) => {
    const body = await parseBody(c, experimentInputSchema);
    if ("response" in body) return body.response;
    const { name, status, isControl, pageLocations } = body.data;
    if (status === "paused" || status === "completed") {
      return c.json({ error: "A new experiment starts as a draft or active", field: "status" } satisfies ApiError, 400);
    }
    const at = new Date(now());
    const row = await db.transaction(async (tx) => {
      const [created] = await tx
        .insert(abExperiments)
        .values({
          name,
          status,
          isControl,
          pageLocations,
          startedAt: status === "active" ? at : null,
          createdAt: at,
          updatedAt: at,
        })
        .returning();
      await recordAudit(tx, c.get("admin"), "experiment.create", created!.id, {
        name,
        status,
        isControl,
        pageLocations,
      });
      return created!;
    });
    snapshot.invalidate();
    return c.json(await detail(row.id), 201);
  });

  app.get("/experiments/:id", async (c) => {
    const id = rowIdSchema.safeParse(c.req.param("id"));
    const found = id.success ? await detail(id.data) : null;
    if (!found) return c.json({ error: "Experiment not found" } satisfies ApiError, 404);
    return c.json(found);
  });

  app.patch("/experiments/:id", async (c) => {
    const id = rowIdSchema.safeParse(c.req.param("id"));
    if (!id.success) return c.json({ error: "Experiment not found" } satisfies ApiError, 404);
    const body = await parseBody(c, experimentUpdateSchema);
    if ("response" in body) return body.response;
    const { name, status, isControl, pageLocations, confirmActive } = body.data;
    const at = new Date(now());
    const outcome = await db.transaction(async (tx) => {
      const [before] = await tx.select().from(abExperiments).where(eq(abExperiments.id, id.data)).for("update");
      if (!before) return { status: 404 as const, body: { error: "Experiment not found" } satisfies ApiError };
      if (!EXPERIMENT_TRANSITIONS[before.status].includes(status)) {
        return {
          status: 400 as const,
          body: { error: `A ${before.status} experiment cannot become ${status}`, field: "status" } satisfies ApiError,
        };
      }
      const fieldsChange =
        name !== before.name ||
        isControl !== before.isControl ||
        pageLocations.join(",") !== before.pageLocations.join(",");
      if (before.status === "active" && status === "active" && fieldsChange && !confirmActive)
        return { status: 409 as const, body: RUNNING_CONFIRMATION };
      await tx
        .update(abExperiments)
        .set({
          name,
          status,
          isControl,
          pageLocations,
          updatedAt: at,
          startedAt: before.startedAt ?? (status === "active" ? at : null),
          endedAt: status === "completed" ? at : null,
        })
        .where(eq(abExperiments.id, id.data));
      await recordAudit(
        tx,
        c.get("admin"),
        status !== before.status
          ? `experiment.${status === "active" ? (before.status === "paused" ? "resume" : "start") : status === "paused" ? "pause" : status === "completed" ? "complete" : "edit"}`
          : "experiment.edit",
        id.data,
        {
          name,
          from: before.status,
          to: status,
          ...(fieldsChange ? { isControl, pageLocations } : {}),
        },
      );
      return { status: 200 as const, body: null };
    });
    if (outcome.body) return c.json(outcome.body, outcome.status);
    snapshot.invalidate();
    return c.json(await detail(id.data));
  });

  app.put("/experiments/:id/content", async (c) => {
    const id = rowIdSchema.safeParse(c.req.param("id"));
    if (!id.success) return c.json({ error: "Experiment not found" } satisfies ApiError, 404);
    const body = await parseBody(c, experimentContentUpdateSchema);
    if ("response" in body) return body.response;
    const { pageLocation, content, confirmActive } = body.data;
    const outcome = await db.transaction(async (tx) => {
      const [experiment] = await tx.select().from(abExperiments).where(eq(abExperiments.id, id.data)).for("update");
      if (!experiment) return { status: 404 as const, body: { error: "Experiment not found" } satisfies ApiError };
      if (experiment.status === "completed")
        return { status: 400 as const, body: { error: "A completed experiment cannot change" } satisfies ApiError };
      if (experiment.status === "active" && !confirmActive) return { status: 409 as const, body: RUNNING_CONFIRMATION };
      await tx
        .delete(experimentContent)
        .where(and(eq(experimentContent.experimentId, id.data), eq(experimentContent.pageLocation, pageLocation)));
      const rows = HERO_CONTENT_TYPES.flatMap((type) =>
        content[type] ? [{ experimentId: id.data, pageLocation, contentType: type, contentValue: content[type] }] : [],
      );
      if (rows.length) await tx.insert(experimentContent).values(rows);
      await tx
        .update(abExperiments)
        .set({ updatedAt: new Date(now()) })
        .where(eq(abExperiments.id, id.data));
      await recordAudit(tx, c.get("admin"), "experiment.content", id.data, { pageLocation, ...content });
      return { status: 200 as const, body: null };
    });
    if (outcome.body) return c.json(outcome.body, outcome.status);
    snapshot.invalidate();
    return c.json(await detail(id.data));
  });
}
