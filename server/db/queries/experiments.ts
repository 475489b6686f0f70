/** A/B experiments as the admin reads and changes them (R-OPEN-11). */
import { and, arrayOverlaps, desc, eq, inArray, isNotNull } from "drizzle-orm";
import type { ExperimentDetail } from "../../../core/admin-api";
import { HERO_CONTENT_TYPES } from "../../../core/schemas/experiments";
import type { Database } from "../client.server";
import { abExperiments, experimentContent } from "../schema";
import { isoDates } from "./page";

/** A database or a transaction. */
type Db = Pick<Database, "select" | "update" | "delete" | "insert">;
type Experiment = typeof abExperiments.$inferSelect;
type HeroContent = Partial<Record<(typeof HERO_CONTENT_TYPES)[number], string>>;

export async function listExperiments(db: Database) {
  const rows = await db.select().from(abExperiments).orderBy(desc(abExperiments.createdAt), desc(abExperiments.id));
  return rows.map(isoDates);
}

export async function findExperiment(db: Database, id: string): Promise<ExperimentDetail | null> {
  const [row] = await db.select().from(abExperiments).where(eq(abExperiments.id, id));
  if (!row) return null;
  const rows = await db.select().from(experimentContent).where(eq(experimentContent.experimentId, id));
  const content: ExperimentDetail["content"] = {};
  for (const item of rows) {
    (content[item.pageLocation] ??= {})[item.contentType as keyof HeroContent] = item.contentValue;
  }
  return { ...isoDates(row), content };
}

/** The experiment, locked for the rest of the transaction. */
export async function lockExperiment(tx: Db, id: string): Promise<Experiment | undefined> {
  const [row] = await tx.select().from(abExperiments).where(eq(abExperiments.id, id)).for("update");
  return row;
}

export async function insertExperiment(tx: Db, values: typeof abExperiments.$inferInsert): Promise<Experiment> {
  const [created] = await tx.insert(abExperiments).values(values).returning();
  return created!;
}

export async function updateExperiment(tx: Db, id: string, values: Partial<typeof abExperiments.$inferInsert>) {
  await tx.update(abExperiments).set(values).where(eq(abExperiments.id, id));
}

/** Replaces the texts of one page location. */
export async function replaceContent(tx: Db, id: string, pageLocation: string, content: HeroContent) {
  await tx
    .delete(experimentContent)
    .where(and(eq(experimentContent.experimentId, id), eq(experimentContent.pageLocation, pageLocation)));
  const rows = HERO_CONTENT_TYPES.flatMap((type) => {
    const value = content[type];
    return value ? [{ experimentId: id, pageLocation, contentType: type, contentValue: value }] : [];
  });
  if (rows.length) await tx.insert(experimentContent).values(rows);
}

/** The active experiments, oldest first: what visitors see (R-OPEN-12) and what R-FUNNEL-51 checks. */
export function activeExperiments(db: Db) {
  return db
    .select({
      id: abExperiments.id,
      name: abExperiments.name,
      isControl: abExperiments.isControl,
      pageLocations: abExperiments.pageLocations,
    })
    .from(abExperiments)
    .where(eq(abExperiments.status, "active"))
    .orderBy(abExperiments.createdAt, abExperiments.id);
}

/** The texts of the experiments `ids`, every location and content type. */
export function contentOf(db: Db, ids: string[]) {
  return db.select().from(experimentContent).where(inArray(experimentContent.experimentId, ids));
}

/**
 * R-FUNNEL-51: the active variants that run somewhere without an active control,
 * with the page locations where they do. Empty when every variant has its control.
 */
export async function loneVariants(tx: Db): Promise<{ id: string; name: string; pageLocations: string[] }[]> {
  const active = await activeExperiments(tx);
  const controlled = new Set(active.filter((row) => row.isControl).flatMap((row) => row.pageLocations));
  return active
    .filter((row) => !row.isControl)
    .map((row) => ({ ...row, pageLocations: row.pageLocations.filter((location) => !controlled.has(location)) }))
    .filter((row) => row.pageLocations.length > 0)
    .map(({ id, name, pageLocations }) => ({ id, name, pageLocations }));
}

/** Completes everything still running or paused at any of `pageLocations` ("Make this the default" ends the experiment). */
export async function completeRunningAt(tx: Db, pageLocations: string[], at: Date) {
  await tx
    .update(abExperiments)
    .set({ status: "completed", endedAt: at, updatedAt: at })
    .where(
      and(
        inArray(abExperiments.status, ["active", "paused"]),
        arrayOverlaps(abExperiments.pageLocations, pageLocations),
      ),
    );
}

/** Forgets every "made the default" mark: the hero shows the code's defaults again. */
export async function clearMadeDefaults(tx: Db) {
  await tx.update(abExperiments).set({ madeDefaultAt: null }).where(isNotNull(abExperiments.madeDefaultAt));
}
