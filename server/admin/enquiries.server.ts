/**
 * /api/admin/enquiries: contact enquiries — list, search, CSV, detail, status (R-OPEN-10, 51), and
 * the lead desk's answers: a reply by e-mail, the presses of the WhatsApp and call links (R-DESK-10..12).
 */
import type { EnquiryView } from "../../core/admin-api";
import {
  enquiryContactSchema,
  enquiryListQuerySchema,
  enquiryNoteSchema,
  enquiryReplySchema,
  enquiryUpdateSchema,
  type EnquiryEventKind,
} from "../../core/schemas/admin";
import { enquiryHistory, enquiryOwners, recordEnquiryEvent, setEnquiryOwner } from "../db/queries/enquiry-history";
import { acknowledgementJob, replyJob } from "../queue/enquiry-jobs.server";
import { mailJobId, type JobQueue } from "../queue/jobs.server";
import type { Outbox } from "../queue/outbox.server";
import { findEnquiry, setEnquiryStatus } from "../db/queries/leads";
import { isoDates } from "../db/queries/page";
import { refuse, validate } from "../validate.server";
import { recordAudit, type Actor } from "./audit.server";
import { leadList, rowId, type AdminDeps } from "./leads.server";

const NOT_FOUND = "Enquiry not found";

export function enquiryRoutes(deps: AdminDeps & { outbox: Outbox; jobs: Pick<JobQueue, "sendMail"> }) {
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
      // The desk's work (R-DESK-20, R-DESK-11): who owns it, and how long the team took to answer it.
      owner: "ownerEmail",
      first_replied_at: "firstRepliedAt",
      minutes_to_first_reply: (row) =>
        row.firstRepliedAt && Math.round((row.firstRepliedAt.getTime() - row.createdAt.getTime()) / 60_000),
    },
  });

  // The admins an enquiry can be given to (R-DESK-20): before "/:id", which takes only ids.
  app.get("/owners", async (c) => c.json(await enquiryOwners(deps.db)));

  // With the delivery of its alert to the team (R-FOLLOW-30) and of the visitor's acknowledgement (R-DESK-02),
  // and its history, each reply with its delivery (R-DESK-10).
  app.get("/:id", async (c) => {
    const id = rowId(c, NOT_FOUND);
    const row = (await findEnquiry(deps.db, id, new Date(deps.now()))) ?? refuse(404, NOT_FOUND);
    const [alert, acknowledgement, events] = await Promise.all([
      deps.outbox.find(mailJobId({ kind: "enquiry-alert", enquiryId: id })),
      deps.outbox.find(mailJobId(acknowledgementJob(id))),
      enquiryHistory(deps.db, id),
    ]);
    const history = await Promise.all(
      events.map(async (event) => ({
        ...isoDates(event),
        delivery: event.kind === "reply" ? await deps.outbox.find(mailJobId(replyJob(id, event.id))) : null,
      })),
    );
    return c.json({ ...isoDates(row), alert, acknowledgement, history } satisfies EnquiryView);
  });

  type Recorded = NonNullable<Awaited<ReturnType<typeof recordEnquiryEvent>>>;
  /**
   * One thing an admin did to an enquiry: in its history and the audit log, in one transaction;
   * 404 when the enquiry is not there (R-DESK-21, R-DESK-25).
   */
  async function recordEvent(
    admin: Actor,
    id: string,
    event: { kind: EnquiryEventKind; body?: string },
    action: string,
    auditDetails: (recorded: Recorded) => Record<string, unknown>,
  ): Promise<Recorded> {
    const recorded = await deps.db.transaction(async (tx) => {
      const made = await recordEnquiryEvent(tx, id, { ...event, actorEmail: admin.email }, new Date(deps.now()));
      if (made) await recordAudit(tx, admin, action, id, auditDetails(made));
      return made;
    });
    if (!recorded) refuse(404, NOT_FOUND);
    return recorded;
  }

  /**
   * A reply to the visitor (R-DESK-10): kept in the enquiry's history with who sent it, audited
   * (the address masked), then queued; the e-mail goes from the support address, threaded on
   * the acknowledgement. 202: it is on its way.
   */
  app.post("/:id/replies", validate("json", enquiryReplySchema), async (c) => {
    const id = rowId(c, NOT_FOUND);
    const { body } = c.req.valid("json");
    const event = await recordEvent(c.get("admin"), id, { kind: "reply", body }, "enquiry.reply", (recorded) => ({
      to: recorded.email,
      event: recorded.id,
    }));
    const job = replyJob(id, event.id);
    await deps.jobs.sendMail(job);
    return c.json({ id: event.id, createdAt: event.createdAt.toISOString(), jobId: mailJobId(job) }, 202);
  });

  /** A press of the enquiry's WhatsApp or call link (R-DESK-12): in its history and the audit log. */
  app.post("/:id/contacts", validate("json", enquiryContactSchema), async (c) => {
    const id = rowId(c, NOT_FOUND);
    const { kind } = c.req.valid("json");
    const event = await recordEvent(c.get("admin"), id, { kind }, `enquiry.${kind}`, (recorded) => ({
      event: recorded.id,
    }));
    return c.json({ id: event.id, createdAt: event.createdAt.toISOString() }, 201);
  });

  /** A note for the team (R-DESK-21): plain text in the history; the audit log says a note was added, not what it says. */
  app.post("/:id/notes", validate("json", enquiryNoteSchema), async (c) => {
    const id = rowId(c, NOT_FOUND);
    const { body } = c.req.valid("json");
    const event = await recordEvent(c.get("admin"), id, { kind: "note", body }, "enquiry.note", (recorded) => ({
      event: recorded.id,
    }));
    return c.json({ id: event.id, createdAt: event.createdAt.toISOString() }, 201);
  });

  /**
   * A change of status (R-OPEN-51) or owner (R-DESK-20), or both: each in the history and the
   * audit log, in one transaction. An owner must be an admin (400 otherwise); null is nobody.
   */
  app.patch("/:id", validate("json", enquiryUpdateSchema), async (c) => {
    const id = rowId(c, NOT_FOUND);
    const { status, ownerId } = c.req.valid("json");
    const admin = c.get("admin");
    const at = new Date(deps.now());
    const found = await deps.db.transaction(async (tx) => {
      if (ownerId !== undefined) {
        const owner = await setEnquiryOwner(tx, id, ownerId, at);
        if (owner === "not an admin") refuse(400, "The owner must be an admin", "ownerId");
        if (!owner) return false;
        if (owner.changed) {
          const details = { from: owner.from, to: owner.to };
          await recordEnquiryEvent(tx, id, { kind: "owner", actorEmail: admin.email, details }, at);
          await recordAudit(tx, admin, "enquiry.owner", id, details);
        }
      }
      if (status !== undefined) {
        const change = await setEnquiryStatus(tx, id, status, at);
        if (!change) return false;
        if (change.from !== status) {
          const details = { from: change.from, to: status };
          await recordEnquiryEvent(tx, id, { kind: "status", actorEmail: admin.email, details }, at);
          await recordAudit(tx, admin, "enquiry.status", id, details);
        }
      }
      return true;
    });
    if (!found) refuse(404, NOT_FOUND);
    return c.json(isoDates((await findEnquiry(deps.db, id, at)) ?? refuse(404, NOT_FOUND)));
  });

  return app;
}
