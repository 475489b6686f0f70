/**
 * /api/admin/subscribers (list, search, unsubscribe, CSV) and
 * /api/admin/waitlist (list, mark notified, CSV) (R-OPEN-10).
 */
import { subscriberListQuerySchema, waitlistListQuerySchema } from "../../core/schemas/admin";
import { androidWaitlist, newsletterSubscribers } from "../db/schema";
import {
  markNotified,
  subscriberColumns,
  subscriberFilter,
  unsubscribe,
  waitlistColumns,
  waitlistFilter,
} from "../db/queries/leads";
import { leadList, markRoute, type AdminDeps } from "./leads.server";

export function subscriberRoutes(deps: AdminDeps) {
  const app = leadList(deps, {
    name: "subscribers",
    file: "newsletter-subscribers",
    table: newsletterSubscribers,
    columns: subscriberColumns,
    query: subscriberListQuerySchema,
    filter: subscriberFilter,
    csv: [
      { header: "email", value: (row) => row.email },
      { header: "status", value: (row) => row.status },
      { header: "source", value: (row) => row.source },
      { header: "subscribed_at", value: (row) => row.createdAt },
      { header: "unsubscribed_at", value: (row) => row.unsubscribedAt },
    ],
  });
  markRoute(app, deps, {
    verb: "unsubscribe",
    action: "subscriber.unsubscribe",
    notFound: "Subscriber not found",
    mark: unsubscribe,
  });
  return app;
}

export function waitlistRoutes(deps: AdminDeps) {
  const app = leadList(deps, {
    name: "waitlist",
    file: "android-waitlist",
    table: androidWaitlist,
    columns: waitlistColumns,
    query: waitlistListQuerySchema,
    filter: waitlistFilter,
    csv: [
      { header: "email", value: (row) => row.email },
      { header: "source", value: (row) => row.source },
      { header: "joined_at", value: (row) => row.createdAt },
      { header: "notified_at", value: (row) => row.notifiedAt },
    ],
  });
  markRoute(app, deps, {
    verb: "notified",
    action: "waitlist.notified",
    notFound: "Waitlist entry not found",
    mark: markNotified,
  });
  return app;
}
