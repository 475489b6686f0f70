/** A/B experiments as the admin reads and changes them (R-OPEN-11). */
import { and, desc, eq } from "drizzle-orm";
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
