/**
 * /api/admin/subscribers (list, search, unsubscribe, CSV) and
 * /api/admin/waitlist (list by status, mark notified, CSV) (R-OPEN-10, R-SAFE-32).
 */
import { subscriberListQuerySchema, waitlistListQuerySchema } from "../../core/schemas/admin";
import { markNotified, unsubscribe } from "../db/queries/leads";
import type { LeadMessages } from "../../core/admin-api";
import type { Outbox } from "../queue/outbox.server";
import { leadList, markRoute, rowId, type AdminDeps } from "./leads.server";

export function subscriberRoutes(deps: AdminDeps) {
  const app = leadList(deps, "subscribers", {
    file: "newsletter-subscribers",
    query: subscriberListQuerySchema,
    csv: {
      email: "email",
      status: "status",
      source: "source",
      subscribed_at: "createdAt",
      confirmation_sent_at: "confirmationSentAt",
      confirmed_at: "confirmedAt",
      unsubscribed_at: "unsubscribedAt",
    },
  });
  markRoute(app, deps, "unsubscribe", {
    action: "subscriber.unsubscribe",
    notFound: "Subscriber not found",
    mark: unsubscribe,
  });
  return app;
}

export function waitlistRoutes(deps: AdminDeps & { outbox: Pick<Outbox, "forLead"> }) {
  const app = leadList(deps, "waitlist", {
    file: "android-waitlist",
    query: waitlistListQuerySchema,
    csv: {
      email: "email",
      status: "status",
      language: "language",
      source: "source",
      joined_at: "createdAt",
      confirmation_sent_at: "confirmationSentAt",
      confirmed_at: "confirmedAt",
      unsubscribed_at: "unsubscribedAt",
      notified_at: "notifiedAt",
    },
  });
  markRoute(app, deps, "notified", {
    action: "waitlist.notified",
    notFound: "Waitlist entry not found",
    mark: markNotified,
  });
  // The entry's messages (R-DESK-30): its confirmations and the launch announcement, from the Outbox.
  app.get("/:id/messages", async (c) => {
    const id = rowId(c, "Waitlist entry not found");
    return c.json({ rows: await deps.outbox.forLead("waitlistId", id) } satisfies LeadMessages);
  });
  return app;
}
