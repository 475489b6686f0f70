/**
 * /api/admin/experiments: list, create, edit, pause / resume / complete,
 * content per page location, and results (R-OPEN-11); a variant never runs
 * without its control, which can be started from the current hero, and a
 * winner can be made the default (R-FUNNEL-51, R-FUNNEL-57).
 */
import { Hono } from "hono";
import { z } from "zod";
import {
  CONTROL_NAME,
  EXPERIMENT_TRANSITIONS,
  NEEDS_CONTROL_FIELD,
  PAGE_LOCATIONS,
  controlInputSchema,
  experimentContentUpdateSchema,
  experimentInputSchema,
  type ExperimentStatus,
} from "../../core/schemas/experiments";
import {
  clearMadeDefaults,
  completeRunningAt,
  findExperiment,
  insertExperiment,
  listExperiments,
  lockExperiment,
  loneVariants,
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

/**
 * R-FUNNEL-51: runs `change` and refuses it (409, its transaction rolled back) if it leaves an active
 * variant without an active control at one of its page locations. Only what the change broke counts:
 * a variant left alone before this rule existed does not block other edits.
 */
async function keepingControls<T extends { id: string }>(
  tx: Parameters<typeof loneVariants>[0],
  change: () => Promise<T>,
): Promise<T> {
  const slots = (row: { id: string; pageLocations: string[] }) => row.pageLocations.map((at) => `${row.id} ${at}`);
  const before = new Set((await loneVariants(tx)).flatMap(slots));
  const result = await change();
  const broken = (await loneVariants(tx)).filter((row) => slots(row).some((slot) => !before.has(slot)));
  if (broken.length > 0) {
    refuse(
      409,
      broken.some((row) => row.id === result.id)
        ? "A variant cannot go live alone: start a control first, so there is something to compare it with."
        : `“${broken[0]!.name}” would run without a control: pause or complete the variants first.`,
      NEEDS_CONTROL_FIELD,
    );
  }
  return result;
}

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
    c.json(await experimentResults(db, c.req.valid("query").pageLocation, now())),
  );

  app.post("/", validate("json", experimentInputSchema), async (c) => {
    const input = c.req.valid("json");
    if (input.status === "paused" || input.status === "completed") {
      refuse(400, "A new experiment starts as a draft or active", "status");
    }
    const at = new Date(now());
    const created = await db.transaction(async (tx) => {
      const row = await keepingControls(tx, () =>
        insertExperiment(tx, {
          ...input,
          startedAt: input.status === "active" ? at : null,
          createdAt: at,
          updatedAt: at,
        }),
      );
      await recordAudit(tx, c.get("admin"), "experiment.create", row.id, input);
      return row;
    });
    return c.json(await saved(created.id), 201);
  });

  /**
   * R-FUNNEL-51: the control the admin is offered when a variant cannot go live alone. It has no
   * texts of its own, so it shows the hero exactly as every visitor sees it now (each empty text is the default).
   */
  app.post("/control", validate("json", controlInputSchema), async (c) => {
    const { pageLocations } = c.req.valid("json");
    const at = new Date(now());
    const created = await db.transaction(async (tx) => {
      const row = await insertExperiment(tx, {
        name: CONTROL_NAME,
        status: "active",
        isControl: true,
        pageLocations,
        startedAt: at,
        createdAt: at,
        updatedAt: at,
      });
      await recordAudit(tx, c.get("admin"), "experiment.create", row.id, {
        name: CONTROL_NAME,
        isControl: true,
        pageLocations,
      });
      return row;
    });
    return c.json(await saved(created.id), 201);
  });

  /** Back to the hero the code has, once a build has made the winner's texts its defaults (R-FUNNEL-57). */
  app.delete("/defaults", async (c) => {
    await db.transaction(async (tx) => {
      await clearMadeDefaults(tx);
      await recordAudit(tx, c.get("admin"), "experiment.defaults_cleared", null);
    });
    snapshot.invalidate();
    return c.json({ ok: true });
  });

  /**
   * R-FUNNEL-57, "Make this the default": ends the experiment (it and everything still running on its
   * heroes complete) and serves its texts to every visitor, in the first paint of each edition it set.
   */
  app.post("/:id/make-default", async (c) => {
    const id = rowId(c, NOT_FOUND);
    const at = new Date(now());
    await db.transaction(async (tx) => {
      const winner = (await lockExperiment(tx, id)) ?? refuse(404, NOT_FOUND);
      if (winner.isControl) refuse(400, "The control already shows the defaults: complete the experiment instead.");
      if (winner.status === "draft") refuse(400, "A draft has not run yet: start it before making it the default.");
      await completeRunningAt(tx, winner.pageLocations, at);
      await updateExperiment(tx, id, {
        status: "completed",
        endedAt: winner.endedAt ?? at,
        madeDefaultAt: at,
        updatedAt: at,
      });
      await recordAudit(tx, c.get("admin"), "experiment.make_default", id, {
        name: winner.name,
        pageLocations: winner.pageLocations,
      });
    });
    return c.json(await saved(id));
  });

  app.get("/:id", async (c) => c.json((await findExperiment(db, rowId(c, NOT_FOUND))) ?? refuse(404, NOT_FOUND)));

  app.patch("/:id", validate("json", experimentUpdateSchema), async (c) => {
    const id = rowId(c, NOT_FOUND);
    const { confirmActive, ...input } = c.req.valid("json");
    const { name, status, isControl, pageLocations, primaryMetric, baselineRate, minimumEffect } = input;
    const at = new Date(now());
    await db.transaction(async (tx) => {
      const before = (await lockExperiment(tx, id)) ?? refuse(404, NOT_FOUND);
      if (!EXPERIMENT_TRANSITIONS[before.status].includes(status)) {
        refuse(400, `A ${before.status} experiment cannot become ${status}`, "status");
      }
      const fieldsChange =
        name !== before.name ||
        isControl !== before.isControl ||
        pageLocations.join(",") !== before.pageLocations.join(",") ||
        (primaryMetric !== undefined && primaryMetric !== before.primaryMetric) ||
        (baselineRate !== undefined && baselineRate !== before.baselineRate) ||
        (minimumEffect !== undefined && minimumEffect !== before.minimumEffect);
      if (before.status === "active" && status === "active" && fieldsChange && !confirmActive) confirmRunning();
      await keepingControls(tx, async () => {
        await updateExperiment(tx, id, {
          ...input,
          updatedAt: at,
          startedAt: before.startedAt ?? (status === "active" ? at : null),
          endedAt: status === "completed" ? at : null,
        });
        return { id };
      });
      const action = STATUS_ACTIONS[before.status]?.[status] ?? "experiment.edit";
      await recordAudit(tx, c.get("admin"), action, id, {
        name,
        from: before.status,
        to: status,
        ...(fieldsChange ? { isControl, pageLocations, primaryMetric, baselineRate, minimumEffect } : {}),
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
