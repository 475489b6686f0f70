/**
 * /api/admin/experiments: list, create, edit, pause / resume / complete,
 * content per page location, and results (R-OPEN-11).
 */
import { Hono } from "hono";
import { z } from "zod";
import {
  EXPERIMENT_TRANSITIONS,
  PAGE_LOCATIONS,
  experimentContentUpdateSchema,
  experimentInputSchema,
  type ExperimentStatus,
} from "../../core/schemas/experiments";
import {
  findExperiment,
  insertExperiment,
  listExperiments,
  lockExperiment,
  replaceContent,
  updateExperiment,
} from "../db/queries/experiments";
import { experimentResults } from "../experiments/results.server";
import type { SnapshotCache } from "../experiments/store.server";
import { refuse, validate } from "../validate.server";
import { recordAudit } from "./audit.server";
import type { AdminEnv } from "./guard.server";
import { rowId, type AdminDeps } from "./leads.server";

const NOT_FOUND = "Experiment not found";

const confirmRunning = (): never =>
  refuse(409, "This experiment is running: visitors will see the change at once. Confirm to save it.", "confirmActive");

/** The audit action of a status change; a save that keeps its status is an edit. */
const STATUS_ACTIONS: Partial<Record<ExperimentStatus, Partial<Record<ExperimentStatus, string>>>> = {
  draft: { active: "experiment.start" },
  active: { paused: "experiment.pause", completed: "experiment.complete" },
  paused: { active: "experiment.resume", completed: "experiment.complete" },
};

const experimentUpdateSchema = experimentInputSchema.extend({ confirmActive: z.boolean().optional() });
const resultsQuerySchema = z.object({ pageLocation: z.enum(PAGE_LOCATIONS).default("hero") });

export function experimentRoutes({ db, now, snapshot }: AdminDeps & { snapshot: SnapshotCache }) {
  const app = new Hono<AdminEnv>();
  /** The experiment as saved, after the change reached the home page's snapshot. */
  const saved = async (id: string) => {
    snapshot.invalidate();
    return findExperiment(db, id);
  };

  app.get("/", async (c) => c.json(await listExperiments(db)));

  app.get("/results", validate("query", resultsQuerySchema), async (c) =>
    c.json(await experimentResults(db, c.req.valid("query").pageLocation)),
  );

  app.post("/", validate("json", experimentInputSchema), async (c) => {
    const input = c.req.valid("json");
    if (input.status === "paused" || input.status === "completed") {
      refuse(400, "A new experiment starts as a draft or active", "status");
    }
    const at = new Date(now());
    const created = await db.transaction(async (tx) => {
      const row = await insertExperiment(tx, {
        ...input,
        startedAt: input.status === "active" ? at : null,
        createdAt: at,
        updatedAt: at,
      });
      await recordAudit(tx, c.get("admin"), "experiment.create", row.id, input);
      return row;
    });
    return c.json(await saved(created.id), 201);
  });

  app.get("/:id", async (c) => c.json((await findExperiment(db, rowId(c, NOT_FOUND))) ?? refuse(404, NOT_FOUND)));

  app.patch("/:id", validate("json", experimentUpdateSchema), async (c) => {
    const id = rowId(c, NOT_FOUND);
    const { confirmActive, ...input } = c.req.valid("json");
    const { name, status, isControl, pageLocations } = input;
    const at = new Date(now());
    await db.transaction(async (tx) => {
      const before = (await lockExperiment(tx, id)) ?? refuse(404, NOT_FOUND);
      if (!EXPERIMENT_TRANSITIONS[before.status].includes(status)) {
        refuse(400, `A ${before.status} experiment cannot become ${status}`, "status");
      }
      const fieldsChange =
        name !== before.name ||
        isControl !== before.isControl ||
        pageLocations.join(",") !== before.pageLocations.join(",");
      if (before.status === "active" && status === "active" && fieldsChange && !confirmActive) confirmRunning();
      await updateExperiment(tx, id, {
        ...input,
        updatedAt: at,
        startedAt: before.startedAt ?? (status === "active" ? at : null),
        endedAt: status === "completed" ? at : null,
      });
      const action = STATUS_ACTIONS[before.status]?.[status] ?? "experiment.edit";
      await recordAudit(tx, c.get("admin"), action, id, {
        name,
        from: before.status,
        to: status,
        ...(fieldsChange ? { isControl, pageLocations } : {}),
      });
    });
    return c.json(await saved(id));
  });

  app.put("/:id/content", validate("json", experimentContentUpdateSchema), async (c) => {
    const id = rowId(c, NOT_FOUND);
    const { pageLocation, content, confirmActive } = c.req.valid("json");
    await db.transaction(async (tx) => {
      const experiment = (await lockExperiment(tx, id)) ?? refuse(404, NOT_FOUND);
      if (experiment.status === "completed") refuse(400, "A completed experiment cannot change");
      if (experiment.status === "active" && !confirmActive) confirmRunning();
      await replaceContent(tx, id, pageLocation, content);
      await updateExperiment(tx, id, { updatedAt: new Date(now()) });
      await recordAudit(tx, c.get("admin"), "experiment.content", id, { pageLocation, ...content });
    });
    return c.json(await saved(id));
  });

  return app;
}
