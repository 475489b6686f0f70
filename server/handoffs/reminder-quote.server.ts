/**
 * GET `/reminders/quote/:id`: the quote link of a renewal reminder's e-mail (R-FUNNEL-18). A press
 * in a mail client has no page to send a beacon from, so the link comes here: the press is recorded
 * as a hand-off with an id made here (the reminder's edition and the UTM fields and landing page of
 * the visit it was asked on; never the reminder or its address), and the reader goes on to the
 * broker with the link the e-mail always had (R-FOLLOW-45), its `handoff_id` last. A reminder gone
 * since (sent long ago, or erased) still leads to the broker, without the visit's attribution. A bot
 * (many mail scanners say they are one), a HEAD or an address over its hour's limit is sent on
 * unrecorded; a prefetch gets a 503.
 */
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { Hono } from "hono";
import { ATTRIBUTION_UTM_FIELDS } from "../../core/constants";
import { REMINDER_QUOTE_PATH } from "../../core/pages";
import { resolveQuoteContext } from "../../core/quote-url";
import { rowIdSchema } from "../../core/schemas/admin";
import { handoffBeaconSchema, type HandoffBeacon } from "../../core/schemas/handoffs";
import type { Database } from "../db/client.server";
import { renewalReminders } from "../db/schema";
import { logRequestError } from "../http.server";
import { REMINDER_QUOTE_CONTEXT, reminderQuoteUrl } from "../reminders/reminders.server";
import { isPrefetch, notCounted, type HandoffRecorder } from "./handoffs.server";

type Reminder = Pick<typeof renewalReminders.$inferSelect, "attribution" | "language">;

const GONE: Reminder = { attribution: null, language: "en" };

function handoffOf({ attribution, language }: Reminder): HandoffBeacon {
  const context = resolveQuoteContext(REMINDER_QUOTE_CONTEXT);
  const handoff = {
    handoff_id: randomUUID(),
    kind: "quote_online",
    surface: "reminder_email",
    edition: language,
    source: context.source,
    medium: context.medium,
    campaign: context.campaign,
  } as const;
  const visit: Record<string, string> = {};
  for (const field of [...ATTRIBUTION_UTM_FIELDS, "landing_page"] as const) {
    const value = attribution?.[field];
    if (typeof value === "string" && value.trim()) visit[field] = value.trim();
  }
  // A value the schema refuses is dropped, never the hand-off.
  const withVisit = handoffBeaconSchema.safeParse({ ...handoff, ...visit });
  return withVisit.success ? withVisit.data : handoff;
}

export function createReminderQuoteRoutes({ db, recorder }: { db: Database; recorder: HandoffRecorder }): Hono {
  const app = new Hono();
  app.get(`${REMINDER_QUOTE_PATH}/:id`, async (c) => {
    c.header("Cache-Control", "no-store");
    if (isPrefetch(c)) {
      c.header("Retry-After", "0");
      return c.text("Not prefetched: this link records a press.", 503);
    }
    let reminder = GONE;
    let handoffId: string | undefined;
    // Nothing here keeps the reader from the broker: a failed read or write sends them on all the same.
    try {
      const id = rowIdSchema.safeParse(c.req.param("id"));
      if (id.success) {
        const [row] = await db
          .select({ attribution: renewalReminders.attribution, language: renewalReminders.language })
          .from(renewalReminders)
          .where(eq(renewalReminders.id, id.data));
        if (row) reminder = row;
      }
      if (c.req.method === "GET" && !notCounted(c) && (await recorder.limit(c)).allowed) {
        const handoff = handoffOf(reminder);
        await recorder.store(handoff, "redirect", c.req.header("user-agent"));
        handoffId = handoff.handoff_id;
      }
    } catch (error) {
      logRequestError(`GET ${REMINDER_QUOTE_PATH} (hand-off)`, error);
    }
    return c.redirect(reminderQuoteUrl(reminder, handoffId), 302);
  });
  return app;
}
