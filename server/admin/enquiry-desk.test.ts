/**
 * The lead desk over HTTP with a real SMTP server, on PGlite and PostgreSQL (R-DESK-10..12): a
 * reply written in /admin reaches the visitor once, from support, threaded on their
 * acknowledgement; it is kept in the enquiry's history and the audit log; with SMTP down it
 * arrives once when SMTP is back; the WhatsApp and call links are recorded; the privacy lookup lists
 * the replies and notes and erasure removes it all. And the work on the queue (R-DESK-20..26): owners,
 * notes, status changes, the overdue enquiries with the clock moved past their promised reply, the
 * list's views and its CSV.
 */
import { eq } from "drizzle-orm";
import { afterAll, describe, expect } from "vitest";
import Papa from "papaparse";
import type { EnquirySummary, EnquiryView, LeadMessages, Overview, Page, PrivacyReport } from "../../core/admin-api";
import { addMonths, gulfDateTime, gulfMonth } from "../../core/gulf-time";
import { apiTest as it, describeOnDatabases, type Harness } from "../../tests/support/api";
import {
  decodedHeader,
  mailHeader,
  mailPart,
  mailTo,
  startMailCatcher,
  startRefusingSmtp,
  type MailCatcher,
} from "../../tests/support/mail";
import { startEmptiedMailCatcher } from "../../tests/support/inbox";
import { ADMIN, signInAdminAndMember } from "../../tests/support/api-fixtures";
import { androidWaitlist, auditLog, contactEnquiries, enquiryEvents, renewalReminders, user } from "../db/schema";
import { acknowledgementJob, replyJob } from "../queue/enquiry-jobs.server";
import { mailJobId } from "../queue/jobs.server";
import { TEST_NOW_HEADER } from "../test-clock.server";

const VISITOR = "layla.haddad@example.com";
const SUPPORT = "support@drivebee.ae";

async function json<T>(response: Response, status = 200): Promise<T> {
  expect(response.status, await response.clone().text()).toBe(status);
  return (await response.json()) as T;
}

/** An enquiry sent as the Arabic contact page sends it (language ar): its id. */
async function sendEnquiry(api: Harness, language: "en" | "ar" = "ar"): Promise<string> {
  const response = await api.call("contact-submit", {
    body: {
      firstName: "ليلى",
      lastName: "الحداد",
      email: VISITOR,
      phone: "050 123 4567",
      subject: "تجديد وثيقة التأمين",
      message: "تنتهي وثيقة تأميني في مارس، هل يمكنكم إرسال عرض سعر؟",
      language,
      ...(await api.csrf()),
    },
  });
  return (await json<{ id: string }>(response, 201)).id;
}

async function reply(api: Harness, cookie: string, enquiryId: string, body: string) {
  return json<{ id: string; jobId: string }>(
    await api.api(`/admin/enquiries/${enquiryId}/replies`, { method: "POST", body: { body }, cookie }),
    202,
  );
}

const view = async (api: Harness, cookie: string, id: string) =>
  json<EnquiryView>(await api.api(`/admin/enquiries/${id}`, { cookie }));

const ARABIC_REPLY =
  "مرحبًا ليلى،\n\nشكرًا لرسالتك. يمكنك مقارنة عروض الأسعار من هنا:\nhttps://quote.drivebee.ae/?internal_source=support_reply";

const mail = await startEmptiedMailCatcher();

describeOnDatabases("the lead desk with SMTP", { smtpUrl: mail.url }, () => {
  it("R-DESK-10, R-DESK-11: a reply from /admin arrives once, from support, reply-to support, threaded on the acknowledgement, and shows in the history", async ({
    api,
  }) => {
    const cookie = await api.adminCookie();
    const enquiryId = await sendEnquiry(api);
    await expect.poll(() => mailTo(mail.received, VISITOR).length, { timeout: 10_000 }).toBe(1);
    const [acknowledgement] = mailTo(mail.received, VISITOR);

    const sent = await reply(api, cookie, enquiryId, ARABIC_REPLY);
    expect(sent.jobId).toBe(mailJobId(replyJob(enquiryId, sent.id)));
    await expect.poll(() => mailTo(mail.received, VISITOR).length, { timeout: 10_000 }).toBe(2);
    const answer = mailTo(mail.received, VISITOR).find((raw) => raw !== acknowledgement)!;
    expect(mailHeader(answer, "From")).toBe(`DriveBee support <${SUPPORT}>`);
    expect(mailHeader(answer, "Reply-To")).toBe(SUPPORT);
    expect(mailHeader(answer, "List-Unsubscribe")).toBeUndefined();
    // Threaded: it answers the acknowledgement, under its subject.
    const acknowledgementId = mailHeader(acknowledgement!, "Message-ID");
    expect(acknowledgementId).toBe(`<${mailJobId(acknowledgementJob(enquiryId))}@drivebee.ae>`);
    expect(mailHeader(answer, "In-Reply-To")).toBe(acknowledgementId);
    expect(mailHeader(answer, "References")).toBe(acknowledgementId);
    expect(decodedHeader(mailHeader(answer, "Subject")!)).toBe(
      `Re: ${decodedHeader(mailHeader(acknowledgement!, "Subject")!)}`,
    );
    const text = mailPart(answer, "text/plain");
    expect(text).toContain("شكرًا لرسالتك");
    expect(mailPart(answer, "text/html")).toContain('href="https://quote.drivebee.ae/?internal_source=support_reply"');
    expect(mailPart(answer, "text/html")).toContain('lang="ar"');

    // In the history, with who and when, its e-mail sent; the time to first reply is stamped.
    await expect
      .poll(async () => (await view(api, cookie, enquiryId)).history[0]?.delivery?.state, { timeout: 10_000 })
      .toBe("sent");
    const shown = await view(api, cookie, enquiryId);
    expect(shown.history).toHaveLength(1);
    expect(shown.history[0]).toMatchObject({ kind: "reply", actorEmail: ADMIN.email, body: ARABIC_REPLY });
    expect(shown.firstRepliedAt).toBe(shown.history[0]!.createdAt);

    // Once: queued again, it is not sent again.
    expect(await api.jobs.sendMail(replyJob(enquiryId, sent.id))).toBeNull();
    expect(mailTo(mail.received, VISITOR)).toHaveLength(2);

    // Audited, the address masked as everywhere in the log.
    const [entry] = await api.db.select().from(auditLog).where(eq(auditLog.action, "enquiry.reply"));
    expect(entry).toMatchObject({
      actorEmail: ADMIN.email,
      target: enquiryId,
      details: { to: "l***@example.com", event: sent.id },
    });
    expect(JSON.stringify(entry)).not.toContain(VISITOR);
  });

  it("R-DESK-12: the presses of the WhatsApp and call links are in the history and the audit log; a second reply keeps the first reply's time", async ({
    api,
  }) => {
    const cookie = await api.adminCookie();
    const enquiryId = await sendEnquiry(api, "en");
    for (const kind of ["whatsapp", "call"])
      await json(
        await api.api(`/admin/enquiries/${enquiryId}/contacts`, { method: "POST", body: { kind }, cookie }),
        201,
      );
    await reply(api, cookie, enquiryId, "Hello Layla, thank you.");
    const first = (await view(api, cookie, enquiryId)).firstRepliedAt;
    api.advance(60 * 60 * 1000);
    await reply(api, cookie, enquiryId, "Hello again.");
    const shown = await view(api, cookie, enquiryId);
    expect(shown.history.map((event) => event.kind)).toEqual(["whatsapp", "call", "reply", "reply"]);
    expect(shown.firstRepliedAt).toBe(first);
    const actions = (await api.db.select().from(auditLog)).map((row) => row.action);
    expect(actions.filter((action) => action.startsWith("enquiry."))).toEqual([
      "enquiry.whatsapp",
      "enquiry.call",
      "enquiry.reply",
      "enquiry.reply",
    ]);
  });

  it("R-DESK-10: an empty reply, another kind of contact or an unknown enquiry is refused, and a non-admin cannot reply", async ({
    api,
  }) => {
    const { admin: cookie, member } = await signInAdminAndMember(api);
    const enquiryId = await sendEnquiry(api, "en");
    const post = (path: string, body: unknown, as = cookie) =>
      api.api(`/admin/enquiries/${path}`, { method: "POST", body, cookie: as });
    expect(await json(await post(`${enquiryId}/replies`, { body: "   " }), 400)).toMatchObject({ field: "body" });
    expect(await json(await post(`${enquiryId}/contacts`, { kind: "sms" }), 400)).toMatchObject({ field: "kind" });
    await json(await post("00000000-0000-4000-8000-000000000000/replies", { body: "Hello" }), 404);
    expect((await post(`${enquiryId}/replies`, { body: "Hello" }, member)).status).toBe(403);
    expect(await api.db.select().from(enquiryEvents)).toHaveLength(0);
  });

  it("R-DESK-20, R-DESK-21, R-DESK-26: owner, notes and status changes go in the history and the audit log; only an admin can own an enquiry", async ({
    api,
  }) => {
    const { userId } = await api.createUser(ADMIN.email, ADMIN.password);
    await api.createUser("member@drivebee.ae", "another-long-password", { admin: false });
    const cookie = await api.sessionCookie(ADMIN.email, ADMIN.password);
    const enquiryId = await sendEnquiry(api, "en");
    const patch = (body: unknown) => api.api(`/admin/enquiries/${enquiryId}`, { method: "PATCH", body, cookie });

    expect(await json(await api.api("/admin/enquiries/owners", { cookie }))).toEqual([
      { id: userId, email: ADMIN.email },
    ]);
    const [member] = await api.db.select().from(user).where(eq(user.email, "member@drivebee.ae"));
    expect(await json(await patch({ ownerId: member!.id }), 400)).toMatchObject({ field: "ownerId" });
    expect(await json(await patch({}), 400)).toMatchObject({ field: "status" });

    expect(await json(await patch({ ownerId: userId }))).toMatchObject({ ownerId: userId, ownerEmail: ADMIN.email });
    await json(
      await api.api(`/admin/enquiries/${enquiryId}/notes`, {
        method: "POST",
        body: { body: "Called twice, no answer. Try after 4 pm." },
        cookie,
      }),
      201,
    );
    await json(await patch({ status: "in_progress" }));
    // Undo: the status before, as a change of its own.
    await json(await patch({ status: "new" }));
    await json(await patch({ ownerId: null }));

    const shown = await view(api, cookie, enquiryId);
    expect(shown.ownerId).toBeNull();
    expect(shown.history.map(({ kind, body, details, actorEmail }) => ({ kind, body, details, actorEmail }))).toEqual([
      { kind: "owner", body: null, details: { from: null, to: ADMIN.email }, actorEmail: ADMIN.email },
      { kind: "note", body: "Called twice, no answer. Try after 4 pm.", details: null, actorEmail: ADMIN.email },
      { kind: "status", body: null, details: { from: "new", to: "in_progress" }, actorEmail: ADMIN.email },
      { kind: "status", body: null, details: { from: "in_progress", to: "new" }, actorEmail: ADMIN.email },
      { kind: "owner", body: null, details: { from: ADMIN.email, to: null }, actorEmail: ADMIN.email },
    ]);
    const audit = (await api.db.select().from(auditLog)).filter((row) => row.action.startsWith("enquiry."));
    expect(audit.map((row) => [row.action, row.details])).toEqual([
      ["enquiry.owner", { from: null, to: "o***@drivebee.ae" }],
      ["enquiry.note", { event: shown.history[1]!.id }],
      ["enquiry.status", { from: "new", to: "in_progress" }],
      ["enquiry.status", { from: "in_progress", to: "new" }],
      ["enquiry.owner", { from: "o***@drivebee.ae", to: null }],
    ]);
    // The note's words stay with the enquiry, not in the log.
    expect(JSON.stringify(audit)).not.toContain("Called twice");
  });

  it("R-DESK-22, R-DESK-23: with the clock past the promised reply, unanswered enquiries are overdue in the list and on the overview; mine and unassigned follow the owner", async ({
    api,
  }) => {
    const { userId } = await api.createUser(ADMIN.email, ADMIN.password);
    const cookie = await api.sessionCookie(ADMIN.email, ADMIN.password);
    const [answered, mine, waiting] = [
      await sendEnquiry(api, "en"),
      await sendEnquiry(api, "en"),
      await sendEnquiry(api, "en"),
    ];
    await reply(api, cookie, answered, "Hello Layla, thank you.");
    await json(await api.api(`/admin/enquiries/${mine}`, { method: "PATCH", body: { ownerId: userId }, cookie }));
    const list = async (view: string) =>
      (await json<Page<EnquirySummary>>(await api.api(`/admin/enquiries?view=${view}`, { cookie }))).rows
        .map((row) => row.id)
        .sort();
    const overdueCount = async () =>
      (await json<Overview>(await api.api("/admin/overview", { cookie }))).overdueEnquiries;

    expect(await list("overdue")).toEqual([]);
    expect(await overdueCount()).toBe(0);
    // Only a browser test's server (TEST_CLOCK) lets a request move the clock: here the header is nothing.
    const nextWeek = new Date(api.now() + 7 * 24 * 60 * 60 * 1000).toISOString();
    const moved = await json<Overview>(
      await api.api("/admin/overview", { cookie, headers: { [TEST_NOW_HEADER]: nextWeek } }),
    );
    expect(moved.overdueEnquiries).toBe(0);
    expect(await list("mine")).toEqual([mine]);
    expect(await list("unassigned")).toEqual([answered, waiting].sort());

    // Five days on, every promised reply is past (one business day is at most four days away).
    api.advance(5 * 24 * 60 * 60 * 1000);
    expect(await list("overdue")).toEqual([mine, waiting].sort());
    expect(await overdueCount()).toBe(2);
    // Each row and the enquiry's view say so, by the same rule and clock.
    const rows = (await json<Page<EnquirySummary>>(await api.api("/admin/enquiries", { cookie }))).rows;
    expect(Object.fromEntries(rows.map((row) => [row.id, row.overdue]))).toEqual({
      [answered]: false,
      [mine]: true,
      [waiting]: true,
    });
    expect((await view(api, cookie, mine)).overdue).toBe(true);
    // Resolved, it no longer waits.
    await json(await api.api(`/admin/enquiries/${waiting}`, { method: "PATCH", body: { status: "resolved" }, cookie }));
    expect(await list("overdue")).toEqual([mine]);
    expect(await overdueCount()).toBe(1);
    expect(await json(await api.api("/admin/enquiries?view=late", { cookie }), 400)).toMatchObject({ field: "view" });
  });

  it("R-DESK-23: the enquiries' CSV has each one's owner, its first reply and the minutes to it", async ({ api }) => {
    const { userId } = await api.createUser(ADMIN.email, ADMIN.password);
    const cookie = await api.sessionCookie(ADMIN.email, ADMIN.password);
    const arrived = new Date(api.now());
    const [answered, waiting] = await api.db
      .insert(contactEnquiries)
      .values(
        ["Answered", "Waiting"].map((firstName) => ({
          firstName,
          lastName: "Haddad",
          email: `${firstName.toLowerCase()}@example.com`,
          subject: "Renewal",
          message: "Please send me a quote.",
          createdAt: arrived,
        })),
      )
      .returning({ id: contactEnquiries.id });
    await json(
      await api.api(`/admin/enquiries/${answered!.id}`, { method: "PATCH", body: { ownerId: userId }, cookie }),
    );
    api.advance(95 * 60 * 1000 + 20 * 1000);
    await reply(api, cookie, answered!.id, "Hello, here is your quote link.");

    const csv = await (await api.api("/admin/enquiries/export.csv", { cookie })).text();
    const { data } = Papa.parse<Record<string, string>>(csv.replace(/^\uFEFF/, ""), {
      header: true,
      skipEmptyLines: true,
    });
    const columns = (row: Record<string, string> | undefined) => ({
      owner: row?.owner,
      first_replied_at: row?.first_replied_at,
      minutes_to_first_reply: row?.minutes_to_first_reply,
    });
    expect(columns(data.find((row) => row.id === answered!.id))).toEqual({
      owner: ADMIN.email,
      first_replied_at: gulfDateTime(api.now()),
      minutes_to_first_reply: "95",
    });
    expect(columns(data.find((row) => row.id === waiting!.id))).toEqual({
      owner: "",
      first_replied_at: "",
      minutes_to_first_reply: "",
    });
  });

  it("R-DESK-30: a renewal reminder and a waitlist entry show their messages from the Outbox, oldest first, masked", async ({
    api,
  }) => {
    const cookie = await api.adminCookie();
    const reminder = await api.call("renewal-reminder-signup", {
      body: {
        email: "reem@example.com",
        renewalMonth: addMonths(gulfMonth(api.now()), 3),
        consent: true,
        ...(await api.csrf()),
      },
    });
    expect(reminder.status).toBe(201);
    expect(
      (await api.call("android-waitlist-signup", { body: { email: "omar@example.com", language: "ar" } })).status,
    ).toBe(200);
    await expect.poll(() => mail.received.length, { timeout: 10_000 }).toBe(2);
    const [reminderRow] = await api.db.select().from(renewalReminders);
    const [entry] = await api.db.select().from(androidWaitlist);

    const messages = async (path: string) => {
      let answer: LeadMessages = { rows: [] };
      await expect
        .poll(async () => (answer = await json<LeadMessages>(await api.api(path, { cookie }))).rows[0]?.state, {
          timeout: 10_000,
        })
        .toBe("sent");
      return answer.rows;
    };
    expect(await messages(`/admin/reminders/${reminderRow!.id}/messages`)).toMatchObject([
      { kind: "reminder-confirmation", recipient: "r***@example.com", state: "sent" },
    ]);
    expect(await messages(`/admin/waitlist/${entry!.id}/messages`)).toMatchObject([
      { kind: "waitlist-confirmation", recipient: "o***@example.com", state: "sent" },
    ]);
    // Nothing about another lead, and only ids.
    expect(
      (await json<LeadMessages>(await api.api(`/admin/waitlist/${reminderRow!.id}/messages`, { cookie }))).rows,
    ).toEqual([]);
    await json(await api.api("/admin/reminders/not-an-id/messages", { cookie }), 404);
  });

  it("R-DESK-13: the privacy lookup lists the enquiry's replies and notes; erasing the address removes them and their messages on the queue", async ({
    api,
  }) => {
    const cookie = await api.adminCookie();
    const enquiryId = await sendEnquiry(api);
    const sent = await reply(api, cookie, enquiryId, ARABIC_REPLY);
    const note = "Asked for a call after 4 pm on 050 123 4567.";
    await json(
      await api.api(`/admin/enquiries/${enquiryId}/notes`, { method: "POST", body: { body: note }, cookie }),
      201,
    );
    await expect.poll(async () => (await api.jobs.outbox.find(sent.jobId))?.state, { timeout: 10_000 }).toBe("sent");

    const lookup = async () =>
      json<PrivacyReport>(await api.api("/admin/privacy/lookup", { method: "POST", body: { email: VISITOR }, cookie }));
    const report = await lookup();
    expect(report.enquiries).toHaveLength(1);
    expect(report.enquiries[0]!.history.map(({ kind, body, actorEmail }) => ({ kind, body, actorEmail }))).toEqual([
      { kind: "reply", body: ARABIC_REPLY, actorEmail: ADMIN.email },
      { kind: "note", body: note, actorEmail: ADMIN.email },
    ]);
    await json(
      await api.api("/admin/privacy/erase", {
        method: "POST",
        body: { email: VISITOR, confirmEmail: VISITOR },
        cookie,
      }),
    );
    expect(await api.db.select().from(enquiryEvents)).toHaveLength(0);
    expect(await api.db.select().from(contactEnquiries).where(eq(contactEnquiries.id, enquiryId))).toHaveLength(0);
    expect(await api.jobs.outbox.find(sent.jobId)).toBeNull();
    expect((await lookup()).enquiries).toEqual([]);
  });
});

/** SMTP on a port of our own, which each test takes down and brings back. */
let smtp: MailCatcher | Awaited<ReturnType<typeof startRefusingSmtp>> = await startMailCatcher();
const smtpPort = smtp.port;
afterAll(() => smtp.close());

describe("the lead desk while SMTP is down", () => {
  describeOnDatabases("a reply", { smtpUrl: `smtp://127.0.0.1:${smtpPort}`, queue: { retryLimit: 8 } }, () => {
    it("R-DESK-10: a reply sent while SMTP is down is tried again and arrives once after SMTP is back", async ({
      api,
    }) => {
      const cookie = await api.adminCookie();
      const [enquiry] = await api.db
        .insert(contactEnquiries)
        .values({
          firstName: "Layla",
          lastName: "Haddad",
          email: VISITOR,
          subject: "Renewal",
          message: "Please send me a quote.",
          // Told already, and the team alerted: only the reply is left to send.
          acknowledgedAt: new Date(),
          emailedAt: new Date(),
        })
        .returning({ id: contactEnquiries.id });

      await smtp.close();
      const refusing = await startRefusingSmtp({ sayWhom: true, port: smtpPort });
      smtp = refusing;
      const sent = await reply(api, cookie, enquiry!.id, "Hello Layla, here is your quote link.");
      // Refused, then tried again: down for two tries.
      await expect.poll(() => refusing.triesFor(VISITOR).length, { timeout: 15_000 }).toBeGreaterThanOrEqual(2);
      expect((await api.jobs.outbox.find(sent.jobId))?.state).toMatch(/retrying|sending/);

      await refusing.close();
      const catcher = await startMailCatcher({ port: smtpPort });
      smtp = catcher;
      await expect.poll(() => catcher.received.length, { timeout: 30_000 }).toBe(1);
      await expect.poll(async () => (await api.jobs.outbox.find(sent.jobId))?.state, { timeout: 10_000 }).toBe("sent");
      expect(mailHeader(catcher.received[0]!, "To")).toBe(VISITOR);
      expect(mailHeader(catcher.received[0]!, "Message-ID")).toBe(`<${sent.jobId}@drivebee.ae>`);
      expect(catcher.received).toHaveLength(1);
    }, 60_000);
  });
});
