/**
 * /api/admin/waitlist/announcements (R-FOLLOW-31): the Android launch
 * announcements sent so far, and sending one, in English and Arabic. Sending
 * stores it, queues one mail per confirmed waitlist entry that never had one
 * (R-SAFE-29; server/queue/jobs.server.ts, announceToWaitlist) and audits it;
 * when every confirmed entry is notified or already has its mail queued,
 * nothing is stored and the answer is a 409. Pending entries are counted
 * apart: they are told nothing until they confirm.
 */
import { count, desc, eq } from "drizzle-orm";
import { Hono } from "hono";
import type { AnnouncementResult, AnnouncementsAnswer } from "../../core/admin-api";
import { announcementSchema } from "../../core/schemas/admin";
import type { Database } from "../db/client.server";
import { isoDates } from "../db/queries/page";
import { androidWaitlist, waitlistAnnouncements } from "../db/schema";
import { toBeAnnounced } from "../queue/announcement-jobs.server";
import type { JobQueue } from "../queue/jobs.server";
import { refuse, validate } from "../validate.server";
import { recordAudit } from "./audit.server";
import type { AdminEnv } from "./guard.server";

/** The 409 of a send with nobody left to tell. */
export const ANNOUNCEMENT_NOBODY_LEFT =
  "Every confirmed address on the waitlist has been notified or already has the announcement on its way";

/** The list shows the latest; older ones are in the audit log. */
const SHOWN = 20;

export function announcementRoutes({
  db,
  jobs,
}: {
  db: Database;
  jobs: Pick<JobQueue, "announceToWaitlist" | "announcementsOnTheirWay">;
}) {
  const app = new Hono<AdminEnv>();

  app.get("/", async (c) => {
    const [rows, [unnotified], [pending], onTheirWay] = await Promise.all([
      db.select().from(waitlistAnnouncements).orderBy(desc(waitlistAnnouncements.createdAt)).limit(SHOWN),
      db.select({ value: count() }).from(androidWaitlist).where(toBeAnnounced),
      db.select({ value: count() }).from(androidWaitlist).where(eq(androidWaitlist.status, "pending")),
      jobs.announcementsOnTheirWay(),
    ]);
    return c.json({
      announcements: rows.map(isoDates),
      unnotified: unnotified?.value ?? 0,
      pending: pending?.value ?? 0,
      onTheirWay,
    } satisfies AnnouncementsAnswer);
  });

  app.post("/", validate("json", announcementSchema), async (c) => {
    const { subject, body, subjectAr, bodyAr } = c.req.valid("json");
    const admin = c.get("admin");
    const [stored] = await db
      .insert(waitlistAnnouncements)
      .values({ subject, body, subjectAr, bodyAr, actorEmail: admin.email, recipients: 0 })
      .returning({ id: waitlistAnnouncements.id });
    const { id } = stored!;
    const recipients = await jobs.announceToWaitlist(id).catch(async (error: unknown) => {
      await db.delete(waitlistAnnouncements).where(eq(waitlistAnnouncements.id, id));
      throw error;
    });
    if (recipients === 0) {
      await db.delete(waitlistAnnouncements).where(eq(waitlistAnnouncements.id, id));
      refuse(409, ANNOUNCEMENT_NOBODY_LEFT);
    }
    await db.update(waitlistAnnouncements).set({ recipients }).where(eq(waitlistAnnouncements.id, id));
    await recordAudit(db, admin, "waitlist.announce", id, { subject, recipients });
    return c.json({ id, recipients } satisfies AnnouncementResult, 201);
  });

  return app;
}
