/**
 * /api/admin/privacy: UAE PDPL access and erasure requests. Both are POSTs,
 * so the address is never in a URL (access logs, proxies, browser history),
 * and the audit log keeps that a request happened, not the address.
 */
import { Hono } from "hono";
import type { PrivacyErasure, PrivacyReport } from "../../core/admin-api";
import { privacyEraseSchema, privacyLookupSchema } from "../../core/schemas/admin";
import { eraseByEmail, findByEmail } from "../db/queries/privacy";
import { isoDates } from "../db/queries/page";
import type { Outbox } from "../queue/outbox.server";
import { validate } from "../validate.server";
import { maskEmail, recordAudit } from "./audit.server";
import type { AdminEnv } from "./guard.server";
import type { AdminDeps } from "./leads.server";

export function privacyRoutes({ db, outbox }: AdminDeps & { outbox: Pick<Outbox, "erase"> }) {
  const app = new Hono<AdminEnv>();

  app.post("/lookup", validate("json", privacyLookupSchema), async (c) => {
    const { email } = c.req.valid("json");
    const found = await findByEmail(db, email);
    await recordAudit(db, c.get("admin"), "privacy.lookup", maskEmail(email), {
      found: found.subscribers.length + found.waitlist.length + found.enquiries.length + found.reminders.length,
    });
    return c.json({
      email,
      subscribers: found.subscribers.map(isoDates),
      waitlist: found.waitlist.map(isoDates),
      enquiries: found.enquiries.map(({ history, ...enquiry }) => ({
        ...isoDates(enquiry),
        history: history.map(isoDates),
      })),
      reminders: found.reminders.map(isoDates),
    } satisfies PrivacyReport);
  });

  app.post("/erase", validate("json", privacyEraseSchema), async (c) => {
    const { email } = c.req.valid("json");
    const deleted = await db.transaction(async (tx) => {
      const counts = await eraseByEmail(tx, email, outbox);
      await recordAudit(tx, c.get("admin"), "privacy.erase", maskEmail(email), counts);
      return counts;
    });
    return c.json({ email, deleted } satisfies PrivacyErasure);
  });

  return app;
}
