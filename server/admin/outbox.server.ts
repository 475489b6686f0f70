/**
 * /api/admin/outbox: the messages on the job queue (R-FOLLOW-30), a page at a
 * time and by state; Retry for a failed one, Cancel for a waiting or failed
 * one, each audited with the recipient masked.
 */
import { Hono } from "hono";
import type { OutboxMessage } from "../../core/admin-api";
import { outboxQuerySchema } from "../../core/schemas/admin";
import type { Database } from "../db/client.server";
import type { Outbox } from "../queue/outbox.server";
import { refuse, validate } from "../validate.server";
import { recordAudit } from "./audit.server";
import type { AdminEnv } from "./guard.server";
import { rowId } from "./leads.server";

const NOT_FOUND = "Message not found";

export function outboxRoutes({ db, outbox }: { db: Database; outbox: Outbox }) {
  const app = new Hono<AdminEnv>();
  app.get("/", validate("query", outboxQuerySchema), async (c) => c.json(await outbox.page(c.req.valid("query"))));

  /** `POST /:id/<verb>`: the change, or a 409 saying which messages allow it; audited when it happened. */
  const action = (verb: "retry" | "cancel", refusal: string, run: (id: string) => Promise<OutboxMessage | null>) =>
    app.post(`/:id/${verb}`, async (c) => {
      const id = rowId(c, NOT_FOUND);
      const before = (await outbox.find(id)) ?? refuse(404, NOT_FOUND);
      const after = (await run(id)) ?? refuse(409, refusal);
      await recordAudit(db, c.get("admin"), `outbox.${verb}`, id, {
        kind: before.kind,
        recipient: before.recipient,
        from: before.state,
      });
      return c.json(after);
    });
  action("retry", "Only a failed message can be retried", (id) => outbox.retry(id));
  action("cancel", "Only a waiting or failed message can be cancelled", (id) => outbox.cancel(id));
  return app;
}
