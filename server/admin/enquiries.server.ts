/** /api/admin/enquiries: contact enquiries — list, search, CSV, detail, status (R-OPEN-10, 51). */
import { enquiryListQuerySchema, enquiryStatusUpdateSchema } from "../../core/schemas/admin";
import { mailJobId } from "../queue/jobs.server";
import type { Outbox } from "../queue/outbox.server";
import { findEnquiry, setEnquiryStatus } from "../db/queries/leads";
import { isoDates } from "../db/queries/page";
import { refuse, validate } from "../validate.server";
import { recordAudit } from "./audit.server";
import { leadList, rowId, type AdminDeps } from "./leads.server";

const NOT_FOUND = "Enquiry not found";

export function enquiryRoutes(deps: AdminDeps & { outbox: Outbox }) {
  const app = leadList(deps, "enquiries", {
    file: "enquiries",
    query: enquiryListQuerySchema,
    csv: {
      id: "id",
      created_at: "createdAt",
      status: "status",
      first_name: "firstName",
      last_name: "lastName",
      email: "email",
      phone: "phone",
      subject: "subject",
      message: "message",
      utm_source: (row) => String(row.attribution?.utm_source ?? ""),
      utm_campaign: (row) => String(row.attribution?.utm_campaign ?? ""),
      resolved_at: "resolvedAt",
    },
  });

  // With the delivery of its alert to the team (R-FOLLOW-30).
  app.get("/:id", async (c) => {
    const id = rowId(c, NOT_FOUND);
    const row = (await findEnquiry(deps.db, id)) ?? refuse(404, NOT_FOUND);
    const alert = await deps.outbox.find(mailJobId({ kind: "enquiry-alert", enquiryId: id }));
    return c.json({ ...isoDates(row), alert });
  });

  app.patch("/:id", validate("json", enquiryStatusUpdateSchema), async (c) => {
    const id = rowId(c, NOT_FOUND);
    const { status } = c.req.valid("json");
    const changed = await deps.db.transaction(async (tx) => {
      const change = await setEnquiryStatus(tx, id, status, new Date(deps.now()));
      if (change) await recordAudit(tx, c.get("admin"), "enquiry.status", id, { from: change.from, to: status });
      return change;
    });
    return c.json(isoDates((changed ?? refuse(404, NOT_FOUND)).row));
  });

  return app;
}
