/** /api/admin/enquiries: contact enquiries — list, search, CSV, detail, status (R-OPEN-10, 51). */
import { enquiryListQuerySchema, enquiryStatusUpdateSchema } from "../../core/schemas/admin";
import { contactEnquiries } from "../db/schema";
import { enquiryFilter, enquirySummaryColumns, findEnquiry, setEnquiryStatus } from "../db/queries/leads";
import { isoDates } from "../db/queries/page";
import { refuse, validate } from "../validate.server";
import { recordAudit } from "./audit.server";
import { leadList, rowId, type AdminDeps } from "./leads.server";

const NOT_FOUND = "Enquiry not found";

export function enquiryRoutes(deps: AdminDeps) {
  const app = leadList(deps, {
    name: "enquiries",
    file: "enquiries",
    table: contactEnquiries,
    columns: enquirySummaryColumns,
    query: enquiryListQuerySchema,
    filter: enquiryFilter,
    csv: [
      { header: "id", value: (row) => row.id },
      { header: "created_at", value: (row) => row.createdAt },
      { header: "status", value: (row) => row.status },
      { header: "first_name", value: (row) => row.firstName },
      { header: "last_name", value: (row) => row.lastName },
      { header: "email", value: (row) => row.email },
      { header: "phone", value: (row) => row.phone },
      { header: "subject", value: (row) => row.subject },
      { header: "message", value: (row) => row.message },
      { header: "utm_source", value: (row) => String(row.attribution?.utm_source ?? "") },
      { header: "utm_campaign", value: (row) => String(row.attribution?.utm_campaign ?? "") },
      { header: "resolved_at", value: (row) => row.resolvedAt },
    ],
  });

  app.get("/:id", async (c) => {
    const row = await findEnquiry(deps.db, rowId(c, NOT_FOUND));
    return c.json(isoDates(row ?? refuse(404, NOT_FOUND)));
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
